import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite'
import type { ApiView } from '../../web/lib/api-types'
import { DataError, isRetryable, shouldRetryQuery } from '../../web/lib/data-errors'
import { createDataSource, createSnapshotSource, type DataSource } from '../../web/lib/data-source'
import { postgrestHandlers, testAnonKey, testSupabaseUrl, type RecordedRequest } from '../msw/supabase-handlers'

let snapshot: Record<string, string>
const recorded: RecordedRequest[] = []
const failures: Record<string, number> = {}
const server = setupServer()

/** The embedded source, reading the files the build would write (no network involved). */
function snapshotFromExport(bodies: Record<string, string>): DataSource {
  return createSnapshotSource(async (input) => {
    const view = decodeURIComponent(String(input).replace(/^.*\/data\/api\//, '').replace(/\.json$/, ''))
    const body = bodies[view]
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
    await supabase().readView('mice')
    expect(recorded).toHaveLength(1)
    const [request] = recorded
    expect(request!.method).toBe('GET')
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe(`${testSupabaseUrl}/rest/v1/mice`)
    expect(request!.url.searchParams.get('select')).toBe('*')
    expect(request!.headers['accept-profile']).toBe('api')
    expect(request!.headers.apikey).toBe(testAnonKey)
    expect(request!.headers.authorization).toBe(`Bearer ${testAnonKey}`)
  })

  it('asks for promos ordered by rank ascending', async () => {
    server.use(...postgrestHandlers(snapshot, recorded))
    await supabase().readView('available_promos', { orderBy: { column: 'rank', ascending: true } })
    expect(recorded[0]!.url.searchParams.get('order')).toBe('rank.asc')
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

describe('snapshot data source', () => {
  it('reports a missing file, a non-JSON body and a non-array body as typed errors', async () => {
    const answering = (response: () => Response) => createSnapshotSource(async () => response())
    await expect(answering(() => new Response('nope', { status: 404 })).readView('mice')).rejects.toMatchObject({ kind: 'http', status: 404 })
    await expect(answering(() => new Response('<!doctype html>')).readView('mice')).rejects.toMatchObject({ kind: 'invalid-response' })
    await expect(answering(() => new Response('{"rows":[]}')).readView('mice')).rejects.toMatchObject({ kind: 'invalid-response' })
  })

  it('drops broken rows instead of failing the page, and gives every row the view’s columns', async () => {
    const source = createSnapshotSource(
      async () => new Response('[{"handle":"a","name":"A"},null,3,"x",[1],{"name":"no handle"},{"handle":""},{"handle":"b","name":"B","website":"https://b.example"}]'),
    )
    expect(await source.readView('brands')).toEqual([
      { handle: 'a', name: 'A', website: null },
      { handle: 'b', name: 'B', website: 'https://b.example' },
    ])
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
