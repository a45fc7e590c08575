import type { Plugin } from 'vite'
import { nodeModuleRewrites, rewriteModule } from './chakra-module-rewrite.ts'

/** Emotion's cache as the browser build loads it (the file the rewrite below edits). */
export const emotionCacheModule = '@emotion/cache/dist/emotion-cache.browser.esm.js'

/**
 * Emotion's `createCache` starts by adopting styles a server rendered into the page (two
 * `querySelectorAll`s for `<style data-emotion>` elements, moved and marked as already inserted).
 * This site renders nothing on a server: the only style the HTML carries is Chakra's global CSS
 * (`data-chakra-global`, scripts/chakra-static-css-plugin.ts), so that code finds nothing on every
 * visit and only costs its bytes in the framework chunk every page loads. The cache keeps its
 * container (the head) and hydrates an empty list. Throws when Emotion's code changes shape.
 */
export function dropEmotionServerStyles(code: string): string {
  return rewriteModule(code, {
    plugin: 'emotion-client-only',
    module: emotionCacheModule,
    edits: [
      [
        `  if (key === 'css') {
    var ssrStyles = document.querySelectorAll("style[data-emotion]:not([data-s])");`,
        `  if (false) {
    var ssrStyles;`,
      ],
      [
        `    container = options.container || document.head;
    Array.prototype.forEach.call( // this means we will ignore elements which don't have a space in them which
    // means that the style elements we're looking at are only Emotion 11 server-rendered style elements
    document.querySelectorAll("style[data-emotion^=\\"" + key + " \\"]"), function (node) {`,
        `    container = options.container || document.head;
    if (false) Array.prototype.forEach.call([], function (node) {`,
      ],
    ],
  })
}

/** Chakra's styled factory, which renders Emotion's styles through its own `Insertion` component. */
export const chakraFactoryModule = '@chakra-ui/react/dist/esm/styled-system/factory.js'

/**
 * Chakra's `Insertion` renders a `<style>` element with the component's rules when it runs
 * without a document (a server render); it decides at run time (`typeof document`), so that
 * branch, and the code it uses, stays in the framework chunk every page loads. This site renders
 * only in the browser. Throws when Chakra's code changes shape.
 */
export function dropChakraServerStyleTags(code: string): string {
  return rewriteModule(code, {
    plugin: 'emotion-client-only',
    module: chakraFactoryModule,
    edits: [[`let isBrowser = typeof document !== "undefined";`, `let isBrowser = true;`]],
  })
}

/** Build only: the rewrites above, on Emotion's and Chakra's browser modules (the dev server keeps them as they are). */
export function emotionClientOnly(): Plugin {
  return nodeModuleRewrites('emotion-client-only', { [emotionCacheModule]: dropEmotionServerStyles, [chakraFactoryModule]: dropChakraServerStyleTags })
}
