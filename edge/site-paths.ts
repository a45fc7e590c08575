/**
 * The site's paths for catalogue items, built one way for canonical links, sitemaps and the
 * lookups that decide a page's meta and status. Pure (no Workers APIs), so benchmarks run it in
 * Node. Every path is percent-encoded ASCII starting with a single '/'.
 */
import { buildCompareParam, compareKey, compareParamPart } from '../web/lib/compare-name'
import { compareNameSeparator } from '../web/lib/constants'
import { productName } from '../web/lib/product-name'
import { defaultParseSearch } from '@tanstack/router-core'
import { compareParamText } from '../web/lib/compare-param'
import { foundItems, resolveSelection } from '../web/lib/compare-selection'
import type { CatalogueMouse } from './catalogue-rows'

export const comparePagePath = '/mouse/compare'
export const findSimilarPagePath = '/mouse/find-similar'
export { discountPath, discountPathPrefix, reviewPath, reviewPathPrefix } from '../web/lib/catalogue-paths'

/** The compare page for this `p` value (built by the compare-name rule: nothing to encode). */
function comparePathOf(p: string, pagePath: string = comparePagePath): string {
  return p === '' ? pagePath : `${pagePath}?p=${encodeURIComponent(p)}`
}

/** The compare page for these product names, in this order ('/mouse/compare' for none). */
export function comparePath(names: readonly string[]): string {
  return comparePathOf(buildCompareParam(names))
}

/** A product as a compare link names it: its part of `p`, and the key that part matches by. */
export interface CompareName {
  part: string
  key: string
}

export function compareNameOf(name: string): CompareName {
  const part = compareParamPart(name)
  return { part, key: compareKey(part) }
}

const byKeyOrder = (a: CompareName, b: CompareName) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/**
 * The canonical compare page of a set of products: a compare link names the same page whatever
 * the order of its products, so the canonical one lists them once each, by compare key.
 */
export function canonicalComparePathOf(items: readonly CompareName[], pagePath: string = comparePagePath): string {
  if (items.length === 2 && items[0]!.key !== '' && items[1]!.key !== '' && items[0]!.key !== items[1]!.key) {
    // The sitemap's case, tens of thousands of times: no sorting machinery.
    const [first, second] = items[0]!.key < items[1]!.key ? [items[0]!, items[1]!] : [items[1]!, items[0]!]
    return comparePathOf(first.part + compareNameSeparator + second.part, pagePath)
  }
  const unique = new Map<string, CompareName>()
  for (const item of items) if (item.key !== '' && !unique.has(item.key)) unique.set(item.key, item)
  return comparePathOf([...unique.values()].sort(byKeyOrder).map((item) => item.part).join(compareNameSeparator), pagePath)
}

/** The canonical compare page of these products: the mouse compare page unless another is given (a component kind's). */
export function canonicalComparePath(names: readonly string[], pagePath: string = comparePagePath): string {
  return canonicalComparePathOf(names.map(compareNameOf), pagePath)
}

export function findSimilarPath(handle: string): string {
  return `${findSimilarPagePath}?mouse=${encodeURIComponent(handle)}`
}


/** Lookups over one list of mice (built once per list: the catalogue cache hands out the same array). */
export interface MouseIndex {
  /** Each mouse's product name. */
  names: Map<CatalogueMouse, string>
  /** Each mouse as compare links name it. */
  compareNames: Map<CatalogueMouse, CompareName>
  byHandle: Map<string, CatalogueMouse>
  /**
   * Mice by compare key. A compare link names a mouse by name, so when two mice share a key the
   * first (lowest id) owns it; the other cannot be reached by a compare link.
   */
  byKey: Map<string, CatalogueMouse>
}

const indexes = new WeakMap<readonly CatalogueMouse[], MouseIndex>()

export function mouseIndex(mice: readonly CatalogueMouse[]): MouseIndex {
  let index = indexes.get(mice)
  if (index) return index
  index = { names: new Map(), compareNames: new Map(), byHandle: new Map(), byKey: new Map() }
  for (const mouse of mice) {
    const name = productName(mouse)
    const compareName = compareNameOf(name)
    index.names.set(mouse, name)
    index.compareNames.set(mouse, compareName)
    if (!index.byHandle.has(mouse.general__handle)) index.byHandle.set(mouse.general__handle, mouse)
    if (compareName.key !== '' && !index.byKey.has(compareName.key)) index.byKey.set(compareName.key, mouse)
  }
  indexes.set(mice, index)
  return index
}

/**
 * How compare links name mice, one object for every call: resolveSelection then keeps one index per
 * list of mice (web/lib/compare-selection.ts), as the site's compare page does.
 */
const mouseNaming = { nameOf: productName, handleOf: (mouse: CatalogueMouse) => mouse.general__handle }

/**
 * The mice a compare page's query string names, with their names, as the page finds them: the query
 * read by the site's router's own parser (TanStack Router's default, which reads JSON-looking values
 * as JSON and repeated keys as a list), then the shared rule (web/lib/compare-selection.ts).
 */
export function comparedMice(search: string, mice: readonly CatalogueMouse[]): { mouse: CatalogueMouse; name: string }[] {
  const p = compareParamText((defaultParseSearch(search) as Record<string, unknown>).p)
  if (p === '') return []
  return foundItems(resolveSelection(p, mice, mouseNaming)).map((found) => ({ mouse: found.item, name: found.name }))
}

/** A date ('YYYY-MM-DD') or timestamp as a W3C date (UTC day) for sitemaps and meta, or undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  // The usual case, a date column: check it without building a Date.
  if (/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/.test(value)) return value
  const time = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || !Number.isFinite(time)) return undefined
  return new Date(time).toISOString().slice(0, 10)
}
