import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chakraFactoryModule, dropChakraServerStyleTags, dropEmotionServerStyles, emotionCacheModule } from '../../scripts/emotion-client-only-plugin'

const source = readFileSync(fileURLToPath(new URL(`../../node_modules/${emotionCacheModule}`, import.meta.url)), 'utf8')

describe("Emotion's cache without server-rendered styles", () => {
  it('no longer looks for styles a server rendered, and keeps the rest of createCache', () => {
    expect(source.match(/document\.querySelectorAll/g)).toHaveLength(2)
    const rewritten = dropEmotionServerStyles(source)
    expect(rewritten).not.toContain('document.querySelectorAll')
    // Both blocks are left as dead branches the minifier drops, not removed by hand.
    expect(rewritten.match(/if \(false\)/g)).toHaveLength(2)
    // The cache still uses the head as its container and hydrates (an empty list).
    expect(rewritten).toContain('container = options.container || document.head;')
    expect(rewritten).toContain('cache.sheet.hydrate(nodesToHydrate);')
  })

  it('fails the build when Emotion changes the code it rewrites', () => {
    expect(() => dropEmotionServerStyles(source.replace("if (key === 'css') {", "if (key == 'css') {"))).toThrow(/@emotion\/cache\/dist\/emotion-cache\.browser\.esm\.js no longer has the shape/)
  })
})

describe("Chakra's Insertion without server-rendered style tags", () => {
  const factory = readFileSync(fileURLToPath(new URL(`../../node_modules/${chakraFactoryModule}`, import.meta.url)), 'utf8')

  it('knows it runs in a browser, so the branch that renders a <style> element is dead code', () => {
    const rewritten = dropChakraServerStyleTags(factory)
    expect(rewritten).toContain('let isBrowser = true;')
    expect(rewritten).not.toContain('typeof document')
    // The branch itself is left to the minifier, guarded by the constant.
    expect(rewritten).toContain('if (!isBrowser && rules !== void 0) {')
  })

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => dropChakraServerStyleTags(factory.replace('let isBrowser = typeof document', 'const isBrowser = typeof document'))).toThrow(/factory\.js no longer has the shape/)
  })
})
