import type { Plugin } from 'vite'
import { keptColorTokens, keptSemanticColorGroups } from '../web/theme/palettes.ts'

/** One of Chakra's two colour modules: one object of colour groups, passed through a `define…` helper. */
export interface ColorModule {
  /** The module's path under @chakra-ui/react/dist/esm/. */
  file: string
  /** The exported object's name. */
  name: string
  /** The identity helper the module wraps it in (`defineTokens.colors(…)`). */
  define: string
  /** The top-level groups the site's theme takes (web/theme/palettes.ts). */
  keep: readonly string[]
}

export const colorModules: readonly ColorModule[] = [
  { file: 'theme/tokens/colors.js', name: 'colors', define: 'defineTokens', keep: keptColorTokens },
  { file: 'theme/semantic-tokens/colors.js', name: 'semanticColors', define: 'defineSemanticTokens', keep: keptSemanticColorGroups },
]

const shapeError = (module: ColorModule, what: string) =>
  new Error(
    `chakra-palettes: @chakra-ui/react/dist/esm/${module.file} no longer has the shape this plugin rewrites (${what}); update scripts/chakra-palettes-plugin.ts for the new version.`,
  )

/**
 * web/theme/system.ts takes four of Chakra's sixteen colour palettes, and three of its ten
 * semantic ones, by picking them out of Chakra's objects when the system is built. The picking
 * ran in the browser, so every palette's values still travelled in the framework chunk that every
 * page loads. This rewrite does the same picking at build time: the module's object is evaluated
 * (its `define…` helper is the identity, as in Chakra's config.js) and written back as JSON with
 * only the groups the theme takes, in Chakra's order and with their values untouched. The system
 * built from it is the same (the theme's own pick still runs, and finds everything it asks for).
 * Throws when Chakra's module changes shape or lacks a group the theme takes.
 */
export function keepThemeColors(code: string, module: ColorModule): string {
  const importLine = `import { ${module.define} } from '../../styled-system/config.js';`
  const exportLine = `export { ${module.name} };`
  if (code.split(importLine).length !== 2 || code.split(exportLine).length !== 2) throw shapeError(module, `${importLine} … ${exportLine}`)
  const evaluate = new Function(module.define, code.replace(importLine, '').replace(exportLine, `return ${module.name};`)) as (define: unknown) => unknown
  const identity = (value: unknown) => value
  const groups = evaluate(new Proxy(identity, { get: () => identity }))
  if (typeof groups !== 'object' || groups === null) throw shapeError(module, `${module.name} is not an object`)
  const missing = module.keep.filter((key) => !(key in groups))
  if (missing.length > 0) throw shapeError(module, `no ${missing.join(', ')}`)
  const kept = Object.fromEntries(Object.entries(groups).filter(([key]) => module.keep.includes(key)))
  return `const ${module.name} = ${JSON.stringify(kept)};\n${exportLine}\n`
}

/** Build only: Chakra's two colour modules with only the groups the theme takes (the dev server and the tests keep them whole). */
export function chakraPalettes(): Plugin {
  return {
    name: 'chakra-palettes',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0]!
      const module = colorModules.find((candidate) => path.endsWith(`/node_modules/@chakra-ui/react/dist/esm/${candidate.file}`))
      return module ? { code: keepThemeColors(code, module), map: null } : undefined
    },
  }
}
