import { describe, expect, it } from 'vitest'
import {
  clamp,
  compactSearch,
  inRange,
  isEmptyRange,
  parseBooleanParam,
  parseEnumParam,
  parseListParam,
  parseNumberListParam,
  parseNumberMapParam,
  parseNumberParam,
  parseRangeParam,
  parseSortParam,
  parseTextParam,
  serializeListParam,
  serializeNumberMapParam,
  serializeRangeParam,
  serializeSortParam,
} from '../../web/lib/search-params'

const garbage = [undefined, null, '', ' ', 'abc', '0x10', '1e3', 'Infinity', 'NaN', {}, [], true, Number.NaN, Number.POSITIVE_INFINITY, '12abc', '--1']

describe('parseNumberParam', () => {
  it('reads decimals and finite numbers', () => {
    expect(parseNumberParam('12')).toBe(12)
    expect(parseNumberParam('12.5')).toBe(12.5)
    expect(parseNumberParam(' -3 ')).toBe(-3)
    expect(parseNumberParam('.5')).toBe(0.5)
    expect(parseNumberParam(40)).toBe(40)
  })
  it.each(garbage)('ignores %j', (raw) => {
    expect(parseNumberParam(raw)).toBeUndefined()
  })
})

describe('parseRangeParam / serializeRangeParam', () => {
  it('reads closed and half-open ranges', () => {
    expect(parseRangeParam('110..125')).toEqual({ min: 110, max: 125 })
    expect(parseRangeParam('..125')).toEqual({ max: 125 })
    expect(parseRangeParam('110..')).toEqual({ min: 110 })
    expect(parseRangeParam('63.5..70.25')).toEqual({ min: 63.5, max: 70.25 })
  })
  it('reads a single number as an exact value', () => {
    expect(parseRangeParam(120)).toEqual({ min: 120, max: 120 })
    expect(parseRangeParam('120')).toEqual({ min: 120, max: 120 })
  })
  it('swaps reversed ends and clamps to bounds', () => {
    expect(parseRangeParam('125..110')).toEqual({ min: 110, max: 125 })
    expect(parseRangeParam('50..500', { min: 100, max: 140 })).toEqual({ min: 100, max: 140 })
  })
  it('drops a garbage side and returns undefined when nothing is left', () => {
    expect(parseRangeParam('abc..125')).toEqual({ max: 125 })
    expect(parseRangeParam('..')).toBeUndefined()
    for (const raw of garbage) expect(parseRangeParam(raw)).toBeUndefined()
  })
  it('round-trips', () => {
    for (const range of [{ min: 110, max: 125 }, { max: 125 }, { min: 60.5 }]) {
      expect(parseRangeParam(serializeRangeParam(range))).toEqual(range)
    }
    expect(serializeRangeParam({ min: 110, max: 125 })).toBe('110..125')
    expect(serializeRangeParam({})).toBeUndefined()
    expect(serializeRangeParam(undefined)).toBeUndefined()
    expect(serializeRangeParam({ min: 1 / 3 })).toBe('0.333..')
  })
})

describe('inRange / isEmptyRange', () => {
  it('includes both ends; open ends are unlimited', () => {
    expect(inRange(110, { min: 110, max: 125 })).toBe(true)
    expect(inRange(125, { min: 110, max: 125 })).toBe(true)
    expect(inRange(125.1, { min: 110, max: 125 })).toBe(false)
    expect(inRange(1e9, { min: 110 })).toBe(true)
    expect(inRange(5, undefined)).toBe(true)
  })
  it('keeps a missing value out of any set range', () => {
    expect(inRange(null, { min: 1 })).toBe(false)
    expect(inRange(undefined, { max: 1 })).toBe(false)
    expect(inRange(Number.NaN, { max: 1 })).toBe(false)
    expect(inRange(null, {})).toBe(true)
  })
  it('knows an empty range', () => {
    expect(isEmptyRange(undefined)).toBe(true)
    expect(isEmptyRange({})).toBe(true)
    expect(isEmptyRange({ min: 0 })).toBe(false)
  })
})

describe('parseListParam / serializeListParam', () => {
  it('splits, trims and deduplicates', () => {
    expect(parseListParam('a, b,,a ,c')).toEqual(['a', 'b', 'c'])
    expect(parseListParam(['a,b', 'c', 3])).toEqual(['a', 'b', 'c', '3'])
    expect(parseListParam(1000)).toEqual(['1000'])
  })
  it('keeps only allowed values', () => {
    expect(parseListParam('ergonomic,round,hybrid', ['symmetrical', 'ergonomic', 'hybrid'])).toEqual(['ergonomic', 'hybrid'])
  })
  it('limits the number of items', () => {
    expect(parseListParam('a,b,c,d', undefined, 2)).toEqual(['a', 'b'])
  })
  it.each([undefined, null, {}, { a: 1 }])('gives an empty list for %j', (raw) => {
    expect(parseListParam(raw)).toEqual([])
  })
  it('serializes to a comma list, a single number as a number, empty as undefined', () => {
    expect(serializeListParam(['a', 'b'])).toBe('a,b')
    expect(serializeListParam(['1000'])).toBe(1000)
    expect(serializeListParam(['1000', '4000'])).toBe('1000,4000')
    expect(serializeListParam([])).toBeUndefined()
    expect(serializeListParam(undefined)).toBeUndefined()
    expect(parseListParam(serializeListParam(['x', 'y']))).toEqual(['x', 'y'])
  })
  it('reads number lists, dropping non-numbers', () => {
    expect(parseNumberListParam('1000,abc,4000')).toEqual([1000, 4000])
    expect(parseNumberListParam(8000)).toEqual([8000])
  })
})

describe('parseSortParam / serializeSortParam', () => {
  const keys = ['name', 'weight', 'length'] as const
  const fallback = { key: 'name', direction: 'asc' } as const
  it('reads ascending and descending', () => {
    expect(parseSortParam('weight', keys, fallback)).toEqual({ key: 'weight', direction: 'asc' })
    expect(parseSortParam('-length', keys, fallback)).toEqual({ key: 'length', direction: 'desc' })
  })
  it.each([undefined, '', '-', 'price', '--weight', 3, ['weight'], { key: 'weight' }])('falls back for %j', (raw) => {
    expect(parseSortParam(raw, keys, fallback)).toEqual(fallback)
  })
  it('leaves the default out and round-trips', () => {
    expect(serializeSortParam({ key: 'name', direction: 'asc' }, fallback)).toBeUndefined()
    expect(serializeSortParam({ key: 'weight', direction: 'desc' }, fallback)).toBe('-weight')
    expect(parseSortParam(serializeSortParam({ key: 'weight', direction: 'desc' }), keys, fallback)).toEqual({ key: 'weight', direction: 'desc' })
  })
})

describe('other parsers', () => {
  it('parseTextParam trims, limits and rejects non-text', () => {
    expect(parseTextParam('  viper ')).toBe('viper')
    expect(parseTextParam('x'.repeat(500), 10)).toBe('x'.repeat(10))
    expect(parseTextParam(42)).toBe('42')
    expect(parseTextParam('   ')).toBeUndefined()
    expect(parseTextParam({})).toBeUndefined()
  })
  it('parseEnumParam keeps known values only', () => {
    expect(parseEnumParam('table', ['cards', 'table'])).toBe('table')
    expect(parseEnumParam('grid', ['cards', 'table'])).toBeUndefined()
    expect(parseEnumParam(1, ['cards', 'table'])).toBeUndefined()
  })
  it('parseBooleanParam', () => {
    expect(parseBooleanParam('yes')).toBe(true)
    expect(parseBooleanParam(true)).toBe(true)
    expect(parseBooleanParam('false')).toBe(false)
    expect(parseBooleanParam('maybe')).toBeUndefined()
  })
  it('number maps: known keys, clamped values, defaults left out', () => {
    const keys = ['length', 'width', 'weight'] as const
    expect(parseNumberMapParam('length:2,width:abc,height:3,weight:99', keys, { min: 0, max: 5 })).toEqual({ length: 2, weight: 5 })
    expect(parseNumberMapParam('garbage', keys)).toEqual({})
    expect(parseNumberMapParam(undefined, keys)).toEqual({})
    expect(serializeNumberMapParam({ length: 2, width: 1, weight: 0.5 }, { width: 1 })).toBe('length:2,weight:0.5')
    expect(serializeNumberMapParam({ width: 1 }, { width: 1 })).toBeUndefined()
    expect(parseNumberMapParam(serializeNumberMapParam({ length: 2, weight: 0.5 }), keys)).toEqual({ length: 2, weight: 0.5 })
  })
  it('clamp and compactSearch', () => {
    expect(clamp(5, 0, 3)).toBe(3)
    expect(clamp(-1, 0)).toBe(0)
    expect(compactSearch({ a: 1, b: undefined, c: '' })).toEqual({ a: 1, c: '' })
  })
})
