/**
 * The hand form's values (as typed, in the unit shown: mm, cm or inches) to a hand in millimetres, or a message for
 * each field to correct: empty, not a number, or outside the bounds (web/lib/hand-profile.ts; a
 * value out of bounds is refused, never clamped). One valibot schema per unit, built on first use.
 */
import * as v from 'valibot'
import { grips, handBounds, toMm, type HandField, type HandProfile, type LengthUnit } from '../../lib/hand-profile'
import { typedDecimal } from '../../lib/typed-number'
import { handFormText } from './fit-text'

export interface HandDraft {
  length: string
  breadth: string
  grip: string
}

export type HandFormResult = { hand: HandProfile } | { errors: Partial<Record<HandField, string>>; invalid: HandField[] }

function measure(unit: LengthUnit, bounds: { min: number; max: number }, missing: string, outOfBounds: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(missing),
    typedDecimal(handFormText.notANumber),
    v.transform((value) => toMm(value, unit)),
    v.minValue(bounds.min, outOfBounds),
    v.maxValue(bounds.max, outOfBounds),
  )
}

const schemas = new Map<LengthUnit, ReturnType<typeof handFormSchema>>()

function handFormSchema(unit: LengthUnit) {
  return v.pipe(
    v.object({
      length: measure(unit, handBounds.lengthMm, handFormText.missingLength, handFormText.lengthRange(unit)),
      breadth: measure(unit, handBounds.breadthMm, handFormText.missingBreadth, handFormText.breadthRange(unit)),
      grip: v.picklist(grips, handFormText.missingGrip),
    }),
    v.transform(({ length, breadth, grip }): HandProfile => ({ lengthMm: length, breadthMm: breadth, grip })),
  )
}

const fieldOfDraftKey: Record<string, HandField> = { length: 'lengthMm', breadth: 'breadthMm', grip: 'grip' }

/** The hand, or each invalid field's first message, fields in the form's order. */
export function validateHandForm(draft: HandDraft, unit: LengthUnit): HandFormResult {
  let schema = schemas.get(unit)
  if (!schema) schemas.set(unit, (schema = handFormSchema(unit)))
  const result = v.safeParse(schema, draft)
  if (result.success) return { hand: result.output }
  const errors: Partial<Record<HandField, string>> = {}
  for (const issue of result.issues) {
    const field = fieldOfDraftKey[v.getDotPath(issue) ?? '']
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { errors, invalid: (['lengthMm', 'breadthMm', 'grip'] as const).filter((field) => errors[field] !== undefined) }
}
