/**
 * The one slug rule for the site's review and discount pages, shared by the worker (which
 * answers the status: edge/html.ts) and the site's routes (web/routes/mouse/review/$.tsx,
 * web/routes/discounts/$handle.tsx). Pure.
 *
 * A review is at '/mouse/review/<slug>' (a slug may span several segments) and a discount at
 * '/discounts/<handle>', spelled exactly as the catalogue stores them (lower case, one slash
 * between segments): that URL answers 200. Every other spelling of the same page (upper case,
 * doubled or leading slashes, percent-encoded letters) names it too and answers a 301 to that
 * URL; a path that names nothing the catalogue has is a 404.
 */

export const reviewPathPrefix = '/mouse/review/'
export const discountPathPrefix = '/discounts/'

export type CatalogueItemKind = 'review' | 'discount'

export interface CatalogueItemPath {
  kind: CatalogueItemKind
  /** The slug or handle this spelling names, as the catalogue stores it (compare with itemKey()). */
  key: string
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A malformed escape: the text as written (it then names nothing).
    return text
  }
}

/** What a slug or handle is matched by: decoded, no empty segments, lower case. */
export function itemKey(text: string): string {
  return decode(text)
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase()
}

const prefixes: readonly [CatalogueItemKind, string][] = [
  ['review', reviewPathPrefix],
  ['discount', discountPathPrefix],
]

/**
 * The review or discount a request path names, in any spelling ('/Mouse//Review/Logitech/G-Pro'
 * names the review 'logitech/g-pro'), or null when the path is not under either prefix or names
 * no item at all ('/discounts/').
 */
export function catalogueItemOfPath(pathname: string): CatalogueItemPath | null {
  const collapsed = `/${pathname.split('/').filter((segment) => segment !== '').join('/')}`
  const lower = collapsed.toLowerCase()
  for (const [kind, prefix] of prefixes) {
    if (!lower.startsWith(prefix)) continue
    const key = itemKey(collapsed.slice(prefix.length))
    return key === '' ? null : { kind, key }
  }
  return null
}

/** A review's canonical path: each segment of its slug encoded on its own. */
export function reviewPath(slug: string): string {
  return reviewPathPrefix + slug.split('/').map(encodeURIComponent).join('/')
}

/** A discount's canonical path. */
export function discountPath(handle: string): string {
  return discountPathPrefix + encodeURIComponent(handle)
}

export function canonicalItemPath(kind: CatalogueItemKind, slugOrHandle: string): string {
  return kind === 'review' ? reviewPath(slugOrHandle) : discountPath(slugOrHandle)
}

/** The item of `items` a path's key names (matched by key, so a stored spelling never misses). */
export function findByKey<Item>(items: readonly Item[], key: string, keyOf: (item: Item) => string): Item | undefined {
  return items.find((item) => itemKey(keyOf(item)) === key)
}
