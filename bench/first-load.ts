/**
 * The JavaScript a route's first load needs, derived from the build alone: the same build gives the
 * same bytes on any machine, however fast or busy, so CI can hold each route to a ceiling without
 * passing or failing on timing (issue 34). What the browser happens to request before the page is
 * interactive is still measured, as a machine-dependent report, by bench/bundle.ts.
 *
 * A route's first load is, by how the site is built:
 * - the scripts index.html loads: the entry and the app's modulepreloads (scripts/app-preload-plugin.ts),
 *   and any script written inline in it (the theme's, web/lib/theme-init-script.ts), counted as
 *   `inlineScriptFile` so that moving code into the HTML never reads as a cut;
 * - the modulepreloads the worker writes for the route (edge/route-preloads.ts, from the build's
 *   route-chunks.json: the route's code-split component and loader and their static imports);
 * - for a page state whose loader imports more before rendering (the compare page with mice named
 *   loads its results and chips), those modules, named by source path;
 * - and every chunk any of these imports statically, as the build's manifest records it.
 * Each script is gzip-compressed (level 9) on its own, as a server sends it, with the content
 * hashes in the chunk names it mentions read as a constant (withoutContentHashes).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { compileRouteChunks, routeChunkFiles, type RouteChunks } from '../edge/route-preloads.ts'
import { manifestPathFor } from '../scripts/build-manifest-plugin.ts'

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export type BuildManifest = Record<string, ManifestChunk>

/** What the build wrote that decides a route's first load. */
export interface BuildDeclarations {
  indexHtml: string
  routeChunks: RouteChunks[]
  manifest: BuildManifest
}

export interface FirstLoadRoute {
  /** How the route is named in budgets and reports ('/mouse/compare?p=two mice'). */
  id: string
  /** The URL path the worker serves. */
  path: string
  /**
   * Source modules (as the manifest keys them, relative to web/) that the route's loader imports
   * before the page renders in this state. Named here, not guessed from timing.
   */
  loaderModules?: readonly string[]
  /** A URL in this state, for measurements in a browser (default: `id`). */
  url?: string
}

export class FirstLoadError extends Error {}

/**
 * The scripts the HTML loads, in document order: `modules` (module scripts and modulepreloads, chunks
 * of the build), `classic` (plain scripts from a file, copied as they are) and `inline` (the text
 * of scripts written in the HTML itself).
 */
export function htmlScripts(html: string): { modules: string[]; classic: string[]; inline: string[] } {
  const modules: string[] = []
  const classic: string[] = []
  const inline: string[] = []
  for (const [tag, body] of html.matchAll(/<(?:script|link)\b[^>]*>(?:([^<]*)<\/script>)?/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
    const src = attribute('src')
    if (tag.startsWith('<script') && src) (attribute('type') === 'module' ? modules : classic).push(src)
    else if (tag.startsWith('<script') && body) inline.push(body)
    if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href')) modules.push(attribute('href')!)
  }
  return { modules, classic, inline }
}

/** How a route's figures name the scripts written inline in index.html. */
export const inlineScriptFile = 'index.html inline script'

/**
 * The asset files (as 'assets/x.js', sorted) a route's first load needs. Pure: the same
 * declarations give the same list.
 */
export function firstLoadFiles(build: BuildDeclarations, route: FirstLoadRoute): string[] {
  const byFile = new Map(Object.values(build.manifest).map((chunk) => [chunk.file, chunk]))
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    const chunk = byFile.get(file)
    if (!chunk) throw new FirstLoadError(`${file} is loaded by ${route.id} but is not a chunk in the build's manifest`)
    files.add(file)
    for (const key of chunk.imports ?? []) {
      const imported = build.manifest[key]
      if (!imported) throw new FirstLoadError(`${file} imports ${key}, which the build's manifest does not list`)
      visit(imported.file)
    }
  }
  const fromUrl = (url: string) => url.replace(/^\//, '')
  const html = htmlScripts(build.indexHtml)
  for (const url of html.classic) files.add(fromUrl(url))
  for (const url of html.modules) visit(fromUrl(url))
  for (const url of routeChunkFiles(compileRouteChunks(build.routeChunks), route.path)) visit(fromUrl(url))
  for (const module of route.loaderModules ?? []) {
    const chunk = build.manifest[module]
    if (!chunk) throw new FirstLoadError(`${route.id}: ${module} is not in the build's manifest (has the route's loader changed? update bench/budgets.ts)`)
    visit(chunk.file)
  }
  return [...files].sort()
}

export interface ScriptSize {
  file: string
  gzipBytes: number
}

export interface FirstLoad {
  route: string
  scripts: ScriptSize[]
  /** Sum of the scripts' gzip sizes, in KB (1,024 bytes). */
  totalGzipKb: number
}

export function readBuildDeclarations(distDir: string): BuildDeclarations {
  const read = (file: string, what: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      throw new FirstLoadError(`No ${what} at ${file}: run \`npm run build\` first`)
    }
  }
  return {
    indexHtml: read(join(distDir, 'index.html'), 'build'),
    routeChunks: JSON.parse(read(join(distDir, 'route-chunks.json'), 'route list')) as RouteChunks[],
    manifest: JSON.parse(read(manifestPathFor(distDir), 'build manifest')) as BuildManifest,
  }
}

/** The content hash in a chunk's file name ('assets/compare--ljQgVeR.js' → '-ljQgVeR'). */
const hashedFileName = /-([A-Za-z0-9_-]{8})\.js$/

/**
 * A script as it is measured: every chunk file name it mentions has its content hash replaced by
 * a constant of the same length. A chunk names the chunks it imports by their hashed file names,
 * so without this a change in any other chunk moves a route's figure by a few bytes of gzip; with
 * it, a route's figure moves only when code it loads changes.
 */
export function withoutContentHashes(code: string, manifest: BuildManifest): string {
  const hashes = Object.values(manifest)
    .map((chunk) => hashedFileName.exec(chunk.file)?.[1])
    .filter((hash): hash is string => hash !== undefined)
  if (hashes.length === 0) return code
  const pattern = new RegExp(`(${hashes.map((hash) => hash.replace(/[-]/g, '\\-')).join('|')})\\.js`, 'g')
  return code.replace(pattern, (_, hash: string) => `${'0'.repeat(hash.length)}.js`)
}

/** Each route's first-load scripts in the build at `distDir`, with their gzip sizes. */
export function measureFirstLoad(distDir: string, routes: readonly FirstLoadRoute[]): FirstLoad[] {
  const build = readBuildDeclarations(distDir)
  const sizes = new Map<string, number>()
  const gzipBytes = (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) {
      const code = withoutContentHashes(readFileSync(join(distDir, file), 'utf8'), build.manifest)
      size = gzipSync(code, { level: 9 }).length
      sizes.set(file, size)
    }
    return size
  }
  const inlineScripts = htmlScripts(build.indexHtml).inline.map((code) => ({ file: inlineScriptFile, gzipBytes: gzipSync(code, { level: 9 }).length }))
  return routes.map((route) => {
    const scripts = [...firstLoadFiles(build, route).map((file) => ({ file, gzipBytes: gzipBytes(file) })), ...inlineScripts]
    return { route: route.id, scripts, totalGzipKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024 }
  })
}
