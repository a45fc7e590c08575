import { describe, expect, it } from 'vitest'
import { bestValues, formatSpecificationValue, valuesDiffer } from '../../web/features/catalogue/ui/specifications'

describe('valuesDiffer', () => {
  it('is false for one item or equal values', () => {
    expect(valuesDiffer([60])).toBe(false)
    expect(valuesDiffer([60, 60, 60])).toBe(false)
    expect(valuesDiffer(['Optical', 'optical '])).toBe(false)
    expect(valuesDiffer([null, null])).toBe(false)
  })

  it('is true when any value differs, an unknown one included', () => {
    expect(valuesDiffer([60, 61])).toBe(true)
    expect(valuesDiffer([true, false])).toBe(true)
    expect(valuesDiffer([60, null])).toBe(true)
    expect(valuesDiffer(['a', 'b', 'a'])).toBe(true)
  })
})

describe('bestValues', () => {
  it('marks the highest or lowest, ties included', () => {
    expect(bestValues([1000, 8000, 8000], 'higher')).toEqual([1, 2])
    expect(bestValues([60, 55, null, 70], 'lower')).toEqual([1])
  })

  it('marks nothing when all are equal or fewer than two are known', () => {
    expect(bestValues([60, 60], 'lower')).toEqual([])
    expect(bestValues([60, null], 'lower')).toEqual([])
    expect(bestValues(['a', 'b'], 'higher')).toEqual([])
  })
})

describe('formatSpecificationValue', () => {
  it('formats numbers with the unit, booleans and unknowns', () => {
    expect(formatSpecificationValue(26000, 'DPI')).toBe('26,000 DPI')
    expect(formatSpecificationValue(63.5, 'mm')).toBe('63.5 mm')
    expect(formatSpecificationValue(true)).toBe('Yes')
    expect(formatSpecificationValue(false)).toBe('No')
    expect(formatSpecificationValue(null, 'g')).toBe('not known')
    expect(formatSpecificationValue('optical')).toBe('optical')
  })
})
