import { describe, expect, it } from 'vitest'
import { handFormText } from '../../web/features/fit/fit-text'
import { validateHandForm } from '../../web/features/fit/hand-form-validation'
import { parseDecimalText, parseTypedNumber } from '../../web/lib/typed-number'

describe('validateHandForm (the hand form, valibot)', () => {
  it('gives the hand in millimetres, from either unit', () => {
    expect(validateHandForm({ length: ' 190 ', breadth: '85', grip: 'claw' }, 'mm')).toEqual({ hand: { lengthMm: 190, breadthMm: 85, grip: 'claw' } })
    expect(validateHandForm({ length: '7,5', breadth: '3.35', grip: 'palm' }, 'in')).toEqual({ hand: { lengthMm: 190.5, breadthMm: 85.1, grip: 'palm' } })
  })

  it('takes centimetres too, with the bounds said in centimetres (issue 31)', () => {
    expect(validateHandForm({ length: '19', breadth: '8,5', grip: 'claw' }, 'cm')).toEqual({ hand: { lengthMm: 190, breadthMm: 85, grip: 'claw' } })
    expect(validateHandForm({ length: '18.27', breadth: '8.51', grip: 'palm' }, 'cm')).toEqual({ hand: { lengthMm: 182.7, breadthMm: 85.1, grip: 'palm' } })
    // 190 typed while centimetres are shown is a length in millimetres: refused, not read as 1.9 m.
    expect(validateHandForm({ length: '190', breadth: '85', grip: 'claw' }, 'cm')).toEqual({
      errors: { lengthMm: handFormText.lengthRange('cm'), breadthMm: handFormText.breadthRange('cm') },
      invalid: ['lengthMm', 'breadthMm'],
    })
    expect(handFormText.lengthRange('cm')).toBe('Hand length must be between 12 and 26 cm.')
    expect(handFormText.breadthRange('cm')).toBe('Hand breadth must be between 5.5 and 13 cm.')
  })

  it('says what to correct in each field, in the form order, with the form texts', () => {
    expect(validateHandForm({ length: '', breadth: '', grip: '' }, 'mm')).toEqual({
      errors: { lengthMm: handFormText.missingLength, breadthMm: handFormText.missingBreadth, grip: handFormText.missingGrip },
      invalid: ['lengthMm', 'breadthMm', 'grip'],
    })
    expect(validateHandForm({ length: 'abc', breadth: '0x10', grip: 'claw' }, 'mm')).toEqual({
      errors: { lengthMm: handFormText.notANumber, breadthMm: handFormText.notANumber },
      invalid: ['lengthMm', 'breadthMm'],
    })
    // A value in the wrong unit is out of bounds, refused rather than clamped.
    expect(validateHandForm({ length: '7.5', breadth: '500', grip: 'fingertip' }, 'mm')).toEqual({
      errors: { lengthMm: handFormText.lengthRange('mm'), breadthMm: handFormText.breadthRange('mm') },
      invalid: ['lengthMm', 'breadthMm'],
    })
    expect(validateHandForm({ length: '190', breadth: '85', grip: 'claw' }, 'in')).toMatchObject({ invalid: ['lengthMm', 'breadthMm'], errors: { lengthMm: handFormText.lengthRange('in') } })
    expect(validateHandForm({ length: '190', breadth: '85', grip: 'fist' }, 'mm')).toEqual({ errors: { grip: handFormText.missingGrip }, invalid: ['grip'] })
  })
})

describe('parseTypedNumber', () => {
  it('reads decimals, with a point or a comma', () => {
    expect(parseTypedNumber('190')).toBe(190)
    expect(parseTypedNumber(' 7,5 ')).toBe(7.5)
    expect(parseTypedNumber('.5')).toBe(0.5)
    expect(parseTypedNumber('-3')).toBe(-3)
  })
  it.each(['', ' ', 'abc', '0x10', '1e3', 'Infinity', 'NaN', '12abc', '--1', '1,2,3'])('is undefined for %j', (text) => {
    expect(parseTypedNumber(text)).toBeUndefined()
  })
})

describe('parseDecimalText (the find-similar target form)', () => {
  it('reads decimals only', () => {
    expect(parseDecimalText(' 120.5 ')).toBe(120.5)
    for (const text of ['', '7,5', '1e3', 'Infinity', 'abc', undefined]) expect(parseDecimalText(text), String(text)).toBeUndefined()
  })
})
