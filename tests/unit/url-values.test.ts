import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { readNumberMap as parseNumberMapParam, serializeNumberMapParam } from '../../web/lib/number-map-param'
import { clamp, parseNumberParam, serializeListParam, serializeRangeParam, serializeSortParam } from '../../web/lib/search-params'
import { decimalValue, enumValue, listValue, rangeValue, sortValue, textValue } from '../../web/lib/url-values'

/** The URL value schemas, as the routes' search schemas use them. */
const parseRangeParam = (raw: unknown) => v.parse(rangeValue, raw)
const parseListParam = (raw: unknown, allowed?: readonly string[], maxItems?: number) => v.parse(listValue(allowed, maxItems), raw)
const parseSortParam = <Key extends string>(raw: unknown, keys: readonly Key[], fallback: { key: Key; direction: 'asc' | 'desc' }) => v.parse(sortValue(keys, fallback), raw)
const parseTextParam = (raw: unknown, maxLength = 200) => v.parse(textValue(maxLength), raw)
const parseEnumParam = (raw: unknown, values: readonly string[]) => v.parse(enumValue(values), raw)

const garbage = [undefined, null, '', ' ', 'abc', '0x10', '1e3', 'Infinity', 'NaN', {}, [], true, Number.NaN, Number.POSITIVE_INFINITY, '12abc', '--1']

describe('parseNumberParam (forms) and decimalValue (URLs) agree', () => {
  it('reads decimals and finite numbers', () => {
    expect(parseNumberParam('12')).toBe(12)
    expect(parseNumberParam('12.5')).toBe(12.5)
    expect(parseNumberParam(' -3 ')).toBe(-3)
    expect(parseNumberParam('.5')).toBe(0.5)
    expect(parseNumberParam(40)).toBe(40)
    for (const raw of ['12', '12.5', ' -3 ', '.5', 40]) expect(v.parse(decimalValue, raw)).toBe(parseNumberParam(raw))
  })
  it.each(garbage)('ignores %j', (raw) => {
    expect(parseNumberParam(raw)).toBeUndefined()
    expect(v.parse(decimalValue, raw)).toBeUndefined()
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
  it('swaps reversed ends', () => {
    expect(parseRangeParam('125..110')).toEqual({ min: 110, max: 125 })
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

describe('text, enum and number maps', () => {
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
  it('number maps: known keys, clamped values, defaults left out', () => {
    const keys = ['length', 'width', 'weight'] as const
    expect(parseNumberMapParam('length:2,width:abc,height:3,weight:99', keys, { min: 0, max: 5 })).toEqual({ length: 2, weight: 5 })
    expect(parseNumberMapParam('garbage', keys)).toEqual({})
    expect(parseNumberMapParam(undefined, keys)).toEqual({})
    expect(serializeNumberMapParam({ length: 2, width: 1, weight: 0.5 }, { width: 1 })).toBe('length:2,weight:0.5')
    expect(serializeNumberMapParam({ width: 1 }, { width: 1 })).toBeUndefined()
    expect(parseNumberMapParam(serializeNumberMapParam({ length: 2, weight: 0.5 }), keys)).toEqual({ length: 2, weight: 0.5 })
  })
  it('clamp', () => {
    expect(clamp(5, 0, 3)).toBe(3)
    expect(clamp(-1, 0)).toBe(0)
  })
})
