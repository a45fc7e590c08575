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
 * With them in the HTML, no dynamic import preloads a start-up chunk from script: every import()
 * runs after the entry and the app it imports have loaded with their static imports, so Vite's
 * preload helper (`build.modulePreload.resolveDependencies`) gets only the chunks that may still be
 * missing. For each dependency in its list the helper reads the page's `<link>`s and resolves the
 * dependency's address, only to find a start-up chunk already preloaded: for the entry's own imports,
 * 8.7 ms of its work at full speed in one Lighthouse trace (bench/README.md, nineteenth session),
 * and for the promo carousel's, on every page, a task of up to 11 ms (twentieth session). The
 * entry's own imports (the framework, the app) are start-up chunks, so they get an empty list. The
 * helper still reports a failed import (`vite:preloadError`, lib/chunk-reload.ts).
 */
export function appPreload(): Plugin {
  let startup = new Set<string>()
  return {
    name: 'app-preload',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_fileName, dependencies, { hostType }) => (hostType === 'js' ? dependencies.filter((dependency) => !startup.has(dependency)) : dependencies),
        },
      },
    }),
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        startup = startupChunks(bundle)
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
