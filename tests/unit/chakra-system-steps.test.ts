import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createSystem, type SystemContext } from '@chakra-ui/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chakraStyledSystemDir } from '../../scripts/chakra-module-rewrite'
import { splitCreateSystem, splitMergeConfigs, splitTokenDictionary } from '../../scripts/chakra-system-steps-plugin'
import { systemConfigs } from '../../web/theme/system'

const source = (file: string) => readFileSync(join(chakraStyledSystemDir, file), 'utf8')

type Steps = (...configs: typeof systemConfigs) => Generator<void, SystemContext, void>

/**
 * The three rewritten modules, written beside each other in a temporary folder; every other module
 * they import is Chakra's own (by absolute URL), as in the build.
 */
let folder: string
let createSystemSteps: Steps
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'chakra-steps-'))
  const chakraImports = (code: string) =>
    code.replace(/from '(\.\.?\/[^']+)'/g, (whole, path: string) =>
      path === './token-dictionary.js' || path === './merge-config.js' ? whole : `from '${pathToFileURL(join(chakraStyledSystemDir, path)).href}'`,
    )
  writeFileSync(join(folder, 'token-dictionary.js'), chakraImports(splitTokenDictionary(source('token-dictionary.js'))))
  writeFileSync(join(folder, 'merge-config.js'), chakraImports(splitMergeConfigs(source('merge-config.js'))))
  writeFileSync(join(folder, 'system.js'), chakraImports(splitCreateSystem(source('system.js'))))
  ;({ createSystemSteps } = (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'system.js')).href)) as { createSystemSteps: Steps })
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
    properties: [...system.properties].sort(),
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

  it('pauses between its phases, the token dictionary’s passes and each config’s copy among them', () => {
    expect(runSteps().pauses).toBe(13)
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
  })
})
