import { describe, expect, it } from 'vitest'
import { parseAccountHand, handProfileArgs } from '../../web/features/auth/hand-profile-account'
import { defaultFitSettings } from '../../web/features/fit/fit-model'
import { validateFitSearch } from '../../web/features/fit/fit-search'
import { fitSettingsFromSearch, fitSettingsSearch, isDefaultFitSettings } from '../../web/features/fit/fit-settings'
import { parseHandParam } from '../../web/lib/hand-profile'

describe('the fit page URL (validateSearch)', () => {
  it('keeps a hand, weights and tolerances that look right, as text', () => {
    expect(validateFitSearch({ hand: '190x85-claw', w: 'height:0,shape:2', tol: 'length:6' })).toEqual({ hand: '190x85-claw', w: 'height:0,shape:2', tol: 'length:6' })
  })

  it.each([
    { hand: ['190x85-claw'] },
    { hand: '<script>alert(1)</script>' },
    { hand: '190x85 claw' },
    { w: 'length:"2"' },
    { tol: { length: 2 } },
    { other: 'kept out' },
  ])('drops garbage %j, never throws', (raw) => {
    expect(validateFitSearch(raw as Record<string, unknown>)).toEqual({})
  })

  it('leaves the hand check to the page: what passes here may still be no hand there', () => {
    for (const [raw, kept] of [
      ['19x85-claw', '19x85-claw'],
      [190, '190'],
      ['x'.repeat(60), 'x'.repeat(40)],
    ] as const) {
      const search = validateFitSearch({ hand: raw })
      expect(search.hand).toBe(kept)
      expect(parseHandParam(search.hand)).toBeUndefined()
    }
  })
})

describe('weights and tolerances in the URL', () => {
  it('are the defaults when absent, and stay out of the URL then', () => {
    const settings = fitSettingsFromSearch({})
    expect(settings).toEqual(defaultFitSettings)
    expect(fitSettingsSearch(settings)).toEqual({ w: undefined, tol: undefined })
    expect(isDefaultFitSettings(settings)).toBe(true)
  })

  it('round-trip', () => {
    const settings = { weights: { length: 3, width: 0.5, height: 0, shape: 2.5 }, tolerances: { length: 6.5, width: 0, height: 3 } }
    const search = fitSettingsSearch(settings)
    expect(search).toEqual({ w: 'length:3,width:0.5,height:0,shape:2.5', tol: 'length:6.5,width:0' })
    expect(fitSettingsFromSearch(search)).toEqual(settings)
    expect(isDefaultFitSettings(settings)).toBe(false)
  })

  it('clamp out-of-range values and drop malformed entries', () => {
    expect(fitSettingsFromSearch({ w: 'length:0,shape:99,hump:3,width', tol: 'height:-4,length:abc' })).toEqual({
      weights: { ...defaultFitSettings.weights, length: 0.5, shape: 5 },
      tolerances: { ...defaultFitSettings.tolerances, height: 0 },
    })
  })
})

describe('the account’s hand (api functions)', () => {
  it('reads what the functions return, numbers or decimal strings', () => {
    expect(parseAccountHand({ length_mm: 190, breadth_mm: 85, grip: 'claw', updated_at: '2026-11-23T00:00:00Z' })).toEqual({ lengthMm: 190, breadthMm: 85, grip: 'claw' })
    expect(parseAccountHand({ length_mm: '190.5', breadth_mm: '85.0', grip: 'palm' })).toEqual({ lengthMm: 190.5, breadthMm: 85, grip: 'palm' })
  })

  it.each([null, undefined, 'hand', [], {}, { length_mm: 19, breadth_mm: 85, grip: 'claw' }, { length_mm: '1e3', breadth_mm: 85, grip: 'claw' }, { length_mm: 190, breadth_mm: 85, grip: 'hook' }])(
    'turns %j into no hand',
    (body) => {
      expect(parseAccountHand(body)).toBeNull()
    },
  )

  it('sends the hand as the functions take it', () => {
    expect(handProfileArgs({ lengthMm: 190.04, breadthMm: 85, grip: 'fingertip' })).toEqual({ length_mm: 190, breadth_mm: 85, grip: 'fingertip' })
  })
})
