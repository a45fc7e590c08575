import type { Plugin, Rollup } from 'vite'

/** V8's explicit compile hint: every function in the file is compiled as the script streams in. */
export const allFunctionsCalledOnLoad = '//# allFunctionsCalledOnLoad\n'

/**
 * The framework chunk (React, React DOM, the router, React Query, Chakra's styling engine) starts
 * with V8's explicit compile hint (Chromium 136+; other engines read a comment). Without it V8
 * compiles a function only when it is first called, on the main thread, and nearly every function
 * of the framework is first called during the page's start-up, inside its longest tasks. With it V8
 * compiles them all on a background thread while the file downloads. Measured through the
 * Lighthouse proxy, a phone, 16 alternating loads each: blocking at 4× after the first paint 299 →
 * 267 ms on /mouse/browse and 232 → 169 ms on a review (bench/README.md, "Thirtieth session").
 * Only the framework: the app's chunks hold many functions a page never calls.
 *
 * The line the comment takes is added to the chunk's source map as an empty first line, so every
 * mapping still points where it did.
 */
export function compileHints(chunkNames: readonly string[] = ['framework']): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !chunkNames.includes(item.name)) continue
          item.code = allFunctionsCalledOnLoad + item.code
          if (item.map) item.map.mappings = `;${item.map.mappings}`
          const mapAsset = bundle[`${item.fileName}.map`]
          if (mapAsset?.type === 'asset') mapAsset.source = shiftedMap(mapAsset.source)
        }
      },
    },
  }
}

/** A source map (JSON) with an empty generated line before the first. */
export function shiftedMap(source: Rollup.OutputAsset['source']): string {
  const map = JSON.parse(typeof source === 'string' ? source : new TextDecoder().decode(source)) as { mappings: string }
  map.mappings = `;${map.mappings}`
  return JSON.stringify(map)
}
