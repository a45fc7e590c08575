import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { keyframes, semanticTokens, tokens } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { colorModules, keepThemeColors, keyframeNamesOnly, keyframesModule, type ColorModule, type ThemeDataModule } from '../../scripts/chakra-theme-data-plugin'
import { renderChakraGlobalCss } from '../../scripts/chakra-static-css-plugin'
import { keptColorTokens, keptSemanticColorGroups } from '../../web/theme/palettes'
import { getSystem } from '../../web/theme/system'

const sourceOf = (module: ThemeDataModule) => readFileSync(fileURLToPath(new URL(`../../node_modules/@chakra-ui/react/dist/esm/${module.file}`, import.meta.url)), 'utf8')
/** What a rewritten module exports: it is plain JSON behind a const. */
const exportsOf = (code: string, name: string) => new Function(code.replace(`export { ${name} };`, `return ${name};`))() as Record<string, unknown>
const [tokenModule, semanticModule] = colorModules as [ColorModule, ColorModule]

describe("Chakra's colour modules with only the theme's palettes (scripts/chakra-theme-data-plugin.ts)", () => {
  it.each([
    { file: tokenModule.file, module: tokenModule, original: tokens.colors, keep: keptColorTokens },
    { file: semanticModule.file, module: semanticModule, original: semanticTokens.colors, keep: keptSemanticColorGroups },
  ] as const)('$file keeps exactly the groups the theme takes, values untouched', ({ module, original, keep }) => {
    const rewritten = exportsOf(keepThemeColors(sourceOf(module), module), module.name)
    expect(Object.keys(rewritten)).toEqual(Object.keys(original).filter((key) => (keep as readonly string[]).includes(key)))
    expect(Object.keys(rewritten).sort()).toEqual([...keep].sort())
    for (const key of keep) expect(rewritten[key]).toEqual((original as Record<string, unknown>)[key])
    // It does drop something: Chakra's other palettes.
    expect(Object.keys(original).length).toBeGreaterThan(Object.keys(rewritten).length)
    expect(Object.keys(rewritten)).not.toContain('orange')
  })

  it('fails the build when Chakra changes a module it rewrites or drops a group the theme takes', () => {
    const source = sourceOf(tokenModule)
    expect(() => keepThemeColors(source.replace("from '../../styled-system/config.js'", "from '../config.js'"), tokenModule)).toThrow(/tokens\/colors\.js no longer has the shape/)
    expect(() => keepThemeColors(source.replace('  gray: {', '  grey: {'), tokenModule)).toThrow(/no longer has the shape this plugin rewrites \(no gray\)/)
  })
})

describe("Chakra's keyframes in the browser: their names, not their frames", () => {
  it('keeps every name in order, with no frames', () => {
    const rewritten = exportsOf(keyframeNamesOnly(sourceOf(keyframesModule)), keyframesModule.name)
    expect(Object.keys(rewritten)).toEqual(Object.keys(keyframes))
    expect(Object.keys(rewritten)).toContain('spin')
    expect(Object.values(rewritten).every((frames) => Object.keys(frames as object).length === 0)).toBe(true)
  })

  it('the frames still reach the page, in the static CSS built from the untouched theme', () => {
    // Minified: `0deg` is `0` and `100%` is `to`.
    expect(renderChakraGlobalCss(getSystem())).toContain('@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(360deg)}}')
  })

  it('fails the build when Chakra changes the module', () => {
    expect(() => keyframeNamesOnly(sourceOf(keyframesModule).replace('export { keyframes };', 'export default keyframes;'))).toThrow(/keyframes\.js no longer has the shape/)
  })
})
