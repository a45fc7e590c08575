import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropEmotionServerStyles, emotionCacheModule } from '../../scripts/emotion-client-only-plugin'
import { compileRulesInCache, compileRulesWhenRegistered, emotionUtilsModule } from '../../scripts/emotion-rules-in-render-plugin'

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
const source = (module: string) => readFileSync(join(nodeModules, module), 'utf8')

interface Serialized {
  name: string
  styles: string
  next?: Serialized
}
interface Cache {
  key: string
  sheet: { insert(rule: string): void }
  inserted: Record<string, string | true>
  compile?: unknown
}
interface Emotion {
  createCache(options: { key: string; container: unknown }): Cache
  registerStyles(cache: Cache, serialized: Serialized, isStringTag: boolean): void
  insertStyles(cache: Cache, serialized: Serialized, isStringTag: boolean): void
}

/**
 * Emotion's cache and helpers as the build ships them (the client-only rewrite, then this one) and
 * as they were (the client-only rewrite only), written under node_modules/.cache so their own
 * imports (stylis, @emotion/sheet) resolve to the installed packages.
 */
let folder: string
let original: Emotion
let rewritten: Emotion
async function load(name: string, cache: string, utils: string): Promise<Emotion> {
  mkdirSync(join(folder, name))
  writeFileSync(join(folder, name, 'cache.mjs'), cache)
  writeFileSync(join(folder, name, 'utils.mjs'), utils)
  const cacheModule = (await import(/* @vite-ignore */ pathToFileURL(join(folder, name, 'cache.mjs')).href)) as { default: Emotion['createCache'] }
  const utilsModule = (await import(/* @vite-ignore */ pathToFileURL(join(folder, name, 'utils.mjs')).href)) as Emotion
  return { createCache: cacheModule.default, registerStyles: utilsModule.registerStyles, insertStyles: utilsModule.insertStyles }
}
beforeAll(async () => {
  mkdirSync(join(nodeModules, '.cache'), { recursive: true })
  folder = mkdtempSync(join(nodeModules, '.cache', 'emotion-rules-in-render-'))
  const cache = dropEmotionServerStyles(source(emotionCacheModule))
  original = await load('original', cache, source(emotionUtilsModule))
  rewritten = await load('rewritten', compileRulesInCache(cache), compileRulesWhenRegistered(source(emotionUtilsModule)))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A cache whose sheet records the rules inserted into it, in order. */
function recordingCache(emotion: Emotion): { cache: Cache; rules: string[] } {
  const rules: string[] = []
  const cache = emotion.createCache({ key: 'css', container: {} })
  cache.sheet = { insert: (rule) => rules.push(rule) }
  return { cache, rules }
}

// What Chakra's components hand Emotion: plain declarations, nested states, conditions that
// compile to @media and @layer, and a chained style (a keyframes rule rides on `next`).
const styles: Serialized[] = [
  { name: 'a1', styles: 'display:flex;gap:var(--chakra-spacing-2);' },
  { name: 'b2', styles: 'color:red;&:is(:hover, [data-hover]){color:blue;}&::placeholder{opacity:0.5;}' },
  { name: 'c3', styles: '@media screen and (min-width: 60rem){padding:4px;}user-select:none;' },
  { name: 'd4', styles: '@layer recipes{&{border-width:1px;}&[data-size=sm]{height:2rem;}}' },
  { name: 'e5', styles: 'animation:fade 1s;', next: { name: 'fade', styles: '@keyframes fade{from{opacity:0;}to{opacity:1;}}' } },
]

describe("Emotion's rules compiled while rendering", () => {
  it('inserts the same rules, in the same order, as Emotion itself', () => {
    const before = recordingCache(original)
    const after = recordingCache(rewritten)
    for (const serialized of styles) {
      original.registerStyles(before.cache, serialized, false)
      rewritten.registerStyles(after.cache, serialized, false)
    }
    for (const serialized of styles) {
      original.insertStyles(before.cache, serialized, false)
      rewritten.insertStyles(after.cache, serialized, false)
    }
    expect(before.rules.length).toBeGreaterThan(styles.length)
    expect(after.rules).toEqual(before.rules)
  })

  it('compiles when a component registers its styles, and inserts nothing until the insertion', () => {
    const { cache, rules } = recordingCache(rewritten)
    expect(typeof cache.compile).toBe('function')
    rewritten.registerStyles(cache, styles[1]!, false)
    expect(rules).toEqual([])
    rewritten.insertStyles(cache, styles[1]!, false)
    expect(rules).toEqual(['.css-b2{color:red;}', '.css-b2:is(:hover, [data-hover]){color:blue;}', '.css-b2::-webkit-input-placeholder{opacity:0.5;}', '.css-b2::-moz-placeholder{opacity:0.5;}', '.css-b2:-ms-input-placeholder{opacity:0.5;}', '.css-b2::placeholder{opacity:0.5;}'])
    // Inserted once: rendering and inserting the same class again adds nothing.
    rewritten.registerStyles(cache, styles[1]!, false)
    rewritten.insertStyles(cache, styles[1]!, false)
    expect(rules).toHaveLength(6)
  })

  it('still compiles at the insertion when nothing registered the styles first', () => {
    const before = recordingCache(original)
    const after = recordingCache(rewritten)
    original.insertStyles(before.cache, styles[3]!, true)
    rewritten.insertStyles(after.cache, styles[3]!, true)
    expect(after.rules).toEqual(before.rules)
  })

  it('fails the build when Emotion changes the code it rewrites', () => {
    expect(() => compileRulesInCache(source(emotionCacheModule).replace('  var _insert;\n', '  let _insert;\n'))).toThrow(/@emotion\/cache\/dist\/emotion-cache\.browser\.esm\.js no longer has the shape/)
    expect(() => compileRulesWhenRegistered(source(emotionUtilsModule).replace('cache.registered[className] = serialized.styles;', 'cache.registered[className] = serialized.styles'))).toThrow(
      /@emotion\/utils\/dist\/emotion-utils\.browser\.esm\.js no longer has the shape/,
    )
  })
})
