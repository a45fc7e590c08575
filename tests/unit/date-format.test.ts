import { describe, expect, it } from 'vitest'
import { formatPartialDate, formatUtcDate } from '../../web/lib/date-format'

// The hand-written formats must read exactly as Intl's en-US ones they replace.
const intl = {
  'month-year': new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
} as const

describe('formatUtcDate', () => {
  it('matches Intl en-US in UTC on every day of several years, in each style', () => {
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000 * 3 + 3_600_000) {
      for (const style of ['month-year', 'short', 'long'] as const) {
        expect(formatUtcDate(time, style)).toBe(intl[style].format(time))
      }
    }
  })

  it('reads the UTC day whatever the hour', () => {
    expect(formatUtcDate(Date.parse('2027-12-31T23:59:59Z'), 'short')).toBe('Dec 31, 2027')
    expect(formatUtcDate(Date.parse('2024-03-05T00:00:00Z'), 'long')).toBe('March 5, 2024')
    expect(formatUtcDate(Date.parse('2023-03-01T00:00:00Z'), 'month-year')).toBe('Mar 2023')
  })

  it('gives an empty string for an invalid time rather than "undefined NaN"', () => {
    expect(formatUtcDate(Number.NaN, 'short')).toBe('')
    expect(formatUtcDate(Number.POSITIVE_INFINITY, 'long')).toBe('')
  })
})

describe('formatPartialDate', () => {
  it('writes a date at the precision that is known, and no more', () => {
    expect(formatPartialDate('2023')).toBe('2023')
    expect(formatPartialDate('2023-09')).toBe('Sep 2023')
    expect(formatPartialDate('2023-09-19')).toBe('Sep 19, 2023')
  })

  it('is null when there is no date or it cannot be read', () => {
    expect(formatPartialDate(null)).toBeNull()
    expect(formatPartialDate(undefined)).toBeNull()
    expect(formatPartialDate('')).toBeNull()
    expect(formatPartialDate('soon')).toBeNull()
    expect(formatPartialDate('2023-13')).toBeNull()
  })
})
