/**
 * How well a mouse fits a hand (issue 22). Pure, no UI; the fit page (/mouse/fit) explains it to
 * visitors in the same terms (fit-text.ts), so change both together.
 *
 * Inputs: the hand (length L, wrist crease to middle fingertip; breadth B, across the knuckles;
 * both mm) and grip, and the mouse's length, width and height (mm, the maker's figures: width is
 * the widest point) and shape (symmetrical, ergonomic, hybrid).
 *
 * 1. The ideal size for the hand and grip is a share of the hand:
 *      ideal length = kL(grip) · L,  ideal width = kW(grip) · B,  ideal height = kH(grip) · L
 *    with the shares in `idealShares`. Sources (see `fitSources`): the palm-grip length share 0.65
 *    and width share 0.775 follow the one published rule of thumb we could check, the
 *    GamingPCSetup guide's mice page ("approximately 65% the length of your hand", "center width
 *    … roughly 75-80% the size of your palm"; it does not distinguish grips). Everything else —
 *    the smaller claw and fingertip shares, the height shares, the shape preferences, tolerances,
 *    fall-off and verdict bands — is this site's own choice, chosen to match how those grips hold
 *    a mouse further back in the fingers, and is labelled as such on the fit page.
 * 2. Each size gives a part score in [0, 1]: a difference d = mouse − ideal within the tolerance
 *    t (adjustable) counts as none; beyond it the part falls linearly to 0 over `falloffMm`:
 *      part = max(0, 1 − max(0, |d| − t) / falloff)
 * 3. The shape gives a part score from `shapeSuitability` (how well a symmetrical, ergonomic or
 *    hybrid shell suits the grip).
 * 4. The fit score is the weighted mean of the parts, 0–100 (weights adjustable; length and width
 *    always count, height and shape can be switched off with weight 0):
 *      score = round(100 · Σ wᵢ·partᵢ / Σ wᵢ), at most 99 while any part is below 1
 *    so a score of 100 means every part is ideal: it never comes with a part its own explanation
 *    calls short, long or less suited (a size 0.1 mm past its tolerance would otherwise round up to
 *    100). Its verdict: ≥ 85 great, ≥ 70 good, ≥ 50 fair, else poor.
 * 5. A mouse without a figure the score needs (length and width always; height and shape while
 *    their weight is above 0) is "not enough data": never scored with a guess.
 * 6. Ordering by fit: score descending; mice with the same score (many reach 100 within the
 *    tolerances) closer to the ideal first, by closeness = Σ wᵢ·|dᵢ|/fᵢ / Σ wᵢ over the sizes. The
 *    fit page says how many mice share the best score.
 *
 * Calibration (issue 28): the shares are checked against published statements of a reviewer's or
 * maker's hand size, grip and verdict on a mouse, gathered with their addresses and words in
 * tests/fixtures/fit-evidence.json and scored by tests/unit/fit-evidence.test.ts. A search of the
 * stored pages (55 look-ups, 2026-11-26: RTINGS, makers' size guides, lab and press reviews in seven
 * languages, forum and paste reviews) found 1 published statement that gives a hand size, a grip,
 * a catalogue mouse and a verdict: a 177.5 × 80 mm hand that finds the SteelSeries Rival 300 shell
 * (133 × 70 × 45 mm) "way too wide" for a palm grip. The model agrees with 1 of 1 (it scores the
 * mouse 49, poor, with length, width and height over the ideal), so it errs in no direction on the
 * evidence found; the other candidates (listed in the fixture) give no hand size, no grip, or no
 * verdict. One statement cannot recalibrate nine shares and three tolerances, so nothing here is
 * recalibrated: the numbers stay the rule of thumb above and this site's labelled choices until the
 * fixture holds enough statements (15 or more) to learn from.
 *
 * Speed: createFitScorer() does the per-hand work once; scoring is a few multiplications per mouse
 * (10,000 mice well under a frame, bench/fit.bench.ts). Explanations are built only on request.
 */
import { mouseShapes, type MouseRow, type MouseShape } from '../../lib/api-types'
import { formatHandLength, type Grip, type HandProfile, type LengthUnit } from '../../lib/hand-profile'

/** The figures the fit needs: a minimal structural type, so nullable catalogue rows fit too. */
export interface FitInput {
  length: number | null
  width: number | null
  height: number | null
  shape: MouseShape | null
}

export const fitDimensions = ['length', 'width', 'height'] as const
export const fitFactors = [...fitDimensions, 'shape'] as const
export type FitDimension = (typeof fitDimensions)[number]
export type FitFactor = (typeof fitFactors)[number]

export type FitWeights = Record<FitFactor, number>
export type FitTolerances = Record<FitDimension, number>

export interface FitSettings {
  weights: FitWeights
  tolerances: FitTolerances
}

export const fitFactorLabels: Record<FitFactor, string> = { length: 'Length', width: 'Width', height: 'Height', shape: 'Shape' }

/** Share of the hand that is the ideal mouse size, per grip (see the module comment for sources). */
export const idealShares: Record<Grip, Record<FitDimension, number>> = {
  palm: { length: 0.65, width: 0.775, height: 0.22 },
  claw: { length: 0.62, width: 0.75, height: 0.21 },
  fingertip: { length: 0.58, width: 0.72, height: 0.2 },
}

/** Which hand measure each ideal is a share of. */
export const idealBasis: Record<FitDimension, 'length' | 'breadth'> = { length: 'length', width: 'breadth', height: 'length' }

/** Beyond the tolerance, a part falls from 1 to 0 over this many millimetres (this site's choice). */
export const falloffMm: Record<FitDimension, number> = { length: 16, width: 10, height: 8 }

/** How well each shell suits each grip, 0–1 (this site's choice). */
export const shapeSuitability: Record<Grip, Record<MouseShape, number>> = {
  // A palm rests on the whole shell: an ergonomic hump fills it.
  palm: { ergonomic: 1, hybrid: 0.85, symmetrical: 0.7 },
  // A claw touches the back and the fingertips: any shell works, a low symmetrical back slightly better.
  claw: { symmetrical: 1, hybrid: 1, ergonomic: 0.85 },
  // Fingertips steer the mouse from the sides: a symmetrical shell is easiest to pinch.
  fingertip: { symmetrical: 1, hybrid: 0.85, ergonomic: 0.7 },
}

export const defaultFitSettings: FitSettings = {
  weights: { length: 2, width: 2, height: 1, shape: 1 },
  tolerances: { length: 4, width: 3, height: 3 },
}

/** Length and width always count (they are what the rules of thumb are about): their weight never drops to 0. */
export const fitWeightBounds: Record<FitFactor, { min: number; max: number; step: number }> = {
  length: { min: 0.5, max: 5, step: 0.5 },
  width: { min: 0.5, max: 5, step: 0.5 },
  height: { min: 0, max: 5, step: 0.5 },
  shape: { min: 0, max: 5, step: 0.5 },
}

export const fitToleranceBounds: Record<FitDimension, { min: number; max: number; step: number }> = {
  length: { min: 0, max: 15, step: 0.5 },
  width: { min: 0, max: 10, step: 0.5 },
  height: { min: 0, max: 10, step: 0.5 },
}

export const fitVerdicts = ['great', 'good', 'fair', 'poor'] as const
export type FitVerdict = (typeof fitVerdicts)[number]

/** The lowest score of each verdict. */
export const verdictFloors: Record<FitVerdict, number> = { great: 85, good: 70, fair: 50, poor: 0 }

export const verdictLabels: Record<FitVerdict | 'not-enough-data', string> = {
  great: 'Great fit',
  good: 'Good fit',
  fair: 'Fair fit',
  poor: 'Poor fit',
  'not-enough-data': 'Not enough data',
}

export function verdictFor(score: number): FitVerdict {
  if (score >= verdictFloors.great) return 'great'
  if (score >= verdictFloors.good) return 'good'
  if (score >= verdictFloors.fair) return 'fair'
  return 'poor'
}

export interface FitSource {
  id: string
  title: string
  publisher: string
  url: string
  /** What it says, in its own terms. */
  says: string
  /** What this site takes from it, and how its measurement differs from ours. */
  used: string
}

/**
 * The published rules of thumb the model uses, exactly as read. Only sources whose text we could
 * check are listed; every other number in this module is this site's own choice.
 */
export const fitSources: readonly FitSource[] = [
  {
    id: 'gamingpcsetup-mice',
    title: 'GamingPCSetup: Mice (CONTENT/DOCS/PERIPHERALS/MICE/README.md)',
    publisher: 'djdallmann, GamingPCSetup (a community guide to gaming PC set-up, on GitHub)',
    // The revision read; the guide may change after it.
    url: 'https://github.com/djdallmann/GamingPCSetup/blob/7a6da10baebf9ed23736c040fb5cc8cdb659c21e/CONTENT/DOCS/PERIPHERALS/MICE/README.md',
    says: '“The mouse should be approximately 65% the length of your hand, and has a center width that is roughly 75-80% the size of your palm.” Hand length is measured from the base of the palm to the end of the index finger, then the width of the palm. The guide gives one rule for every grip.',
    used: 'The palm-grip shares: ideal length 0.65 × hand length and ideal width 0.775 × hand breadth (the middle of 75–80%). We measure hand length to the middle fingertip, a little longer than to the index fingertip, and compare the width share with the maker’s published (widest) width rather than the centre width; so our ideal length is slightly longer, and our width reading slightly stricter, than the guide’s.',
  },
]

export interface IdealSize {
  length: number
  width: number
  height: number
}

/** The ideal mouse size (mm, one decimal) for a hand and grip. */
export function idealMouseSize(hand: Pick<HandProfile, 'lengthMm' | 'breadthMm' | 'grip'>): IdealSize {
  const shares = idealShares[hand.grip]
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    length: round(shares.length * hand.lengthMm),
    width: round(shares.width * hand.breadthMm),
    height: round(shares.height * hand.lengthMm),
  }
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)
const shapeOf = (value: unknown): MouseShape | null => ((mouseShapes as readonly unknown[]).includes(value) ? (value as MouseShape) : null)

/** A catalogue row's fit figures; any of them may be missing (null) in the row. */
export type FitRow = { [K in 'mouse__length' | 'mouse__width' | 'mouse__height' | 'mouse__shape']?: MouseRow[K] | null }

/** The fit figures of a catalogue row (today's MouseRow or a row whose figures may be null). */
export function fitInputFromMouse(row: FitRow): FitInput {
  return { length: finite(row.mouse__length), width: finite(row.mouse__width), height: finite(row.mouse__height), shape: shapeOf(row.mouse__shape) }
}

/** Settings from partial or out-of-range values: each weight and tolerance clamped to its bounds, garbage replaced by the default. */
export function normalizeFitSettings(settings: { weights?: Partial<FitWeights>; tolerances?: Partial<FitTolerances> } = {}): FitSettings {
  const clampTo = (value: unknown, bounds: { min: number; max: number }, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(bounds.max, Math.max(bounds.min, value)) : fallback
  const weights = {} as FitWeights
  for (const factor of fitFactors) weights[factor] = clampTo(settings.weights?.[factor], fitWeightBounds[factor], defaultFitSettings.weights[factor])
  const tolerances = {} as FitTolerances
  for (const dimension of fitDimensions) tolerances[dimension] = clampTo(settings.tolerances?.[dimension], fitToleranceBounds[dimension], defaultFitSettings.tolerances[dimension])
  return { weights, tolerances }
}

export type FitAssessment = 'ideal' | 'under' | 'over'

export interface FitDimensionPart {
  factor: FitDimension
  weight: number
  /** The mouse's figure and the ideal, mm. */
  valueMm: number
  idealMm: number
  /** mouse − ideal, mm (one decimal). */
  differenceMm: number
  toleranceMm: number
  /** 0–1. */
  score: number
  /** 'ideal': within the tolerance; 'under'/'over': shorter/narrower/lower or longer/wider/higher. */
  assessment: FitAssessment
  text: string
}

export interface FitShapePart {
  factor: 'shape'
  weight: number
  shape: MouseShape
  score: number
  assessment: 'suits' | 'fine' | 'less-suited'
  text: string
}

export type FitPart = FitDimensionPart | FitShapePart

export type FitResult =
  | { status: 'scored'; score: number; verdict: FitVerdict; parts: FitPart[] }
  | { status: 'not-enough-data'; missing: FitFactor[]; text: string }

export interface FitScorer {
  readonly hand: HandProfile
  readonly settings: FitSettings
  readonly ideal: IdealSize
  /** The score 0–100, or NaN when the mouse lacks a figure the score needs. No allocation. */
  score(input: FitInput): number
  /**
   * How far the sizes are from the ideal, tolerances left aside: Σ wᵢ·|dᵢ|/fᵢ / Σ wᵢ over the
   * sizes that count (0 = exactly ideal), NaN when a needed size is missing. It orders mice whose
   * scores tie (many score 100 within the tolerances): the closer to the ideal, the better.
   */
  closeness(input: FitInput): number
  /** The score, verdict and each part explained in words (or what is missing). */
  explain(input: FitInput, options?: { unit?: LengthUnit }): FitResult
}

/** The factors this scorer needs and the input lacks. */
function missingFactors(input: FitInput, weights: FitWeights): FitFactor[] {
  const missing: FitFactor[] = []
  if (input.length === null) missing.push('length')
  if (input.width === null) missing.push('width')
  if (weights.height > 0 && input.height === null) missing.push('height')
  if (weights.shape > 0 && input.shape === null) missing.push('shape')
  return missing
}

function dimensionScore(value: number, ideal: number, tolerance: number, falloff: number): number {
  const excess = Math.abs(value - ideal) - tolerance
  if (excess <= 0) return 1
  return excess >= falloff ? 0 : 1 - excess / falloff
}

const mm = (value: number) => `${Math.round(Math.abs(value) * 10) / 10} mm`

const dimensionWords: Record<FitDimension, { under: string; over: string }> = {
  length: { under: 'shorter', over: 'longer' },
  width: { under: 'narrow', over: 'wide' },
  height: { under: 'low', over: 'high' },
}

function dimensionText(part: Omit<FitDimensionPart, 'text'>, hand: HandProfile, unit: LengthUnit): string {
  const grip = `a ${hand.grip} grip`
  const difference = part.differenceMm
  const side = difference < 0 ? 'under' : 'over'
  switch (part.factor) {
    case 'length': {
      const at = `for ${grip} at ${formatHandLength(hand.lengthMm, unit)}`
      if (part.assessment === 'ideal') {
        return difference === 0 ? `Ideal length ${at}` : `Right length ${at} (${mm(difference)} ${dimensionWords.length[side]} than the ideal ${mm(part.idealMm)})`
      }
      return `${mm(difference)} ${dimensionWords.length[side]} than ideal ${at}`
    }
    case 'width': {
      if (part.assessment === 'ideal') return difference === 0 ? 'Ideal width for your breadth' : `Right width for your breadth (${mm(difference)} ${side} the ideal ${mm(part.idealMm)})`
      return `${side === 'under' ? 'Narrow' : 'Wide'} for your breadth: ${mm(difference)} ${side} the ideal ${mm(part.idealMm)}`
    }
    case 'height': {
      if (part.assessment === 'ideal') return difference === 0 ? `Ideal height for ${grip}` : `Right height for ${grip} (${mm(difference)} ${side} the ideal ${mm(part.idealMm)})`
      return `${side === 'under' ? 'Low' : 'High'} for ${grip}: ${mm(difference)} ${side} the ideal ${mm(part.idealMm)}`
    }
  }
}

function shapeText(shape: MouseShape, assessment: FitShapePart['assessment'], grip: Grip): string {
  const name = shape.charAt(0).toUpperCase() + shape.slice(1)
  if (assessment === 'suits') return `${name} shape suits a ${grip} grip`
  if (assessment === 'fine') return `${name} shape: fine for a ${grip} grip`
  return `${name} shape suits a ${grip} grip less well`
}

/** "Not enough data: height and shape not known". */
export function missingText(missing: readonly FitFactor[]): string {
  const names = missing.map((factor) => fitFactorLabels[factor].toLowerCase())
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `Not enough data: ${list} not known`
}

/** The scorer for one hand, grip and settings (the per-hand work done once). */
export function createFitScorer(hand: HandProfile, settings: { weights?: Partial<FitWeights>; tolerances?: Partial<FitTolerances> } = defaultFitSettings): FitScorer {
  const normalized = normalizeFitSettings(settings)
  const { weights, tolerances } = normalized
  const ideal = idealMouseSize(hand)
  const shapeScores = shapeSuitability[hand.grip]
  const totalWeight = weights.length + weights.width + weights.height + weights.shape
  const usesHeight = weights.height > 0
  const usesShape = weights.shape > 0

  const score = (input: FitInput): number => {
    const { length, width, height, shape } = input
    if (length === null || width === null || (usesHeight && height === null) || (usesShape && shape === null)) return Number.NaN
    const lengthPart = dimensionScore(length, ideal.length, tolerances.length, falloffMm.length)
    const widthPart = dimensionScore(width, ideal.width, tolerances.width, falloffMm.width)
    const heightPart = usesHeight ? dimensionScore(height!, ideal.height, tolerances.height, falloffMm.height) : 1
    const shapePart = usesShape ? shapeScores[shape!] : 1
    const sum = weights.length * lengthPart + weights.width * widthPart + weights.height * heightPart + weights.shape * shapePart
    const rounded = Math.round((100 * sum) / totalWeight)
    // 100 only when every part is: a verdict never contradicts its own explanation.
    return lengthPart < 1 || widthPart < 1 || heightPart < 1 || shapePart < 1 ? Math.min(99, rounded) : rounded
  }

  const sizeWeight = weights.length + weights.width + (usesHeight ? weights.height : 0)
  const closeness = (input: FitInput): number => {
    const { length, width, height } = input
    if (length === null || width === null || (usesHeight && height === null)) return Number.NaN
    let sum = (weights.length * Math.abs(length - ideal.length)) / falloffMm.length + (weights.width * Math.abs(width - ideal.width)) / falloffMm.width
    if (usesHeight) sum += (weights.height * Math.abs(height! - ideal.height)) / falloffMm.height
    return sum / sizeWeight
  }

  const explain = (input: FitInput, options: { unit?: LengthUnit } = {}): FitResult => {
    const missing = missingFactors(input, weights)
    if (missing.length > 0) return { status: 'not-enough-data', missing, text: missingText(missing) }
    const unit = options.unit ?? 'mm'
    const parts: FitPart[] = []
    for (const factor of fitDimensions) {
      const weight = weights[factor]
      if (weight === 0) continue
      const value = input[factor]!
      const differenceMm = Math.round((value - ideal[factor]) * 10) / 10
      const part: Omit<FitDimensionPart, 'text'> = {
        factor,
        weight,
        valueMm: value,
        idealMm: ideal[factor],
        differenceMm,
        toleranceMm: tolerances[factor],
        score: dimensionScore(value, ideal[factor], tolerances[factor], falloffMm[factor]),
        assessment: Math.abs(value - ideal[factor]) <= tolerances[factor] ? 'ideal' : value < ideal[factor] ? 'under' : 'over',
      }
      parts.push({ ...part, text: dimensionText(part, hand, unit) })
    }
    if (usesShape) {
      const shape = input.shape!
      const partScore = shapeScores[shape]
      const assessment: FitShapePart['assessment'] = partScore >= 1 ? 'suits' : partScore >= 0.85 ? 'fine' : 'less-suited'
      parts.push({ factor: 'shape', weight: weights.shape, shape, score: partScore, assessment, text: shapeText(shape, assessment, hand.grip) })
    }
    const value = score(input)
    return { status: 'scored', score: value, verdict: verdictFor(value), parts }
  }

  return { hand, settings: normalized, ideal, score, closeness, explain }
}

/** One mouse's fit (for a list, create the scorer once: createFitScorer). */
export function scoreFit(input: FitInput, hand: HandProfile, settings?: { weights?: Partial<FitWeights>; tolerances?: Partial<FitTolerances> }, options?: { unit?: LengthUnit }): FitResult {
  return createFitScorer(hand, settings).explain(input, options)
}

/**
 * The fit score of every row, in order (NaN: not enough data), for sorting and filtering a whole
 * catalogue: one pass, no allocation per row beyond the result arrays. With `withCloseness`, also
 * each row's closeness (scorer.closeness), to order the rows whose scores tie.
 */
export function scoreRows(rows: readonly FitRow[], scorer: FitScorer): Float64Array
export function scoreRows(rows: readonly FitRow[], scorer: FitScorer, withCloseness: true): { scores: Float64Array; closeness: Float64Array }
export function scoreRows(rows: readonly FitRow[], scorer: FitScorer, withCloseness = false): Float64Array | { scores: Float64Array; closeness: Float64Array } {
  const scores = new Float64Array(rows.length)
  const closeness = withCloseness ? new Float64Array(rows.length) : undefined
  const input: FitInput = { length: null, width: null, height: null, shape: null }
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!
    input.length = finite(row.mouse__length)
    input.width = finite(row.mouse__width)
    input.height = finite(row.mouse__height)
    input.shape = shapeOf(row.mouse__shape)
    scores[index] = scorer.score(input)
    if (closeness) closeness[index] = scorer.closeness(input)
  }
  return closeness ? { scores, closeness } : scores
}

/**
 * Row indexes by fit, best first; rows without enough data last (in their catalogue order). Ties
 * go by `closeness` when given (closer to the ideal first), then catalogue order. Scores are whole
 * numbers 0–100, so a counting sort does it in one pass (plus a sort inside each tied group).
 */
export function orderByFit(scores: Float64Array, closeness?: Float64Array): number[] {
  const counts = new Int32Array(102)
  const bucketOf = (score: number) => (Number.isNaN(score) ? 101 : 100 - score)
  for (let index = 0; index < scores.length; index++) {
    const score = scores[index]!
    if (!Number.isNaN(score) && !(Number.isInteger(score) && score >= 0 && score <= 100)) return orderByFitSorted(scores, closeness)
    counts[bucketOf(score)]!++
  }
  const starts = new Int32Array(102)
  for (let bucket = 1; bucket < 102; bucket++) starts[bucket] = starts[bucket - 1]! + counts[bucket - 1]!
  const order = new Array<number>(scores.length)
  const next = starts.slice()
  for (let index = 0; index < scores.length; index++) order[next[bucketOf(scores[index]!)]!++] = index
  if (closeness) {
    // The unscored bucket (101) keeps catalogue order.
    for (let bucket = 0; bucket < 101; bucket++) {
      if (counts[bucket]! < 2) continue
      const from = starts[bucket]!
      const group = order.slice(from, from + counts[bucket]!).sort((a, b) => closeness[a]! - closeness[b]! || a - b)
      for (let i = 0; i < group.length; i++) order[from + i] = group[i]!
    }
  }
  return order
}

/** The same order for scores that are not whole numbers 0–100 (not produced by this module). */
function orderByFitSorted(scores: Float64Array, closeness?: Float64Array): number[] {
  const order = Array.from({ length: scores.length }, (_, index) => index)
  return order.sort((a, b) => {
    const sa = scores[a]!
    const sb = scores[b]!
    const na = Number.isNaN(sa)
    const nb = Number.isNaN(sb)
    if (na || nb) return na === nb ? a - b : na ? 1 : -1
    return sb - sa || (closeness && !na ? closeness[a]! - closeness[b]! : 0) || a - b
  })
}
