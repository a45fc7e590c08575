/**
 * The worker: in front of the built assets, it owns the paths listed in `run_worker_first`
 * (edge/owned-paths.ts) and answers every path no file matches. One module per concern:
 *
 *   headers.ts      security headers on every response, cache policy by kind
 *   env.ts          the worker's variables, validated once per isolate
 *   catalogue.ts    the catalogue (Supabase or the embedded snapshot), cached per isolate
 *   route-rules.ts  server-side redirects configured in web/lib/route-rules.ts
 *   redirects.ts    SPEC §2 legacy redirects, trailing slashes
 *   sitemaps.ts     sitemaps and robots.txt
 *   open-data.ts    the open-data API under /api (JSON and CSV, CORS, ETags; its own methods)
 *   html.ts         the app's HTML per route (meta for crawlers) and real 404 statuses
 *
 * and last, the built files themselves, then the site's 404 page.
 */
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { catalogueFor } from './catalogue'
import { ConfigError, workerConfig } from './env'
import { assetCachePolicy, cachePolicies, cachePolicyMiddleware, securityHeadersMiddleware } from './headers'
import { notFoundPage, pages } from './html'
import { apiErrorResponse, isApiPath, openData } from './open-data'
import { legacyRedirects } from './redirects'
import { routeRules } from './route-rules'
import { sitemaps } from './sitemaps'

export type { AppEnv } from './app-env'

const app = new Hono<AppEnv>()

app.use(securityHeadersMiddleware())
app.use(cachePolicyMiddleware())

app.use(async (c, next) => {
  const config = workerConfig(c.env)
  c.set('config', config)
  c.set('catalogue', catalogueFor(c.env, config, c.req.url))
  await next()
})

// The open-data API answers its own methods (OPTIONS for CORS preflights, 405 as JSON).
app.route('/', openData)

// The site is read-only: anything but GET (and HEAD, which Hono answers from GET) is refused.
app.use(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  return c.text('Method not allowed', 405, { allow: 'GET, HEAD', 'cache-control': cachePolicies.none })
})

app.route('/', routeRules)
app.route('/', legacyRedirects)
app.route('/', sitemaps)
app.route('/', pages)

app.get('*', async (c) => {
  // Built files. In production the assets layer answers these before the worker runs (unless
  // run_worker_first lists them); asking here too keeps the worker correct whatever routing
  // sits in front of it, with the same cache policy as public/_headers.
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  const path = new URL(c.req.url).pathname
  if (asset.status !== 404) {
    const response = new Response(asset.body, asset)
    response.headers.set('cache-control', assetCachePolicy(path, asset.status))
    return response
  }
  await asset.body?.cancel()
  // A missing hashed asset or data file is a plain 404, never the app's HTML.
  if (path.startsWith('/assets/') || path.startsWith('/data/')) return c.text('Not found', 404, { 'cache-control': cachePolicies.none })
  // Every other path no route matches: the site's 404 page, with status 404.
  return notFoundPage(c)
})

app.onError((error, c) => {
  console.error(error)
  // A configuration error names the variable (it holds no secret); anything else stays generic.
  const message = error instanceof ConfigError ? error.message : 'Internal server error'
  // The API answers in JSON even here; its origin may be unknown when the configuration is what failed.
  if (isApiPath(new URL(c.req.url).pathname)) return apiErrorResponse(c.get('config')?.siteOrigin ?? '', 500, 'internal_error', message)
  return c.text(message, 500, { 'cache-control': cachePolicies.none })
})

export default app
