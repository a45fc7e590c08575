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
  /**
   * What the route's loader imports before the page renders when the URL's search names `param`
   * (the compare page with mice named: its results and chips), beyond `files`.
   */
  withParam?: { param: string; files: string[] }
}

interface CompiledRoute {
  pattern: RegExp
  files: readonly string[]
  withParam?: { param: string; files: readonly string[] }
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
    .map((route) => ({ pattern: routePattern(route.path), files: route.files, withParam: route.withParam, parameters: route.path.split('$').length - 1 }))
    .sort((a, b) => a.parameters - b.parameters)
}

/** Only the build's own asset URLs, so a tampered or malformed list cannot inject markup. */
const assetUrl = /^\/assets\/[\w.-]+\.js$/

/**
 * The scripts the worker announces for `path` (and `search`, the URL's query): the first route that
 * matches the path, with what its loader imports when the search names the route's parameter;
 * build asset URLs only.
 */
export function routeChunkFiles(routes: readonly CompiledRoute[], path: string, search = ''): readonly string[] {
  const route = routes.find((candidate) => candidate.pattern.test(path))
  if (!route) return []
  const loaded = route.withParam && new URLSearchParams(search).get(route.withParam.param) ? route.withParam.files : []
  const files = loaded.length > 0 ? [...new Set([...route.files, ...loaded])] : route.files
  return files.filter((file) => assetUrl.test(file))
}

export function modulePreloadTags(routes: readonly CompiledRoute[], path: string, search = ''): string {
  return routeChunkFiles(routes, path, search)
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
    .join('')
}

function isRouteChunksList(value: unknown): value is RouteChunks[] {
  const isFiles = (files: unknown) => Array.isArray(files) && files.every((file: unknown) => typeof file === 'string')
  return (
    Array.isArray(value) &&
    value.every(
      (item) => typeof item?.path === 'string' && isFiles(item.files) && (item.withParam === undefined || (typeof item.withParam?.param === 'string' && isFiles(item.withParam.files))),
    )
  )
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
