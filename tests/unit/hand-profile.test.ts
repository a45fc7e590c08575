import { describe, expect, it } from 'vitest'
import {
  describeHand,
  formatHandLength,
  formatHandFigure,
  formatHandMeasure,
  fromMm,
  handBounds,
  inchesToMm,
  mmToInches,
  parseHand,
  parseHandParam,
  parseHandUnit,
  toMm,
  parseStoredHand,
  sameHand,
  serializeHandParam,
  serializeStoredHand,
  type HandProfile,
} from '../../web/lib/hand-profile'
import { parseHandUnit as parseHandUnitFromKeys, parseStoredHand as parseStoredHandFromKeys, storageKeys } from '../../web/lib/storage-keys'

const claw: HandProfile = { lengthMm: 190, breadthMm: 85, grip: 'claw' }

describe('the URL form hand=190x85-claw', () => {
  it('reads length × breadth in mm and the grip', () => {
    expect(parseHandParam('190x85-claw')).toEqual(claw)
    expect(parseHandParam('190.5x84.2-fingertip')).toEqual({ lengthMm: 190.5, breadthMm: 84.2, grip: 'fingertip' })
    expect(parseHandParam('120x55-palm')).toEqual({ lengthMm: 120, breadthMm: 55, grip: 'palm' })
    expect(parseHandParam('260x130-palm')).toEqual({ lengthMm: 260, breadthMm: 130, grip: 'palm' })
  })

  it('round-trips every grip and decimals', () => {
    for (const hand of [claw, { lengthMm: 175.3, breadthMm: 79.9, grip: 'palm' }, { lengthMm: 201, breadthMm: 96.5, grip: 'fingertip' }] as HandProfile[]) {
      expect(parseHandParam(serializeHandParam(hand))).toEqual(hand)
    }
    expect(serializeHandParam(claw)).toBe('190x85-claw')
  })

  it.each([
    undefined,
    null,
    '',
    190,
    ['190x85-claw'],
    { lengthMm: 190, breadthMm: 85, grip: 'claw' },
    '190x85',
    '190x85-',
    '190x85-Claw',
    '190x85-grab',
    'x85-claw',
    '190x-claw',
    '190X85-claw',
    ' 190x85-claw',
    '190x85-claw ',
    '190,5x85-claw',
    '190.55x85-claw',
    '1e2x85-claw',
    '-190x85-claw',
    '19x8.5-claw',
    '119.9x85-claw',
    '260.1x85-claw',
    '190x54.9-claw',
    '190x130.1-claw',
    '7.5x3.3-palm',
    '190x85-claw-claw',
    `${'9'.repeat(50)}x85-claw`,
  ])('treats %j as no hand', (raw) => {
    expect(parseHandParam(raw)).toBeUndefined()
  })
})

describe('the stored hand (storageKeys.handProfile)', () => {
  it('reads what serializeStoredHand writes', () => {
    expect(parseStoredHand(serializeStoredHand(claw))).toEqual(claw)
    expect(parseStoredHand('{"lengthMm":181.25,"breadthMm":80.04,"grip":"palm"}')).toEqual({ lengthMm: 181.3, breadthMm: 80, grip: 'palm' })
  })

  it('ignores keys it does not know', () => {
    expect(parseStoredHand('{"lengthMm":190,"breadthMm":85,"grip":"claw","unit":"in","x":[1]}')).toEqual(claw)
  })

  it.each([
    null,
    undefined,
    '',
    'null',
    'undefined',
    'true',
    '42',
    '"190x85-claw"',
    '[190,85,"claw"]',
    '{',
    'not json',
    '{}',
    '{"lengthMm":190,"breadthMm":85}',
    '{"lengthMm":"190","breadthMm":"85","grip":"claw"}',
    '{"lengthMm":190,"breadthMm":85,"grip":"CLAW"}',
    '{"lengthMm":19,"breadthMm":85,"grip":"claw"}',
    '{"lengthMm":190,"breadthMm":850,"grip":"claw"}',
    '{"lengthMm":null,"breadthMm":85,"grip":"claw"}',
    '{"lengthMm":1e400,"breadthMm":85,"grip":"claw"}',
    `{"lengthMm":190,"breadthMm":85,"grip":"claw","pad":"${'x'.repeat(600)}"}`,
  ])('turns garbage %j into no hand', (raw) => {
    expect(parseStoredHand(raw)).toBeNull()
  })

  it('is the parser storage-keys names for the key', () => {
    expect(storageKeys.handProfile).toBe('handProfile')
    expect(parseStoredHandFromKeys).toBe(parseStoredHand)
    expect(parseHandUnitFromKeys).toBe(parseHandUnit)
  })

  it('reads the form unit, mm unless cm or in is stored', () => {
    expect(parseHandUnit('in')).toBe('in')
    expect(parseHandUnit('cm')).toBe('cm')
    expect(parseHandUnit('mm')).toBe('mm')
    for (const raw of [null, undefined, '', 'IN', 'CM', '"in"', 'inches', 'centimetres']) expect(parseHandUnit(raw)).toBe('mm')
  })
})

describe('parseHand', () => {
  it('accepts an object in bounds, rounded to 0.1 mm', () => {
    expect(parseHand({ lengthMm: 190.04, breadthMm: 85, grip: 'claw' })).toEqual(claw)
    expect(parseHand({ lengthMm: handBounds.lengthMm.min - 0.1, breadthMm: 85, grip: 'claw' })).toBeNull()
    expect(parseHand({ lengthMm: Number.NaN, breadthMm: 85, grip: 'claw' })).toBeNull()
    expect(parseHand('190x85-claw')).toBeNull()
  })

  it('compares hands at the stored precision', () => {
    expect(sameHand(claw, { ...claw, lengthMm: 190.01 })).toBe(true)
    expect(sameHand(claw, { ...claw, grip: 'palm' })).toBe(false)
    expect(sameHand(null, undefined)).toBe(true)
    expect(sameHand(claw, null)).toBe(false)
  })
})

describe('units', () => {
  it('converts inches and millimetres', () => {
    expect(inchesToMm(7.5)).toBe(190.5)
    expect(inchesToMm(3.35)).toBe(85.1)
    expect(inchesToMm(7.25)).toBe(184.2)
    expect(mmToInches(190)).toBe(7.48)
    expect(mmToInches(85)).toBe(3.35)
    // A value shown in inches and read back moves by at most 0.2 mm.
    for (let mm = 120; mm <= 260; mm += 0.7) expect(Math.abs(inchesToMm(mmToInches(mm)) - mm)).toBeLessThanOrEqual(0.2)
  })

  it('converts centimetres and millimetres both ways, as the form types and shows them (issue 31)', () => {
    expect(toMm(19, 'cm')).toBe(190)
    expect(toMm(8.55, 'cm')).toBe(85.5)
    expect(toMm(18.27, 'cm')).toBe(182.7)
    expect(toMm(190.04, 'mm')).toBe(190)
    expect(toMm(7.5, 'in')).toBe(190.5)
    expect(fromMm(190, 'cm')).toBe(19)
    expect(fromMm(182.7, 'cm')).toBe(18.27)
    expect(fromMm(85.1, 'mm')).toBe(85.1)
    expect(fromMm(190, 'in')).toBe(7.48)
    // Shown in cm and read back, a hand keeps its stored value exactly.
    for (let tenths = 1200; tenths <= 2600; tenths += 7) expect(toMm(fromMm(tenths / 10, 'cm'), 'cm')).toBe(tenths / 10)
  })

  it('rounds the figures worked out from a hand for people: 183 mm, not 182.76 mm', () => {
    expect(formatHandFigure(182.76)).toBe('183 mm')
    expect(formatHandFigure(129.44)).toBe('129 mm')
    expect(formatHandFigure(182.76, 'cm')).toBe('18.3 cm')
    expect(formatHandFigure(182.76, 'in')).toBe('7.2 in')
  })

  it('writes hand sizes in any unit', () => {
    expect(formatHandMeasure(85, 'cm')).toBe('8.5 cm')
    expect(describeHand(claw, 'cm')).toBe('19 × 8.5 cm, claw grip')
    expect(formatHandLength(190)).toBe('19 cm')
    expect(formatHandLength(187)).toBe('18.7 cm')
    expect(formatHandLength(190.5, 'in')).toBe('7.5 in')
    expect(formatHandMeasure(85, 'mm')).toBe('85 mm')
    expect(formatHandMeasure(85, 'in')).toBe('3.35 in')
    expect(describeHand(claw)).toBe('190 × 85 mm, claw grip')
    expect(describeHand(claw, 'in')).toBe('7.48 × 3.35 in, claw grip')
  })
})

