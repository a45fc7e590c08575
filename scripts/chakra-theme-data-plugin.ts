import type { Plugin } from 'vite'
import { nodeModuleRewrites } from './chakra-module-rewrite.ts'
import { keptColorTokens, keptSemanticColorGroups } from '../web/theme/palettes.ts'

/** One of Chakra's theme data modules: one object, passed through a `define…` helper and exported. */
export interface ThemeDataModule {
  /** The module's path under @chakra-ui/react/dist/esm/. */
  file: string
  /** The exported object's name. */
  name: string
  /** The identity helper the module wraps it in (`defineTokens.colors(…)`, `defineKeyframes(…)`). */
  define: string
}

/** A colour module and the top-level groups the site's theme takes from it (web/theme/palettes.ts). */
export interface ColorModule extends ThemeDataModule {
  keep: readonly string[]
}

export const colorModules: readonly ColorModule[] = [
  { file: 'theme/tokens/colors.js', name: 'colors', define: 'defineTokens', keep: keptColorTokens },
  { file: 'theme/semantic-tokens/colors.js', name: 'semanticColors', define: 'defineSemanticTokens', keep: keptSemanticColorGroups },
]

export const keyframesModule: ThemeDataModule = { file: 'theme/tokens/keyframes.js', name: 'keyframes', define: 'defineKeyframes' }

const shapeError = (module: ThemeDataModule, what: string) =>
  new Error(
    `chakra-theme-data: @chakra-ui/react/dist/esm/${module.file} no longer has the shape this plugin rewrites (${what}); update scripts/chakra-theme-data-plugin.ts for the new version.`,
  )

/**
 * The module's object, evaluated: Chakra's `define…` helpers are the identity (styled-system/
 * config.js), so the module's own code gives the value its importers get. Throws when the module
 * is not one import of the helper, one object and one export.
 */
export function evaluateThemeModule(code: string, module: ThemeDataModule): Record<string, unknown> {
  const importLine = `import { ${module.define} } from '../../styled-system/config.js';`
  const exportLine = `export { ${module.name} };`
  if (code.split(importLine).length !== 2 || code.split(exportLine).length !== 2) throw shapeError(module, `${importLine} … ${exportLine}`)
  const evaluate = new Function(module.define, code.replace(importLine, '').replace(exportLine, `return ${module.name};`)) as (define: unknown) => unknown
  const identity = (value: unknown) => value
  const value = evaluate(new Proxy(identity, { get: () => identity }))
  if (typeof value !== 'object' || value === null) throw shapeError(module, `${module.name} is not an object`)
  return value as Record<string, unknown>
}

const moduleOf = (module: ThemeDataModule, value: unknown) => `const ${module.name} = ${JSON.stringify(value)};\nexport { ${module.name} };\n`

/**
 * web/theme/system.ts takes four of Chakra's sixteen colour palettes, and three of its ten
 * semantic ones, by picking them out of Chakra's objects when the system is built. The picking
 * ran in the browser, so every palette's values still travelled in the framework chunk that every
 * page loads. This rewrite does the same picking at build time and writes the module back as JSON
 * with only the groups the theme takes, in Chakra's order and with their values untouched. The
 * system built from it is the same (the theme's own pick still runs, and finds everything it asks
 * for). Throws when Chakra's module changes shape or lacks a group the theme takes.
 */
export function keepThemeColors(code: string, module: ColorModule): string {
  const groups = evaluateThemeModule(code, module)
  const missing = module.keep.filter((key) => !(key in groups))
  if (missing.length > 0) throw shapeError(module, `no ${missing.join(', ')}`)
  return moduleOf(module, Object.fromEntries(Object.entries(groups).filter(([key]) => module.keep.includes(key))))
}

/**
 * Chakra's keyframes (33 animations' frames) are read in two places: the global CSS, which the
 * build writes into index.html from the untouched modules (scripts/chakra-static-css-plugin.ts,
 * whose code leaves the browser's bundle), and the list of names `animationName` accepts. Nothing
 * in the browser reads a frame (`system.query.keyframes` has no caller in Chakra or the site), so
 * the browser's copy keeps every name, in order, with no frames.
 */
export function keyframeNamesOnly(code: string): string {
  const keyframes = evaluateThemeModule(code, keyframesModule)
  return moduleOf(keyframesModule, Object.fromEntries(Object.keys(keyframes).map((name) => [name, {}])))
}

/** Build only: Chakra's theme data as the browser needs it (the dev server, the tests and the static CSS keep the modules whole). */
export function chakraThemeData(): Plugin {
  const path = (module: ThemeDataModule) => `@chakra-ui/react/dist/esm/${module.file}`
  return nodeModuleRewrites('chakra-theme-data', {
    [path(keyframesModule)]: keyframeNamesOnly,
    ...Object.fromEntries(colorModules.map((module) => [path(module), (code: string) => keepThemeColors(code, module)])),
  })
}
