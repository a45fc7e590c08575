/** The words of the hand form and the fit page, in one place so tests and UI cannot drift. */
import { handBounds, millimetresPerInch, type Grip, type LengthUnit } from '../../lib/hand-profile'

export const gripDescriptions: Record<Grip, string> = {
  palm: 'Your whole hand rests on the mouse, palm on its back.',
  claw: 'Your palm touches only the back; your fingers arch onto the buttons.',
  fingertip: 'Only your fingertips touch the mouse; your palm stays off it.',
}

export const measureSteps = {
  length: 'Hand length: lay your hand flat, fingers together, and measure from the crease where your wrist meets your palm to the tip of your middle finger.',
  breadth: 'Hand breadth: measure straight across your knuckles at the base of your fingers, from the index finger’s side to the little finger’s side, without the thumb.',
} as const

const limit = (mm: number, unit: LengthUnit) => String(unit === 'in' ? Math.round((mm / millimetresPerInch) * 100) / 100 : unit === 'cm' ? mm / 10 : mm)

export const handFormText = {
  legend: 'Your hand',
  lengthLabel: (unit: LengthUnit) => `Hand length (${unit})`,
  breadthLabel: (unit: LengthUnit) => `Hand breadth (${unit})`,
  unitLabel: 'Unit',
  gripLegend: 'Grip',
  save: 'Use this hand',
  clear: 'Clear my hand',
  missingLength: 'Enter your hand length.',
  missingBreadth: 'Enter your hand breadth.',
  missingGrip: 'Choose how you hold a mouse.',
  lengthRange: (unit: LengthUnit) => `Hand length must be between ${limit(handBounds.lengthMm.min, unit)} and ${limit(handBounds.lengthMm.max, unit)} ${unit}.`,
  breadthRange: (unit: LengthUnit) => `Hand breadth must be between ${limit(handBounds.breadthMm.min, unit)} and ${limit(handBounds.breadthMm.max, unit)} ${unit}.`,
  notANumber: 'Enter a number, such as 190 or 7.5.',
  /** The unit switch's words for each unit. */
  unitNames: { mm: 'mm', cm: 'cm', in: 'inches' } as Record<LengthUnit, string>,
} as const

export const fitPageText = {
  noHand: 'No hand set yet: enter yours to see which mice fit it.',
  yourHand: 'Your hand',
  fromLink: 'This is the hand from the link you opened; your own hand is kept.',
  keepLinkHand: 'Use it as my hand',
  invalidLink: 'The hand in this link is not valid (it should look like 190x85-claw), so no hand from it is used.',
  shareLabel: 'Link to this hand',
  idealHeading: 'The ideal mouse for your hand',
  bestHeading: 'The mice that fit your hand best',
  dataUnavailable: 'The catalogue could not be loaded, so no mice are scored here right now. Your hand is still saved.',
  howHeading: 'How the fit is scored',
  settingsHeading: 'Weights and tolerances',
  notEnoughDataHeading: 'What “not enough data” means',
  /** How many mice share the best score: the list breaks their tie by closeness to the ideal size. */
  ties: (count: number, score: number) => `${count} mice score ${score}: among them, the list shows those closest to the ideal size first.`,
} as const
