import type { Plugin, Rollup } from 'vite'

type Bundle = Rollup.OutputBundle

/** The chunks `start` names and every chunk they import statically, as file names. */
export function staticClosure(bundle: Bundle, start: readonly string[], into = new Set<string>()): Set<string> {
  const visit = (fileName: string) => {
    if (into.has(fileName)) return
    into.add(fileName)
    const item = bundle[fileName]
    for (const imported of item?.type === 'chunk' ? item.imports : []) visit(imported)
  }
  for (const fileName of start) visit(fileName)
  return into
}

/** What every page loads to start: the entry (web/main.tsx), the app it imports (web/app-start.tsx), and their static imports. */
export function startupChunks(bundle: Bundle): Set<string> {
  const entry = Object.values(bundle).find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry)
  if (!entry) return new Set()
  return staticClosure(bundle, [entry.fileName, ...entry.dynamicImports])
}

/**
 * `<link rel="modulepreload">` in index.html for the app the entry imports: Vite preloads only an
 * entry's static imports, and without these the app's scripts would start downloading only once
 * the entry had run, one round trip late.
 *
 * With them in the HTML, the entry's own dynamic imports need no preloading from script, so they
 * get no list of dependencies (`build.modulePreload.resolveDependencies`): Vite's preload helper
 * would otherwise, before the app could start, read every `<link>` of the page and resolve each
 * dependency's address, only to find each already preloaded (8.7 ms of the entry's work at full
 * speed in one Lighthouse trace; bench/README.md, nineteenth session). The helper still reports a
 * failed import (`vite:preloadError`, lib/chunk-reload.ts).
 */
export function appPreload(): Plugin {
  let entryFileName: string | undefined
  return {
    name: 'app-preload',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_fileName, dependencies, { hostId, hostType }) => (hostType === 'js' && hostId === entryFileName ? [] : dependencies),
        },
      },
    }),
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryFileName = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry)?.fileName
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html
        const alreadyLoaded = staticClosure(context.bundle, [context.chunk.fileName])
        const files = [...startupChunks(context.bundle)].filter((fileName) => !alreadyLoaded.has(fileName))
        return files.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }))
      },
    },
  }
}
