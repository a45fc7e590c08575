import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { allFunctionsCalledOnLoad, compileHints, shiftedMap } from '../../scripts/compile-hints-plugin'

function chunk(name: string, code: string): Rollup.OutputChunk {
  return { type: 'chunk', name, fileName: `assets/${name}-x1.js`, code, map: { mappings: 'AAAA,CAAC;AACA' } } as unknown as Rollup.OutputChunk
}

function asset(fileName: string, source: string): Rollup.OutputAsset {
  return { type: 'asset', fileName, source } as unknown as Rollup.OutputAsset
}

describe('scripts/compile-hints-plugin.ts', () => {
  const mapJson = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' })
  const bundle = {
    'assets/framework-x1.js': chunk('framework', 'import{a}from"./b.js";a();'),
    'assets/framework-x1.js.map': asset('assets/framework-x1.js.map', mapJson),
    'assets/app-start-x1.js': chunk('app-start', 'export const b=1;'),
    'assets/app-start-x1.js.map': asset('assets/app-start-x1.js.map', mapJson),
  } as Rollup.OutputBundle
  const plugin = compileHints()
  const generateBundle = plugin.generateBundle as unknown as { order: string; handler: (options: unknown, bundle: Rollup.OutputBundle) => void }
  // After every other plugin's generateBundle: nothing may come before the hint on its line.
  expect(generateBundle.order).toBe('post')
  generateBundle.handler({}, bundle)
  const code = (fileName: string) => (bundle[fileName] as Rollup.OutputChunk).code
  const mappings = (fileName: string) => (JSON.parse((bundle[`${fileName}.map`] as Rollup.OutputAsset).source as string) as { mappings: string }).mappings

  it("puts V8's hint on the framework chunk's first line, before its code", () => {
    expect(allFunctionsCalledOnLoad).toBe('//# allFunctionsCalledOnLoad\n')
    expect(code('assets/framework-x1.js')).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./b.js";a();')
  })

  it('moves every mapping of its source map one line down, in the map the chunk carries and in the file written', () => {
    expect((bundle['assets/framework-x1.js'] as Rollup.OutputChunk).map?.mappings).toBe(';AAAA,CAAC;AACA')
    expect(mappings('assets/framework-x1.js')).toBe(';AAAA,CAAC;AACA')
    expect(JSON.parse(shiftedMap(new TextEncoder().encode(mapJson)))).toEqual({ ...JSON.parse(mapJson), mappings: ';AAAA,CAAC;AACA' })
  })

  it('leaves the app\'s chunks alone', () => {
    expect(code('assets/app-start-x1.js')).toBe('export const b=1;')
    expect(mappings('assets/app-start-x1.js')).toBe('AAAA,CAAC;AACA')
  })

  it("is on the built site's framework chunk (npm test builds it first)", () => {
    const assets = join(import.meta.dirname, '../../dist/assets')
    expect(existsSync(assets), 'dist/ is missing: run npm run build first').toBe(true)
    const framework = readdirSync(assets).filter((name) => /^framework-.*\.js$/.test(name))
    expect(framework).toHaveLength(1)
    expect(readFileSync(join(assets, framework[0]!), 'utf8').startsWith(allFunctionsCalledOnLoad)).toBe(true)
  })
})
