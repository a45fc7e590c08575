/**
 * The open-data API (edge/open-data.ts) at 1,000 and 10,000 mice: the worker app itself (Hono,
 * edge/index.ts) answering requests in Node, with an ASSETS binding that serves a synthetic
 * catalogue snapshot, timed on this thread's CPU clock (Workers limit a request's CPU time; see
 * threadCpuClock in bench/browse-measure.ts). Per endpoint:
 *
 *   cold      a new isolate: read and parse the snapshot, make the body, encode it, hash it
 *             (what the first request to an endpoint costs, and the first after each minute's re-read)
 *   cached    the same isolate again: the per-isolate cache answers with the bytes it keeps
 *             (the body is not read: workerd streams it in the runtime, see answer() below)
 *   304       the same with If-None-Match: no body at all
 *   sha256    the SHA-256 of the body alone. Node runs Web Crypto's digest on its thread pool, off
 *             this thread's clock, so 'cold' leaves it out and this adds it back, measured with
 *             node:crypto (the same algorithm workerd runs synchronously on the request's thread)
 *
 * and each body's size, raw and gzip (level 9, as the other figures; Cloudflare picks its own level).
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { threadCpuClock } from './browse-measure'
import type { DataFigure } from './data-scale-output'
import { rowsOfBody } from '../web/lib/packed-rows'
import { dataManifestPath, devCatalogueVersion, parseSnapshotPath, snapshotUrl } from '../web/lib/snapshot-files'

/** Snapshot bodies by api view name (what /data/api/<view>.json holds). */
export type SnapshotViews = Record<string, string>

const origin = 'https://mousecompare.com'

/** The worker's bindings and execution context, as far as this file knows them. */
type WorkerEnv = Record<string, unknown>
type WorkerContext = { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void; props: object }

interface WorkerApp {
  fetch(request: Request, env: WorkerEnv, context: WorkerContext): Response | Promise<Response>
}

// The worker's own app (edge/index.ts), loaded by address rather than a static import: the main
// tsconfig checks bench/ with the DOM's types, and the worker's modules need Workers' globals
// (edge/tsconfig.json checks them).
const workerModule = new URL('../edge/index.ts', import.meta.url).href
let loaded: Promise<WorkerApp> | undefined
const workerApp = () => (loaded ??= import(/* @vite-ignore */ workerModule).then((module: { default: WorkerApp }) => module.default))
const context: WorkerContext = { waitUntil() {}, passThroughOnException() {}, props: {} }

function snapshotEnv(views: SnapshotViews): WorkerEnv {
  const assets = {
    async fetch(input: RequestInfo | URL): Promise<Response> {
      const url = new URL(input instanceof Request ? input.url : String(input))
      // As a build serves them: a manifest naming each view's versioned file (edge/data-manifest.ts).
      if (url.pathname === dataManifestPath) {
        const manifest = { version: devCatalogueVersion, views: Object.fromEntries(Object.keys(views).map((name) => [name, snapshotUrl(devCatalogueVersion, name)])) }
        return Response.json(manifest)
      }
      const file = parseSnapshotPath(url.pathname)
      const body = file?.version === devCatalogueVersion ? views[file.view] : undefined
      return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { headers: { 'content-type': 'application/json' } })
    },
  }
  return { SITE_ORIGIN: origin, GIVEAWAYS_ENABLED: 'false', SUPABASE_URL: '', SUPABASE_ANON_KEY: '', ASSETS: assets }
}

async function request(env: WorkerEnv, path: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string | null; bytes: Uint8Array }> {
  const response = await (await workerApp()).fetch(new Request(origin + path, { headers }), env, context)
  return { status: response.status, etag: response.headers.get('etag'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

/**
 * The worker's answer without reading its body: workerd streams a body to the client in the
 * runtime, while reading it here would time Node's JavaScript streams instead.
 */
async function answer(env: WorkerEnv, path: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string | null }> {
  const response = await (await workerApp()).fetch(new Request(origin + path, { headers }), env, context)
  await response.body?.cancel()
  return { status: response.status, etag: response.headers.get('etag') }
}

const cpu = () => threadCpuClock.now()

/** Mean CPU ms of `work` over `samples` runs, each batched to cover the clock's resolution. */
async function cpuTime(samples: number, work: () => Promise<unknown>, batch = 1): Promise<number> {
  await work()
  const times: number[] = []
  for (let sample = 0; sample < samples; sample++) {
    const start = cpu()
    for (let i = 0; i < batch; i++) await work()
    times.push((cpu() - start) / batch)
  }
  return times.reduce((sum, value) => sum + value, 0) / times.length
}

/** How many calls a batch needs to span threadCpuClock.minSpanMs. */
async function batchFor(work: () => Promise<unknown>): Promise<number> {
  let batch = 1
  for (;;) {
    const start = cpu()
    for (let i = 0; i < batch; i++) await work()
    if (cpu() - start >= threadCpuClock.minSpanMs || batch >= 1 << 14) return batch
    batch *= 2
  }
}

export interface OpenDataEndpoint {
  /** Short name for figures, e.g. 'mice.json'. */
  name: string
  path: string
}

export function openDataEndpoints(firstMouseHandle: string): OpenDataEndpoint[] {
  return [
    { name: 'mice.json', path: '/api/v1/mice.json' },
    { name: 'mice.csv', path: '/api/v1/mice.csv' },
    { name: 'mice item', path: `/api/v1/mice/${encodeURIComponent(firstMouseHandle)}.json` },
    { name: 'meta.json', path: '/api/v1/meta.json' },
    { name: 'sensors.json', path: '/api/v1/sensors.json' },
    { name: 'sensors.csv', path: '/api/v1/sensors.csv' },
    { name: 'brands.json', path: '/api/v1/brands.json' },
    { name: 'schema/mice.json', path: '/api/v1/schema/mice.json' },
  ]
}

/** CPU figures (ms) and sizes (KB) of each endpoint for one catalogue. */
export async function measureOpenData(count: number, views: SnapshotViews, samples: number): Promise<DataFigure[]> {
  const label = count.toLocaleString('en-US')
  const firstHandle = (rowsOfBody(JSON.parse(views.mice!)) as Array<{ general__handle: string }>)[0]!.general__handle
  const figures: DataFigure[] = []
  for (const endpoint of openDataEndpoints(firstHandle)) {
    const id = (kind: string) => `worker:open-data:${endpoint.name}:${kind}:${count}`
    const first = await request(snapshotEnv(views), endpoint.path)
    if (first.status !== 200 || first.bytes.length === 0 || !first.etag) throw new Error(`${endpoint.path}: ${first.status}`)
    const kb = (bytes: number) => bytes / 1024
    figures.push(
      { id: `data:open-data:${endpoint.name}:raw:${count}`, label: `${endpoint.path} body, ${label} mice, uncompressed`, value: kb(first.bytes.length), unit: 'KB' },
      { id: `data:open-data:${endpoint.name}:gzip:${count}`, label: `${endpoint.path} body, ${label} mice, gzip level 9`, value: kb(gzipSync(first.bytes, { level: 9 }).length), unit: 'KB' },
    )
    // A fresh env each run: a new isolate's caches (catalogue rows, bodies) are empty.
    const cold = await cpuTime(samples, async () => {
      const made = await answer(snapshotEnv(views), endpoint.path)
      if (made.etag !== first.etag) throw new Error(`${endpoint.path}: a different body`)
    })
    const sha = await cpuTime(samples, async () => createHash('sha256').update(first.bytes).digest(), await batchFor(async () => createHash('sha256').update(first.bytes).digest()))
    const env = snapshotEnv(views)
    await request(env, endpoint.path)
    const hit = async () => {
      const kept = await answer(env, endpoint.path)
      if (kept.status !== 200 || kept.etag !== first.etag) throw new Error(`${endpoint.path}: a different cached body`)
    }
    const cached = await cpuTime(samples, hit, await batchFor(hit))
    const notModified = async () => {
      const revalidation = await answer(env, endpoint.path, { 'if-none-match': first.etag! })
      if (revalidation.status !== 304) throw new Error(`${endpoint.path}: ${revalidation.status}, not 304`)
    }
    const revalidated = await cpuTime(samples, notModified, await batchFor(notModified))
    figures.push(
      { id: id('cold'), label: `Worker CPU for ${endpoint.path}, new isolate (read the snapshot, make, encode; SHA-256 apart), ${label} mice (mean)`, value: cold, unit: 'ms' },
      { id: id('sha256'), label: `SHA-256 (the ETag) of ${endpoint.path}, ${label} mice (mean)`, value: sha, unit: 'ms' },
      { id: id('cached'), label: `Worker CPU for ${endpoint.path} from the isolate cache, ${label} mice (mean)`, value: cached, unit: 'ms' },
      { id: id('304'), label: `Worker CPU for ${endpoint.path} answered 304, ${label} mice (mean)`, value: revalidated, unit: 'ms' },
    )
  }
  return figures
}
