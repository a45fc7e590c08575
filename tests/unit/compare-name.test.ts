import { describe, expect, it } from 'vitest'
import { buildCompareParam, compareKey, compareNameLimits, normalizeCompareParam, separatorPattern, splitCompareParam, toCompareName } from '../../web/lib/compare-name'
import { compareNameSeparator } from '../../web/lib/constants'
import { productName } from '../../web/lib/product-name'

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const alphabet = [
  ...'abcXYZ019 -_.,/\\?#&=%+:;\'"<>()[]{}|!@*~`^$',
  '-vs.-',
  '-VS.-',
  '\r',
  '\n',
  '\t',
  '\u0000',
  'é',
  'ß',
  'Ω',
  '中',
  '😀',
  '\ud800',
  '\u202e',
  '%0d%0a',
  '//evil.example',
  'javascript:',
]

function randomString(next: () => number, maxParts = 40): string {
  let out = ''
  const length = Math.floor(next() * maxParts)
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)]
  return out
}

describe('toCompareName', () => {
  it('turns each non-alphanumeric character into a dash, one for one', () => {
    expect(toCompareName('Logitech G Pro X Superlight 2')).toBe('Logitech-G-Pro-X-Superlight-2')
    expect(toCompareName('Razer Viper V3 Pro (Wireless)')).toBe('Razer-Viper-V3-Pro--Wireless-')
    expect(toCompareName('Zowie EC2-C')).toBe('Zowie-EC2-C')
    expect(toCompareName('Pulsar X2H Mini')).toBe('Pulsar-X2H-Mini')
    expect(toCompareName('a.b/c')).toBe('a-b-c')
  })

  it('counts a character outside the BMP as one character', () => {
    expect(toCompareName('G😀X')).toBe('G-X')
    expect(toCompareName('Ninjutso Sora Ω')).toBe('Ninjutso-Sora--')
  })
})

describe('buildCompareParam', () => {
  it("joins the names' compare names with '-vs.-'", () => {
    expect(compareNameSeparator).toBe('-vs.-')
    // The pattern that splits a p is the separator, escaped, in any case, and nothing else.
    const escaped = compareNameSeparator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(separatorPattern.source).toBe(escaped)
    expect(separatorPattern.flags).toBe('i')
    expect(buildCompareParam(['Logitech G Pro X Superlight 2', 'Razer Viper V3 Pro'])).toBe('Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro')
    expect(buildCompareParam(['Zowie EC2-C'])).toBe('Zowie-EC2-C')
  })

  it('trims whitespace around names and drops names without a letter or digit', () => {
    expect(buildCompareParam([' Zowie EC2 ', '', '  ', '---', 'Pulsar X2'])).toBe('Zowie-EC2-vs.-Pulsar-X2')
    expect(buildCompareParam([])).toBe('')
  })

  it('keeps at most maxNames names of at most maxNameLength characters', () => {
    const names = Array.from({ length: 50 }, (_, i) => `Mouse ${i} ${'x'.repeat(1000)}`)
    const parts = splitCompareParam(buildCompareParam(names))
    expect(parts).toHaveLength(compareNameLimits.maxNames)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(compareNameLimits.maxNameLength)
  })

  it('builds the link a product row gets', () => {
    const row = { general__brand_names: ['Logitech'], general__brands_separator: ' ', general__model: 'G Pro X Superlight', general__variant: '2' }
    expect(buildCompareParam([productName(row)])).toBe('Logitech-G-Pro-X-Superlight-2')
  })
})

describe('splitCompareParam', () => {
  it("splits on '-vs.-' in any case, trims stray dashes, drops empty parts", () => {
    expect(splitCompareParam('Logitech-G-Pro-vs.-Razer-Viper')).toEqual(['Logitech-G-Pro', 'Razer-Viper'])
    expect(splitCompareParam('a-VS.-b-Vs.-c')).toEqual(['a', 'b', 'c'])
    expect(splitCompareParam('-a--vs.---b--')).toEqual(['a', 'b'])
    expect(splitCompareParam('-vs.--vs.-')).toEqual([])
    expect(splitCompareParam('')).toEqual([])
    expect(splitCompareParam('vs')).toEqual(['vs'])
  })

  it('round-trips what buildCompareParam builds, up to stray dashes', () => {
    const names = ['Razer Viper V3 Pro (Wireless)', 'Logitech G Pro', 'Zowie EC2-C']
    expect(splitCompareParam(buildCompareParam(names)).map(compareKey)).toEqual(names.map(compareKey))
  })
})

describe('compareKey', () => {
  it('matches a product name to its link part whatever the case and stray dashes', () => {
    expect(compareKey('Razer Viper V3 Pro (Wireless)')).toBe('razer-viper-v3-pro-wireless')
    expect(compareKey('RAZER-VIPER-V3-PRO--WIRELESS-')).toBe('razer-viper-v3-pro-wireless')
    expect(compareKey('--')).toBe('')
  })

  it('is the compare name, lower case, runs of dashes collapsed and trimmed, for any string', () => {
    const byDefinition = (value: string) => toCompareName(value).toLowerCase().replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '')
    // Characters that lower-case to ASCII (the Kelvin sign, dotted capital I), astral ones, combining marks, lone surrogates.
    for (const value of ['A\u212Ab', '\u0130stanbul', '😀ab--c', 'e\u0301cole', '\uD800x', 'ß-Ǆ', '', '-', '--a--b--']) {
      expect(compareKey(value), JSON.stringify(value)).toBe(byDefinition(value))
    }
    const next = random(0xbeef)
    for (let round = 0; round < 2000; round++) {
      const value = randomString(next)
      expect(compareKey(value)).toBe(byDefinition(value))
    }
  })
})

describe('fuzz', () => {
  it('never throws and only ever produces URL-safe output, for thousands of random strings', () => {
    const next = random(0xc0ffee)
    for (let round = 0; round < 5000; round++) {
      const input = randomString(next)
      const names = Array.from({ length: Math.floor(next() * 5) }, () => randomString(next, 12))

      const name = toCompareName(input)
      expect(name).toMatch(/^[A-Za-z0-9-]*$/)
      expect(name.length).toBe([...input].length)

      const p = buildCompareParam(names)
      expect(p).toMatch(/^[A-Za-z0-9.-]*$/)
      expect(encodeURIComponent(p)).toBe(p)

      const parts = splitCompareParam(input)
      for (const part of parts) {
        expect(part).not.toBe('')
        expect(part.startsWith('-') || part.endsWith('-')).toBe(false)
        expect(part.toLowerCase()).not.toContain('-vs.-')
      }

      const normalized = normalizeCompareParam(input)
      expect(normalized).toMatch(/^[A-Za-z0-9.-]*$/)
      // Normalizing is idempotent.
      expect(normalizeCompareParam(normalized)).toBe(normalized)
      // The names of a built param come back, in order, as the same keys.
      expect(splitCompareParam(p).map(compareKey)).toEqual(
        names
          .map((n) => toCompareName(n.trim().slice(0, compareNameLimits.maxNameLength)))
          .filter((n) => /[A-Za-z0-9]/.test(n))
          .slice(0, compareNameLimits.maxNames)
          .map(compareKey),
      )

      expect(compareKey(input)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
    }
  })

  it('copes with a very long value quickly', () => {
    const long = `${'Logitech G Pro '.repeat(20_000)}-vs.-${'é'.repeat(100_000)}`
    const started = performance.now()
    expect(normalizeCompareParam(long).length).toBeLessThan(compareNameLimits.maxNames * (compareNameLimits.maxNameLength + 5))
    expect(buildCompareParam([long, long]).length).toBeLessThan(2 * (compareNameLimits.maxNameLength + 5))
    expect(performance.now() - started).toBeLessThan(5000)
  })
})
