import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { catalogueViews, type CatalogueMouse } from '../../edge/catalogue-rows'
import { selectComparePairs } from '../../edge/compare-pairs'
import { buildSitemaps, partition, renderSitemapIndex, sitemapLimits, type SitemapEntry } from '../../edge/sitemap-content'
import { escapeHtml } from '../../edge/html-escape'
import { splitCompareParam } from '../../web/lib/compare-name'
import { navigation, type NavigationEntry } from '../../web/lib/navigation'
import { builtSnapshotRows, call, fixtureEnv, quietErrors, fixtures, origin, readMeta } from './helpers'
import { parseXml, readSitemap, type SitemapEntryRead } from './sitemap-xml'

const sitemapFiles = ['pages-sitemap.xml', 'discounts-sitemap.xml', 'findSimilarMice-sitemap.xml', 'compareMice-sitemap.xml']

async function fetchXml(path: string, fetcher: (path: string) => Promise<Response>) {
  const response = await fetcher(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type'), path).toBe('application/xml; charset=utf-8')
  return response.text()
}

/** Every sitemap through the index: index entries, and each file's entries. */
async function readAll(fetcher: (path: string) => Promise<Response>, siteOrigin = origin) {
  const index = readSitemap(await fetchXml('/sitemap.xml', fetcher), 'sitemapindex')
  const files = new Map<string, SitemapEntryRead[]>()
  for (const { loc } of index) {
    expect(loc.startsWith(`${siteOrigin}/`), loc).toBe(true)
    const path = loc.slice(siteOrigin.length)
    files.set(path, readSitemap(await fetchXml(path, fetcher), 'urlset'))
  }
  return { index, files }
}

const viaSelf = (path: string) => SELF.fetch(origin + path)

function navigationPaths(entries: NavigationEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path && !entry.isHidden ? [entry.path] : []), ...navigationPaths(entry.children ?? [])])
}

describe('sitemaps from the built snapshot', () => {
  it('the index lists the four sitemaps on SITE_ORIGIN, each valid against the sitemaps.org schema', async () => {
    const { index, files } = await readAll(viaSelf)
    expect(index.map((entry) => entry.loc)).toEqual(sitemapFiles.map((file) => `${origin}/${file}`))
    for (const [path, entries] of files) {
      expect(entries.length, path).toBeGreaterThan(0)
      for (const entry of entries) expect(entry.loc.startsWith(`${origin}/`), entry.loc).toBe(true)
    }
  })

  it('lists each URL once, with lastmod where known, and the index carries the newest lastmod of each file', async () => {
    const { index, files } = await readAll(viaSelf)
    const all = [...files.values()].flat().map((entry) => entry.loc)
    expect(new Set(all).size).toBe(all.length)
    for (const { loc, lastmod } of index) {
      const entries = files.get(loc.slice(origin.length))!
      const newest = entries.map((entry) => entry.lastmod).filter(Boolean).sort().at(-1)
      expect(lastmod, loc).toBe(newest)
    }
    const findSimilar = files.get('/findSimilarMice-sitemap.xml')!
    expect(findSimilar.filter((entry) => entry.lastmod).length).toBe(findSimilar.length - 1)
  })

  it('counts: every page of the navigation (never giveaways), every valid discount, every mouse, linear compare pairs', async () => {
    const mice = (await builtSnapshotRows('mice')) as unknown[]
    const snapshotDiscounts = (await builtSnapshotRows('discounts')) as Array<{ handle: string; valid_until: string | null }>
    // Only those still valid now (the snapshot was taken at build time).
    const discounts = snapshotDiscounts.filter((discount) => discount.valid_until === null || Date.parse(discount.valid_until) > Date.now())
    const reviews = (await builtSnapshotRows('reviews')) as Array<{ slug: string }>
    const { files } = await readAll(viaSelf)
    const locs = (file: string) => files.get(`/${file}`)!.map((entry) => entry.loc.slice(origin.length))

    const pages = locs('pages-sitemap.xml')
    const expectedPages = [...new Set(navigationPaths(navigation))].filter((path) => !['/mouse/compare', '/mouse/find-similar', '/discounts'].includes(path))
    expect(pages.slice(0, expectedPages.length)).toEqual(expectedPages)
    // Then every review, then every sensor's, switch's and encoder's own page (issue 20).
    const parts = await Promise.all(
      (['mouse_sensors', 'mouse_switches', 'mouse_scroll_wheel_encoders'] as const).map(async (view) => (await builtSnapshotRows(view)) as unknown[]),
    )
    const partPages = pages.filter((path) => /^\/mouse\/(sensors|switches|encoders)\/compare\?p=/.test(path))
    expect(partPages.length).toBe(parts.reduce((sum, rows) => sum + rows.length, 0))
    expect(partPages).toContain('/mouse/sensors/compare?p=PixArt-PAW3950')
    expect(partPages).toContain('/mouse/switches/compare?p=Logitech-LIGHTFORCE')
    expect(partPages.some((path) => path.startsWith('/mouse/encoders/compare?p=TTC-'))).toBe(true)
    expect(pages.length).toBe(expectedPages.length + reviews.length + partPages.length)
    expect(pages.some((path) => path.startsWith('/giveaways'))).toBe(false)

    expect(locs('discounts-sitemap.xml')).toEqual(['/discounts', ...discounts.map((discount) => `/discounts/${discount.handle}`)])

    const findSimilar = locs('findSimilarMice-sitemap.xml')
    expect(findSimilar.length).toBe(mice.length + 1)
    expect(findSimilar[0]).toBe('/mouse/find-similar')

    const compare = locs('compareMice-sitemap.xml')
    expect(compare[0]).toBe('/mouse/compare')
    // Every mouse's own page (the compare page with that one mouse, issue 20), then the pairs.
    const singles = compare.slice(1).filter((path) => splitCompareParam(new URL(path, origin).searchParams.get('p')!).length === 1)
    const pairs = compare.slice(1).filter((path) => splitCompareParam(new URL(path, origin).searchParams.get('p')!).length === 2)
    expect(singles.length + pairs.length).toBe(compare.length - 1)
    expect(new Set(singles).size).toBe(singles.length)
    expect(singles.length).toBeGreaterThan(mice.length * 0.95)
    expect(singles.length).toBeLessThanOrEqual(mice.length)
    expect(singles).toContain('/mouse/compare?p=Logitech-G-Pro-X-Superlight-2')
    expect(pairs.length).toBeGreaterThanOrEqual(mice.length)
    expect(pairs.length).toBeLessThanOrEqual(mice.length * 7)
  })

  it('every listed URL answers 200 with the right page: its canonical link is that URL', { timeout: 120_000 }, async () => {
    const { files } = await readAll(viaSelf)
    const locs = [...files.values()].flat().map((entry) => entry.loc)
    // Sixteen requests in flight: one at a time took 39 s, sixteen 19 s, sixty-four no less (CPU-bound).
    const atOnce = 16
    for (let start = 0; start < locs.length; start += atOnce) {
      await Promise.all(
        locs.slice(start, start + atOnce).map(async (loc) => {
          const response = await SELF.fetch(loc)
          expect(response.status, loc).toBe(200)
          const meta = await readMeta(response)
          expect(meta.canonical, loc).toBe(loc)
          expect(meta.robots, loc).toBeUndefined()
        }),
      )
    }
  })

  it('have short explicit cache lifetimes, and robots.txt names the index', async () => {
    for (const path of ['/sitemap.xml', ...sitemapFiles.map((file) => `/${file}`)]) {
      const response = await viaSelf(path)
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=3600')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    const robots = await viaSelf('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await robots.text()
    expect(text).not.toContain('<')
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/giveaways$/m)
  })

  it('answer 404 for parts that do not exist', async () => {
    for (const path of ['/compareMice-sitemap-2.xml', '/compareMice-sitemap-1.xml', '/compareMice-sitemap-02.xml', '/other-sitemap.xml']) {
      expect((await viaSelf(path)).status, path).toBe(404)
    }
  })
})

describe('sitemaps from fixtures', () => {
  it('follow SITE_ORIGIN, escape and encode hostile text, and drop expired and future discounts', async () => {
    const env = fixtureEnv({ fixtures, vars: { SITE_ORIGIN: 'https://staging.example.org' } })
    const { index, files } = await readAll((path) => call(path, env, undefined, 'https://staging.example.org'), 'https://staging.example.org')
    expect(index.every((entry) => entry.loc.startsWith('https://staging.example.org/'))).toBe(true)
    const locs = [...files.values()].flat().map((entry) => entry.loc)
    expect(locs.every((loc) => loc.startsWith('https://staging.example.org/'))).toBe(true)
    // The hostile handle is percent-encoded, so the XML stays well formed (readSitemap parsed it).
    expect(locs).toContain('https://staging.example.org/mouse/find-similar?mouse=evil-%26-co-%22mouse%22')
    expect(locs).toContain('https://staging.example.org/mouse/review/logitech/g-pro-x-superlight-2')
    expect(locs).toContain('https://staging.example.org/discounts/logitech-10')
    expect(locs.some((loc) => loc.includes('expired-deal') || loc.includes('future-deal'))).toBe(false)
    // The hostile name reaches the compare sitemap only as its compare name.
    const compare = files.get('/compareMice-sitemap.xml')!.map((entry) => entry.loc)
    expect(compare.some((loc) => loc.includes('Evil---Co--script-alert--x----script--Mouse'))).toBe(true)
    expect(compare).toContain('https://staging.example.org/mouse/compare?p=Logitech-G-Pro-X-Superlight-vs.-Logitech-G-Pro-X-Superlight-2')
  })

  it('escapes the five XML special characters with the worker\'s one markup escape, which XML reads back', () => {
    const hostile = `a&b<c>d"e'f`
    expect(escapeHtml(hostile)).toBe('a&#38;b&#60;c&#62;d&#34;e&#39;f')
    expect(escapeHtml('plain')).toBe('plain')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<loc a="${escapeHtml(hostile)}">${escapeHtml(hostile)}</loc>`
    expect(parseXml(xml)).toMatchObject({ name: 'loc', attributes: { a: hostile }, text: hostile })
  })

  it('answer 503 (not an empty or wrong list) when the catalogue cannot be read', async () => {
    quietErrors()
    const env = fixtureEnv({ fixtures, failViews: new Set(['mice']) })
    const response = await call('/compareMice-sitemap.xml', env)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('300')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('read the catalogue once per isolate for a burst of sitemap requests', async () => {
    const requests = new Map<string, number>()
    const env = fixtureEnv({ fixtures, requests })
    await Promise.all(['/sitemap.xml', ...sitemapFiles.map((file) => `/${file}`), '/sitemap.xml'].map((path) => call(path, env)))
    expect(Object.fromEntries(requests)).toEqual({ mice: 1, reviews: 1, discounts: 1 })
  })
})

describe('sitemaps at 10,000 mice', () => {
  const mice = generateSyntheticMice(10_000, 7)

  it('paginate: no file over the limits, every part in the index, every URL exactly once', { timeout: 120_000 }, async () => {
    const env = fixtureEnv({ fixtures: { mice, reviews: [], discounts: [] } })
    const { index, files } = await readAll((path) => call(path, env))

    const names = index.map((entry) => entry.loc.slice(origin.length))
    expect(names.filter((name) => name.startsWith('/compareMice-sitemap')).length).toBeGreaterThan(1)
    expect(names).toContain('/findSimilarMice-sitemap-2.xml')
    for (const [path, entries] of files) {
      expect(entries.length, path).toBeLessThanOrEqual(sitemapLimits.maxUrls)
      expect(entries.length, path).toBeGreaterThan(0)
    }
    const compareParts = names.filter((name) => name.startsWith('/compareMice-sitemap'))
    expect(compareParts).toEqual(compareParts.map((_, i) => (i === 0 ? '/compareMice-sitemap.xml' : `/compareMice-sitemap-${i + 1}.xml`)))

    const findSimilar = [...files].filter(([path]) => path.startsWith('/findSimilarMice')).flatMap(([, entries]) => entries)
    expect(findSimilar.length).toBe(10_001)
    const compare = [...files].filter(([path]) => path.startsWith('/compareMice')).flatMap(([, entries]) => entries)
    const pairs = selectComparePairs(mice)
    // The compare page, each of the 10,000 mice's own pages, and the pairs.
    expect(compare.length).toBe(1 + mice.length + pairs.length)
    expect(new Set(compare.map((entry) => entry.loc)).size).toBe(compare.length)
    // Linear in the catalogue: at most (neighbours + 2) pairs a mouse.
    expect(pairs.length).toBeLessThanOrEqual(7 * mice.length)
    expect(pairs.length).toBeGreaterThanOrEqual(mice.length)

    // A part past the last is a 404.
    expect((await call(`/compareMice-sitemap-${compareParts.length + 1}.xml`, env)).status).toBe(404)
  })

  it('pick pairs by shape, hand and size: each mouse with its nearest, and versions of one shell', () => {
    const pairs = selectComparePairs(mice.slice(0, 2_000))
    for (const [a, b] of pairs.slice(0, 2_000)) {
      const related = (x: CatalogueMouse, y: CatalogueMouse) => x.general__id === y.general__parent_id || x.general__id === y.mouse__shape_parent_id
      const sameShell = related(a, b) || related(b, a)
      if (!sameShell) {
        // Same shape (an unknown shape only with unknown shapes); a hand that is not known matches any.
        expect(a.mouse__shape).toBe(b.mouse__shape)
        if (a.mouse__hand_compatibility !== null && b.mouse__hand_compatibility !== null) expect(a.mouse__hand_compatibility).toBe(b.mouse__hand_compatibility)
      }
      expect(a.general__id).toBeLessThan(b.general__id)
    }
    // Most imported mice do not say their hand: they are still paired, with mice of either kind.
    const unknownHand = pairs.filter(([a, b]) => a.mouse__hand_compatibility === null || b.mouse__hand_compatibility === null)
    expect(unknownHand.length).toBeGreaterThan(0)
    expect(unknownHand.some(([a, b]) => (a.mouse__hand_compatibility ?? b.mouse__hand_compatibility) !== null)).toBe(true)
  })

  it('split by bytes as well as by count', () => {
    const entries: SitemapEntry[] = Array.from({ length: 100 }, (_, i) => ({ xml: `<url><loc>${origin}/${'x'.repeat(1000)}${i}</loc></url>\n`, lastmod: undefined }))
    const parts = partition(entries, { maxUrls: 1_000, maxBytes: 10_000 })
    expect(parts.length).toBeGreaterThan(10)
    for (const part of parts) expect(part.reduce((sum, entry) => sum + entry.xml.length, 0)).toBeLessThanOrEqual(10_000)
    expect(parts.flat()).toHaveLength(100)
  })

  it('build the index of 10,000 mice from rows as the snapshot has them', () => {
    const rows = (JSON.parse(JSON.stringify(mice)) as Record<string, unknown>[]).map((row) => catalogueViews.mice.read(row)!) as CatalogueMouse[]
    const parts = buildSitemaps(origin, { mice: rows, reviews: [], discounts: [] }, Date.now())
    const index = readSitemap(renderSitemapIndex(origin, parts), 'sitemapindex')
    expect(index.length).toBe(Object.values(parts).reduce((sum, list) => sum + list.length, 0))
  })
})
