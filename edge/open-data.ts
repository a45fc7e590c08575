/**
 * The open-data API under /api/v1/ (documented on /open-data, web/features/open-data):
 *
 *   /api/v1/<resource>.json            every row, in a JSON envelope with the licence
 *   /api/v1/<resource>.csv             every row, RFC 4180 CSV (edge/open-data-csv.ts)
 *   /api/v1/<resource>/<handle>.json   one row
 *   /api/v1/schema/<resource>.json     the resource's JSON Schema (edge/open-data-schemas/v1)
 *   /api/v1/meta.json                  licence, versions, counts, last change, changelog
 *
 * for the resources of web/features/open-data/open-data-api.ts, read from the same catalogue the
 * site shows (edge/catalogue.ts readWhole: Supabase or the snapshot).
 *
 * Every answer under /api is JSON (or CSV), never the app's HTML, with CORS for any origin (no
 * credentials), a Link to the licence, and the site's security headers (edge/headers.ts). Statuses:
 * a known resource, meta or schema asked for in a format it does not come in (`/api/v1/mice.xml`,
 * `/api/v1/mice`, `/api/v1/mice/x.csv`), or a path that is not valid percent-encoding, is 400; a
 * path that names nothing there is (an unknown version, resource, handle or schema, a deeper path,
 * /api itself) is 404; OPTIONS is 204; any other method 405; a catalogue that cannot be read 503.
 *
 * Bodies and their strong ETags are made once per isolate for the catalogue rows they came from
 * (the arrays edge/catalogue.ts keeps for a minute), so repeated requests only copy bytes, and
 * If-None-Match answers 304.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from './app-env'
import type { ApiRecord, WholeView } from './api-view-records'
import { cachePolicies } from './headers'
import { encode, errorJson, itemJson, listCsv, listJson, matchesEtag, metaJson, type Encoded } from './open-data-content'
import { renderSchema } from './json-schema'
import { openDataSchemas, schemaColumns } from './open-data-schema'
import {
  apiVersion,
  isOpenDataResourceName,
  licenceAnchor,
  listPath,
  metaPath,
  openDataPagePath,
  openDataResourceNames,
  openDataResources,
  schemaPath,
  type OpenDataResourceName,
} from '../web/features/open-data/public'

export const openData = new Hono<AppEnv>()

const contentTypes = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
} as const

const resourceList = openDataResourceNames.join(', ')

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

class ApiError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The catalogue could not be read (503), as opposed to a fault of this code (500). */
class Unavailable extends Error {}

async function readRows(c: Context<AppEnv>, resource: OpenDataResourceName): Promise<readonly ApiRecord[]> {
  let rows: readonly ApiRecord[]
  try {
    rows = await c.get('catalogue').readWhole(openDataResources[resource].view as WholeView)
  } catch (error) {
    throw new Unavailable(`the catalogue's ${resource} cannot be read`, { cause: error })
  }
  return servedRows(resource, rows)
}

// Kept per row array, so the bodies made from them are cached as before (one filtered array per read).
const served = new WeakMap<object, readonly ApiRecord[]>()

/**
 * The rows v1 serves: every row, but for a resource whose v1 columns promise a value a view may now
 * leave null (open-data-api.ts, rowsNeed), only the rows that have one.
 */
export function servedRows(resource: OpenDataResourceName, rows: readonly ApiRecord[]): readonly ApiRecord[] {
  const need = (openDataResources[resource] as { rowsNeed?: readonly string[] }).rowsNeed
  if (!need || need.length === 0) return rows
  let kept = served.get(rows)
  if (!kept) {
    kept = rows.filter((row) => need.every((column) => row[column] !== null && row[column] !== undefined))
    served.set(rows, kept)
  }
  return kept
}

const notFound = (code: string, message: string) => new ApiError(404, code, message)
const badRequest = (code: string, message: string) => new ApiError(400, code, message)

/** 'name.ext' → [name, ext]; ext is '' without a dot. */
function splitExtension(file: string): [string, string] {
  const dot = file.lastIndexOf('.')
  return dot === -1 ? [file, ''] : [file.slice(0, dot), file.slice(dot + 1)]
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest('bad_path', 'The path is not valid percent-encoding.')
  }
}

function wrongFormat(what: string, extension: string, formats: string): ApiError {
  const asked = extension === '' ? 'without a format' : `as .${extension}`
  return badRequest('unsupported_format', `${what} is not available ${asked}: ask for ${formats}.`)
}

type Route =
  | { kind: 'list'; resource: OpenDataResourceName; format: 'json' | 'csv' }
  | { kind: 'item'; resource: OpenDataResourceName; handle: string }
  | { kind: 'schema'; resource: OpenDataResourceName }
  | { kind: 'meta' }

/** What an /api path asks for, or the 400/404 it gets. */
export function routeOf(pathname: string): Route {
  const segments = pathname.split('/').slice(2).map(decodeSegment)
  const start = `Start at ${metaPath}, or read ${openDataPagePath}.`
  if (segments.length === 0 || (segments.length === 1 && segments[0] === '')) throw notFound('not_found', `There is nothing at /api itself. ${start}`)
  if (segments.length > 2 && segments.at(-1) === '') throw notFound('not_found', `Nothing is at ${pathname}: paths end with .json or .csv, never a slash. ${start}`)
  const [version, ...rest] = segments
  if (version !== apiVersion) {
    throw notFound(/^v\d+$/.test(version!) ? 'unknown_version' : 'not_found', `There is no API version ${JSON.stringify(version)}; the current one is ${apiVersion}. ${start}`)
  }
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) throw notFound('not_found', `There is nothing at /api/${apiVersion} itself. ${start}`)
  if (rest.length === 1) {
    const [name, extension] = splitExtension(rest[0]!)
    if (name === 'meta') {
      if (extension !== 'json') throw wrongFormat('meta', extension, '.json')
      return { kind: 'meta' }
    }
    if (!isOpenDataResourceName(name)) throw notFound('unknown_resource', `There is no resource ${JSON.stringify(name)}; the resources are ${resourceList}.`)
    if (extension !== 'json' && extension !== 'csv') throw wrongFormat(`The ${name} list`, extension, '.json or .csv')
    return { kind: 'list', resource: name, format: extension }
  }
  if (rest.length === 2) {
    const [group, file] = rest as [string, string]
    const [name, extension] = splitExtension(file)
    if (group === 'schema') {
      if (!isOpenDataResourceName(name)) throw notFound('unknown_resource', `There is no schema for ${JSON.stringify(name)}; the resources are ${resourceList}.`)
      if (extension !== 'json') throw wrongFormat(`The ${name} schema`, extension, '.json')
      return { kind: 'schema', resource: name }
    }
    if (!isOpenDataResourceName(group)) throw notFound('unknown_resource', `There is no resource ${JSON.stringify(group)}; the resources are ${resourceList}.`)
    if (extension !== 'json') throw wrongFormat(`One item of ${group}`, extension, '.json')
    if (name === '') throw notFound('unknown_handle', `No item of ${group} has an empty handle.`)
    return { kind: 'item', resource: group, handle: name }
  }
  throw notFound('not_found', `Nothing is at ${pathname}. ${start}`)
}

// Per-isolate caches, keyed by the catalogue's row arrays (edge/catalogue.ts keeps each for a minute,
// then reads again and gets a new array): what was made from an array goes with it.
const bodies = new WeakMap<object, Map<string, Promise<Encoded>>>()
const handleIndexes = new WeakMap<object, Map<string, ApiRecord>>()
const schemaBodies = new Map<OpenDataResourceName, Promise<Encoded>>()
let bodiesMade = 0

/** How many list, item and meta bodies this isolate has made (the worker tests check the cache with it). */
export function openDataBodiesMade(): number {
  return bodiesMade
}

function cachedBody(source: object, key: string, make: () => string): Promise<Encoded> {
  let forSource = bodies.get(source)
  if (!forSource) {
    forSource = new Map()
    bodies.set(source, forSource)
  }
  const cached = forSource.get(key)
  if (cached) return cached
  const made = (async () => {
    bodiesMade++
    return encode(make())
  })()
  forSource.set(key, made)
  made.catch(() => forSource.delete(key))
  return made
}

function handleIndex(resource: OpenDataResourceName, rows: readonly ApiRecord[]): Map<string, ApiRecord> {
  let index = handleIndexes.get(rows)
  if (!index) {
    index = new Map()
    const column = openDataResources[resource].handleColumn
    for (const row of rows) {
      const handle = row[column]
      if (typeof handle === 'string' && !index.has(handle)) index.set(handle, row)
    }
    handleIndexes.set(rows, index)
  }
  return index
}

function linkHeader(origin: string, route?: Route): string {
  const links = [`<${origin}${openDataPagePath}#${licenceAnchor}>; rel="license"`]
  if (route && route.kind !== 'meta' && route.kind !== 'schema') links.push(`<${origin}${schemaPath(route.resource)}>; rel="describedby"; type="application/schema+json"`)
  return links.join(', ')
}

function apiHeaders(origin: string, route?: Route): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag, Link, Content-Disposition',
    link: linkHeader(origin, route),
  }
}

/**
 * Bodies at least this large are sent as a stream of the kept bytes: a Response made from bytes
 * copies them (about 19 MB for the 10,000-mouse JSON), a stream hands the same array to the
 * runtime. Smaller ones are sent as bytes (the runtime then knows their length).
 */
export const streamedBodyBytes = 256 * 1024

function bodyOf(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>> {
  if (bytes.length < streamedBodyBytes) return bytes
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

function bodyResponse(c: Context<AppEnv>, route: Route, encoded: Encoded, contentType: string, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...apiHeaders(c.get('config').siteOrigin, route), 'cache-control': cachePolicies.openData, etag: encoded.etag, ...extra }
  if (matchesEtag(c.req.header('if-none-match'), encoded.etag)) return new Response(null, { status: 304, headers })
  return new Response(bodyOf(encoded.bytes), { status: 200, headers: { ...headers, 'content-type': contentType } })
}

export function apiErrorResponse(origin: string, status: number, code: string, message: string, extra: Record<string, string> = {}): Response {
  return new Response(errorJson(origin, status, code, message), {
    status,
    headers: { ...apiHeaders(origin), 'content-type': contentTypes.json, 'cache-control': cachePolicies.none, ...extra },
  })
}

async function answer(c: Context<AppEnv>, route: Route): Promise<Response> {
  const origin = c.get('config').siteOrigin
  switch (route.kind) {
    case 'schema': {
      let encoded = schemaBodies.get(route.resource)
      if (!encoded) {
        encoded = encode(renderSchema(openDataSchemas[route.resource]))
        schemaBodies.set(route.resource, encoded)
      }
      return bodyResponse(c, route, await encoded, contentTypes.json)
    }
    case 'list': {
      const rows = await readRows(c, route.resource)
      const columns = schemaColumns(openDataSchemas[route.resource])
      if (route.format === 'csv') {
        const encoded = await cachedBody(rows, 'csv', () => listCsv(columns, rows))
        return bodyResponse(c, route, encoded, contentTypes.csv, { 'content-disposition': `attachment; filename="mousecompare-${route.resource}-${apiVersion}.csv"` })
      }
      return bodyResponse(c, route, await cachedBody(rows, `json ${origin}`, () => listJson(origin, route.resource, columns, rows)), contentTypes.json)
    }
    case 'item': {
      const rows = await readRows(c, route.resource)
      const row = handleIndex(route.resource, rows).get(route.handle)
      if (!row) throw notFound('unknown_handle', `No item of ${route.resource} has the handle ${JSON.stringify(route.handle)}. The list of handles is ${listPath(route.resource, 'json')}.`)
      const columns = schemaColumns(openDataSchemas[route.resource])
      return bodyResponse(c, route, await cachedBody(rows, `item ${origin} ${route.handle}`, () => itemJson(origin, route.resource, columns, row)), contentTypes.json)
    }
    case 'meta': {
      const all = await Promise.all(openDataResourceNames.map((name) => readRows(c, name)))
      const data = {} as Parameters<typeof metaJson>[1]
      openDataResourceNames.forEach((name, i) => (data[name] = { rows: all[i]!, columns: schemaColumns(openDataSchemas[name]) }))
      // Made from every resource's rows: kept with the first array, for exactly these arrays.
      const key = `meta ${origin} ${all.map((rows) => rowsId(rows)).join(' ')}`
      return bodyResponse(c, route, await cachedBody(all[0]!, key, () => metaJson(origin, data)), contentTypes.json)
    }
  }
}

// A number per row array, so meta.json's cache key says which arrays it was made from.
const rowsIds = new WeakMap<object, number>()
let nextRowsId = 1
function rowsId(rows: object): number {
  let id = rowsIds.get(rows)
  if (id === undefined) {
    id = nextRowsId++
    rowsIds.set(rows, id)
  }
  return id
}

openData.all('*', async (c, next) => {
  const pathname = new URL(c.req.url).pathname
  if (!isApiPath(pathname)) return next()
  const origin = c.get('config').siteOrigin
  const method = c.req.method
  if (method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...apiHeaders(origin),
        allow: 'GET, HEAD, OPTIONS',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'If-None-Match',
        'access-control-max-age': '86400',
      },
    })
  }
  if (method !== 'GET' && method !== 'HEAD') {
    return apiErrorResponse(origin, 405, 'method_not_allowed', `The API is read-only: ${method} is not allowed; use GET or HEAD.`, { allow: 'GET, HEAD, OPTIONS' })
  }
  try {
    return await answer(c, routeOf(pathname))
  } catch (error) {
    if (error instanceof ApiError) return apiErrorResponse(origin, error.status, error.code, error.message)
    if (!(error instanceof Unavailable)) throw error
    console.error(`open data ${pathname}: catalogue unavailable`, error.cause)
    return apiErrorResponse(origin, 503, 'unavailable', 'The catalogue cannot be read just now. Try again in a couple of minutes.', { 'retry-after': '120' })
  }
})
