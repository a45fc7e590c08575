/**
 * The open-data API (edge/open-data.ts) in workerd: every endpoint's status and headers, JSON
 * against the committed schemas, CSV read back (strict RFC 4180) to the same rows, awkward names,
 * ETags and 304s, the per-isolate cache, 400/404/405/503 bodies, OPTIONS, and Supabase as the source.
 */
import { SELF } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { catalogueTtlMs } from '../../edge/catalogue'
import { pageRowLimit as supabasePageSize } from '../../web/lib/paged-read'
import type { JsonSchema, RowSchema } from '../../edge/json-schema'
import { renderSchema } from '../../edge/json-schema'
import { openDataBodiesMade, streamedBodyBytes } from '../../edge/open-data'
import { openDataSchemas, schemaColumns } from '../../edge/open-data-schema'
import {
  itemPath,
  licenceEnvelope,
  listPath,
  metaPath,
  openDataCacheControl,
  openDataCaching,
  openDataResourceNames,
  openDataResources,
  schemaPath,
  type OpenDataResourceName,
} from '../../web/features/open-data/open-data-api'
import { openDataChangelog } from '../../web/features/open-data/open-data-changelog'
import { parseCsv, type CsvField } from './csv-parse'
import { builtSnapshotRows, call, fixtureEnv, origin, quietErrors, type Fixtures } from './helpers'
import { schemaProblems } from './json-schema-check'

type Row = Record<string, unknown>
interface ListBody {
  license: unknown
  version: string
  resource: string
  documentation: string
  schema: string
  count: number
  last_change: string | null
  data: Row[]
}

const viaSelf = (path: string, init?: RequestInit) => SELF.fetch(origin + path, init)

/** The rows of the built snapshot (what PostgREST returns for select=*), per resource. */
const snapshot = {} as Record<OpenDataResourceName, Row[]>
/** The rows v1 serves: for sensors and switches, those with every value v1's columns promise (rowsNeed). */
const served = {} as Record<OpenDataResourceName, Row[]>
const promised = (name: OpenDataResourceName): readonly string[] => (openDataResources[name] as { rowsNeed?: readonly string[] }).rowsNeed ?? []
beforeAll(async () => {
  for (const name of openDataResourceNames) {
    snapshot[name] = (await builtSnapshotRows(openDataResources[name].view)) as Row[]
    served[name] = snapshot[name].filter((row) => promised(name).every((column) => row[column] !== null && row[column] !== undefined))
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function fixturesFrom(overrides: Partial<Record<OpenDataResourceName, Row[]>> = {}): Fixtures {
  const fixtures: Record<string, unknown> = {}
  for (const name of openDataResourceNames) fixtures[openDataResources[name].view] = overrides[name] ?? snapshot[name]
  return fixtures as Fixtures
}

function expectApiHeaders(response: Response, label: string) {
  expect(response.headers.get('access-control-allow-origin'), label).toBe('*')
  expect(response.headers.get('access-control-allow-credentials'), label).toBeNull()
  expect(response.headers.get('link'), label).toContain(`<${origin}/open-data#licence>; rel="license"`)
  // The site's security headers stay on.
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(response.headers.get('content-security-policy'), label).toContain("default-src 'self'")
  expect(response.headers.get('strict-transport-security'), label).toMatch(/max-age=\d+/)
  expect(response.headers.get('x-frame-options'), label).toBe('DENY')
}

function expectCacheable(response: Response, label: string) {
  expect(response.headers.get('cache-control'), label).toBe(openDataCacheControl)
  expect(openDataCacheControl).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
  expect(response.headers.get('etag'), label).toMatch(/^"v1-[0-9a-f]{32}"$/)
}

/** The rows as the API must give them: exactly the schema's columns, in order, a missing one null. */
function projected(rows: Row[], schema: RowSchema): Row[] {
  return rows.map((row) => Object.fromEntries(schemaColumns(schema).map((column) => [column, row[column] ?? null])))
}

function expectRowsMatchSchema(rows: Row[], schema: RowSchema, label: string) {
  for (const [i, row] of rows.entries()) {
    expect(Object.keys(row), `${label}[${i}] columns`).toEqual(schemaColumns(schema))
    expect(schemaProblems(schema, row), `${label}[${i}]`).toEqual([])
  }
}

/** A CSV field as the value it stands for, by the column's schema (the rules on /open-data). */
function csvValue(field: CsvField, schema: JsonSchema): unknown {
  if (!field.quoted && field.text === '') return null
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  if (types.includes('array') || types.includes('object')) return JSON.parse(field.text)
  if (types.includes('integer') || types.includes('number')) {
    expect(field.text).toMatch(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i)
    return Number(field.text)
  }
  if (types.includes('boolean')) {
    expect(['true', 'false']).toContain(field.text)
    return field.text === 'true'
  }
  return field.text
}

/**
 * A CSV response's text, byte-order mark included: it must start with one (Response.text() would
 * drop it silently, as the Encoding standard's UTF-8 decode does).
 */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
}

/** The CSV's rows as JSON values; checks the byte-order mark, header and CRLF layout on the way. */
function readCsvRows(text: string, schema: RowSchema): Row[] {
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...records] = parseCsv(text.slice(1))
  expect(header!.map((field) => field.text)).toEqual(schemaColumns(schema))
  return records.map((record) => {
    expect(record).toHaveLength(header!.length)
    return Object.fromEntries(record.map((field, i) => [header![i]!.text, csvValue(field, schema.properties[header![i]!.text]!)]))
  })
}

describe('lists, from the built snapshot', () => {
  it.each(openDataResourceNames)('%s.json: 200, headers, the envelope with the licence, every row valid against the schema', async (name) => {
    const response = await viaSelf(listPath(name, 'json'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expectApiHeaders(response, name)
    expectCacheable(response, name)
    expect(response.headers.get('link')).toContain(`<${origin}${schemaPath(name)}>; rel="describedby"`)
    const body = (await response.json()) as ListBody
    expect(body.license).toEqual(licenceEnvelope(origin))
    expect(body).toMatchObject({ version: 'v1', resource: name, documentation: `${origin}/open-data`, schema: `${origin}${schemaPath(name)}` })
    expect(served[name].length).toBeGreaterThan(0)
    expect(body.count).toBe(served[name].length)
    expect(body.data).toEqual(projected(served[name], openDataSchemas[name]))
    expectRowsMatchSchema(body.data, openDataSchemas[name], name)
    const dates = served[name].map((row) => row.general__status_edited_date as string | undefined).filter(Boolean).sort()
    expect(body.last_change).toBe(dates.at(-1) ?? null)
  })

  it.each(openDataResourceNames)('%s.csv: RFC 4180 with a header row, read back to the same rows as the JSON', async (name) => {
    const response = await viaSelf(listPath(name, 'csv'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="mousecompare-${name}-v1.csv"`)
    expectApiHeaders(response, name)
    expectCacheable(response, name)
    const text = await csvText(response)
    expect(text.endsWith('\r\n')).toBe(true)
    const json = (await (await viaSelf(listPath(name, 'json'))).json()) as ListBody
    expect(readCsvRows(text, openDataSchemas[name])).toEqual(json.data)
  })

  it('the CSV and JSON of a list have different ETags, each stable across requests', async () => {
    const tags = new Set<string>()
    for (const path of [listPath('mice', 'json'), listPath('mice', 'csv'), listPath('sensors', 'json')]) {
      const first = (await viaSelf(path)).headers.get('etag')!
      expect((await viaSelf(path)).headers.get('etag')).toBe(first)
      tags.add(first)
    }
    expect(tags.size).toBe(3)
  })
})

describe('awkward names', () => {
  const awkwardModel = 'Pro "Max", Edition\r\nSecond line; Überleicht — 日本語 ✓'
  let rows: Row[]
  let env: Env
  beforeAll(() => {
    const base = snapshot.mice[0]!
    rows = [
      {
        ...base,
        general__id: 900001,
        general__handle: 'awkward-pro-max',
        general__model: awkwardModel,
        general__variant: '',
        general__brand_names: ['Ünïcødé, Inc.', 'Quote "Co"'],
        general__affiliate_links: [{ label: 'Shop, "now"', url: 'https://example.com/a?b=1,2' }],
        mouse__switch_name: ' leading and trailing spaces ',
      },
      { ...base, general__id: 900002, general__handle: 'evil-&-co-"mouse"', general__model: '=HYPERLINK("x")', general__variant: null },
      { ...base, general__id: 900003, general__handle: 'semi;colon\ttab', general__model: 'Tab\there' },
    ]
    env = fixtureEnv({ fixtures: fixturesFrom({ mice: rows, brands: [{ handle: 'acme', name: 'Acme, "the" Brand\nGmbH', website: null }] }) })
  })

  it('come out of the JSON unchanged and valid', async () => {
    const body = (await (await call(listPath('mice', 'json'), env)).json()) as ListBody
    expect(body.data).toEqual(projected(rows, openDataSchemas.mice))
    expect(body.data[0]!.general__model).toBe(awkwardModel)
    expectRowsMatchSchema(body.data, openDataSchemas.mice, 'awkward mice')
  })

  it('are quoted in the CSV so a strict reader gets them back exactly, "" apart from null', async () => {
    const text = await csvText(await call(listPath('mice', 'csv'), env))
    expect(text).toContain(`"Pro ""Max"", Edition\r\nSecond line; Überleicht — 日本語 ✓"`)
    const back = readCsvRows(text, openDataSchemas.mice)
    expect(back).toEqual(projected(rows, openDataSchemas.mice))
    expect(back[0]!.general__variant).toBe('')
    expect(back[1]!.general__variant).toBeNull()
    const brands = await csvText(await call(listPath('brands', 'csv'), env))
    expect(brands).toBe('\uFEFFhandle,name,website\r\nacme,"Acme, ""the"" Brand\nGmbH",\r\n')
  })

  it('name items: a handle with reserved characters is found percent-encoded', async () => {
    for (const row of rows) {
      const handle = row.general__handle as string
      const response = await call(itemPath('mice', handle), env)
      expect(response.status, handle).toBe(200)
      const body = (await response.json()) as { data: Row }
      expect(body.data, handle).toEqual(projected([row], openDataSchemas.mice)[0])
    }
  })
})

describe('v1 keeps the promise of its columns (issue 29)', () => {
  it('leaves out a sensor or switch a source names without its type (or a sensor without its maximum DPI), which the site shows', async () => {
    for (const name of ['sensors', 'switches'] as const) {
      const withheld = snapshot[name].filter((row) => !served[name].includes(row))
      expect(withheld.length, name).toBeGreaterThan(0)
      const body = (await (await viaSelf(listPath(name, 'json'))).json()) as ListBody
      expect(body.data.map((row) => row.general__handle)).not.toContain(withheld[0]!.general__handle)
      for (const row of body.data) for (const column of promised(name)) expect(row[column], `${name} ${String(row.general__handle)} ${column}`).not.toBeNull()
      expect((await viaSelf(itemPath(name, withheld[0]!.general__handle as string))).status).toBe(404)
    }
    expect(snapshot.sensors.some((row) => row.general__handle === 'pixart-paw3398' && row.mouse_sensor__dpi === null)).toBe(true)
    expect(served.sensors.some((row) => row.general__handle === 'pixart-paw3398')).toBe(false)
  })

  it('serves every mouse, with NVIDIA’s measured click latency attributed in each measurement and in the licence', async () => {
    const body = (await (await viaSelf(itemPath('mice', 'razer-viper-ultimate'))).json()) as { license: { sources: { name: string; license: string }[] }; data: Row }
    const measurements = body.data.mouse__click_latency as { mode: string; mean_ms: number; attribution: string }[]
    expect(measurements.map((item) => item.mode)).toEqual(['wired', 'wireless'])
    expect(measurements.every((item) => item.attribution === 'NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0')).toBe(true)
    expect(body.data.mouse__click_latency_ms).toBe(Math.min(...measurements.map((item) => item.mean_ms)))
    expect(body.license.sources).toContainEqual(expect.objectContaining({ name: 'NVIDIA Reflex Latency Analyzer Mice Database', license: 'CC-BY-4.0' }))
  })
})

describe('one item', () => {
  it.each(openDataResourceNames)('%s/{handle}.json: 200, the row in the envelope, valid, with its own ETag', async (name) => {
    const row = served[name].at(-1)!
    const handle = row[openDataResources[name].handleColumn] as string
    const response = await viaSelf(itemPath(name, handle))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expectApiHeaders(response, name)
    expectCacheable(response, name)
    const body = (await response.json()) as { license: unknown; resource: string; data: Row }
    expect(body.license).toEqual(licenceEnvelope(origin))
    expect(body.resource).toBe(name)
    expect(body.data).toEqual(projected([row], openDataSchemas[name])[0])
    expect(schemaProblems(openDataSchemas[name], body.data)).toEqual([])
    expect(response.headers.get('etag')).not.toBe((await viaSelf(listPath(name, 'json'))).headers.get('etag'))
  })
})

describe('schemas and meta.json', () => {
  it.each(openDataResourceNames)('schema/%s.json is the committed schema, cacheable, with CORS', async (name) => {
    const response = await viaSelf(schemaPath(name))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expectApiHeaders(response, name)
    expectCacheable(response, name)
    expect(await response.text()).toBe(renderSchema(openDataSchemas[name]))
  })

  it('meta.json: licence, version, counts and last change per resource, working addresses, the changelog', async () => {
    const response = await viaSelf(metaPath)
    expect(response.status).toBe(200)
    expectApiHeaders(response, 'meta')
    expectCacheable(response, 'meta')
    const meta = (await response.json()) as {
      license: unknown
      version: string
      versions: unknown[]
      last_change: string
      caching: Record<string, number>
      resources: Record<string, { count: number; last_change: string | null; columns: number; json: string; csv: string; schema: string; item: string }>
      changelog: unknown
    }
    expect(meta.license).toEqual(licenceEnvelope(origin))
    expect(meta.version).toBe('v1')
    expect(meta.versions).toEqual([{ version: 'v1', path: '/api/v1/', status: 'current' }])
    expect(meta.changelog).toEqual(openDataChangelog)
    expect(meta.caching).toEqual({
      max_age_seconds: openDataCaching.maxAgeSeconds,
      stale_while_revalidate_seconds: openDataCaching.staleWhileRevalidateSeconds,
      catalogue_refresh_seconds: openDataCaching.catalogueRefreshSeconds,
    })
    expect(Object.keys(meta.resources)).toEqual(openDataResourceNames)
    const newest: string[] = []
    for (const name of openDataResourceNames) {
      const resource = meta.resources[name]!
      expect(resource.count, name).toBe(served[name].length)
      expect(resource.columns, name).toBe(schemaColumns(openDataSchemas[name]).length)
      if (resource.last_change) newest.push(resource.last_change)
      for (const url of [resource.json, resource.csv, resource.schema]) {
        expect(url.startsWith(`${origin}/api/v1/`), url).toBe(true)
        expect((await SELF.fetch(url)).status, url).toBe(200)
      }
      const handle = served[name][0]![openDataResources[name].handleColumn] as string
      const item = resource.item.replace(`{${openDataResources[name].handleColumn}}`, encodeURIComponent(handle))
      expect((await SELF.fetch(item)).status, item).toBe(200)
    }
    expect(meta.resources.brands!.last_change).toBeNull()
    expect(meta.last_change).toBe(newest.sort().at(-1))
  })

  it('the page states the catalogue refresh the worker really uses', () => {
    expect(openDataCaching.catalogueRefreshSeconds * 1000).toBe(catalogueTtlMs)
  })
})

describe('conditional requests, HEAD and the per-isolate cache', () => {
  const paths = [listPath('mice', 'json'), listPath('mice', 'csv'), itemPath('brands', 'logitech'), schemaPath('switches'), metaPath]

  it.each(paths)('%s: If-None-Match with its ETag (strong, weak, in a list, or *) is 304 with no body', async (path) => {
    const first = await viaSelf(path)
    expect(first.status, path).toBe(200)
    const etag = first.headers.get('etag')!
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await viaSelf(path, { headers: { 'if-none-match': ifNoneMatch } })
      expect(response.status, ifNoneMatch).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(etag)
      expectApiHeaders(response, `${path} 304`)
      expect(response.headers.get('cache-control')).toBe(openDataCacheControl)
    }
    const changed = await viaSelf(path, { headers: { 'if-none-match': '"v1-00000000000000000000000000000000"' } })
    expect(changed.status).toBe(200)
    expect((await changed.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('HEAD answers the headers of GET without a body', async () => {
    const get = await viaSelf(listPath('sensors', 'csv'))
    const head = await viaSelf(listPath('sensors', 'csv'), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    for (const name of ['content-type', 'etag', 'cache-control', 'link', 'access-control-allow-origin', 'content-disposition']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name))
    }
  })

  it('repeated requests read the catalogue once and make each body once', async () => {
    const requests = new Map<string, number>()
    const env = fixtureEnv({ fixtures: fixturesFrom(), requests })
    const before = openDataBodiesMade()
    for (let i = 0; i < 3; i++) {
      for (const path of [listPath('mice', 'json'), listPath('mice', 'csv'), itemPath('mice', snapshot.mice[0]!.general__handle as string), metaPath]) {
        expect((await call(path, env)).status, path).toBe(200)
      }
    }
    expect(openDataBodiesMade() - before).toBe(4)
    expect(requests.get('mice')).toBe(1)
    expect(requests.get('brands')).toBe(1)
  })

  it('a large body, streamed from the kept bytes, comes out whole on every request', async () => {
    const mice = generateSyntheticMice(1000, 3) as unknown as Row[]
    const env = fixtureEnv({ fixtures: fixturesFrom({ mice }) })
    const bodies: string[] = []
    for (let i = 0; i < 3; i++) {
      const response = await call(listPath('mice', 'json'), env)
      expect(response.status).toBe(200)
      bodies.push(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await response.arrayBuffer()))
    }
    expect(bodies[0]!.length).toBeGreaterThan(streamedBodyBytes)
    // Strings, not byte arrays: comparing a megabyte element by element takes vitest seconds.
    for (const body of bodies.slice(1)) expect(body === bodies[0]).toBe(true)
    const parsed = JSON.parse(bodies[2]!) as ListBody
    expect(parsed.data).toEqual(projected(mice, openDataSchemas.mice))
    const csv = [await csvText(await call(listPath('mice', 'csv'), env)), await csvText(await call(listPath('mice', 'csv'), env))]
    expect(csv[0]!.length).toBeGreaterThan(streamedBodyBytes)
    expect(csv[1] === csv[0]).toBe(true)
    expect(readCsvRows(csv[1]!, openDataSchemas.mice).length).toBe(mice.length)
  })

  it('a change to the catalogue makes a new body with a new ETag once the worker reads it again', async () => {
    const original = (await (await call(listPath('brands', 'json'), fixtureEnv({ fixtures: fixturesFrom() }))).headers.get('etag'))!
    const changed = fixtureEnv({ fixtures: fixturesFrom({ brands: [...snapshot.brands, { handle: 'zzz-new', name: 'Zzz New', website: null }] }) })
    const response = await call(listPath('brands', 'json'), changed)
    expect(response.headers.get('etag')).not.toBe(original)
    expect(((await response.json()) as ListBody).count).toBe(snapshot.brands.length + 1)
    expect((await call(listPath('brands', 'json'), changed, { headers: { 'if-none-match': original } })).status).toBe(200)
  })
})

describe('errors are JSON', () => {
  const cases: Array<[string, number, string]> = [
    ['/api/v1/mice.xml', 400, 'unsupported_format'],
    ['/api/v1/mice', 400, 'unsupported_format'],
    ['/api/v1/mice.JSON', 400, 'unsupported_format'],
    ['/api/v1/meta.txt', 400, 'unsupported_format'],
    ['/api/v1/meta', 400, 'unsupported_format'],
    ['/api/v1/schema/mice.yaml', 400, 'unsupported_format'],
    ['/api/v1/mice/logitech-g-pro-x-superlight-2.csv', 400, 'unsupported_format'],
    ['/api/v1/mice/%E0%A4%A.json', 400, 'bad_path'],
    ['/api', 404, 'not_found'],
    ['/api/', 404, 'not_found'],
    ['/api/v1', 404, 'not_found'],
    ['/api/v1/', 404, 'not_found'],
    ['/api/v2/mice.json', 404, 'unknown_version'],
    ['/api/latest/mice.json', 404, 'not_found'],
    ['/api/v1/keyboards.json', 404, 'unknown_resource'],
    ['/api/v1/keyboards/x.json', 404, 'unknown_resource'],
    ['/api/v1/schema/keyboards.json', 404, 'unknown_resource'],
    ['/api/v1/mice/no-such-mouse.json', 404, 'unknown_handle'],
    ['/api/v1/mice/.json', 404, 'unknown_handle'],
    ['/api/v1/mice/a/b.json', 404, 'not_found'],
    ['/api/v1/mice.json/', 404, 'not_found'],
    ['/api/v1/mice.json?format=xml', 200, ''],
  ]

  it.each(cases)('%s: %i %s', async (path, status, code) => {
    const response = await viaSelf(path, { redirect: 'manual' })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expectApiHeaders(response, path)
    if (status === 200) return
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).not.toMatch(/<html|<!doctype/i)
    const body = JSON.parse(text) as { error: { status: number; code: string; message: string }; documentation: string }
    expect(body.error).toMatchObject({ status, code })
    expect(body.error.message.length).toBeGreaterThan(10)
    expect(body.documentation).toBe(`${origin}/open-data`)
  })

  it('a catalogue that cannot be read: 503 with Retry-After, as JSON', async () => {
    quietErrors()
    const env = fixtureEnv({ fixtures: fixturesFrom(), failViews: new Set(['mouse_switches']) })
    for (const path of [listPath('switches', 'json'), listPath('switches', 'csv'), itemPath('switches', 'x'), metaPath]) {
      const response = await call(path, env)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after')).toBe('120')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unavailable')
    }
    // The other resources still answer.
    expect((await call(listPath('mice', 'json'), env)).status).toBe(200)
  })

  it('a broken configuration: 500 as JSON naming the variable', async () => {
    quietErrors()
    const response = await call(listPath('mice', 'json'), fixtureEnv({ vars: { SITE_ORIGIN: 'not a url' } }))
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('internal_error')
    expect(body.error.message).toContain('SITE_ORIGIN')
  })

  it('rows that are not rows are left out, never a crash', async () => {
    const base = snapshot.brands[0]!
    const env = fixtureEnv({ fixtures: fixturesFrom({ brands: [base, null, 'text', [1], { name: 'no handle' }, { ...base, handle: '' }] as unknown as Row[] }) })
    const body = (await (await call(listPath('brands', 'json'), env)).json()) as ListBody
    expect(body.data).toEqual(projected([base], openDataSchemas.brands))
  })
})

describe('methods', () => {
  it('OPTIONS on any API path is a CORS preflight answer', async () => {
    for (const path of [listPath('mice', 'json'), '/api/v1/nothing-here']) {
      const response = await viaSelf(path, { method: 'OPTIONS', headers: { origin: 'https://example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' } })
      expect(response.status, path).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match')
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      expectApiHeaders(response, path)
    }
  })

  it('a cross-origin GET gets CORS headers and can read the ETag and Link', async () => {
    const response = await viaSelf(listPath('mice', 'json'), { headers: { origin: 'https://example.org' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['etag', 'link']))
  })

  it('other methods: 405 JSON with Allow; the rest of the site still refuses them as before', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await viaSelf(listPath('mice', 'json'), { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed')
    }
    const site = await viaSelf('/contact', { method: 'OPTIONS' })
    expect(site.status).toBe(405)
    expect(site.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('from Supabase', () => {
  const supabaseVars = { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'public-anon-key' }

  it('reads every column page by page in a stable order, and serves the same envelope', async () => {
    const mice = generateSyntheticMice(supabasePageSize + 234, 7) as unknown as Row[]
    const views: Record<string, Row[]> = { mice, brands: snapshot.brands }
    const requests: URL[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        requests.push(url)
        const rows = views[url.pathname.replace('/rest/v1/', '')]
        if (!rows) return new Response('{}', { status: 404 })
        const offset = Number(url.searchParams.get('offset'))
        const limit = Math.min(Number(url.searchParams.get('limit')), supabasePageSize)
        const page = rows.slice(offset, offset + limit)
        // PostgREST's count (Prefer: count=exact) tells the reader when it has every row.
        return Response.json(page, { headers: { 'content-range': `${offset}-${offset + page.length - 1}/${rows.length}` } })
      }),
    )
    const env = fixtureEnv({ vars: supabaseVars })
    const body = (await (await call(listPath('mice', 'json'), env)).json()) as ListBody
    expect(body.count).toBe(mice.length)
    expect(body.data).toEqual(projected(mice, openDataSchemas.mice))
    expectRowsMatchSchema(body.data.slice(0, 50), openDataSchemas.mice, 'supabase mice')
    const miceRequests = requests.filter((url) => url.pathname === '/rest/v1/mice')
    expect(miceRequests).toHaveLength(2)
    for (const url of miceRequests) {
      expect(url.searchParams.get('select')).toBe('*')
      expect(url.searchParams.get('order')).toBe('general__id.asc')
    }
    await call(listPath('brands', 'csv'), env)
    expect(requests.find((url) => url.pathname === '/rest/v1/brands')?.searchParams.get('order')).toBe('name.asc,handle.asc')
  })
})
