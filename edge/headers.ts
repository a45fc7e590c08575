/**
 * Cache and security headers. In production the assets layer answers most static files itself
 * and applies `public/_headers`; every response the worker makes (pages, redirects, sitemaps,
 * errors, and assets it passes through) gets the same headers from this middleware. A worker test
 * checks that `public/_headers` says the same.
 */
import type { MiddlewareHandler } from 'hono'
import type { WorkerConfig } from './env'
import { openDataCacheControl } from '../web/features/open-data/open-data-api'

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
  /** Other files with stable names (favicon, theme-init.js): the assets layer's own default. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Permanent redirects. */
  permanentRedirect: 'public, max-age=86400',
  /** Temporary redirects, errors and anything not meant to be kept. */
  none: 'no-store',
} as const

/**
 * The Content-Security-Policy. No inline or eval script: the theme is applied by /theme-init.js
 * and the app is module scripts from /assets/. Chakra (emotion) injects <style> tags at run time,
 * hence 'unsafe-inline' for styles only. Supabase (data, and images from its storage) is the one
 * other origin allowed, and only when configured.
 */
export function contentSecurityPolicy(supabaseOrigin?: string): string {
  const extra = supabaseOrigin ? ` ${supabaseOrigin}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(config?: Pick<WorkerConfig, 'supabase'>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config?.supabase?.origin),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
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

/** Security headers on every response, and a cache policy on every response that lacks one. */
export function responseHeaders(): MiddlewareHandler<{ Variables: { config?: WorkerConfig } }> {
  return async (c, next) => {
    await next()
    let response = c.res
    const headers = securityHeaders(c.get('config'))
    try {
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    } catch {
      // Immutable headers (a response fetched from a binding): copy it once, then set.
      response = new Response(response.body, response)
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
      c.res = undefined
      c.res = response
    }
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', defaultCachePolicy(response))
  }
}
