/**
 * The catalogue as the worker reads it, for sitemaps and per-page meta: the same api views the
 * site shows, from Supabase (PostgREST) when SUPABASE_URL and SUPABASE_ANON_KEY are set, else
 * from the embedded snapshot in the assets (`/data/api/<version>/<view>.json` as this deploy's
 * /data-manifest.json names it, what PostgREST returns for `select=*`). Only the columns the worker needs are read. A per-isolate cache with a short TTL
 * keeps a burst of requests (a crawler walking the sitemap) from refetching.
 *
 * This module is the worker's data boundary: tests serve fixtures by giving the app an ASSETS
 * binding (or a fetch for Supabase) that answers these requests, and nothing else is stubbed.
 */
import { contentRangeTotal, countPreference, readAllPages } from '../web/lib/paged-read'
import { catalogueViews, type CatalogueRows, type CatalogueView } from './catalogue-rows'
import { snapshotPathOf } from './data-manifest'
import type { WorkerConfig } from './env'

export { catalogueViews, isDiscountValid } from './catalogue-rows'
export type { CatalogueDiscount, CatalogueMouse, CatalogueReview, CatalogueRows, CatalogueView } from './catalogue-rows'

export class CatalogueError extends Error {
  constructor(view: CatalogueView, problem: string, options?: { cause?: unknown }) {
    super(`Catalogue ${view}: ${problem}`, options)
    this.name = 'CatalogueError'
  }
}

/** How long the worker keeps what it read, per isolate. */
export const catalogueTtlMs = 60_000
const fetchTimeoutMs = 10_000

function readRows<View extends CatalogueView>(view: View, body: unknown): CatalogueRows[View] {
  if (!Array.isArray(body)) throw new CatalogueError(view, 'expected a JSON array')
  const read = catalogueViews[view].read as (record: Record<string, unknown>) => CatalogueRows[View][number] | undefined
  const rows: CatalogueRows[View][number][] = []
  for (const item of body) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    const row = read(item as Record<string, unknown>)
    if (row) rows.push(row)
  }
  return rows as CatalogueRows[View]
}

async function readJson(view: CatalogueView, response: Response, source: string): Promise<unknown> {
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
  let path: string
  try {
    path = await snapshotPathOf(assets, baseUrl, view)
  } catch (error) {
    throw new CatalogueError(view, error instanceof Error ? error.message : String(error), { cause: error })
  }
  const response = await assets.fetch(new URL(path, baseUrl))
  return readRows(view, await readJson(view, response, 'the snapshot'))
}

/** Every row of a view from PostgREST, page by page, whatever the project's max-rows (web/lib/paged-read.ts). */
async function fromSupabase<View extends CatalogueView>(
  supabase: NonNullable<WorkerConfig['supabase']>,
  view: View,
  fetchImpl: typeof fetch,
): Promise<CatalogueRows[View]> {
  const spec = catalogueViews[view]
  const rows = await readAllPages<unknown>(async (range) => {
    const url = new URL(`/rest/v1/${view}`, supabase.url)
    url.searchParams.set('select', spec.columns.join(','))
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
  }).catch((error: unknown) => {
    throw error instanceof CatalogueError ? error : new CatalogueError(view, String(error instanceof Error ? error.message : error), { cause: error })
  })
  return readRows(view, rows)
}

export interface Catalogue {
  read<View extends CatalogueView>(view: View): Promise<CatalogueRows[View]>
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
  }
}
