import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite'
import type { ApiView } from '../../web/lib/api-types'
import { DataError, isRetryable, shouldRetryQuery } from '../../web/lib/data-errors'
import { createDataSource, createSnapshotSource, type DataSource } from '../../web/lib/data-source'
import { packedText, packedViewBody, packRows } from '../../web/lib/packed-rows'
import { contentRangeTotal, pageRowLimit, readAllPages } from '../../web/lib/paged-read'
import { ensureRows, tieBreaker } from '../../web/lib/supabase-source'
import { viewOrder } from '../../supabase/pglite'
import { activeDataSource } from '../../web/lib/active-data-source'
import { promoQueries } from '../../web/features/promos/queries'
import { QueryClient } from '@tanstack/react-query'
import { postgrestHandlers, testAnonKey, testSupabaseUrl, type RecordedRequest } from '../msw/supabase-handlers'

let snapshot: Record<string, string>
const recorded: RecordedRequest[] = []
const failures: Record<string, number> = {}
const server = setupServer()

/** The embedded source, reading the files the build would write, packed (no network involved). */
function snapshotFromExport(bodies: Record<string, string>): DataSource {
  return createSnapshotSource(async (input) => {
    const view = decodeURIComponent(String(input).replace(/^.*\/data\/api\/[^/]+\//, '').replace(/\.json$/, ''))
    const body = bodies[view] === undefined ? undefined : packedViewBody(bodies[view])
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { headers: { 'content-type': 'application/json' } })
  })
}

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  const db = await openCatalogue()
  snapshot = await exportApiViews(db)
  await db.close()
})
afterEach(() => {
  server.resetHandlers()
  recorded.length = 0
  for (const key of Object.keys(failures)) delete failures[key]
})
afterAll(() => server.close())

const supabase = () => createDataSource({ supabase: { url: testSupabaseUrl, anonKey: testAnonKey } })

describe('Supabase data source (supabase-js against PostgREST, mocked at the network edge)', () => {
  it('sends exactly the REST request PostgREST expects for a view', async () => {
    server.use(...postgrestHandlers(snapshot, recorded))
    const rows = await supabase().readView('mice')
    // One request per page of pageRowLimit rows (the catalogue holds more than one page of mice).
    expect(recorded).toHaveLength(Math.floor(rows.length / pageRowLimit) + 1)
    expect(recorded.map((page) => page.url.searchParams.get('offset'))).toEqual(recorded.map((_, index) => String(index * pageRowLimit)))
    const [request] = recorded
    expect(request!.method).toBe('GET')
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe(`${testSupabaseUrl}/rest/v1/mice`)
    expect(request!.url.searchParams.get('select')).toBe('*')
    // One page from the start, with the total asked for (web/lib/paged-read.ts).
    expect(request!.url.searchParams.get('offset')).toBe('0')
    expect(request!.url.searchParams.get('limit')).toBe(String(pageRowLimit))
    expect(request!.headers.prefer).toContain('count=exact')
    expect(request!.headers['accept-profile']).toBe('api')
    expect(request!.headers.apikey).toBe(testAnonKey)
    expect(request!.headers.authorization).toBe(`Bearer ${testAnonKey}`)
  })

  it('asks for promos ordered by rank ascending (then by id, the view’s unique key, so pages never overlap)', async () => {
    server.use(...postgrestHandlers(snapshot, recorded))
    await supabase().readView('available_promos', { orderBy: { column: 'rank', ascending: true } })
    expect(recorded[0]!.url.searchParams.get('order')).toBe('rank.asc,id.asc')
  })

  it('returns the same rows as the embedded snapshot, view by view', async () => {
    server.use(...postgrestHandlers(snapshot, recorded))
    const embedded = snapshotFromExport(snapshot)
    const views = Object.keys(snapshot) as ApiView[]
    expect(views.length).toBeGreaterThanOrEqual(11)
    for (const view of views) {
      const orderBy = view === 'available_promos' ? { column: 'rank', ascending: true } : undefined
      const [fromSupabase, fromSnapshot] = await Promise.all([supabase().readView(view, { orderBy }), embedded.readView(view, { orderBy })])
      expect(fromSupabase, view).toEqual(fromSnapshot)
      expect(fromSnapshot, view).toEqual(JSON.parse(snapshot[view]!))
    }
  })

  it('orders a read as the build orders the export, so the snapshot reader need not sort', async () => {
    // The one ordered read of the site, from its own query options: the promos by rank.
    const read = vi.spyOn(activeDataSource(), 'readView').mockResolvedValue([])
    await new QueryClient().fetchQuery(promoQueries.available())
    expect(read).toHaveBeenCalledWith('available_promos', expect.objectContaining({ orderBy: { column: 'rank', ascending: true } }))
    read.mockRestore()
    expect(viewOrder).toEqual({ available_promos: ['rank', tieBreaker.available_promos] })
    server.use(...postgrestHandlers(snapshot, recorded))
    const shuffled = { ...snapshot, available_promos: JSON.stringify((JSON.parse(snapshot.available_promos!) as unknown[]).reverse()) }
    const fromSupabase = await supabase().readView('available_promos', { orderBy: { column: 'rank', ascending: true } })
    expect(await snapshotFromExport(snapshot).readView('available_promos')).toEqual(fromSupabase)
    // The order is the export's: a file in another order is read in that order.
    expect(await snapshotFromExport(shuffled).readView('available_promos')).not.toEqual(fromSupabase)
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('turns status %i into a retryable DataError', async (status) => {
    failures.mice = status
    server.use(...postgrestHandlers(snapshot, recorded, failures))
    const error = await supabase().readView('mice').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DataError)
    expect(error).toMatchObject({ kind: 'http', status, resource: 'mice' })
    expect(isRetryable(error)).toBe(true)
    // One request only: postgrest-js's own retries are off, React Query owns the policy.
    expect(recorded).toHaveLength(1)
  })

  it.each([400, 401, 403, 404, 406])('never retries status %i', async (status) => {
    failures.mice = status
    server.use(...postgrestHandlers(snapshot, recorded, failures))
    const error = await supabase().readView('mice').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'http', status })
    expect(isRetryable(error)).toBe(false)
    expect(shouldRetryQuery(0, error)).toBe(false)
  })

  it('turns a network failure into a retryable DataError with a readable message', async () => {
    server.use(http.get(`${testSupabaseUrl}/rest/v1/:view`, () => HttpResponse.error()))
    const error = await supabase().readView('mice').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'network' })
    expect((error as Error).message).toBe('Could not reach the catalogue to load mice. Check your connection and try again.')
    expect(shouldRetryQuery(0, error)).toBe(true)
    expect(shouldRetryQuery(2, error)).toBe(true)
    expect(shouldRetryQuery(3, error)).toBe(false)
  })
})

describe('reading every row from a hosted project (max-rows)', () => {
  /** 2,500 mice: the seed's, repeated with new ids and handles, as a large catalogue would have them. */
  function manyMice(count: number): string {
    const seeded = JSON.parse(snapshot.mice!) as Record<string, unknown>[]
    return JSON.stringify(
      Array.from({ length: count }, (_, index) => ({ ...seeded[index % seeded.length], general__id: index + 1, general__handle: `mouse-${index + 1}` })),
    )
  }

  it.each([1000, 500, 999, 250])('reads all 2,500 rows when the project answers at most %i per request', async (maxRows) => {
    server.use(...postgrestHandlers({ ...snapshot, mice: manyMice(2500) }, recorded, {}, { maxRows }))
    const rows = await supabase().readView('mice')
    expect(rows).toHaveLength(2500)
    expect(rows.map((row) => row.general__handle)).toEqual(Array.from({ length: 2500 }, (_, index) => `mouse-${index + 1}`))
    // Page after page from where the last one ended, and not one request more than needed.
    expect(recorded).toHaveLength(Math.ceil(2500 / maxRows))
    expect(recorded.map((request) => Number(request.url.searchParams.get('offset')))).toEqual(Array.from({ length: Math.ceil(2500 / maxRows) }, (_, page) => page * maxRows))
  })

  it('asks as the worker does (tests/worker/catalogue.test.ts expects the same offsets, limit and Prefer for these caps)', async () => {
    server.use(...postgrestHandlers({ ...snapshot, mice: manyMice(2500) }, recorded, {}, { maxRows: 500 }))
    await supabase().readView('mice')
    expect(recorded.map((request) => [request.url.searchParams.get('offset'), request.url.searchParams.get('limit'), request.headers.prefer])).toEqual(
      ['0', '500', '1000', '1500', '2000'].map((offset) => [offset, '1000', 'count=exact']),
    )
  })

  it('keeps reading to an empty page when the server gives no total', async () => {
    const rows = JSON.parse(manyMice(2500)) as unknown[]
    server.use(
      http.get(`${testSupabaseUrl}/rest/v1/mice`, ({ request }) => {
        const url = new URL(request.url)
        recorded.push({ url, method: 'GET', headers: Object.fromEntries(request.headers) })
        const offset = Number(url.searchParams.get('offset'))
        // A cap of 700 and no Content-Range total.
        return HttpResponse.json(rows.slice(offset, offset + 700), { headers: { 'content-range': `${offset}-${offset + 699}/*` } })
      }),
    )
    expect(await supabase().readView('mice')).toHaveLength(2500)
    expect(recorded.map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '700', '1400', '2100', '2500'])
  })

  it('fails the read, not silently truncates it, when a later page fails', async () => {
    server.use(
      http.get(`${testSupabaseUrl}/rest/v1/mice`, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'))
        if (offset > 0) return HttpResponse.json({ code: 'PGRST000', message: 'down' }, { status: 503 })
        return HttpResponse.json(JSON.parse(manyMice(1000)), { status: 206, headers: { 'content-range': '0-999/2500' } })
      }),
    )
    await expect(supabase().readView('mice')).rejects.toMatchObject({ kind: 'http', status: 503 })
  })
})

describe('the paging rule (web/lib/paged-read.ts)', () => {
  it('reads Content-Range totals', () => {
    expect(contentRangeTotal('0-999/2500')).toBe(2500)
    expect(contentRangeTotal('*/0')).toBe(0)
    expect(contentRangeTotal('0-999/*')).toBeNull()
    expect(contentRangeTotal(null)).toBeNull()
    expect(contentRangeTotal('garbage')).toBeNull()
    expect(contentRangeTotal('0-1/99999999999999999999')).toBeNull()
  })

  it('stops at the total, at an empty page, at a server that ignores the offset, and at an absurd number of rows', async () => {
    const calls: number[] = []
    expect(
      await readAllPages(async ({ offset }) => {
        calls.push(offset)
        return { rows: offset < 30 ? [offset, offset + 1, offset + 2] : [], total: 30 }
      }),
    ).toHaveLength(30)
    expect(calls).toHaveLength(10)
    // Everything at once, whatever the offset, with no total: read once, not forever.
    let ignored = 0
    expect(
      await readAllPages(async () => {
        ignored++
        return { rows: [{ id: 1 }, { id: 2 }], total: null }
      }),
    ).toEqual([{ id: 1 }, { id: 2 }])
    expect(ignored).toBe(2)
    let counter = 0
    await expect(readAllPages(async () => ({ rows: [counter++], total: null }))).rejects.toThrow(/more than/)
  })
})

describe('snapshot data source', () => {
  it('reports a missing file, a non-JSON body and a non-array body as typed errors', async () => {
    const answering = (response: () => Response) => createSnapshotSource(async () => response())
    await expect(answering(() => new Response('nope', { status: 404 })).readView('mice')).rejects.toMatchObject({ kind: 'http', status: 404 })
    await expect(answering(() => new Response('<!doctype html>')).readView('mice')).rejects.toMatchObject({ kind: 'invalid-response' })
    await expect(answering(() => new Response('{"rows":[]}')).readView('mice')).rejects.toMatchObject({ kind: 'invalid-response' })
    // Packed, but not one row a line as the build writes it.
    await expect(answering(() => new Response('{"columns":["handle"],"rows":[["a"]]}')).readView('brands')).rejects.toMatchObject({ kind: 'invalid-response' })
    await expect(answering(() => new Response('[{"handle":"a"}]')).readView('brands')).rejects.toMatchObject({ kind: 'invalid-response' })
    await expect(answering(() => new Response('{"columns":["handle"],"rows":[\n["a"],\n["b"\n]}')).readView('brands')).rejects.toMatchObject({ kind: 'invalid-response' })
  })

  it('drops broken rows of PostgREST’s array instead of failing the page, and gives every row the view’s columns', () => {
    const body = [{ handle: 'a', name: 'A' }, null, 3, 'x', [1], { name: 'no handle' }, { handle: '' }, { handle: 'b', name: 'B', website: 'https://b.example' }]
    expect(ensureRows('brands', body)).toEqual([
      { handle: 'a', name: 'A', website: null },
      { handle: 'b', name: 'B', website: 'https://b.example' },
    ])
  })

  it.each([
    ['brands', 'handle'],
    ['mice', 'general__handle'],
    ['mouse_sensors', 'general__handle'],
    ['mouse_switches', 'general__handle'],
    ['mouse_scroll_wheel_encoders', 'general__handle'],
    ['mousepads', 'general__handle'],
    ['reviews', 'slug'],
    ['discounts', 'handle'],
    ['affiliate_partners', 'handle'],
    ['promo_colors', 'handle'],
    ['available_promos', 'handle'],
    ['catalogue_counts', 'category'],
    ['reviewed_mice', 'general__handle'],
    ['mouse_list', 'general__handle'],
    ['mouse_sources', 'general__handle'],
  ] as const)('identifies a row of %s by %s, and drops one without it', (view, identity) => {
    const rows = ensureRows(view, [{ [identity]: 'kept' }, { [identity]: '' }, { id: 1, handle: null, slug: null, general__handle: null, category: null, [identity]: undefined }])
    expect(rows.map((row) => (row as unknown as Record<string, unknown>)[identity])).toEqual(['kept'])
  })

  it('reads the packed file of a view as the same rows, keys in the same order, as PostgREST’s array of it', async () => {
    // As an export gives them: every row the same keys (a column the view lacks among them), not all of the view's.
    const objects = [
      { general__handle: 'a', general__model: 'A', not_a_column: 'kept', mouse__weight: 60 },
      { general__handle: 'b', general__model: null, not_a_column: null, mouse__weight: 120 },
      { general__handle: '', general__model: 'dropped', not_a_column: null, mouse__weight: null },
    ]
    const fromArray = ensureRows('mice', objects)
    const fromPacked = await createSnapshotSource(async () => new Response(packedText(packRows(objects)))).readView('mice')
    expect(fromPacked).toEqual(fromArray)
    expect(fromPacked.map((row) => Object.keys(row))).toEqual(fromArray.map((row) => Object.keys(row)))
    expect(fromPacked).toHaveLength(2)
  })

  it('reads a packed file as the same rows, dropping its broken rows the same way', async () => {
    const source = createSnapshotSource(async () => new Response('{"columns":["handle","name","website"],"rows":[\n["a","A"],\nnull,\n3,\n{"handle":"x"},\n["",""],\n["b","B","https://b.example"]\n]}'))
    expect(await source.readView('brands')).toEqual([
      { handle: 'a', name: 'A', website: null },
      { handle: 'b', name: 'B', website: 'https://b.example' },
    ])
  })

  it('reads a body that arrives in pieces, a line or a character cut between them, as the whole file', async () => {
    const rows = Array.from({ length: 900 }, (_, index) => ({ handle: `brand-${index}`, name: `Brand ${index} – é`, website: index % 2 ? null : 'https://b.example/' + 'x'.repeat(400) }))
    // Written raw, not as the build's ASCII: a character of two bytes may then be cut between two pieces.
    const text = packedText(packRows(rows)).replaceAll('\\u2013', '–').replaceAll('\\u00e9', 'é')
    const bytes = new TextEncoder().encode(text)
    expect(bytes.length).toBeGreaterThan(3 * 65536)
    for (const size of [999, 65536 + 3, bytes.length]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += size) controller.enqueue(bytes.slice(offset, offset + size))
          controller.close()
        },
      })
      expect(await createSnapshotSource(async () => new Response(body)).readView('brands'), `pieces of ${size} bytes`).toEqual(rows)
    }
    await expect(createSnapshotSource(async () => new Response(null)).readView('brands')).rejects.toMatchObject({ kind: 'invalid-response' })
  })

  it('reports a failed fetch as a network error, and passes an abort through', async () => {
    const failing = createSnapshotSource(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(failing.readView('mice')).rejects.toMatchObject({ kind: 'network' })
    const controller = new AbortController()
    controller.abort()
    const aborting = createSnapshotSource(async (_input, init) => {
      init?.signal?.throwIfAborted()
      return new Response('[]')
    })
    await expect(aborting.readView('mice', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })
})
