import { describe, expect, it } from 'vitest'
import { validateCompareSearch } from '../../web/features/catalogue/compare/compare-search'
import { compareSearchFor } from '../../web/features/catalogue/compare/compare-state'

const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))

describe('the compare URL (issue 20 point 7)', () => {
  it('keeps p, the alignment, the outline highlighting and a hand', () => {
    expect(defined(validateCompareSearch({ p: 'Zowie-EC2-C', align: 'center', outlines: 'off', hand: '190x85-claw' }))).toEqual({
      p: 'Zowie-EC2-C',
      align: 'center',
      outlines: 'off',
      hand: '190x85-claw',
    })
    expect(defined(validateCompareSearch({ align: 'back', outlines: 'on' }))).toEqual({ align: 'back', outlines: 'on' })
  })

  it('drops bad or default values: every key present, undefined, so no raw value survives the router', () => {
    const garbage = [undefined, null, '', ' ', 'front', 'sideways', 'CENTER', 3, ['center'], { a: 1 }, Number.NaN, true]
    for (const value of garbage) {
      const search = validateCompareSearch({ align: value, outlines: value })
      expect(Object.keys(search).sort()).toEqual(['align', 'hand', 'outlines', 'p'])
      expect(search.align).toBeUndefined()
      expect(search.outlines).toBeUndefined()
    }
    for (const value of [undefined, null, '', '<script>', '190 x 85', ['190x85-claw'], { lengthMm: 190 }]) expect(validateCompareSearch({ hand: value }).hand).toBeUndefined()
    expect(validateCompareSearch({ hand: 'x'.repeat(41) }).hand).toBeUndefined()
    expect(validateCompareSearch({ hand: '190X85-claw' }).hand).toBeUndefined()
    // A hand of the right characters that is not a valid hand is kept here and refused by hand-profile.ts.
    expect(validateCompareSearch({ hand: '999x1-claw' }).hand).toBe('999x1-claw')
  })

  it('reads p as before: any text (numbers too), trimmed, at most 4,000 characters', () => {
    expect(validateCompareSearch({ p: 42 }).p).toBe('42')
    expect(validateCompareSearch({ p: '  a  ' }).p).toBe('a')
    expect(validateCompareSearch({ p: 'x'.repeat(5000) }).p).toHaveLength(4000)
    expect(validateCompareSearch({ p: '' }).p).toBeUndefined()
    // A value the router read as JSON is its text again, as the worker (which reads the raw query) sees it.
    expect(validateCompareSearch({ p: { a: 1 } }).p).toBe('{"a":1}')
    expect(validateCompareSearch({ p: ['Zowie-EC2-C'] }).p).toBe('["Zowie-EC2-C"]')
    expect(validateCompareSearch({ p: null }).p).toBe('null')
  })

  it('writes only what differs from the defaults', () => {
    expect(compareSearchFor({ p: 'A', alignment: 'front', highlight: undefined })).toEqual({ p: 'A' })
    expect(compareSearchFor({ p: 'A', alignment: 'front', highlight: true })).toEqual({ p: 'A' })
    expect(compareSearchFor({ p: '', alignment: 'center', highlight: false, hand: '190x85-claw' })).toEqual({ align: 'center', outlines: 'off', hand: '190x85-claw' })
    expect(compareSearchFor({ p: 'A', alignment: 'back', highlight: undefined })).toEqual({ p: 'A', align: 'back' })
  })

  it('round-trips', () => {
    for (const state of [
      { p: 'A-vs.-B', alignment: 'back' as const, highlight: false },
      { p: 'A', alignment: 'front' as const, highlight: undefined },
      { p: 'A', alignment: 'center' as const, highlight: undefined, hand: '175.5x80-palm' },
    ]) {
      const search = compareSearchFor(state)
      expect(defined(validateCompareSearch({ ...search }))).toEqual(search)
    }
  })
})
