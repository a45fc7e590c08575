/**
 * `<link rel="modulepreload">` tags for the code of the page being served. The build lists each
 * route's own chunks (scripts/route-chunks-plugin.ts → /route-chunks.json); announcing them in the
 * HTML lets the browser download a page's code alongside the app's, instead of discovering it only
 * once the app has started and the router has matched the URL: one round trip less before the
 * first paint on a phone.
 */
import { escapeHtml } from './html-escape.ts'

/** What the build writes to /route-chunks.json, one entry per route. */
export interface RouteChunks {
  /** Route path as the file-based router names it ('/mouse/compare', '/discounts/$handle'). */
  path: string
  /** Absolute URLs of the route's own chunk and every chunk it imports statically. */
  files: string[]
}

interface CompiledRoute {
  pattern: RegExp
  files: readonly string[]
  /** Static routes win over parameterised ones ('/discounts' over '/discounts/$handle'). */
  parameters: number
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** '/discounts/$handle' → /^\/discounts\/[^/]+$/; '/mouse/review/$' (splat) → /^\/mouse\/review\/.+$/. */
export function routePattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean).map((segment) => {
    if (segment === '$') return '.+'
    if (segment.startsWith('$')) return '[^/]+'
    return escapeRegExp(segment)
  })
  return new RegExp(`^/${segments.join('/')}/?$`)
}

export function compileRouteChunks(list: readonly RouteChunks[]): CompiledRoute[] {
  return list
    .map((route) => ({ pattern: routePattern(route.path), files: route.files, parameters: route.path.split('$').length - 1 }))
    .sort((a, b) => a.parameters - b.parameters)
}

/** Only the build's own asset URLs, so a tampered or malformed list cannot inject markup. */
const assetUrl = /^\/assets\/[\w.-]+\.js$/

/** The scripts the worker announces for `path`: the first route that matches it, build asset URLs only. */
export function routeChunkFiles(routes: readonly CompiledRoute[], path: string): readonly string[] {
  const route = routes.find((candidate) => candidate.pattern.test(path))
  return route ? route.files.filter((file) => assetUrl.test(file)) : []
}

export function modulePreloadTags(routes: readonly CompiledRoute[], path: string): string {
  return routeChunkFiles(routes, path)
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
    .join('')
}

function isRouteChunksList(value: unknown): value is RouteChunks[] {
  return Array.isArray(value) && value.every((item) => typeof item?.path === 'string' && Array.isArray(item.files) && item.files.every((file: unknown) => typeof file === 'string'))
}

let loaded: Promise<CompiledRoute[]> | undefined

/**
 * The build's route list, read once per isolate from the assets. A missing or broken list only
 * costs the preloads (logged), never the page.
 */
export function loadRouteChunks(assets: { fetch(url: URL): Promise<Response> }, origin: string): Promise<CompiledRoute[]> {
  loaded ??= assets
    .fetch(new URL('/route-chunks.json', origin))
    .then(async (response) => {
      if (!response.ok) throw new Error(`the assets answered ${response.status}`)
      const list: unknown = await response.json()
      if (!isRouteChunksList(list)) throw new Error('not a list of { path, files }')
      return compileRouteChunks(list)
    })
    .catch((error: unknown) => {
      console.error('route-chunks.json: no module preloads', error)
      // Asked again on the next page: the failure may have been passing.
      loaded = undefined
      return []
    })
  return loaded
}
