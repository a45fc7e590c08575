import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { semanticTokens, tokens } from '@chakra-ui/react/theme'
import { colorModules, keepThemeColors, type ColorModule } from '../../scripts/chakra-palettes-plugin'
import { keptColorTokens, keptSemanticColorGroups } from '../../web/theme/palettes'

const sourceOf = (module: ColorModule) => readFileSync(fileURLToPath(new URL(`../../node_modules/@chakra-ui/react/dist/esm/${module.file}`, import.meta.url)), 'utf8')
/** What a rewritten module exports: it is plain JSON behind a const. */
const exportsOf = (code: string, name: string) => new Function(code.replace(`export { ${name} };`, `return ${name};`))() as Record<string, unknown>
const [tokenModule, semanticModule] = colorModules as [ColorModule, ColorModule]

describe("Chakra's colour modules with only the theme's palettes (scripts/chakra-palettes-plugin.ts)", () => {
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
