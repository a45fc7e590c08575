import { fileURLToPath } from 'node:url'
import { serializeStyles } from '@emotion/serialize'
import { transform } from 'lightningcss'
import { compile, serialize, stringify } from 'stylis'
import { runnerImport, type Plugin } from 'vite'
import type { SystemContext } from '@chakra-ui/react'
import { rewriteChakraModule } from './chakra-module-rewrite.ts'

/** Chakra's module that builds the system; the transform below rewrites a few lines of it. */
const chakraSystemModule = /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/

/**
 * createSystem (Chakra 3.37) computes the page's global CSS (reset, global styles and a CSS
 * variable for every token, light and dark) as soon as it is called, and ChakraProvider turns that
 * object into a stylesheet with Emotion during the first render. On a phone that is a third of
 * createSystem and the largest part of the first long task, for CSS that is the same on every
 * visit. The build writes it into index.html instead, so the app's system has no global CSS
 * (`_global` is empty; web/theme/provider-system.ts hands ChakraProvider an empty list too) and
 * no functions that compute it: nothing in the browser calls them, and without them the reset's
 * code (Chakra's preflight) leaves every page's first load. Throws when Chakra's code changes
 * shape, so an upgrade cannot silently undo this.
 */
export function dropChakraGlobalCss(code: string): string {
  return rewriteChakraModule(code, {
    plugin: 'chakra-static-css',
    file: 'system.js',
    edits: [
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
      ['\n    getTokenCss,\n    getGlobalCss,\n    getPreflightCss,\n', '\n'],
    ],
  })
}

/**
 * The browsers the static CSS is compiled for: those with cascade layers (Chrome and Edge 99,
 * Firefox 97, Safari 15.4, Samsung Internet 18). Every Chakra style is inside `@layer`, so a
 * browser without layers gets none of them whatever the prefixes. Lightning CSS's encoding: the
 * major version in the third byte, the minor in the second.
 */
const cascadeLayerBrowsers = {
  chrome: 99 << 16,
  edge: 99 << 16,
  firefox: 97 << 16,
  safari: (15 << 16) | (4 << 8),
  ios_saf: (15 << 16) | (4 << 8),
  samsung: 18 << 16,
}

/**
 * The stylesheet ChakraProvider would insert at run time: the cascade layer order, then the
 * system's global CSS, serialised by Emotion and compiled by stylis. Not with the prefixer
 * Emotion's browser cache uses: it writes every prefix any browser ever needed (an
 * `@-webkit-keyframes` copy of each animation, `-ms-` and `-moz-` transforms, and a `-webkit-`,
 * `-moz-` and `-ms-translate` that no browser knows), a third of the 38 KB that every page's HTML
 * carried and Chromium parsed before the first paint. Lightning CSS adds the prefixes that the
 * browsers with cascade layers still need (`-webkit-user-select` for Safari) and minifies: 25 KB.
 */
export function renderChakraGlobalCss(system: Pick<SystemContext, 'layers' | '_global'>): string {
  const toCss = (styles: Parameters<typeof serializeStyles>[0][number]) => serialize(compile(serializeStyles([styles]).styles), stringify)
  const { code } = transform({ filename: 'chakra-global.css', code: Buffer.from(toCss(system._global)), minify: true, targets: cascadeLayerBrowsers })
  // The layers' order statement as it is: the minifier would drop it as redundant in this sheet.
  return toCss(system.layers.atRule) + code.toString()
}

/**
 * Build only. Renders the site's Chakra system (web/theme/system.ts, loaded with Vite's module
 * runner) to CSS at build time and inlines it in index.html's head, where it applies before any
 * script runs; `import.meta.env.STATIC_CHAKRA_CSS` tells the app not to insert it again. Inline
 * rather than a file: about 5 KB gzipped, and one request fewer before the first paint.
 */
export function chakraStaticCss(systemModuleUrl: URL): Plugin {
  let css = ''
  return {
    name: 'chakra-static-css',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.STATIC_CHAKRA_CSS': 'true' } }),
    async buildStart() {
      const { module } = await runnerImport<{ getSystem: () => SystemContext }>(fileURLToPath(systemModuleUrl), {
        configFile: false,
        logLevel: 'error',
      })
      css = renderChakraGlobalCss(module.getSystem())
    },
    transform(code, id) {
      if (chakraSystemModule.test(id.split('?')[0]!)) return { code: dropChakraGlobalCss(code), map: null }
      return undefined
    },
    transformIndexHtml: () => [{ tag: 'style', attrs: { 'data-chakra-global': '' }, children: css, injectTo: 'head' }],
  }
}
