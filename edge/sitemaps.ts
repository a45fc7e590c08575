/**
 * /sitemap.xml (an index), /pages-sitemap.xml, /discounts-sitemap.xml,
 * /findSimilarMice-sitemap.xml, /compareMice-sitemap.xml and their numbered parts, and
 * /robots.txt, all on SITE_ORIGIN and built from the catalogue the site shows (sitemap-content.ts).
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from './app-env'
import { componentPageKinds, componentParts } from './component-pages'
import { cachePolicies } from './headers'
import { buildSitemaps, renderSitemapIndex, renderUrlset, sitemapNames, type SitemapName, type SitemapParts } from './sitemap-content'

export const sitemaps = new Hono<AppEnv>()

async function loadParts(c: Context<AppEnv>): Promise<SitemapParts | Response> {
  const catalogue = c.get('catalogue')
  try {
    const [mice, reviews, discounts, components] = await Promise.all([
      catalogue.read('mice'),
      catalogue.read('reviews'),
      catalogue.read('discounts'),
      Promise.all(componentPageKinds.map(async (kind) => ({ kind, parts: componentParts(await catalogue.read(kind.view)) }))),
    ])
    return buildSitemaps(c.get('config').siteOrigin, { mice, reviews, discounts, components }, Date.now())
  } catch (error) {
    // No data, no sitemap: tell crawlers to come back rather than serve a wrong or empty list.
    console.error('sitemap: catalogue unavailable', error)
    return c.text('Sitemap temporarily unavailable', 503, { 'retry-after': '300', 'cache-control': cachePolicies.none })
  }
}

function xml(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cachePolicies.sitemap })
}

sitemaps.get('/sitemap.xml', async (c) => {
  const parts = await loadParts(c)
  if (parts instanceof Response) return parts
  return xml(c, renderSitemapIndex(c.get('config').siteOrigin, parts))
})

const fileName = new RegExp(`^/(${sitemapNames.join('|')})-sitemap(?:-([1-9][0-9]{0,5}))?\\.xml$`)

sitemaps.get('*', async (c, next) => {
  const match = fileName.exec(c.req.path)
  if (!match) return next()
  const name = match[1] as SitemapName
  const partText = match[2]
  // Part 1 has the plain name only; '-1' is not a second name for it.
  const part = partText === undefined ? 1 : Number(partText)
  if (part === 1 && partText !== undefined) return next()
  const parts = await loadParts(c)
  if (parts instanceof Response) return parts
  const entries = parts[name][part - 1]
  if (!entries) return next()
  return xml(c, renderUrlset(entries))
})

sitemaps.get('/robots.txt', (c) => {
  const origin = c.get('config').siteOrigin
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /giveaways', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicies.sitemap })
})
