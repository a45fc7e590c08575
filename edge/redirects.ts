/**
 * SPEC §2 legacy redirects, all permanent (301), and the trailing-slash rule ('/contact/' is
 * '/contact'). Every Location is a same-origin path built here from constants and the
 * compare-name rule, whose output is only ASCII letters, digits, '-' and '.': no request can
 * produce an off-site redirect, a header injection or an error.
 */
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { cachePolicies } from './headers'
import { buildCompareParam, normalizeCompareParam } from '../web/lib/compare-name'
import { compareNameSeparator } from '../web/lib/constants'
import { maxCarriedQueryLength } from '../web/lib/route-rules'
import { comparePagePath } from './site-paths'

export function permanentRedirect(location: string): Response {
  return new Response(null, { status: 301, headers: { location, 'cache-control': cachePolicies.permanentRedirect } })
}

/** '/mouse/compare' carrying `p`, or plain '/mouse/compare' when `p` is empty. */
export function compareLocation(p: string): string {
  return p === '' ? comparePagePath : `${comparePagePath}?p=${encodeURIComponent(p)}`
}

/** The legacy index page's `mouse` values: several values, or one comma-separated value, or both. */
export function legacyMouseNames(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(','))
}

/**
 * A path for a Location header: one leading '/', never '//' or '/\' (which browsers read as
 * another host). Percent-encoded as the URL parser left it, so no CR/LF can appear.
 */
export function samePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`
}

const simple: Record<string, string> = {
  '/searchMouse.html': '/mouse/browse',
  '/mouse/database': '/mouse/browse',
  '/addNewMice.html': '/',
  '/contact.html': '/contact',
  '/support.html': '/discounts',
  '/affiliates-and-discounts': '/discounts',
}

export const legacyRedirects = new Hono<AppEnv>()

// Trailing slashes: '/contact/' → '/contact', keeping the query (unless absurdly long).
legacyRedirects.get('*', async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return next()
  const search = url.search.length > maxCarriedQueryLength ? '' : url.search
  return permanentRedirect(samePath(url.pathname.replace(/\/+$/, '')) + search)
})

legacyRedirects.get('/index.html', (c) => {
  const values = new URL(c.req.url).searchParams.getAll('mouse')
  return permanentRedirect(compareLocation(buildCompareParam(legacyMouseNames(values))))
})

for (const from of ['/mouse/shapes', '/mouse/specifications']) {
  legacyRedirects.get(from, (c) => {
    const values = new URL(c.req.url).searchParams.getAll('compare')
    return permanentRedirect(compareLocation(normalizeCompareParam(values.join(compareNameSeparator))))
  })
}

for (const [from, to] of Object.entries(simple)) {
  legacyRedirects.get(from, () => permanentRedirect(to))
}
