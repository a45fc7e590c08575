/**
 * Applies the route rules of web/lib/route-rules.ts: server-side redirects, internal (a
 * same-origin path, keeping the query) or external (the configured URL, nothing from the request).
 * The site sends a client-side navigation to such a path here with a full page load.
 */
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { cachePolicies } from './headers'
import { findRouteRule, routeRuleLocation } from '../web/lib/route-rules'

export const routeRules = new Hono<AppEnv>()

routeRules.get('*', async (c, next) => {
  const url = new URL(c.req.url)
  const rule = findRouteRule(url.pathname)
  if (!rule) return next()
  const permanent = rule.status === 301 || rule.status === 308
  return new Response(null, {
    status: rule.status,
    headers: {
      location: routeRuleLocation(rule, url.search),
      'cache-control': permanent ? cachePolicies.permanentRedirect : cachePolicies.none,
    },
  })
})
