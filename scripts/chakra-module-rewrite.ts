import { fileURLToPath } from 'node:url'

/** Chakra's styled-system modules, which the build rewrites (chakra-static-css, chakra-system-steps). */
export const chakraStyledSystemDir = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/styled-system/', import.meta.url))

/** One exact piece of a module's code and what replaces it. */
export type ChakraEdit = readonly [before: string, after: string]

/**
 * Applies edits to one of Chakra's modules, each `before` found exactly once, and throws naming
 * the plugin and the missing text when Chakra's code no longer has it: an upgrade fails the build
 * instead of silently undoing what the rewrite was for.
 */
export function rewriteChakraModule(code: string, rewrite: { plugin: string; file: string; edits: readonly ChakraEdit[] }): string {
  return rewriteModule(code, { plugin: rewrite.plugin, module: `@chakra-ui/react/dist/esm/styled-system/${rewrite.file}`, edits: rewrite.edits })
}

/** `rewriteChakraModule` for any package's module, named by its path under node_modules. */
export function rewriteModule(code: string, rewrite: { plugin: string; module: string; edits: readonly ChakraEdit[] }): string {
  return rewrite.edits.reduce((result, [before, after]) => {
    if (result.split(before).length !== 2) {
      throw new Error(
        `${rewrite.plugin}: ${rewrite.module} no longer has the shape this plugin rewrites (${JSON.stringify(before.trim().split('\n')[0])}); update scripts/${rewrite.plugin}-plugin.ts for the new version.`,
      )
    }
    return result.replace(before, after)
  }, code)
}
