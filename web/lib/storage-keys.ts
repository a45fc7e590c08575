/**
 * Local storage keys (SPEC §3), each with a parser that tolerates garbage: whatever another
 * version of the site, an extension or a person left there, reading never throws.
 */

export type ThemeName = 'light' | 'dark'
export const defaultTheme: ThemeName = 'dark'

export const storageKeys = {
  theme: 'theme',
  recentMouseNames: 'recentMouseNames',
  recentProductHandles: 'recentProductHandles',
  recentMouseHandles: 'recentMouseHandles',
  recentMousepadHandles: 'recentMousepadHandles',
  enableHighlightOutlinesByDefault: 'enableHighlightOutlinesByDefault',
  recentProductHandlesFor: (category: string) => `recentProductHandlesFor_${category}`,
  /** The components a visitor has picked on a browse page to compare next (sensors, switches, encoders). */
  compareSelectionFor: (category: string) => `compareSelectionFor_${category}`,
  /** The mice a visitor is gathering to compare (general__handle list, in the order added). */
  mouseCompareSelection: 'mouseCompareSelection',
  /** How /mouse/browse shows results when the URL does not say: 'cards' or 'table'. */
  mouseBrowseView: 'mouseBrowseView',
  // browseColumns_<page> (issue 20): the optional columns a browse table shows, a JSON list of column
  // ids; its key and tolerant parser live with the column chooser (web/features/catalogue/ui/column-chooser.tsx),
  // so the pages without a table do not load them.
  /** The visitor's hand (issue 22): JSON {lengthMm, breadthMm, grip}; read with parseStoredHand. */
  handProfile: 'handProfile',
  /** The unit the hand form shows, 'mm' or 'in' (the hand itself is stored in mm); read with parseHandUnit. */
  handUnit: 'handUnit',
} as const

/**
 * The hand keys' tolerant parsers (garbage -> no hand). They validate with valibot, so they live in
 * web/lib/hand-profile.ts, which vite.config.ts keeps out of the app-core chunk: re-exported here,
 * they load only with the pages that read a hand.
 */
export { parseHandUnit, parseStoredHand } from './hand-profile'

/** The stored theme, or null when it is missing or not one of the two values. */
export function parseTheme(raw: string | null | undefined): ThemeName | null {
  return raw === 'light' || raw === 'dark' ? raw : null
}

/** A stored list of strings; anything else becomes an empty list. */
export function parseStringList(raw: string | null | undefined, maxItems = 20): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const strings = value.filter((item): item is string => typeof item === 'string' && item.length > 0)
    return [...new Set(strings)].slice(0, maxItems)
  } catch {
    return []
  }
}

/** At most this many products in a compare selection (the compare-name rule's limit). */
export const compareSelectionMax = 12

/** A stored compare selection: a list of handles, garbage dropped, at most compareSelectionMax. */
export function parseCompareSelection(raw: string | null | undefined): string[] {
  return parseStringList(raw, compareSelectionMax)
}

export type BrowseView = 'cards' | 'table'

/** The stored browse view, or null when missing or unknown. */
export function parseBrowseView(raw: string | null | undefined): BrowseView | null {
  return raw === 'cards' || raw === 'table' ? raw : null
}

export function parseFlag(raw: string | null | undefined, fallback: boolean): boolean {
  if (raw === 'true') return true
  if (raw === 'false') return false
  return fallback
}

/** Puts `item` first, without duplicates, keeping at most `maxItems`. */
export function pushRecent(list: readonly string[], item: string, maxItems = 20): string[] {
  return [item, ...list.filter((existing) => existing !== item)].slice(0, maxItems)
}

/** localStorage that may be absent (private mode, blocked storage): reads give null, writes are dropped. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value)
    } catch {
      // Storage full or blocked: the preference lasts for this visit only.
    }
  },
}

/** What a visitor saves on this device while signed out (issue 10); merged into their account on sign-in. */
export const savedItemKeys = {
  /** StoredComparison[], newest first. */
  savedComparisons: 'savedComparisons',
  /** StoredFavourite[], newest first. */
  favouriteProducts: 'favouriteProducts',
} as const

export interface StoredComparison {
  id: string
  category: string
  /** The compare page's `p` value. */
  compareParam: string
  productHandles: string[]
  name: string | null
  createdAt: string
}

export interface StoredFavourite {
  category: string
  productHandle: string
  createdAt: string
}

export const savedComparisonsMax = 100
export const favouritesMax = 500

function storedArray(raw: string | null | undefined): unknown[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

const nonEmpty = (value: unknown, maxLength: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= maxLength
const validDate = (value: unknown): string => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : new Date(0).toISOString())
const category = (value: unknown): string => (nonEmpty(value, 40) ? value : 'mouse')

/** Stored saved comparisons: entries without a `p` or products dropped, one per category and `p`. */
export function parseSavedComparisons(raw: string | null | undefined): StoredComparison[] {
  const seen = new Set<string>()
  const out: StoredComparison[] = []
  for (const item of storedArray(raw)) {
    if (typeof item !== 'object' || item === null) continue
    const record = item as Record<string, unknown>
    if (!nonEmpty(record.compareParam, 2600) || !Array.isArray(record.productHandles)) continue
    const productHandles = [...new Set(record.productHandles.filter((handle): handle is string => nonEmpty(handle, 200)))].slice(0, compareSelectionMax)
    if (productHandles.length === 0) continue
    const entry: StoredComparison = {
      id: nonEmpty(record.id, 100) ? record.id : `local-${out.length}-${record.compareParam}`,
      category: category(record.category),
      compareParam: record.compareParam,
      productHandles,
      name: nonEmpty(record.name, 300) ? record.name : null,
      createdAt: validDate(record.createdAt),
    }
    const key = `${entry.category}\n${entry.compareParam}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(entry)
    if (out.length >= savedComparisonsMax) break
  }
  return out
}

/** Stored favourites: entries without a handle dropped, one per category and handle. */
export function parseFavourites(raw: string | null | undefined): StoredFavourite[] {
  const seen = new Set<string>()
  const out: StoredFavourite[] = []
  for (const item of storedArray(raw)) {
    if (typeof item !== 'object' || item === null) continue
    const record = item as Record<string, unknown>
    if (!nonEmpty(record.productHandle, 200)) continue
    const entry: StoredFavourite = { category: category(record.category), productHandle: record.productHandle, createdAt: validDate(record.createdAt) }
    const key = `${entry.category}\n${entry.productHandle}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(entry)
    if (out.length >= favouritesMax) break
  }
  return out
}
