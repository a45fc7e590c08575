import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

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

/**
 * A build-only plugin that rewrites modules of node_modules, each named by its path there (the dev
 * server and the tests load them as they are). The rewrites throw when a module changes shape.
 */
export function nodeModuleRewrites(name: string, rewrites: Readonly<Record<string, (code: string) => string>>): Plugin {
  const modules = Object.entries(rewrites)
  return {
    name,
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!
      const rewrite = modules.find(([module]) => file.endsWith(`/node_modules/${module}`))?.[1]
      return rewrite ? { code: rewrite(code), map: null } : undefined
    },
  }
}
