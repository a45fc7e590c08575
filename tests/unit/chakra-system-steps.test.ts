import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createSystem, type SystemContext } from '@chakra-ui/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chakraStyledSystemDir } from '../../scripts/chakra-module-rewrite'
import { splitCreateSystem, splitMergeConfigs, splitTokenDictionary, splitUtility, walkObjectSteps } from '../../scripts/chakra-system-steps-plugin'
import { appSystemConfigs, systemConfigs } from '../../web/theme/system'

const source = (file: string) => readFileSync(join(chakraStyledSystemDir, file), 'utf8')

type Steps = (...configs: typeof systemConfigs) => Generator<void, SystemContext, void>

/**
 * The five rewritten modules in a temporary folder laid out as Chakra's (styled-system/ and
 * utils/); every other module they import is Chakra's own (by absolute URL), as in the build.
 */
let folder: string
let createSystemSteps: Steps
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'chakra-steps-'))
  mkdirSync(join(folder, 'styled-system'))
  mkdirSync(join(folder, 'utils'))
  const rewritten = ['./token-dictionary.js', './merge-config.js', './utility.js', '../utils/walk-object.js']
  const chakraImports = (code: string, dir = chakraStyledSystemDir) =>
    code.replace(/from '(\.\.?\/[^']+)'/g, (whole, path: string) =>
      dir === chakraStyledSystemDir && rewritten.includes(path) ? whole : `from '${pathToFileURL(join(dir, path)).href}'`,
    )
  const write = (file: string, code: string) => writeFileSync(join(folder, 'styled-system', file), chakraImports(code))
  write('token-dictionary.js', splitTokenDictionary(source('token-dictionary.js')))
  write('merge-config.js', splitMergeConfigs(source('merge-config.js')))
  write('utility.js', splitUtility(source('utility.js')))
  write('system.js', splitCreateSystem(source('system.js')))
  const utilsDir = join(chakraStyledSystemDir, '../utils/')
  writeFileSync(join(folder, 'utils', 'walk-object.js'), chakraImports(walkObjectSteps(readFileSync(join(utilsDir, 'walk-object.js'), 'utf8')), utilsDir))
  ;({ createSystemSteps } = (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'styled-system', 'system.js')).href)) as { createSystemSteps: Steps })
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function runSteps(): { system: SystemContext; pauses: number } {
  const steps = createSystemSteps(...systemConfigs)
  let pauses = 0
  let step = steps.next()
  while (!step.done) {
    pauses++
    step = steps.next()
  }
  return { system: step.value, pauses }
}

/** What a system resolves, in a form two systems can be compared by. */
function observed(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.cssVar?.ref]),
    cssVars: [...system.tokens.cssVarMap].map(([condition, vars]) => [condition, [...vars]]),
    // The dictionary's views, built token by token in steps (setupViews).
    flat: [...system.tokens.flatMap],
    byCategory: [...system.tokens.categoryMap].map(([category, tokens]) => [category, [...tokens].map(([prop, token]) => [prop, token.name])]),
    colorPalettes: [...system.tokens.colorPaletteMap].map(([palette, vars]) => [palette, [...vars]]),
    properties: [...system.properties].sort(),
    // The utilities' value maps and types, built property by property in steps (createUtilitySteps).
    types: [...system.utility.getTypes()],
    conditions: system.conditions.keys(),
    breakpoints: system.breakpoints.keys(),
    css: system.css({ p: '4', color: 'fg.muted', bg: { base: 'bg', md: 'bg.muted' }, _hover: { color: 'brand.fg' }, textStyle: 'sm' }),
    button: system.cva(system.getRecipe('button'))({ size: 'sm', variant: 'outline' }),
    table: system.sva(system.getSlotRecipe('table'))({}),
    tokenCss: system.getTokenCss(),
    globalCss: system.getGlobalCss(),
    preflightCss: system.getPreflightCss(),
    token: system.token('colors.brand.solid'),
  }
}

describe('createSystem in steps (scripts/chakra-system-steps-plugin.ts)', () => {
  it('builds the same system as Chakra’s createSystem', () => {
    expect(observed(runSteps().system)).toEqual(observed(createSystem(...systemConfigs)))
  })

  it('builds, for the app, a system that resolves all but the global styles as the whole one does', () => {
    // A production build leaves the global styles out of the system it builds in the browser
    // (index.html has them): nothing the app resolves at run time may depend on them.
    const { globalCss, preflightCss, ...resolved } = observed(createSystem(...appSystemConfigs))
    const { globalCss: wholeGlobalCss, preflightCss: wholePreflightCss, ...wholeResolved } = observed(createSystem(...systemConfigs))
    expect(resolved).toEqual(wholeResolved)
    expect(wholeGlobalCss).not.toEqual(globalCss)
    expect(wholePreflightCss).not.toEqual(preflightCss)
  })

  it('pauses between its phases and within its passes: the configs’ copies, the token dictionary’s, the utilities’', () => {
    // The count follows the configs' shape (a pause after each of their keys, after each child of
    // the token walks' top two levels, every 64 tokens of each of the dictionary's passes, every 32
    // utilities of each of their two), so changing the theme changes it; so does a pause lost, or
    // a pass run in one piece again.
    expect(runSteps().pauses).toBe(610)
  })

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => splitCreateSystem(source('system.js').replace('const tokens = createTokenDictionary({', 'const tokens = buildTokens({'))).toThrow(
      /system\.js no longer has the shape/,
    )
    // build()'s passes are inlined in order: a pass added, removed or reordered must fail too.
    expect(() => splitTokenDictionary(source('token-dictionary.js').replace('    addReferences();\n    expandTokenReferences$1();', '    expandTokenReferences$1();\n    addReferences();'))).toThrow(
      /token-dictionary\.js no longer has the shape/,
    )
    expect(() => splitMergeConfigs(source('merge-config.js').replace('...configs.map(clone)', '...configs.map((config) => clone(config))'))).toThrow(
      /merge-config\.js no longer has the shape/,
    )
    // The utilities' build() is inlined too.
    expect(() => splitUtility(source('utility.js').replace('    assignProperties();\n    assignPropertyTypes();', '    assignPropertyTypes();\n    assignProperties();'))).toThrow(
      /utility\.js no longer has the shape/,
    )
    const walkObjectSource = readFileSync(join(chakraStyledSystemDir, '../utils/walk-object.js'), 'utf8')
    expect(() => walkObjectSteps(walkObjectSource.replace('  return inner(target);', '  return inner(target, []);'))).toThrow(/walk-object\.js no longer has the shape/)
  })
})
