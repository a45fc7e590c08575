import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FunctionComponent } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chakraMemoModule, leanMemoCache, serializeEachStyleObjectOnce } from '../../scripts/chakra-style-caches-plugin'
import { chakraFactoryModule } from '../../scripts/emotion-client-only-plugin'

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
const source = (module: string) => readFileSync(join(nodeModules, module), 'utf8')

type Memo = <Args extends unknown[], Result>(fn: (...args: Args) => Result) => (...args: Args) => Result
interface Factory {
  chakra: Record<string, FunctionComponent<Record<string, unknown>>>
}

/**
 * Chakra's modules as they are and as the build rewrites them, written under node_modules/.cache
 * so their package imports resolve to the installed packages; the factory's relative imports are
 * pointed at Chakra's own files, so both factories share one provider, one context, one React.
 */
let folder: string
async function load<Module>(name: string, code: string): Promise<Module> {
  const file = join(folder, `${name}.mjs`)
  const chakraDir = pathToFileURL(join(nodeModules, '@chakra-ui/react/dist/esm/styled-system/')).href
  writeFileSync(file, code.replaceAll("from './", `from '${chakraDir}`).replaceAll("from '../", `from '${chakraDir}../`))
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Module
}
beforeAll(() => {
  mkdirSync(join(nodeModules, '.cache'), { recursive: true })
  folder = mkdtempSync(join(nodeModules, '.cache', 'chakra-style-caches-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe("Chakra's memo without its LRU class", () => {
  it('computes, returns and evicts exactly as Chakra does, call for call', async () => {
    const original = (await load<{ memo: Memo }>('memo-original', source(chakraMemoModule))).memo
    const rewritten = (await load<{ memo: Memo }>('memo-rewritten', leanMemoCache(source(chakraMemoModule)))).memo
    // More keys than the 500 kept, revisited in a pattern that both hits and evicts; one key in
    // seven computes `undefined`, which Chakra's cache keeps but never counts as a hit.
    const calls: string[][] = [[], []]
    const memoized = [original, rewritten].map((memo, side) =>
      memo((key: number, suffix: string) => {
        calls[side]!.push(`${key}${suffix}`)
        return key % 7 === 0 ? undefined : { key, suffix }
      }),
    )
    for (let step = 0; step < 6000; step++) {
      const key = (step * 7919) % (step < 3000 ? 650 : 480)
      const suffix = step % 3 === 0 ? 'a' : 'b'
      const [before, after] = memoized.map((get) => get(key, suffix))
      expect(after).toEqual(before)
    }
    expect(calls[0]!.length).toBeGreaterThan(1000)
    expect(calls[0]!.length).toBeLessThan(6000)
    expect(calls[1]).toEqual(calls[0])
  })

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => leanMemoCache(source(chakraMemoModule).replace('class LRUCache {', 'class LruCache {'))).toThrow(/utils\/memo\.js no longer has the shape/)
  })
})

describe("Chakra's factory, each style object serialized once", () => {
  it('renders the same classes and rules as Chakra itself, however often a style repeats', async () => {
    const { createElement } = await import('react')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { ChakraProvider, defaultSystem } = await import('@chakra-ui/react')
    const original = await load<Factory>('factory-original', source(chakraFactoryModule))
    const rewritten = await load<Factory>('factory-rewritten', serializeEachStyleObjectOnce(source(chakraFactoryModule)))
    // Outside a browser, Chakra renders each class's rules as a <style> beside its element, so
    // the markup holds both the class names and the CSS they stand for (the provider's global CSS,
    // the same for both, left out).
    const page = ({ chakra }: Factory, accent: string) =>
      renderToStaticMarkup(
        createElement(ChakraProvider, {
          value: defaultSystem,
          children: createElement(
            chakra.div!,
            { display: 'flex', gap: '2', padding: { base: '2', md: '4' } },
            ...Array.from({ length: 6 }, (_, index) => createElement(chakra.span!, { key: index, color: index % 2 ? accent : 'fg.muted', _hover: { color: 'red.500' } }, `item ${index}`)),
            createElement(chakra.p!, { className: 'intro', fontWeight: 'bold' }, 'text'),
          ),
        }),
      ).replace(/<style data-emotion="css-global [^"]*">.*?<\/style>/gs, '')
    const blueBefore = page(original, 'blue.600')
    const blueAfter = page(rewritten, 'blue.600')
    expect(blueBefore).toMatch(/class="css-[\w-]+"/)
    expect(blueBefore).toContain('{color:var(--chakra-colors-blue-600);}')
    expect(blueAfter).toBe(blueBefore)
    // Rendered again with another colour, nothing of the first render's styles is kept.
    const greenAfter = page(rewritten, 'green.600')
    expect(greenAfter).toBe(page(original, 'green.600'))
    expect(greenAfter).toContain('{color:var(--chakra-colors-green-600);}')
    expect(greenAfter).not.toContain('blue-600')
    expect(page(rewritten, 'blue.600')).toBe(blueBefore)
  })

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => serializeEachStyleObjectOnce(source(chakraFactoryModule).replace('      cache2.registered,\n      mergedProps\n', '      cache2.registered, mergedProps\n'))).toThrow(/factory\.js no longer has the shape/)
  })
})
