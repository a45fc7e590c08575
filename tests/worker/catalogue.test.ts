import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { packRows } from '../../web/lib/packed-rows'
import { catalogueFor, catalogueTtlMs, isDiscountValid } from '../../edge/catalogue'
import { ConfigError, parseWorkerConfig, workerConfig } from '../../edge/env'
import { call, fixtureEnv, quietErrors, fixtures, origin, readMeta } from './helpers'
import { readSitemap } from './sitemap-xml'

const supabaseVars = { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'public-anon-key' }

/**
 * A stand-in for Supabase's PostgREST: serves views from rows, honouring offset and limit, the
 * project's max-rows (silently, as PostgREST does) and `Prefer: count=exact` (Content-Range total).
 */
function fakeSupabase(views: Record<string, unknown[]>, failures = new Set<string>(), maxRows = 1000) {
  const requests: Array<{ url: URL; headers: Headers }> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push({ url, headers: new Headers(init?.headers) })
    const view = url.pathname.replace('/rest/v1/', '')
    if (url.origin !== 'https://abcd.supabase.co' || !(view in views)) return new Response('not found', { status: 404 })
    if (failures.has(view)) return new Response('{"message":"down"}', { status: 503 })
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? maxRows), maxRows)
    const columns = url.searchParams.get('select')!.split(',')
    // PostgREST's `is_example=eq.false` (web/lib/example-rows.ts), on the rows as stored.
    const all = url.searchParams.get('is_example') === 'eq.false' ? views[view]!.filter((row) => (row as { is_example?: boolean }).is_example !== true) : views[view]!
    const rows = all.slice(offset, offset + limit).map((row) => Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column] ?? null])))
    const counted = new Headers(init?.headers).get('prefer')?.includes('count=exact')
    const range = rows.length === 0 ? '*' : `${offset}-${offset + rows.length - 1}`
    return Response.json(rows, { headers: { 'content-range': `${range}/${counted ? all.length : '*'}` } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { requests, fetchMock }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The component views the sitemaps and component pages read: a part of each kind. */
const part = (id: number, handle: string, brand: string, model: string) => ({
  general__id: id,
  general__handle: handle,
  general__brand_names: [brand],
  general__brands_separator: ' ',
  general__model: model,
  general__variant: null,
  general__status_edited_date: '2026-11-01',
})
const componentViews = {
  mouse_sensors: [part(1, 'pixart-paw3950', 'PixArt', 'PAW3950')],
  mouse_switches: [part(2, 'omron-d2fc', 'Omron', 'D2FC')],
  mouse_scroll_wheel_encoders: [part(3, 'ttc-gold', 'TTC', 'Gold')],
}

describe('worker configuration (edge/env.ts)', () => {
  it('reads the defaults of wrangler.toml: snapshot, giveaways off', () => {
    expect(parseWorkerConfig({ SITE_ORIGIN: 'https://mousecompare.com', GIVEAWAYS_ENABLED: 'false', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' })).toEqual({
      siteOrigin: 'https://mousecompare.com',
      giveawaysEnabled: false,
      supabase: undefined,
    })
    expect(parseWorkerConfig({ SITE_ORIGIN: 'https://mousecompare.com/', GIVEAWAYS_ENABLED: 'true', ...supabaseVars })).toEqual({
      siteOrigin: 'https://mousecompare.com',
      giveawaysEnabled: true,
      supabase: { url: 'https://abcd.supabase.co', origin: 'https://abcd.supabase.co', anonKey: 'public-anon-key' },
    })
    expect(parseWorkerConfig({ SITE_ORIGIN: 'http://localhost:8787' }).siteOrigin).toBe('http://localhost:8787')
  })

  it('names the bad variable', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'SITE_ORIGIN'],
      [{ SITE_ORIGIN: 'mousecompare.com' }, 'SITE_ORIGIN'],
      [{ SITE_ORIGIN: 'http://mousecompare.com' }, 'SITE_ORIGIN'],
      [{ SITE_ORIGIN: 'https://mousecompare.com/path' }, 'SITE_ORIGIN'],
      [{ SITE_ORIGIN: 'https://user:pass@mousecompare.com' }, 'SITE_ORIGIN'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', GIVEAWAYS_ENABLED: 'yes' }, 'GIVEAWAYS_ENABLED'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', SUPABASE_URL: 'https://abcd.supabase.co' }, 'SUPABASE_ANON_KEY'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', SUPABASE_ANON_KEY: 'key' }, 'SUPABASE_URL'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', SUPABASE_URL: 'ftp://abcd.supabase.co', SUPABASE_ANON_KEY: 'key' }, 'SUPABASE_URL'],
    ]
    for (const [vars, variable] of cases) {
      let error: unknown
      try {
        parseWorkerConfig(vars)
      } catch (caught) {
        error = caught
      }
      expect(error, JSON.stringify(vars)).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).variable).toBe(variable)
      expect((error as Error).message).toContain(variable)
    }
  })

  it('says exactly what is wrong', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'SITE_ORIGIN is required: the absolute origin of the site, such as https://mousecompare.com'],
      [{ SITE_ORIGIN: 42 }, 'SITE_ORIGIN must be a string'],
      [{ SITE_ORIGIN: 'mousecompare.com' }, 'SITE_ORIGIN must be an absolute URL such as https://mousecompare.com (got "mousecompare.com")'],
      [{ SITE_ORIGIN: 'http://mousecompare.com' }, 'SITE_ORIGIN must use https (got "http:")'],
      [{ SITE_ORIGIN: 'https://mousecompare.com?x=1' }, 'SITE_ORIGIN must be an origin only, such as https://mousecompare.com, without a path, query or fragment'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', GIVEAWAYS_ENABLED: ' YES ' }, 'GIVEAWAYS_ENABLED must be "true" or "false" (got "yes")'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', SUPABASE_ANON_KEY: 'key' }, 'SUPABASE_URL is required when SUPABASE_ANON_KEY is set (set both, or neither for the embedded snapshot)'],
      [{ SITE_ORIGIN: 'https://mousecompare.com', SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'a key' }, 'SUPABASE_ANON_KEY must not contain whitespace'],
    ]
    for (const [vars, message] of cases) expect(() => parseWorkerConfig(vars), JSON.stringify(vars)).toThrow(`Invalid worker configuration: ${message}`)
  })

  it('validates once per isolate (per env object)', () => {
    const env = fixtureEnv()
    expect(workerConfig(env)).toBe(workerConfig(env))
  })

  it('a bad value fails requests with a 500 naming it, never a half-working site', async () => {
    quietErrors()
    const response = await call('/contact', fixtureEnv({ vars: { GIVEAWAYS_ENABLED: 'maybe' } }))
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('GIVEAWAYS_ENABLED')
  })
})

describe('the catalogue from Supabase', () => {
  it.each([
    [1000, ['0', '1000', '2000']],
    [500, ['0', '500', '1000', '1500', '2000']],
  ])('reads only the columns it needs, with the anon key and the api profile, paging past a max-rows of %i', async (maxRows, offsets) => {
    const mice = generateSyntheticMice(2_500, 3)
    const { requests } = fakeSupabase({ mice, reviews: fixtures.reviews as unknown[], discounts: fixtures.discounts as unknown[], ...componentViews }, new Set(), maxRows)
    const env = fixtureEnv({ vars: supabaseVars })
    const response = await call('/findSimilarMice-sitemap.xml', env)
    expect(response.status).toBe(200)
    expect(readSitemap(await response.text(), 'urlset')).toHaveLength(2_501)
    const miceRequests = requests.filter((request) => request.url.pathname === '/rest/v1/mice')
    expect(miceRequests.map((request) => request.url.searchParams.get('offset'))).toEqual(offsets)
    for (const { url, headers } of requests) {
      expect(url.searchParams.get('select')).not.toBe('*')
      expect(url.searchParams.get('limit')).toBe('1000')
      expect(headers.get('prefer')).toBe('count=exact')
      expect(headers.get('apikey')).toBe('public-anon-key')
      expect(headers.get('authorization')).toBe('Bearer public-anon-key')
      expect(headers.get('accept-profile')).toBe('api')
    }
  })

  it('serves the same pages as the snapshot would', async () => {
    fakeSupabase({ mice: fixtures.mice as unknown[], reviews: fixtures.reviews as unknown[], discounts: fixtures.discounts as unknown[], ...componentViews })
    const env = fixtureEnv({ vars: supabaseVars })
    const review = await call('/mouse/review/logitech/g-pro-x-superlight-2', env)
    expect(review.status).toBe(200)
    expect((await readMeta(review)).title).toContain('Logitech G Pro X Superlight 2 review')
    expect((await call('/discounts/expired-deal', env)).status).toBe(404)
    // Each part's own page: in the pages sitemap, and titled by name.
    const pages = readSitemap(await (await call('/pages-sitemap.xml', env)).text(), 'urlset').map((entry) => entry.loc)
    expect(pages).toContain(`${origin}/mouse/sensors/compare?p=PixArt-PAW3950`)
    expect(pages).toContain(`${origin}/mouse/encoders/compare?p=TTC-Gold`)
    expect((await readMeta(await call('/mouse/switches/compare?p=omron-d2fc', env))).title).toBe('Omron D2FC | MouseCompare')
  })

  it('reads only real discounts: an example one is neither a page nor in the sitemap (issue 31)', async () => {
    const discounts = fixtures.discounts as Array<{ handle: string }>
    const [real, example] = discounts
    const rows = discounts.map((row) => ({ ...row, is_example: row === example }))
    const { requests } = fakeSupabase({ mice: fixtures.mice as unknown[], reviews: fixtures.reviews as unknown[], discounts: rows, ...componentViews })
    const env = fixtureEnv({ vars: supabaseVars })
    const sitemap = readSitemap(await (await call('/discounts-sitemap.xml', env)).text(), 'urlset').map((entry) => entry.loc)
    expect(sitemap).toContain(`${origin}/discounts/${real!.handle}`)
    expect(sitemap).not.toContain(`${origin}/discounts/${example!.handle}`)
    expect((await call(`/discounts/${example!.handle}`, env)).status).toBe(404)
    const discountReads = requests.filter((request) => request.url.pathname === '/rest/v1/discounts')
    expect(discountReads.length).toBeGreaterThan(0)
    for (const { url } of discountReads) expect(url.searchParams.get('is_example')).toBe('eq.false')
    for (const { url } of requests.filter((request) => request.url.pathname === '/rest/v1/mice')) expect(url.searchParams.has('is_example')).toBe(false)
  })

  it('a burst of requests fetches each view once; a failed read is not kept', async () => {
    quietErrors()
    const failures = new Set(['discounts'])
    const { requests } = fakeSupabase({ mice: fixtures.mice as unknown[], reviews: fixtures.reviews as unknown[], discounts: fixtures.discounts as unknown[], ...componentViews }, failures)
    const env = fixtureEnv({ vars: supabaseVars })
    const burst = await Promise.all(Array.from({ length: 10 }, () => call('/compareMice-sitemap.xml', env)))
    expect(burst.every((response) => response.status === 503)).toBe(true)
    expect(requests.filter((request) => request.url.pathname === '/rest/v1/mice')).toHaveLength(1)
    failures.clear()
    expect((await call('/sitemap.xml', env)).status).toBe(200)
    expect(requests.filter((request) => request.url.pathname === '/rest/v1/discounts')).toHaveLength(2)
    expect(requests.filter((request) => request.url.pathname === '/rest/v1/mice')).toHaveLength(1)
  })
})

describe('the catalogue cache', () => {
  it('keeps a read for the TTL, then reads again', async () => {
    const requests = new Map<string, number>()
    const env = fixtureEnv({ fixtures, requests })
    let now = 1_000
    const catalogue = catalogueFor(env, workerConfig(env), origin, { now: () => now })
    const first = await catalogue.read('mice')
    now += catalogueTtlMs - 1
    expect(await catalogue.read('mice')).toBe(first)
    now += 2
    expect(await catalogue.read('mice')).not.toBe(first)
    expect(requests.get('mice')).toBe(2)
  })

  it('drops rows without an identity and reads wrong types as null', async () => {
    const env = fixtureEnv({
      fixtures: {
        mice: [null, 'x', { general__id: 1 }, { general__handle: 'a' }, { general__id: 2, general__handle: 'ok', mouse__length: '120.5', mouse__shape: 'round', general__brand_names: ['A', 3] }],
      },
    })
    const rows = await catalogueFor(env, workerConfig(env), origin).read('mice')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ general__handle: 'ok', mouse__length: 120.5, mouse__shape: null, general__brand_names: ['A'], mouse__width: null })
  })

  it('reads a packed snapshot file (the build writes views packed) as the same rows as an array of objects', async () => {
    const asObjects = fixtureEnv({ fixtures })
    const asPacked = fixtureEnv({ fixtures: { ...fixtures, mice: packRows(fixtures.mice as Record<string, unknown>[]) } })
    const read = (env: Env) => catalogueFor(env, workerConfig(env), origin).read('mice')
    const [objects, packed] = await Promise.all([read(asObjects), read(asPacked)])
    expect(packed.length).toBeGreaterThan(0)
    expect(packed).toEqual(objects)
  })

  it('re-checks discount validity against now', () => {
    const now = Date.parse('2026-11-22T00:00:00Z')
    const base = { handle: 'd', brand_name: null, title: 'D', description: null, amount: null }
    expect(isDiscountValid({ ...base, valid_from: '2026-01-01T00:00:00Z', valid_until: null }, now)).toBe(true)
    expect(isDiscountValid({ ...base, valid_from: '2026-01-01T00:00:00Z', valid_until: '2026-11-21T23:59:59Z' }, now)).toBe(false)
    expect(isDiscountValid({ ...base, valid_from: '2026-12-01T00:00:00Z', valid_until: null }, now)).toBe(false)
    expect(isDiscountValid({ ...base, valid_from: '2026-01-01T00:00:00Z', valid_until: '2026-11-22T00:00:00Z' }, now)).toBe(false)
  })
})
