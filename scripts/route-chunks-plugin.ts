import { join } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import type { RouteChunks } from '../edge/route-preloads.ts'
import { staticClosure, startupChunks } from './app-preload-plugin.ts'

/** Where the build writes, for the worker, which scripts each route needs beyond the entry's. */
export const routeChunksFileName = 'route-chunks.json'

/** 'mouse/review/$.tsx' → '/mouse/review/$'; 'discounts/index.tsx' → '/discounts'; 'index.tsx' → '/'. */
export function routePathOfFile(relativeFile: string): string | undefined {
  const withoutExtension = relativeFile.replace(/\.tsx?$/, '')
  const segments = withoutExtension.split('/').filter((segment) => segment !== 'index')
  if (segments.some((segment) => segment.startsWith('__') || segment.startsWith('-'))) return undefined
  return `/${segments.join('/')}`
}

/**
 * After the build, lists for each route the chunks of its code-split component (and loader) with
 * their static imports, minus what every page loads to start (index.html preloads that). The
 * worker turns the list into `<link rel="modulepreload">` tags (edge/route-preloads.ts), so a
 * page's own code downloads with the app's instead of after the app has started and matched the
 * route.
 *
 * `loaderImports` names, per route, the modules its loader imports before the page renders when the
 * URL's search has a parameter (relative to `webDirectory`, as scripts/route-loader-imports.ts
 * declares them): their chunks and static imports are listed
 * as the route's `withParam`, so a shared compare link downloads the compare's results with the
 * page's code rather than a round trip after it, and Vite's preload helper then finds them in the
 * page instead of adding a `<link>` for each (bench/README.md, twentieth session).
 */
export function routeChunks(webDirectory: string, loaderImports: Readonly<Record<string, { param: string; modules: readonly string[] }>> = {}): Plugin {
  const routesDirectory = join(webDirectory, 'routes')
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Rollup.OutputBundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      const loadedAtStart = startupChunks(bundle)
      const routes = new Map<string, Set<string>>()
      for (const chunk of chunks) {
        const [file, query = ''] = (chunk.facadeModuleId ?? '').split('?')
        if (!file?.startsWith(routesDirectory) || !query.includes('tsr-split') || !query.includes('component')) continue
        const path = routePathOfFile(file.slice(routesDirectory.length).replace(/^\//, ''))
        if (path === undefined) continue
        const files = routes.get(path) ?? new Set<string>()
        for (const fileName of staticClosure(bundle, [chunk.fileName])) if (!loadedAtStart.has(fileName)) files.add(`/${fileName}`)
        routes.set(path, files)
      }
      const withParam = (path: string, own: ReadonlySet<string>): RouteChunks['withParam'] => {
        const declared = loaderImports[path]
        if (!declared) return undefined
        const files = new Set<string>()
        for (const module of declared.modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(webDirectory, module))
          if (!chunk) this.error(`route-chunks: ${path}'s loader imports ${module}, which is no chunk of the build`)
          for (const fileName of staticClosure(bundle, [chunk.fileName])) if (!loadedAtStart.has(fileName) && !own.has(`/${fileName}`)) files.add(`/${fileName}`)
        }
        return { param: declared.param, files: [...files].sort() }
      }
      const list: RouteChunks[] = [...routes]
        .map(([path, files]) => ({ path, files: [...files].sort(), withParam: withParam(path, files) }))
        .sort((a, b) => a.path.localeCompare(b.path))
      this.emitFile({ type: 'asset', fileName: routeChunksFileName, source: `${JSON.stringify(list, null, 1)}\n` })
    },
  }
}
