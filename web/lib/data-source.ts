/**
 * The one place that decides where catalogue data comes from: Supabase (PostgREST, schema `api`)
 * when configured, else the embedded snapshot that the build exported from the same migrations and
 * seed. Both return the same rows with the same column names; callers never know which one they read.
 */
import { apiViews, type ApiRows, type ApiView } from './api-types'
import { DataError } from './data-errors'
import type { PublicEnv } from './env'
import { nextTask } from './next-task'
import { rowsOfBody } from './packed-rows'
import { loadSupabaseClient } from './shared-supabase-client'
import { builtCatalogueVersion, snapshotUrl } from './snapshot-files'

export interface ReadOptions {
  signal?: AbortSignal
  /** PostgREST ordering, e.g. promos by rank ascending; ties keep the view's own order (its unique key). */
  orderBy?: { column: string; ascending: boolean }
}

/**
 * The unique key that ends an ordered read, for views read with `orderBy`: the view's own last
 * order key, so pages never overlap and both sources break ties alike (numbers, so no collation).
 */
export const tieBreaker: Partial<Record<ApiView, string>> = {
  available_promos: 'id',
}

export interface DataSource {
  readonly kind: 'supabase' | 'snapshot'
  /** Every row of one api view (`select=*`). */
  readView<View extends ApiView>(view: View, options?: ReadOptions): Promise<ApiRows[View][]>
}

/**
 * The column that identifies a row of a view (a row without it cannot be linked to or shown): the
 * first of these the view has. The handle for brands, discounts, partners, promos and colours (and
 * `general__handle` for products), the slug for reviews, the category for the counts.
 */
const identityColumns = ['general__handle', 'handle', 'slug', 'category']

/**
 * A view's rows from PostgREST's array or the snapshot's packed file (web/lib/packed-rows.ts).
 * Broken rows never break a page: a row that is not an object or has no identity is dropped (and
 * logged), a missing column reads as null, so every row has the view's shape. Each row is laid over
 * a row of nulls, so every row has the same keys in the same order (one object shape for V8):
 * in Chromium 156 (warm) that reads api.mice's 1,364 rows in 3.9–4.2 ms against 4.6–5.2 ms for filling
 * the missing keys one by one (bench/README.md, "A snapshot without nulls: measured, not kept").
 */
export function ensureRows<View extends ApiView>(view: View, body: unknown): ApiRows[View][] {
  // A row of nulls in the view's column order, that every row read is laid over: a packed file's
  // rows are built on it as they are unpacked, PostgREST's objects below.
  const columns = apiViews[view] as readonly string[]
  const nulls = Object.fromEntries(columns.map((column) => [column, null]))
  const laidOver = !Array.isArray(body)
  const items = rowsOfBody(body, nulls)
  if (!items) throw new DataError('invalid-response', view, undefined, 'expected rows')
  const identity = identityColumns.find((column) => columns.includes(column))!
  const rows: ApiRows[View][] = []
  let dropped = 0
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      dropped++
      continue
    }
    const record = item as Record<string, unknown>
    if (typeof record[identity] !== 'string' || record[identity] === '') {
      dropped++
      continue
    }
    rows.push((laidOver ? record : { ...nulls, ...record }) as unknown as ApiRows[View])
  }
  if (dropped > 0) console.warn(`Dropped ${dropped} unreadable row(s) of ${view}`)
  return rows
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  return (a as number | string) < (b as number | string) ? -1 : 1
}

/**
 * The embedded snapshot: this build's files (web/lib/snapshot-files.ts). A file that cannot be
 * read, a 404 included (a deploy in progress, a missing file), is an error of the data layer with
 * its status, never a page that does not exist: routes show the error screen, not 'Page not found'.
 */
export function createSnapshotSource(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args), baseUrl = '', version = builtCatalogueVersion()): DataSource {
  return {
    kind: 'snapshot',
    async readView<View extends ApiView>(view: View, options: ReadOptions = {}) {
      let response: Response
      try {
        response = await fetchImpl(`${baseUrl}${snapshotUrl(version, view)}`, { signal: options.signal })
      } catch (error) {
        if (options.signal?.aborted) throw error
        throw new DataError('network', view, undefined, String(error))
      }
      if (!response.ok) throw new DataError('http', view, response.status)
      let body: unknown
      try {
        body = await response.json()
      } catch {
        throw new DataError('invalid-response', view, response.status, 'not JSON')
      }
      // The rows are built in a task after the parse's: for api.mouse_list both in one task took
      // 26–34 ms at full speed here, four times that on a phone; now 13 and 17 ms
      // (bench/README.md, "Thirty-first session").
      await nextTask()
      const rows = ensureRows(view, body)
      const order = options.orderBy
      if (!order) return rows
      // The export is already ordered as PostgREST would; sorting again keeps both sources equal
      // even for a view the export does not order. Rows still tied keep the file's order (sort is
      // stable), and `rows` is this read's own array.
      const key = tieBreaker[view]
      return rows.sort((a, b) => {
        const first = a as unknown as Record<string, unknown>
        const second = b as unknown as Record<string, unknown>
        const byColumn = compareValues(first[order.column], second[order.column])
        return (order.ascending ? byColumn : -byColumn) || (key ? compareValues(first[key], second[key]) : 0)
      })
    },
  }
}

export function createDataSource(env: Pick<PublicEnv, 'supabase'>): DataSource {
  const supabase = env.supabase
  if (!supabase) return createSnapshotSource()
  // The Supabase reader loads with supabase-js, only in a build configured for it; it uses the
  // same client as sign-in (web/lib/shared-supabase-client.ts).
  let source: Promise<DataSource> | undefined
  return {
    kind: 'supabase',
    readView(view, options) {
      if (!source) {
        const loading = import('./supabase-source').then(({ createSupabaseSource }) => createSupabaseSource(() => loadSupabaseClient(supabase)))
        // A chunk that failed to load may load on the next read.
        loading.catch(() => {
          if (source === loading) source = undefined
        })
        source = loading
      }
      return source.then((loaded) => loaded.readView(view, options))
    },
  }
}
