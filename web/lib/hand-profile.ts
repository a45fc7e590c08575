/**
 * A visitor's hand (issue 22): its length (wrist crease to the tip of the middle finger) and its
 * breadth (across the knuckles, thumb excluded), in millimetres, and how they hold a mouse. The
 * fit model (web/features/fit/fit-model.ts) scores mice for it; the compare page draws it to scale.
 *
 * Three forms, each validated with valibot, each turning anything malformed into "no hand":
 * - the URL value `hand=190x85-claw` (length × breadth in mm, then the grip; one decimal allowed),
 *   so a friend opening the link sees the same fit;
 * - this browser's storage (storageKeys.handProfile), JSON `{"lengthMm":190,"breadthMm":85,"grip":"claw"}`;
 * - the account's row (supabase/migrations/*_hand_profile.sql, same bounds).
 *
 * Values outside the bounds are refused rather than clamped: a hand of 19 mm is a typo, not a
 * small hand, and a fit computed for a clamped value would be a guess.
 *
 * Pure, no UI; the worker may import it. vite.config.ts keeps it out of the app-core chunk: valibot
 * loads only with the pages that use a hand.
 */
import * as v from 'valibot'

export const grips = ['palm', 'claw', 'fingertip'] as const
export type Grip = (typeof grips)[number]

export const gripLabels: Record<Grip, string> = { palm: 'Palm', claw: 'Claw', fingertip: 'Fingertip' }

export interface HandProfile {
  /** Wrist crease to the tip of the middle finger, mm (one decimal). */
  lengthMm: number
  /** Across the knuckles (the metacarpal heads), thumb excluded, mm (one decimal). */
  breadthMm: number
  grip: Grip
}

/**
 * Accepted sizes, mm. Wide enough for any adult or teenage hand (adult hand lengths mostly fall
 * between about 160 and 215 mm, breadths between about 70 and 100 mm), narrow enough to catch a
 * value typed in the wrong unit (7.5 typed as mm, or 190 as inches). The same bounds are CHECK
 * constraints in the database.
 */
export const handBounds = {
  lengthMm: { min: 120, max: 260 },
  breadthMm: { min: 55, max: 130 },
} as const

/** The units a hand may be typed in and shown in (the hand itself is always kept in mm). */
export const lengthUnits = ['mm', 'cm', 'in'] as const
export type LengthUnit = (typeof lengthUnits)[number]
export const millimetresPerInch = 25.4

/** Millimetres to one decimal, as stored; halves round up (7.25 in = 184.15 mm → 184.2, despite binary floating point). */
export function roundMm(value: number): number {
  return Math.round(value * 10 * (1 + Number.EPSILON)) / 10
}

export function inchesToMm(inches: number): number {
  return roundMm(inches * millimetresPerInch)
}

/** Inches to two decimals (what the form shows). */
export function mmToInches(mm: number): number {
  return Math.round((mm / millimetresPerInch) * 100) / 100
}

/** A length typed in `unit`, in millimetres to one decimal (as kept). */
export function toMm(value: number, unit: LengthUnit): number {
  return unit === 'in' ? inchesToMm(value) : roundMm(unit === 'cm' ? value * 10 : value)
}

/** Millimetres in `unit`, as the form shows them: mm to one decimal, cm and inches to two. */
export function fromMm(mm: number, unit: LengthUnit): number {
  return unit === 'in' ? mmToInches(mm) : unit === 'cm' ? Math.round(roundMm(mm) * 10) / 100 : roundMm(mm)
}

const paramPattern = /^(\d{1,3}(?:\.\d)?)x(\d{1,3}(?:\.\d)?)-([a-z]+)$/

/** Created on first use, so importing this module runs no code (it stays tree-shakeable). */
let schemas:
  | {
      hand: v.GenericSchema<unknown, HandProfile>
      param: v.GenericSchema<unknown, HandProfile>
      stored: v.GenericSchema<unknown, HandProfile>
    }
  | undefined

function handSchemas() {
  if (schemas) return schemas
  const size = (bounds: { min: number; max: number }) => v.pipe(v.number(), v.finite(), v.minValue(bounds.min), v.maxValue(bounds.max), v.transform(roundMm))
  const hand = v.object({
    lengthMm: size(handBounds.lengthMm),
    breadthMm: size(handBounds.breadthMm),
    grip: v.picklist(grips),
  })
  const param = v.pipe(
    v.string(),
    v.maxLength(40),
    v.regex(paramPattern),
    v.transform((text) => {
      const [, length, breadth, grip] = paramPattern.exec(text)!
      return { lengthMm: Number(length), breadthMm: Number(breadth), grip }
    }),
    hand,
  )
  const stored = v.pipe(v.string(), v.maxLength(500), v.parseJson(), hand)
  schemas = { hand, param, stored }
  return schemas
}

/** A hand from any value (an object with the three fields); null when it is not a valid hand. */
export function parseHand(value: unknown): HandProfile | null {
  const result = v.safeParse(handSchemas().hand, value)
  return result.success ? result.output : null
}

export type HandField = keyof HandProfile

/** The URL value `190x85-claw` (whatever the router made of it); undefined when it is not a valid hand. */
export function parseHandParam(raw: unknown): HandProfile | undefined {
  const result = v.safeParse(handSchemas().param, raw)
  return result.success ? result.output : undefined
}

/** `190x85-claw`, `190.5x84-fingertip`. */
export function serializeHandParam(hand: HandProfile): string {
  return `${roundMm(hand.lengthMm)}x${roundMm(hand.breadthMm)}-${hand.grip}`
}

/** The stored hand (storageKeys.handProfile); null for a missing value or garbage. */
export function parseStoredHand(raw: string | null | undefined): HandProfile | null {
  if (raw === null || raw === undefined) return null
  const result = v.safeParse(handSchemas().stored, raw)
  return result.success ? result.output : null
}

export function serializeStoredHand(hand: HandProfile): string {
  return JSON.stringify({ lengthMm: roundMm(hand.lengthMm), breadthMm: roundMm(hand.breadthMm), grip: hand.grip })
}

/** The stored unit the hand form shows (storageKeys.handUnit); 'mm' unless 'cm' or 'in' is stored. */
export function parseHandUnit(raw: string | null | undefined): LengthUnit {
  return v.is(v.picklist(lengthUnits), raw) ? raw : 'mm'
}

export function sameHand(a: HandProfile | null | undefined, b: HandProfile | null | undefined): boolean {
  if (!a || !b) return !a && !b
  return roundMm(a.lengthMm) === roundMm(b.lengthMm) && roundMm(a.breadthMm) === roundMm(b.breadthMm) && a.grip === b.grip
}

function trim(value: number, digits: number): string {
  const factor = 10 ** digits
  return String(Math.round(value * factor) / factor)
}

/** A length in `unit` as the site writes a hand's own measures: mm to one decimal, cm and inches to two. */
const inUnit = (mm: number, unit: LengthUnit) => (unit === 'in' ? trim(mm / millimetresPerInch, 2) : unit === 'cm' ? trim(mm / 10, 2) : trim(mm, 1))

/** A hand length or breadth as the site writes it: '190 mm', '19 cm', '7.48 in'. */
export function formatHandMeasure(mm: number, unit: LengthUnit): string {
  return `${inUnit(mm, unit)} ${unit}`
}

/** '19 cm' / '18.7 cm' / '7.5 in': a hand length in words ("… for a claw grip at 19 cm"). */
export function formatHandLength(mm: number, unit: LengthUnit = 'mm'): string {
  return unit === 'in' ? `${trim(mm / millimetresPerInch, 1)} in` : `${trim(mm / 10, 1)} cm`
}

/**
 * A figure the site works out from a hand (a drawing's size, not a measure the visitor typed), as
 * people read one: whole millimetres ('183 mm', not '182.76 mm'), tenths of a centimetre or inch.
 */
export function formatHandFigure(mm: number, unit: LengthUnit = 'mm'): string {
  return unit === 'in' ? `${trim(mm / millimetresPerInch, 1)} in` : unit === 'cm' ? `${trim(mm / 10, 1)} cm` : `${Math.round(mm)} mm`
}

/** '190 × 85 mm, claw grip' / '19 × 8.5 cm, claw grip' / '7.48 × 3.35 in, claw grip'. */
export function describeHand(hand: HandProfile, unit: LengthUnit = 'mm'): string {
  return `${inUnit(hand.lengthMm, unit)} × ${inUnit(hand.breadthMm, unit)} ${unit}, ${hand.grip} grip`
}
