/**
 * The app's HTML for every route, rewritten per route (HTMLRewriter) so crawlers and link
 * previews see the page's own title, meta description, canonical link and Open Graph tags:
 * from the navigation descriptions (web/lib/navigation.ts), and for compare pages the mice
 * compared, for find-similar the mouse, for reviews and discounts their title. Pages with a
 * fixed heading and introduction also get them in the boot shell (edge/boot-header.ts).
 *
 * Status: a path no route matches, a review slug or discount handle the catalogue does not have
 * (or a discount no longer valid), and the giveaways page while GIVEAWAYS_ENABLED is not "true"
 * get the site's HTML with status 404 (the app then shows its 'Page not found' screen). When the
 * catalogue cannot be read, a review or discount page answers 503 with Retry-After, so crawlers
 * neither index a wrong page nor drop a real one. Another spelling of a review's or discount's
 * path is a 301 to its own (web/lib/catalogue-paths.ts, the rule the site's routes share).
 *
 * A page's HTML carries an ETag (an unchanged page answers 304), and a page asked for in test
 * mode (SPEC §4) is noindex, in its meta and in an X-Robots-Tag header.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from './app-env'
import { isDiscountValid } from './catalogue'
import { bootHeaderHtml, bootLayouts, bootNotes, type BootArticle, type BootHeader } from './boot-header'
import { componentPageKinds, componentParam, componentParts, namedParts, type ComponentPageKind } from './component-pages'
import { loadDataManifest } from './data-manifest'
import { dataPreloadTags } from './data-preloads'
import { escapeHtml } from './html-escape'
import { loadRouteChunks, modulePreloadTags } from './route-preloads'
import { cachePolicies } from './headers'
import {
  canonicalComparePath,
  comparePagePath,
  findSimilarPagePath,
  findSimilarPath,
  isoDate,
  comparedMice,
  mouseIndex,
} from './site-paths'
import { permanentRedirect } from './redirects'
import { catalogueItemOfPath, discountPath, findByKey, reviewPath } from '../web/lib/catalogue-paths'
import { isPreviewQuery } from '../web/lib/preview-query'
import { maxCarriedQueryLength } from '../web/lib/route-rules'
import { findSimilarHeading, findSimilarIntro } from '../web/features/find-similar/public'
import { mouseCompareTexts, mousePageHeading, mousePageIntro } from '../web/lib/mouse-page-text'
import { comparePageMetaOfNames } from '../web/lib/compare-page-meta'
import { formatArticleDate, reviewBylineLead } from '../web/lib/article-text'
import { componentPageIntro } from '../web/lib/component-page-text'
import { defaultParseSearch } from '@tanstack/router-core'
import { compareParamText } from '../web/lib/compare-param'
import { siteName } from '../web/lib/constants'
import { messages } from '../web/lib/messages'
import { entryForPath, navigation, pageTitle, type NavigationEntry } from '../web/lib/navigation'

export interface PageMeta {
  /** The page's own title; the document title appends the site name. */
  heading: string
  description: string
  /** Path (and query) of the canonical URL on SITE_ORIGIN; none for error pages. */
  canonicalPath?: string
  type?: 'website' | 'article'
  /** Error and unavailable pages are not for indexing. */
  noindex?: boolean
  /** A review's date (YYYY-MM-DD), for article:published_time. */
  publishedTime?: string
  /** The heading and introduction the page shows, for the boot shell; none where they depend on the app. */
  bootHeader?: BootHeader | BootArticle
}

function metaTags(meta: PageMeta, origin: string): string {
  const tags: string[] = [`<meta name="description" content="${escapeHtml(meta.description)}">`]
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">')
  if (meta.canonicalPath !== undefined) {
    const url = escapeHtml(origin + meta.canonicalPath)
    tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`)
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(meta.heading)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    '<meta name="twitter:card" content="summary">',
  )
  if (meta.publishedTime) tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}">`)
  return tags.join('')
}

const remove = { element: (element: Element) => void element.remove() }

/** The app's index.html with this page's meta, at this status. */
export async function renderPage(c: Context<AppEnv>, meta: PageMeta, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  const shell = await c.env.ASSETS.fetch(new URL('/', c.req.url))
  if (!shell.ok) {
    await shell.body?.cancel()
    throw new Error(`the app's index.html: the assets answered ${shell.status}`)
  }
  const routes = status === 200 ? await loadRouteChunks(c.env.ASSETS, c.req.url) : []
  // The snapshot files this page reads first, at this deploy's URLs (none with Supabase).
  const manifest =
    status === 200 && !c.get('config').supabase
      ? await loadDataManifest(c.env.ASSETS, c.req.url).catch((error: unknown) => {
          console.error('data-manifest.json: no data preloads', error)
          return undefined
        })
      : undefined
  // A page asked for in test mode shows an unpublished test object (SPEC §4): never for indexing.
  const preview = isPreviewQuery(new URL(c.req.url).search)
  const shownMeta = preview ? { ...meta, noindex: true } : meta
  const title = pageTitle(meta.heading)
  const rewriter = new HTMLRewriter()
    .on('title', { element: (element) => void element.setInnerContent(title) })
    .on('meta[name="description"]', remove)
    .on('meta[name="robots"]', remove)
    .on('link[rel="canonical"]', remove)
    .on('meta[property^="og:"]', remove)
    .on('meta[property^="article:"]', remove)
    .on('meta[name^="twitter:"]', remove)
    .on('[data-boot-page]', {
      element: (element) => {
        if (status === 200 && meta.bootHeader) element.setInnerContent(bootHeaderHtml(meta.bootHeader), { html: true })
      },
    })
    .on('head', {
      element: (element) => {
        element.append(metaTags(shownMeta, c.get('config').siteOrigin), { html: true })
        if (status !== 200) return
        element.append(modulePreloadTags(routes, c.req.path, new URL(c.req.url).search), { html: true })
        if (manifest) element.append(dataPreloadTags(c.req.path, manifest), { html: true })
      },
    })
  const html = await rewriter.transform(new Response(shell.body, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text()
  const responseHeaders: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': status === 200 ? cachePolicies.html : cachePolicies.none,
    ...(preview ? { 'x-robots-tag': 'noindex' } : {}),
    ...headers,
  }
  if (status !== 200) return new Response(html, { status, headers: responseHeaders })
  // HTML is revalidated on every visit (cache-control no-cache): its ETag lets an unchanged page
  // answer 304 without a body. The same deploy and URL give the same bytes, so the same tag.
  const etag = await htmlEtag(html)
  responseHeaders.etag = etag
  if (ifNoneMatch(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: responseHeaders })
  return new Response(html, { status, headers: responseHeaders })
}

/** A strong ETag of a page's bytes (SHA-256, first 128 bits). */
export async function htmlEtag(html: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(html)))
  return `"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

export const notFoundMeta: PageMeta = { heading: messages.notFoundTitle, description: messages.notFoundHint, noindex: true }

/** The site's 404 page: its HTML (the app shows 'Page not found: {path}') with status 404. */
export function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, notFoundMeta, 404)
}

/** The page with generic meta and 503, when the catalogue it needs cannot be read. */
function unavailablePage(c: Context<AppEnv>, entry: NavigationEntry | undefined, error: unknown): Promise<Response> {
  console.error(`page ${c.req.path}: catalogue unavailable`, error)
  const meta: PageMeta = entry ? { ...entryMeta(entry), noindex: true } : { ...notFoundMeta, heading: siteName }
  return renderPage(c, meta, 503, { 'retry-after': '120' })
}

function entryMeta(entry: NavigationEntry): PageMeta {
  return { heading: entry.descriptions.medium, description: entry.descriptions.long, canonicalPath: entry.path, bootHeader: entryBootHeader(entry) }
}

function entryBootHeader(entry: NavigationEntry): BootHeader | undefined {
  if (entry.path === undefined) return undefined
  const layout = bootLayouts[entry.path]
  if (!layout) return undefined
  const note = bootNotes[entry.path]
  return { layout, heading: entry.descriptions.medium, intro: entry.descriptions.long, ...(note ? { note } : {}) }
}


function staticPaths(entries: readonly NavigationEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.path !== undefined) into.add(entry.path)
    if (entry.children) staticPaths(entry.children, into)
  }
  return into
}

const dynamicPaths = new Set([comparePagePath, findSimilarPagePath, '/giveaways'])

export const pages = new Hono<AppEnv>()

const componentKindByPath = new Map(componentPageKinds.map((kind) => [kind.path as string, kind]))

for (const path of staticPaths(navigation)) {
  if (dynamicPaths.has(path)) continue
  const entry = entryForPath(path)
  if (!entry) continue
  const componentKind = componentKindByPath.get(path)
  if (componentKind) {
    pages.get(path, (c) => componentComparePage(c, entry, componentKind))
    continue
  }
  pages.get(path, (c) => renderPage(c, entryMeta(entry)))
}

/**
 * A sensor, switch or encoder compare page: titled with the parts `p` names, as the page shows them,
 * and one part's page is its own (issue 20), with its canonical link. The boot shell draws no heading
 * for a selection (the app heads a one-part page with its name).
 */
async function componentComparePage(c: Context<AppEnv>, entry: NavigationEntry, kind: ComponentPageKind): Promise<Response> {
  const p = componentParam(new URL(c.req.url).search)
  if (p === '') return renderPage(c, entryMeta(entry))
  const generic: PageMeta = { ...entryMeta(entry), bootHeader: undefined }
  let names: string[]
  try {
    names = namedParts(p, componentParts(await c.get('catalogue').read(kind.view))).map((part) => part.name)
  } catch (error) {
    // The page works without the worker's data; only its meta stays generic.
    console.error(`${kind.path}: catalogue unavailable`, error)
    return renderPage(c, generic)
  }
  if (names.length === 0) return renderPage(c, generic)
  const meta = comparePageMetaOfNames(kind.path, names, { introOfOne: (name) => componentPageIntro(kind.singular, name) })
  return renderPage(c, {
    ...generic,
    heading: meta.title ?? entry.descriptions.medium,
    description: meta.description ?? entry.descriptions.long,
    canonicalPath: canonicalComparePath(names, kind.path),
  })
}

pages.get('/giveaways', (c) => {
  const entry = entryForPath('/giveaways')
  if (!c.get('config').giveawaysEnabled || !entry) return notFoundPage(c)
  return renderPage(c, entryMeta(entry))
})

pages.get(comparePagePath, async (c) => {
  const entry = entryForPath(comparePagePath)!
  const search = new URL(c.req.url).search
  if (compareParamText((defaultParseSearch(search) as Record<string, unknown>).p) === '') return renderPage(c, entryMeta(entry))
  let names: string[] = []
  try {
    // The rule and the query parser the page uses: the title names exactly what the page shows.
    names = comparedMice(search, await c.get('catalogue').read('mice')).map((found) => found.name)
  } catch (error) {
    // The compare page works without the worker's data; only its meta stays generic.
    console.error('compare page: catalogue unavailable', error)
    names = []
  }
  if (names.length === 0) return renderPage(c, entryMeta(entry))
  // The site's own rule and words: the title does not change when the app starts.
  const meta = comparePageMetaOfNames(comparePagePath, names, mouseCompareTexts)
  return renderPage(c, {
    heading: meta.title ?? entry.descriptions.medium,
    description: meta.description ?? entry.descriptions.long,
    canonicalPath: canonicalComparePath(names),
    // One mouse: its own page, with its name as the heading (web/lib/mouse-page-text.ts);
    // several: the compare page's own heading and introduction, whatever is compared.
    bootHeader: names.length === 1 ? { layout: bootLayouts[comparePagePath]!, heading: mousePageHeading(names[0]!), intro: mousePageIntro(names[0]!) } : entryBootHeader(entry),
  })
})

pages.get(findSimilarPagePath, async (c) => {
  const entry = entryForPath(findSimilarPagePath)!
  const handle = new URL(c.req.url).searchParams.get('mouse')
  if (!handle) return renderPage(c, entryMeta(entry))
  try {
    const index = mouseIndex(await c.get('catalogue').read('mice'))
    const mouse = index.byHandle.get(handle)
    const name = mouse && index.names.get(mouse)
    if (mouse && name) {
      const heading = findSimilarHeading(name)
      const intro = findSimilarIntro(name, mouse)
      return renderPage(c, {
        heading,
        description: intro,
        canonicalPath: findSimilarPath(mouse.general__handle),
        bootHeader: { layout: bootLayouts[findSimilarPagePath]!, heading, intro },
      })
    }
  } catch (error) {
    console.error('find-similar page: catalogue unavailable', error)
  }
  return renderPage(c, entryMeta(entry))
})

// Reviews and discounts, in any spelling (web/lib/catalogue-paths.ts, the rule the site's routes
// share): the catalogue's own spelling is the page (200), any other names it by a 301 there, and
// a path that names nothing the catalogue has is the 404 page.
pages.get('*', async (c, next) => {
  const url = new URL(c.req.url)
  const item = catalogueItemOfPath(url.pathname)
  if (!item) return next()
  return item.kind === 'review' ? reviewPage(c, url, item.key) : discountPage(c, url, item.key)
})

/** A 301 to the item's own spelling of its path, with the query (unless absurdly long). */
function toCanonical(url: URL, canonical: string): Response | undefined {
  if (url.pathname === canonical) return undefined
  return permanentRedirect(canonical + (url.search.length > maxCarriedQueryLength ? '' : url.search))
}

async function reviewPage(c: Context<AppEnv>, url: URL, key: string): Promise<Response> {
  let reviews
  try {
    reviews = await c.get('catalogue').read('reviews')
  } catch (error) {
    return unavailablePage(c, entryForPath('/mouse/reviews'), error)
  }
  const review = findByKey(reviews, key, (item) => item.slug)
  if (!review) return notFoundPage(c)
  const redirect = toCanonical(url, reviewPath(review.slug))
  if (redirect) return redirect
  const fallback = entryForPath('/mouse/reviews')
  // The review's title, byline and first paragraph, drawn before the scripts run, where the page draws them.
  const bootHeader: BootArticle | undefined =
    review.author && review.published_at && review.product_category
      ? {
          layout: 'article',
          heading: review.title,
          byline: reviewBylineLead(review.product_category, review.author) + formatArticleDate(review.published_at),
          markdown: review.body_markdown ?? '',
          aside: review.product_category === 'mouse',
        }
      : undefined
  return renderPage(c, {
    heading: review.title,
    description: review.excerpt?.trim() || fallback?.descriptions.long || review.title,
    canonicalPath: reviewPath(review.slug),
    type: 'article',
    publishedTime: isoDate(review.published_at),
    bootHeader,
  })
}

async function discountPage(c: Context<AppEnv>, url: URL, key: string): Promise<Response> {
  let discounts
  try {
    discounts = await c.get('catalogue').read('discounts')
  } catch (error) {
    return unavailablePage(c, entryForPath('/discounts'), error)
  }
  const now = Date.now()
  const discount = findByKey(
    discounts.filter((item) => isDiscountValid(item, now)),
    key,
    (item) => item.handle,
  )
  if (!discount) return notFoundPage(c)
  const redirect = toCanonical(url, discountPath(discount.handle))
  if (redirect) return redirect
  const saving = [discount.amount ? `${discount.amount} off` : undefined, discount.brand_name ? `at ${discount.brand_name}` : undefined].filter(Boolean).join(' ')
  const description = discount.description?.trim() || (saving ? `${saving}.` : entryForPath('/discounts')?.descriptions.long) || discount.title
  // The page shows the discount's own description under its title, and nothing when there is none.
  const bootHeader: BootHeader | undefined = discount.description?.trim() ? { layout: 'narrow', heading: discount.title, intro: discount.description } : undefined
  return renderPage(c, { heading: discount.title, description, canonicalPath: discountPath(discount.handle), bootHeader })
}
