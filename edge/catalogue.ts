/**
 * The catalogue as the worker reads it, for sitemaps and per-page meta: the same api views the
 * site shows, from Supabase (PostgREST) when SUPABASE_URL and SUPABASE_ANON_KEY are set, else
 * from the embedded snapshot in the assets (`/data/api/<version>/<view>.json` as this deploy's
 * /data-manifest.json names it, what PostgREST returns for `select=*`). Only the columns the worker
 * needs are read, except by readWhole(), which gives the open-data API every column of a view
 * (edge/api-view-records.ts). A per-isolate cache with a short TTL
 * keeps a burst of requests (a crawler walking the sitemap) from refetching.
 *
 * This module is the worker's data boundary: tests serve fixtures by giving the app an ASSETS
 * binding (or a fetch for Supabase) that answers these requests, and nothing else is stubbed.
 */
import { contentRangeTotal, countPreference, readAllPages } from '../web/lib/paged-read'
import { mayHaveExamples, realRowsOnly } from '../web/lib/example-rows'
import { rowsOfBody } from '../web/lib/packed-rows'
import { readApiRecords, wholeViews, type ApiRecord, type WholeView } from './api-view-records'
import { catalogueViews, type CatalogueRows, type CatalogueView } from './catalogue-rows'
import { snapshotPathOf } from './data-manifest'
import type { WorkerConfig } from './env'

export { catalogueViews, isDiscountValid } from './catalogue-rows'
export type { CatalogueDiscount, CatalogueMouse, CataloguePart, CatalogueReview, CatalogueRows, CatalogueView } from './catalogue-rows'

export class CatalogueError extends Error {
  constructor(view: CatalogueView | WholeView, problem: string, options?: { cause?: unknown }) {
    super(`Catalogue ${view}: ${problem}`, options)
    this.name = 'CatalogueError'
  }
}

/** How long the worker keeps what it read, per isolate. */
export const catalogueTtlMs = 60_000
const fetchTimeoutMs = 10_000

/** The rows of a view, from PostgREST's array or the snapshot's packed file (web/lib/packed-rows.ts). */
function readRows<View extends CatalogueView>(view: View, body: unknown): CatalogueRows[View] {
  const items = rowsOfBody(body)
  if (!items) throw new CatalogueError(view, 'expected a JSON array of rows or packed rows')
  const read = catalogueViews[view].read as (record: Record<string, unknown>) => CatalogueRows[View][number] | undefined
  const rows: CatalogueRows[View][number][] = []
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    const row = read(item as Record<string, unknown>)
    if (row) rows.push(row)
  }
  return rows as CatalogueRows[View]
}

async function readJson(view: CatalogueView | WholeView, response: Response, source: string): Promise<unknown> {
  if (!response.ok) {
    await response.body?.cancel()
    throw new CatalogueError(view, `${source} answered ${response.status}`)
  }
  try {
    return await response.json()
  } catch (error) {
    throw new CatalogueError(view, `${source} sent invalid JSON`, { cause: error })
  }
}

/** A view of this deploy's snapshot, at the URL its manifest names (web/lib/snapshot-files.ts). */
async function fromSnapshot<View extends CatalogueView>(assets: Fetcher, view: View, baseUrl: string): Promise<CatalogueRows[View]> {
  const response = await assets.fetch(await snapshotUrlOf(assets, view, baseUrl))
  return readRows(view, await readJson(view, response, 'the snapshot'))
}

/** Every row of a view from PostgREST (the columns the worker needs), whatever the project's max-rows. */
async function fromSupabase<View extends CatalogueView>(
  supabase: NonNullable<WorkerConfig['supabase']>,
  view: View,
  fetchImpl: typeof fetch,
): Promise<CatalogueRows[View]> {
  return readRows(view, await readAllFromSupabase(supabase, view, { select: catalogueViews[view].columns.join(',') }, fetchImpl))
}

/** The URL of a view in this deploy's snapshot, as its manifest names it (web/lib/snapshot-files.ts). */
async function snapshotUrlOf(assets: Fetcher, view: CatalogueView | WholeView, baseUrl: string): Promise<URL> {
  try {
    return new URL(await snapshotPathOf(assets, baseUrl, view), baseUrl)
  } catch (error) {
    throw new CatalogueError(view, error instanceof Error ? error.message : String(error), { cause: error })
  }
}

/** One page of a view from PostgREST, with the total the server counts (web/lib/paged-read.ts). */
async function supabasePage(
  supabase: NonNullable<WorkerConfig['supabase']>,
  view: CatalogueView | WholeView,
  query: { select: string; order?: string },
  range: { offset: number; limit: number },
  fetchImpl: typeof fetch,
): Promise<{ rows: unknown[]; total: number | null }> {
  const url = new URL(`/rest/v1/${view}`, supabase.url)
  url.searchParams.set('select', query.select)
  if (query.order) url.searchParams.set('order', query.order)
  // With a configured database only real offers appear (web/lib/example-rows.ts).
  if (mayHaveExamples(view)) url.searchParams.set(realRowsOnly.column, `eq.${realRowsOnly.value}`)
  url.searchParams.set('offset', String(range.offset))
  url.searchParams.set('limit', String(range.limit))
  const response = await fetchImpl(url, {
    headers: {
      apikey: supabase.anonKey,
      authorization: `Bearer ${supabase.anonKey}`,
      'accept-profile': 'api',
      accept: 'application/json',
      prefer: countPreference,
    },
    signal: AbortSignal.timeout(fetchTimeoutMs),
  })
  const total = contentRangeTotal(response.headers.get('content-range'))
  const body = await readJson(view, response, 'Supabase')
  if (!Array.isArray(body)) throw new CatalogueError(view, 'expected a JSON array')
  return { rows: body, total }
}

/** Every row of a view from PostgREST, page by page, whatever the project's max-rows. */
function readAllFromSupabase(
  supabase: NonNullable<WorkerConfig['supabase']>,
  view: CatalogueView | WholeView,
  query: { select: string; order?: string },
  fetchImpl: typeof fetch,
): Promise<unknown[]> {
  return readAllPages<unknown>((range) => supabasePage(supabase, view, query, range, fetchImpl)).catch((error: unknown) => {
    throw error instanceof CatalogueError ? error : new CatalogueError(view, String(error instanceof Error ? error.message : error), { cause: error })
  })
}

/** Every column of a view, for the open-data API: the snapshot file's rows as they are. */
async function wholeFromSnapshot(assets: Fetcher, view: WholeView, baseUrl: string): Promise<ApiRecord[]> {
  const response = await assets.fetch(await snapshotUrlOf(assets, view, baseUrl))
  const rows = readApiRecords(view, rowsOfBody(await readJson(view, response, 'the snapshot')))
  if (!rows) throw new CatalogueError(view, 'expected a JSON array of rows or packed rows')
  return rows
}

/** Every column of a view, for the open-data API: `select=*`, page by page, in a stable order. */
async function wholeFromSupabase(supabase: NonNullable<WorkerConfig['supabase']>, view: WholeView, fetchImpl: typeof fetch): Promise<ApiRecord[]> {
  const rows = await readAllFromSupabase(supabase, view, { select: '*', order: wholeViews[view].order }, fetchImpl)
  return readApiRecords(view, rows)!
}

export interface Catalogue {
  read<View extends CatalogueView>(view: View): Promise<CatalogueRows[View]>
  /**
   * Every column of a view as the view wrote it (the open-data API), from the same source and the
   * same cache as read(). The array stays the same object while it is cached, so what is made from
   * it can be cached with it.
   */
  readWhole(view: WholeView): Promise<readonly ApiRecord[]>
}

interface CacheEntry {
  expires: number
  rows: Promise<unknown>
}

// Keyed by the isolate's `env` (one object per isolate), then by source and view.
const caches = new WeakMap<object, Map<string, CacheEntry>>()

export interface CatalogueOptions {
  /** Used for Supabase requests; the global fetch by default. */
  fetch?: typeof fetch
  /** Clock for the cache, in ms. */
  now?: () => number
}

/**
 * The catalogue for this isolate. `baseUrl` is the request's URL (the snapshot is fetched from
 * the assets at the same origin). Reads are cached for `catalogueTtlMs`; concurrent reads share
 * one fetch; a failed read is not cached.
 */
export function catalogueFor(env: Env, config: WorkerConfig, baseUrl: string, options: CatalogueOptions = {}): Catalogue {
  let cache = caches.get(env)
  if (!cache) {
    cache = new Map()
    caches.set(env, cache)
  }
  const entries = cache
  const now = options.now ?? Date.now
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
  const source = config.supabase ? `supabase:${config.supabase.url}` : 'snapshot'
  return {
    read<View extends CatalogueView>(view: View): Promise<CatalogueRows[View]> {
      const key = `${source}:${view}`
      const cached = entries.get(key)
      const at = now()
      if (cached && cached.expires > at) return cached.rows as Promise<CatalogueRows[View]>
      const rows = config.supabase ? fromSupabase(config.supabase, view, fetchImpl) : fromSnapshot(env.ASSETS, view, baseUrl)
      const entry: CacheEntry = { expires: at + catalogueTtlMs, rows }
      entries.set(key, entry)
      rows.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return rows
    },
    readWhole(view: WholeView): Promise<readonly ApiRecord[]> {
      const key = `${source}:whole:${view}`
      const cached = entries.get(key)
      const at = now()
      if (cached && cached.expires > at) return cached.rows as Promise<readonly ApiRecord[]>
      const rows = config.supabase ? wholeFromSupabase(config.supabase, view, fetchImpl) : wholeFromSnapshot(env.ASSETS, view, baseUrl)
      const entry: CacheEntry = { expires: at + catalogueTtlMs, rows }
      entries.set(key, entry)
      rows.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return rows
    },
  }
}
