import { describe, expect, it } from 'vitest'
import { parseFlag, parseStringList, parseTheme, pushRecent, storageKeys } from '../../web/lib/storage-keys'

describe('parseTheme', () => {
  it('accepts exactly the two theme names', () => {
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('light')).toBe('light')
  })

  it.each([null, undefined, '', 'Dark', ' dark', 'dark ', 'system', '"dark"', '{"theme":"dark"}', 'null', 'undefined', '0', '\u0000', 'light'.repeat(1000)])(
    'treats garbage %j as missing',
    (raw) => {
      expect(parseTheme(raw)).toBeNull()
    },
  )
})

describe('parseStringList', () => {
  it('reads a JSON list of strings, dropping duplicates, empties and non-strings', () => {
    expect(parseStringList('["a","b","a","",3,null,{"x":1},"c"]')).toEqual(['a', 'b', 'c'])
  })

  it.each(['', 'not json', '{"a":1}', '"a"', '42', 'null', '[', 'true'])('turns garbage %j into an empty list', (raw) => {
    expect(parseStringList(raw)).toEqual([])
  })

  it('keeps at most maxItems', () => {
    expect(parseStringList(JSON.stringify(Array.from({ length: 50 }, (_, i) => `m${i}`)), 5)).toHaveLength(5)
  })
})

describe('parseFlag and pushRecent', () => {
  it('reads flags strictly, falling back on anything else', () => {
    expect(parseFlag('true', false)).toBe(true)
    expect(parseFlag('false', true)).toBe(false)
    expect(parseFlag('yes', true)).toBe(true)
    expect(parseFlag(null, false)).toBe(false)
  })

  it('puts the newest first without duplicates', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c'])
    expect(pushRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b'])
  })

  it('names a per-category key', () => {
    expect(storageKeys.recentProductHandlesFor('mouse_sensor')).toBe('recentProductHandlesFor_mouse_sensor')
  })
})
