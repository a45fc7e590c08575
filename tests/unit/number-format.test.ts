import { describe, expect, it } from 'vitest'
import { formatNumber } from '../../web/lib/number-format'

describe('formatNumber', () => {
  it('groups thousands the en-US way', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(166)).toBe('166')
    expect(formatNumber(1234567)).toBe('1,234,567')
  })

  it('keeps at most the given decimals, without trailing zeros', () => {
    expect(formatNumber(54.5, 2)).toBe('54.5')
    expect(formatNumber(0.7, 2)).toBe('0.7')
    expect(formatNumber(26000, 2)).toBe('26,000')
    expect(formatNumber(1.006, 2)).toBe('1.01')
    expect(formatNumber(1234.5678, 2)).toBe('1,234.57')
    expect(formatNumber(2.5)).toBe('3')
  })

  it('matches toLocaleString on ordinary catalogue figures', () => {
    for (const value of [0, 1, 7.5, 39.9, 60.25, 125, 1000, 8000, 44000, 650, 0.01, 3.14159, 10_000]) {
      expect(formatNumber(value, 2)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 2 }))
    }
  })

  it('writes negatives and non-finite values plainly', () => {
    expect(formatNumber(-1500)).toBe('-1,500')
    expect(formatNumber(-0.001, 2)).toBe('0')
    expect(formatNumber(Number.NaN)).toBe('NaN')
  })
})
