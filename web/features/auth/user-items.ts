/**
 * Saved comparisons, favourites and recent products: the pure part. The account keeps them in
 * Postgres (supabase/migrations/*_user_data.sql, read and written through api functions); signed
 * out, this device keeps them in local storage (web/lib/storage-keys.ts). On sign-in the local
 * items are merged into the account without duplicates.
 */
import type { StoredComparison, StoredFavourite } from '../../lib/storage-keys'

export type SavedComparison = StoredComparison
export type Favourite = StoredFavourite

export interface RecentProduct {
  category: string
  productHandle: string
  viewedAt: string
}

export interface UserItems {
  comparisons: SavedComparison[]
  favourites: Favourite[]
  recent: RecentProduct[]
}

/** What a merge could not add because the account was full (api.merge_user_items' "skipped"). */
export interface SkippedItems {
  comparisons: number
  favourites: number
}

export function parseSkippedItems(body: unknown): SkippedItems {
  const skipped = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).skipped : undefined
  const record = typeof skipped === 'object' && skipped !== null ? (skipped as Record<string, unknown>) : {}
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0)
  return { comparisons: count(record.comparisons), favourites: count(record.favourites) }
}

export const emptyUserItems: UserItems = { comparisons: [], favourites: [], recent: [] }

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item)) : []

/** The account's items as api.user_items() / api.merge_user_items() return them (garbage dropped). */
export function parseUserItems(body: unknown): UserItems {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const comparisons: SavedComparison[] = []
  for (const item of records(record.comparisons)) {
    const id = text(item.id)
    const compareParam = text(item.compare_param)
    const handles = Array.isArray(item.product_handles) ? item.product_handles.filter((handle): handle is string => text(handle) !== null) : []
    if (!id || !compareParam || handles.length === 0) continue
    comparisons.push({ id, category: text(item.category) ?? 'mouse', compareParam, productHandles: handles, name: text(item.name), createdAt: text(item.created_at) ?? '' })
  }
  const favourites: Favourite[] = []
  for (const item of records(record.favourites)) {
    const productHandle = text(item.product_handle)
    if (productHandle) favourites.push({ category: text(item.category) ?? 'mouse', productHandle, createdAt: text(item.created_at) ?? '' })
  }
  const recent: RecentProduct[] = []
  for (const item of records(record.recent)) {
    const productHandle = text(item.product_handle)
    if (productHandle) recent.push({ category: text(item.category) ?? 'mouse', productHandle, viewedAt: text(item.viewed_at) ?? '' })
  }
  return { comparisons, favourites, recent }
}

/**
 * The arguments of api.merge_user_items for what this device holds. Recent handles are newest
 * first and carry no time: they are stamped a second apart before `now`, so their order survives.
 */
export function mergePayload(local: { comparisons: readonly SavedComparison[]; favourites: readonly Favourite[]; recentMouseHandles: readonly string[] }, now: Date) {
  return {
    comparisons: local.comparisons.map((comparison) => ({
      category: comparison.category,
      compare_param: comparison.compareParam,
      product_handles: comparison.productHandles,
      name: comparison.name,
      created_at: comparison.createdAt,
    })),
    favourites: local.favourites.map((favourite) => ({ category: favourite.category, product_handle: favourite.productHandle, created_at: favourite.createdAt })),
    recent: local.recentMouseHandles.map((handle, index) => ({
      category: 'mouse',
      product_handle: handle,
      viewed_at: new Date(now.getTime() - index * 1000).toISOString(),
    })),
  }
}

/** The account's recent mice, newest first, as a handle list for this device (at most `max`). */
export function recentMouseHandlesOf(items: UserItems, max: number): string[] {
  return [...new Set(items.recent.filter((item) => item.category === 'mouse').map((item) => item.productHandle))].slice(0, max)
}

/** Adds (or renames) a comparison, newest first, one per category and `p`. */
export function withComparison(list: readonly SavedComparison[], comparison: SavedComparison): SavedComparison[] {
  return [comparison, ...list.filter((item) => !(item.category === comparison.category && item.compareParam === comparison.compareParam))]
}

export function withoutComparison(list: readonly SavedComparison[], id: string): SavedComparison[] {
  return list.filter((item) => item.id !== id)
}

export function findComparison(list: readonly SavedComparison[], category: string, compareParam: string): SavedComparison | undefined {
  return list.find((item) => item.category === category && item.compareParam === compareParam)
}

/** Marks or unmarks a favourite, newest first, one per category and handle. */
export function withFavourite(list: readonly Favourite[], category: string, productHandle: string, favourite: boolean, now: Date): Favourite[] {
  const rest = list.filter((item) => !(item.category === category && item.productHandle === productHandle))
  return favourite ? [{ category, productHandle, createdAt: now.toISOString() }, ...rest] : rest
}

export function isFavourite(list: readonly Favourite[], category: string, productHandle: string): boolean {
  return list.some((item) => item.category === category && item.productHandle === productHandle)
}
