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
 */
export function routeChunks(routesDirectory: string): Plugin {
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
      const list: RouteChunks[] = [...routes].map(([path, files]) => ({ path, files: [...files].sort() })).sort((a, b) => a.path.localeCompare(b.path))
      this.emitFile({ type: 'asset', fileName: routeChunksFileName, source: `${JSON.stringify(list, null, 1)}\n` })
    },
  }
}
