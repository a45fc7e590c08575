/**
 * Route rules (SPEC §2): server-side redirects, applied by the worker (edge/route-rules.ts) to
 * requests and by the site to client-side navigations (a full page load, so the server's redirect
 * takes effect). External targets come only from this list, never from a request.
 */
import { socialLinks } from './constants'

export type RouteRuleType = 'internal' | 'external'
export type RedirectStatus = 301 | 302 | 307 | 308

export interface RouteRule {
  /** The path that redirects: exact, without a trailing slash (one is ignored when matching). */
  from: string
  /** internal: a same-origin path ('/…'); external: an absolute https URL. */
  to: string
  type: RouteRuleType
  status: RedirectStatus
}

export const routeRules: readonly RouteRule[] = [
  // Short paths people type or remember from other sites.
  { from: '/mice', to: '/mouse/browse', type: 'internal', status: 301 },
  { from: '/mouse', to: '/mouse/browse', type: 'internal', status: 301 },
  { from: '/compare', to: '/mouse/compare', type: 'internal', status: 301 },
  { from: '/sensors', to: '/mouse/sensors/browse', type: 'internal', status: 301 },
  { from: '/switches', to: '/mouse/switches/browse', type: 'internal', status: 301 },
  { from: '/encoders', to: '/mouse/encoders/browse', type: 'internal', status: 301 },
  // Community links, kept on our domain so they can move without breaking printed links.
  { from: '/discord', to: socialLinks.discord.url, type: 'external', status: 302 },
  { from: '/x', to: socialLinks.x.url, type: 'external', status: 302 },
]

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The rule for this pathname (case-sensitive, a trailing slash ignored), if any. */
export function findRouteRule(pathname: string, rules: readonly RouteRule[] = routeRules): RouteRule | undefined {
  const path = withoutTrailingSlash(pathname)
  return rules.find((rule) => rule.from === path)
}

/** A query longer than this is not carried through a redirect (no real link has one). */
export const maxCarriedQueryLength = 2048

/**
 * Where a rule sends a request. An internal rule keeps the request's query string (`search`,
 * '' or '?…', percent-encoded as a URL object gives it) up to `maxCarriedQueryLength`; an
 * external rule goes to its configured URL as it is, so nothing from the request reaches
 * another site.
 */
export function routeRuleLocation(rule: RouteRule, search = ''): string {
  if (rule.type === 'external') return rule.to
  if (!search || search === '?' || search.length > maxCarriedQueryLength) return rule.to
  return `${rule.to}${search.startsWith('?') ? search : `?${search}`}`
}

/**
 * What the site does with a client-side location that a rule matches: a full page load.
 * - A navigation inside the app loads the rule's own path from the server, whose redirect then
 *   takes effect (status, analytics, any rule change on the server win over the bundle).
 * - The first load of the app already came from the server; if the app still runs at a rule's
 *   path, nothing redirected it (a static preview without the worker), so it goes straight to the
 *   target: loading the same path again would loop.
 */
export function clientRouteRuleHref(
  location: { pathname: string; searchStr?: string },
  isFirstLoad: boolean,
  rules: readonly RouteRule[] = routeRules,
): string | undefined {
  const rule = findRouteRule(location.pathname, rules)
  if (!rule) return undefined
  const search = location.searchStr ?? ''
  if (isFirstLoad) return routeRuleLocation(rule, search)
  return `${location.pathname}${search}`
}

/** Problems with a rule list (empty when it is sound); a unit test and the worker's test check it. */
export function routeRuleProblems(rules: readonly RouteRule[]): string[] {
  const problems: string[] = []
  const froms = new Set<string>()
  for (const rule of rules) {
    const name = `rule ${rule.from}`
    if (!/^\/[A-Za-z0-9._~\-/]*$/.test(rule.from) || rule.from.startsWith('//') || (rule.from !== '/' && rule.from.endsWith('/'))) {
      problems.push(`${name}: 'from' must be a plain path such as /mice`)
    }
    if (froms.has(rule.from)) problems.push(`${name}: listed twice`)
    froms.add(rule.from)
    if (![301, 302, 307, 308].includes(rule.status)) problems.push(`${name}: status must be a redirect status`)
    if (rule.type === 'internal') {
      if (!/^\/(?![/\\])[^\s\\]*$/.test(rule.to)) problems.push(`${name}: an internal target must be a same-origin path`)
    } else {
      let url: URL | undefined
      try {
        url = new URL(rule.to)
      } catch {
        url = undefined
      }
      if (!url || url.protocol !== 'https:' || url.username || url.password) problems.push(`${name}: an external target must be an https URL`)
    }
  }
  for (const rule of rules) {
    if (rule.type === 'internal' && froms.has(withoutTrailingSlash(rule.to.split(/[?#]/)[0] ?? ''))) {
      problems.push(`rule ${rule.from}: its target is another rule's path (no chains)`)
    }
  }
  return problems
}
