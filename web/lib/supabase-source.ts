/**
 * The data source of a build configured for Supabase: every row of an api view through
 * supabase-js (PostgREST, schema `api`), page by page whatever the project's max-rows
 * (web/lib/paged-read.ts, the rule the worker shares). Loaded on first read, with supabase-js:
 * a build with the embedded snapshot never downloads it.
 */
import type { ApiRows, ApiView } from './api-types'
import { DataError } from './data-errors'
import { keptRows, nullRow, type DataSource, type ReadOptions } from './data-source'
import { mayHaveExamples, realRowsOnly } from './example-rows'
import { rangeEnd, readAllPages } from './paged-read'
import type { ApiClient } from './supabase-client'

type ClientLoader = () => Promise<ApiClient>

/**
 * The unique key that ends an ordered read, for views read with `orderBy`: the view's own last
 * order key, so pages never overlap and both sources break ties alike (numbers, so no collation).
 * The build exports these views in the same order (supabase/pglite.ts viewOrder).
 */
export const tieBreaker: Partial<Record<ApiView, string>> = {
  available_promos: 'id',
}

/**
 * A view's rows from PostgREST's array, each laid over the view's row of nulls, so a missing column
 * reads as null and every row has the view's shape; broken rows dropped as the snapshot's are
 * (keptRows).
 */
export function ensureRows<View extends ApiView>(view: View, body: readonly unknown[]): ApiRows[View][] {
  const nulls = nullRow(view)
  return keptRows(view, body.map((item) => ({ ...nulls, ...(item as object) })))
}

export function createSupabaseSource(loadClient: ClientLoader): DataSource {
  return {
    kind: 'supabase',
    async readView<View extends ApiView>(view: View, options: ReadOptions = {}) {
      const client = await loadClient()
      // Every row, page by page, whatever the project's max-rows (web/lib/paged-read.ts).
      const rows = await readAllPages<unknown>(async (range) => {
        // Retries belong to React Query (one policy for both sources), so postgrest-js's are off;
        // the status is read from the result because throwOnError() would discard it.
        let query = client.from(view).select('*', { count: 'exact' })
        // With a configured database only real offers appear (web/lib/example-rows.ts).
        if (mayHaveExamples(view)) query = query.eq(realRowsOnly.column, realRowsOnly.value)
        if (options.orderBy) {
          query = query.order(options.orderBy.column, { ascending: options.orderBy.ascending })
          const key = tieBreaker[view]
          if (key && key !== options.orderBy.column) query = query.order(key, { ascending: true })
        }
        query = query.range(range.offset, rangeEnd(range))
        if (options.signal) query = query.abortSignal(options.signal)
        const { data, error, status, count } = await query.retry(false)
        if (error) {
          if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError')
          throw new DataError(status === 0 ? 'network' : 'http', view, status || undefined, error.message)
        }
        if (!Array.isArray(data)) throw new DataError('invalid-response', view, status, 'expected a JSON array')
        return { rows: data, total: typeof count === 'number' ? count : null }
      }).catch((error: unknown) => {
        if (error instanceof DataError || (error instanceof DOMException && error.name === 'AbortError')) throw error
        throw new DataError('invalid-response', view, undefined, String(error))
      })
      return ensureRows(view, rows)
    },
  }
}

