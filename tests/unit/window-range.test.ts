import { describe, expect, it } from 'vitest'
import { clampRange, nextRange, visibleRange } from '../../web/features/catalogue/ui/use-window-virtualizer'

describe('visibleRange', () => {
  it('covers the rows on screen plus the overscan either side', () => {
    // A list scrolled 1000 px past its top, 50 px rows, an 800 px viewport: rows 20 to 36 are visible.
    expect(visibleRange(-1000, 800, 1000, 50, 4)).toEqual({ start: 16, end: 40 })
  })

  it('starts at the first row for a list lower down the page', () => {
    expect(visibleRange(300, 800, 1000, 50, 4)).toEqual({ start: 0, end: 14 })
  })

  it('renders nothing for a list below the screen beyond its overscan', () => {
    expect(visibleRange(2000, 800, 1000, 50, 4)).toEqual({ start: 0, end: 0 })
  })
})

describe('clampRange', () => {
  it('keeps a range inside a long list', () => {
    expect(clampRange({ start: 16, end: 40 }, 1000)).toEqual({ start: 16, end: 40 })
  })

  it('cuts a range to a shorter list', () => {
    expect(clampRange({ start: 0, end: 24 }, 10)).toEqual({ start: 0, end: 10 })
  })

  it('leaves an empty range when the list ends above it', () => {
    expect(clampRange({ start: 30, end: 54 }, 12)).toEqual({ start: 12, end: 12 })
  })
})

describe('nextRange', () => {
  const current = { start: 0, end: 24 }

  it('returns the same object when nothing changed, so no update is queued', () => {
    expect(nextRange(current, { start: 0, end: 24 }, false)).toBe(current)
  })

  it('keeps the first guess when it already covers what the first measurement asks for', () => {
    expect(nextRange(current, { start: 0, end: 14 }, true)).toBe(current)
  })

  it('narrows to the measured range after the first measurement', () => {
    expect(nextRange(current, { start: 0, end: 14 }, false)).toEqual({ start: 0, end: 14 })
  })

  it('moves to the measured range when the first guess does not cover it', () => {
    expect(nextRange(current, { start: 16, end: 40 }, true)).toEqual({ start: 16, end: 40 })
  })
})
