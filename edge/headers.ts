/**
 * Cache and security headers. In production the assets layer answers most static files itself
 * and applies `public/_headers`; every response the worker makes (pages, redirects, sitemaps,
 * errors, and assets it passes through) gets the same headers from this middleware. A worker test
 * checks that `public/_headers` says the same.
 */
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { workerConfig, type WorkerConfig } from './env'
import { openDataCacheControl } from '../web/features/open-data/public'
import { themeInitScriptHash } from '../web/lib/theme-init-script'

export const cachePolicies = {
  /** Vite's content-hashed files under /assets/: a new build gets new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** The app's HTML: always revalidated, so a deploy shows at once. */
  html: 'no-cache',
  /** The embedded catalogue snapshot (/data/api/<version>/…): versioned by content, like /assets/. */
  data: 'public, max-age=31536000, immutable',
  /** Sitemaps and robots.txt: short and explicit. */
  sitemap: 'public, max-age=3600',
  /** The open-data API (/api/*): short, and served stale while a cache revalidates (web/features/open-data/open-data-api.ts). */
  openData: openDataCacheControl,
  /** Other files with stable names (the favicon, the promos' images): the assets layer's own default. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Permanent redirects. */
  permanentRedirect: 'public, max-age=86400',
  /** Temporary redirects, errors and anything not meant to be kept. */
  none: 'no-store',
} as const

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

/**
 * The Content-Security-Policy's directives. No eval, and one inline script, allowed by its hash:
 * the theme's, in index.html's head (web/lib/theme-init-script.ts); the app is module scripts from
 * /assets/. Chakra (emotion) injects <style>
 * tags at run time, hence 'unsafe-inline' for styles only. Supabase (data, and images from its
 * storage) is the one other origin allowed, and only when configured.
 */
function contentSecurityPolicyDirectives(supabaseOrigin?: string) {
  const supabase = supabaseOrigin ? [supabaseOrigin] : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'${themeInitScriptHash}'`],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...supabase],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...supabase],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  } satisfies SecureHeadersOptions['contentSecurityPolicy']
}

/** Powerful features the site never uses, refused to it and to anything it embeds. */
const refusedFeatures = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb', 'browsingTopics'] as const

/** Everything hono/secure-headers sets, and nothing else: the headers it adds by default that the site never sent are off. */
function secureHeadersOptions(supabaseOrigin?: string): SecureHeadersOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicyDirectives(supabaseOrigin),
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: Object.fromEntries(refusedFeatures.map((feature) => [feature, []])),
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }
}

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The Content-Security-Policy header as hono/secure-headers writes it (public/_headers and the tests compare against it). */
export function contentSecurityPolicy(supabaseOrigin?: string): string {
  return Object.entries(contentSecurityPolicyDirectives(supabaseOrigin))
    .map(([directive, sources]) => [kebabCase(directive), ...sources].join(' '))
    .join('; ')
}

/** The security headers by name, as the middleware sets them: public/_headers must say the same (a worker test checks). */
export function securityHeaders(config?: Pick<WorkerConfig, 'supabase'>): Record<string, string> {
  const options = secureHeadersOptions(config?.supabase?.origin)
  return {
    'Content-Security-Policy': contentSecurityPolicy(config?.supabase?.origin),
    'Strict-Transport-Security': options.strictTransportSecurity as string,
    'X-Content-Type-Options': options.xContentTypeOptions as string,
    'X-Frame-Options': options.xFrameOptions as string,
    'Referrer-Policy': options.referrerPolicy as string,
    'Permissions-Policy': refusedFeatures.map((feature) => `${kebabCase(feature)}=()`).join(', '),
    'Cross-Origin-Opener-Policy': options.crossOriginOpenerPolicy as string,
  }
}

/** The cache policy of a file the assets layer serves, by its path. */
export function assetCachePolicy(pathname: string, status: number): string {
  if (status >= 400) return cachePolicies.none
  if (pathname.startsWith('/assets/')) return cachePolicies.immutable
  if (pathname.startsWith('/data/')) return cachePolicies.data
  return cachePolicies.revalidate
}

/** The cache policy of a response a handler did not give one. */
function defaultCachePolicy(response: Response): string {
  if (response.status >= 300 && response.status < 400) {
    return response.status === 301 || response.status === 308 ? cachePolicies.permanentRedirect : cachePolicies.none
  }
  if (response.status >= 400) return cachePolicies.none
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return cachePolicies.html
  return cachePolicies.none
}

/**
 * The security headers, by hono/secure-headers, on every response. The CSP names the configured
 * Supabase origin, so it is read here, before the configuration middleware runs: a configuration
 * that does not validate fails the request there (a 500 naming the variable), and that answer
 * still gets these headers, without a Supabase origin. One middleware per origin, built once.
 */
export function securityHeadersMiddleware(): MiddlewareHandler<{ Bindings: Env }> {
  const byOrigin = new Map<string, MiddlewareHandler>()
  return (c, next) => {
    let origin = ''
    try {
      origin = workerConfig(c.env).supabase?.origin ?? ''
    } catch {
      // Reported by the configuration middleware, which throws the same error.
    }
    let middleware = byOrigin.get(origin)
    if (!middleware) {
      middleware = secureHeaders(secureHeadersOptions(origin || undefined))
      byOrigin.set(origin, middleware)
    }
    return middleware(c, next)
  }
}

/** A cache policy on every response that lacks one. */
export function cachePolicyMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const policy = c.res.headers.get('cache-control') ?? defaultCachePolicy(c.res)
    try {
      c.res.headers.set('cache-control', policy)
    } catch {
      // Immutable headers (a response fetched from a binding): copy it once, so that this and the
      // security headers (set after this, outside) can be written.
      const response = new Response(c.res.body, c.res)
      response.headers.set('cache-control', policy)
      c.res = undefined
      c.res = response
    }
  }
}
