/**
 * What the sitemaps list and how they are written (sitemaps.org protocol 0.9). Pure: no Workers
 * APIs, so the benchmark (bench/sitemaps.bench.ts) runs exactly this in Node.
 *
 * Files: /sitemap.xml is the index; it lists pages, discounts, findSimilarMice and compareMice,
 * each `/<name>-sitemap.xml`, and when one grows past `sitemapLimits` its further parts
 * `/<name>-sitemap-2.xml`, `-3`, … Each sitemap also lists its section's own page (/discounts,
 * /mouse/find-similar, /mouse/compare), so none is ever empty (the schema wants one <url>).
 */
import type { CatalogueDiscount, CatalogueMouse, CatalogueReview } from './catalogue-rows'
import { isDiscountValid } from './catalogue-rows'
import { selectComparePairs } from './compare-pairs'
import { componentPagePath, namedParts, type ComponentPageKind, type ComponentPart } from './component-pages'
import {
  canonicalComparePathOf,
  comparePagePath,
  discountPath,
  discountPathPrefix,
  findSimilarPagePath,
  findSimilarPath,
  isoDate,
  mouseIndex,
  reviewPath,
} from './site-paths'
import { escapeHtml } from './html-escape'
import { navigation, type NavigationEntry } from '../web/lib/navigation'

/** The protocol's limits for one file. */
export const protocolLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 } as const

/**
 * Ours, well inside the protocol's: smaller files are quicker to build, send and parse, and a
 * crawler fetches the parts it needs.
 */
export const sitemapLimits = { maxUrls: 10_000, maxBytes: 10 * 1024 * 1024 } as const

export const sitemapNames = ['pages', 'discounts', 'findSimilarMice', 'compareMice'] as const
export type SitemapName = (typeof sitemapNames)[number]

/** One <url>, already written, and its lastmod (for the index). */
export interface SitemapEntry {
  xml: string
  lastmod: string | undefined
}

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n'
const urlsetOpen = `${xmlDeclaration}<urlset xmlns="${sitemapNamespace}">\n`
const urlsetClose = '</urlset>\n'

/** `/<name>-sitemap.xml` for the first part, `/<name>-sitemap-<n>.xml` after it. */
export function sitemapFileName(name: SitemapName, part: number): string {
  return part <= 1 ? `${name}-sitemap.xml` : `${name}-sitemap-${part}.xml`
}

function entry(origin: string, path: string, lastmod: string | undefined): SitemapEntry {
  const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return { xml: `<url><loc>${escapeHtml(origin + path)}</loc>${date}</url>\n`, lastmod }
}

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return a > b ? a : b
}

function byteLength(text: string): number {
  // Every URL here is percent-encoded ASCII; count properly anyway if something is not.
  // eslint-disable-next-line no-control-regex -- an ASCII test: the range starts at \x00 on purpose
  return /^[\x00-\x7f]*$/.test(text) ? text.length : new TextEncoder().encode(text).length
}

/** Splits entries into files of at most `limits.maxUrls` URLs and `limits.maxBytes` bytes. */
export function partition(entries: readonly SitemapEntry[], limits: { maxUrls: number; maxBytes: number } = sitemapLimits): SitemapEntry[][] {
  const parts: SitemapEntry[][] = []
  const overhead = byteLength(urlsetOpen) + byteLength(urlsetClose)
  let current: SitemapEntry[] = []
  let bytes = overhead
  for (const item of entries) {
    const size = byteLength(item.xml)
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push(current)
      current = []
      bytes = overhead
    }
    current.push(item)
    bytes += size
  }
  if (current.length > 0 || parts.length === 0) parts.push(current)
  return parts
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  let body = urlsetOpen
  for (const item of entries) body += item.xml
  return body + urlsetClose
}

export function renderIndex(sitemaps: ReadonlyArray<{ loc: string; lastmod: string | undefined }>): string {
  let body = `${xmlDeclaration}<sitemapindex xmlns="${sitemapNamespace}">\n`
  for (const sitemap of sitemaps) {
    const date = sitemap.lastmod ? `<lastmod>${sitemap.lastmod}</lastmod>` : ''
    body += `<sitemap><loc>${escapeHtml(sitemap.loc)}</loc>${date}</sitemap>\n`
  }
  return `${body}</sitemapindex>\n`
}

/** Paths the other sitemaps list (with their items), left out of the pages sitemap. */
const sectionPaths = new Set([comparePagePath, findSimilarPagePath, discountPathPrefix.slice(0, -1)])

function pagePaths(entries: readonly NavigationEntry[], into: string[]): string[] {
  for (const item of entries) {
    if (item.isHidden) continue
    if (item.path !== undefined && !sectionPaths.has(item.path) && !into.includes(item.path)) into.push(item.path)
    if (item.children) pagePaths(item.children, into)
  }
  return into
}

/** One component kind's parts, for their own pages. */
export interface ComponentPageList {
  kind: ComponentPageKind
  parts: readonly ComponentPart[]
}

/**
 * Every sensor's, switch's and encoder's own page (issue 20). A part a compare link cannot name
 * alone (another part owns its name's key) has no page of its own to list.
 */
export function componentPageEntries(origin: string, lists: readonly ComponentPageList[]): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  for (const { kind, parts } of lists) {
    for (const part of parts) {
      if (namedParts(part.name, parts)[0] !== part) continue
      entries.push(entry(origin, componentPagePath(kind, part), part.edited))
    }
  }
  return entries
}

/** The site's pages from the navigation (hidden ones never), every review, and every component's own page. */
export function pagesEntries(origin: string, reviews: readonly CatalogueReview[], components: readonly ComponentPageList[] = []): SitemapEntry[] {
  let newestReview: string | undefined
  const reviewEntries: SitemapEntry[] = []
  for (const review of reviews) {
    const date = isoDate(review.published_at)
    newestReview = latest(newestReview, date)
    reviewEntries.push(entry(origin, reviewPath(review.slug), date))
  }
  const reviewLists = new Set(['/reviews', '/mouse/reviews'])
  const pages = pagePaths(navigation, []).map((path) => entry(origin, path, reviewLists.has(path) ? newestReview : undefined))
  return [...pages, ...reviewEntries, ...componentPageEntries(origin, components)]
}

/** The discounts page and every discount valid now. */
export function discountsEntries(origin: string, discounts: readonly CatalogueDiscount[], now: number): SitemapEntry[] {
  const valid = discounts.filter((discount) => isDiscountValid(discount, now))
  let newest: string | undefined
  const items = valid.map((discount) => {
    const date = isoDate(discount.valid_from)
    newest = latest(newest, date)
    return entry(origin, discountPath(discount.handle), date)
  })
  return [entry(origin, discountPathPrefix.slice(0, -1), newest), ...items]
}

/** The find-similar page, and that page for every mouse. */
export function findSimilarEntries(origin: string, mice: readonly CatalogueMouse[]): SitemapEntry[] {
  const { byHandle } = mouseIndex(mice)
  const items: SitemapEntry[] = [entry(origin, findSimilarPagePath, undefined)]
  for (const mouse of mice) {
    if (byHandle.get(mouse.general__handle) !== mouse) continue
    items.push(entry(origin, findSimilarPath(mouse.general__handle), isoDate(mouse.general__status_edited_date)))
  }
  return items
}

/**
 * The compare page, every mouse's own page (the compare page with that one mouse, issue 20), and
 * the compare pages of the pairs worth listing (see compare-pairs.ts).
 */
export function compareEntries(origin: string, mice: readonly CatalogueMouse[]): SitemapEntry[] {
  const { compareNames, byKey } = mouseIndex(mice)
  const items: SitemapEntry[] = [entry(origin, comparePagePath, undefined)]
  // A mouse a compare link cannot name (another owns its key) has no page of its own to list.
  for (const mouse of byKey.values()) items.push(entry(origin, canonicalComparePathOf([compareNames.get(mouse)!]), isoDate(mouse.general__status_edited_date)))
  for (const [a, b] of selectComparePairs(mice)) {
    const lastmod = latest(isoDate(a.general__status_edited_date), isoDate(b.general__status_edited_date))
    items.push(entry(origin, canonicalComparePathOf([compareNames.get(a)!, compareNames.get(b)!]), lastmod))
  }
  return items
}

export interface SitemapData {
  mice: readonly CatalogueMouse[]
  reviews: readonly CatalogueReview[]
  discounts: readonly CatalogueDiscount[]
  /** Sensors, switches and encoders, for their own pages (in the pages sitemap). */
  components?: readonly ComponentPageList[]
}

export type SitemapParts = Record<SitemapName, SitemapEntry[][]>

// The mouse sitemaps are the costly ones; keep them for as long as the catalogue keeps its array.
const mouseSitemaps = new WeakMap<readonly CatalogueMouse[], Map<string, Pick<SitemapParts, 'findSimilarMice' | 'compareMice'>>>()

/** Every sitemap's parts. */
export function buildSitemaps(origin: string, data: SitemapData, now: number, limits = sitemapLimits): SitemapParts {
  let byOrigin = mouseSitemaps.get(data.mice)
  if (!byOrigin) mouseSitemaps.set(data.mice, (byOrigin = new Map()))
  const cacheKey = `${origin} ${limits.maxUrls} ${limits.maxBytes}`
  let mouseParts = byOrigin.get(cacheKey)
  if (!mouseParts) {
    mouseParts = {
      findSimilarMice: partition(findSimilarEntries(origin, data.mice), limits),
      compareMice: partition(compareEntries(origin, data.mice), limits),
    }
    byOrigin.set(cacheKey, mouseParts)
  }
  return {
    pages: partition(pagesEntries(origin, data.reviews, data.components), limits),
    discounts: partition(discountsEntries(origin, data.discounts, now), limits),
    ...mouseParts,
  }
}

/** The sitemap index: every part of every sitemap, with the newest lastmod of its URLs. */
export function renderSitemapIndex(origin: string, parts: SitemapParts): string {
  const sitemaps: Array<{ loc: string; lastmod: string | undefined }> = []
  for (const name of sitemapNames) {
    parts[name].forEach((part, index) => {
      let lastmod: string | undefined
      for (const item of part) lastmod = latest(lastmod, item.lastmod)
      sitemaps.push({ loc: `${origin}/${sitemapFileName(name, index + 1)}`, lastmod })
    })
  }
  return renderIndex(sitemaps)
}
