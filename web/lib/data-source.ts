/**
 * The one place that decides where catalogue data comes from: Supabase (PostgREST, schema `api`)
 * when configured, else the embedded snapshot that the build exported from the same migrations and
 * seed. Both return the same rows with the same column names; callers never know which one they read.
 */
import { apiViews, type ApiRows, type ApiView } from './api-types'
import { DataError } from './data-errors'
import type { PublicEnv } from './env'
import { finishStepsInSlices, nextTask } from './next-task'
import { rowsOfPackedLines } from './packed-rows'
import { loadSupabaseClient } from './shared-supabase-client'
import { builtCatalogueVersion, snapshotUrl } from './snapshot-files'

export interface ReadOptions {
  signal?: AbortSignal
  /**
   * PostgREST ordering, e.g. promos by rank ascending; ties keep the view's own order (its unique
   * key, web/lib/supabase-source.ts tieBreaker). The snapshot's files are already in this order: the
   * build exports each view as PostgREST answers the site's read (supabase/pglite.ts viewOrder).
   */
  orderBy?: { column: string; ascending: boolean }
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
 * A row of nulls in the view's column order, that every row read is laid over (rowsOfPackedLines,
 * and PostgREST's objects in web/lib/supabase-source.ts ensureRows), so every row has the same keys
 * in the same order (one object shape for V8): in Chromium 156 (warm) that read api.mice's 1,364 rows
 * in 3.9–4.2 ms against 4.6–5.2 ms for filling the missing keys one by one (bench/README.md, "A
 * snapshot without nulls: measured, not kept").
 */
export function nullRow(view: ApiView): Record<string, null> {
  return Object.fromEntries((apiViews[view] as readonly string[]).map((column) => [column, null]))
}

/**
 * The rows read that have their view's identity. Broken rows never break a page: a row that is not
 * an object or has no identity is dropped (and logged).
 */
export function keptRows<View extends ApiView>(view: View, items: readonly unknown[]): ApiRows[View][] {
  const identity = identityColumns.find((column) => (apiViews[view] as readonly string[]).includes(column))!
  const rows = items.filter((item) => {
    const value = (item as Record<string, unknown> | null)?.[identity]
    return typeof value === 'string' && value // a non-empty string
  }) as ApiRows[View][]
  if (rows.length < items.length) console.warn(`Dropped ${items.length - rows.length} unreadable row(s) of ${view}`)
  return rows
}

/**
 * A response's text in lines (split at "\n"), each piece of the body decoded and split as it
 * arrives, in a task of its own: `response.json()` parsed api.mouse_list's 758 KB in one task of
 * 30–70 ms at full speed here, and `response.text()` and one split of its whole text took 13–32 ms.
 */
async function bodyLines(response: Response): Promise<string[]> {
  // A response without a body (null) throws here, as any unreadable file does: 'invalid-response'.
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const lines = ['']
  for (let chunk; !(chunk = await reader.read()).done; await nextTask()) {
    const [first, ...read] = decoder.decode(chunk.value, { stream: true }).split('\n')
    lines.push(lines.pop()! + first, ...read)
  }
  lines.push(lines.pop()! + decoder.decode())
  return lines
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
      let items: unknown[]
      try {
        // A row at a time in tasks of about 3 ms (bench/README.md, "Thirty-fourth session").
        items = await finishStepsInSlices(rowsOfPackedLines(await bodyLines(response), nullRow(view)))
      } catch {
        throw new DataError('invalid-response', view, response.status, 'not JSON')
      }
      return keptRows(view, items)
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
