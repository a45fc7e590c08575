/**
 * Shape similarity between mice: the ranking behind /mouse/find-similar. Pure, no UI.
 *
 * The reference (a chosen mouse, or figures typed in) and each candidate are compared on eleven
 * dimensions. Each gives a per-dimension distance d ≥ 0:
 *
 * - length, width, height (mm) and weight (g): d = max(0, |candidate − target| − tolerance) / scale.
 *   A difference within the tolerance counts as none. The scale normalizes the four units: by
 *   default the catalogue's standard deviation of that figure (so "one typical spread" is 1).
 * - shape: same 0; hybrid against symmetrical or ergonomic 0.5; symmetrical against ergonomic 1.
 * - hand compatibility: same 0; ambidextrous against right or left 0.5; right against left 1.
 * - hump placement, front flare and side curvature are ordered scales (front → back; inward
 *   aggressive → flat → outward aggressive): d = steps apart / the scale's full length
 *   (hump 6 steps, flare 6, curvature 4), so neighbours are close and opposite ends are 1.
 * - thumb rest, ring-finger rest: same 0, different 1.
 *
 * A dimension the reference does not give (e.g. typed figures without a hump) is left out of the
 * distance, and so is, for one candidate, a dimension whose value that candidate does not have: an
 * unknown figure is never a difference and never an agreement (never a default value).
 *
 * The distance is the weighted root mean square D = √(Σ wᵢ·dᵢ² / Σ wᵢ) over the dimensions both
 * know, with the user-adjustable weights wᵢ ≥ 0 (0 switches a dimension off). How much of the
 * comparison that covers is the confidence c = Σ wᵢ (dimensions both know) / Σ wᵢ (every dimension
 * with a weight above 0): 1 when every figure could be compared, about a half when only length,
 * width, height and weight could (most imported mice, whose shape descriptors are not known). The
 * similarity shown is 100·c·e^(−D) percent: identical on every figure 100 %; identical in size and
 * weight with the shape not known about 51 %, never 100 %, and said so ("size and weight only").
 * So a figure nobody published lowers how sure the match is, instead of counting as a match. A
 * candidate that shares no dimension with the reference cannot be compared and ranks last (0 %).
 * An extra dimension can join the weighted mean (`extra`, e.g. the fit for the visitor's hand,
 * supplied by the page only when a hand is set): its own d in [0, 1] per row, null when unknown.
 *
 * Same shell. A person asked for "mice like this one" names its shell siblings first: the same
 * body sold with another sensor, cable, weight or colour. A candidate is of the reference's shell when
 * (1) both share a shape parent (mouse__shape_parent_id, followed to its root: the editors' record
 *     that two products use one shell), or
 * (2) both are editions of one product (general__parent_id, followed to its root: the record that a
 *     mouse is a colour or edition variant of another) of the same size: near-equal dimensions as in
 *     (3), since a product's editions can be scaled shells (the Mini, Medium and Large of one
 *     mouse), and not an edition for the other hand (see (4)), or
 * (3) both have the same shape descriptors — shape, front flare, side curvature and hump placement
 *     all known and equal (an import that gives only its shape is too little to call a shell), thumb
 *     rest and ring-finger rest equal (unknown only matches unknown), and the hand too unless the
 *     shape is symmetrical (a symmetrical shell is one shell for either hand: its hand compatibility
 *     is about side buttons) — and near-equal dimensions: length, width and height all known and
 *     each within `shellDimensionToleranceMm` = 0.3 mm. One shell published twice differs by a
 *     rounding at most (125 against 124.8 mm); on the seed, 0.3 mm keeps the G Pro family, the
 *     G305 and G Pro HERO, the Rival 3 and Aerox 3 together and keeps apart different shells of the
 *     same descriptors that are 0.4 mm (Viper V3 Pro, ROG Harpe Ace) or 0.8 mm (Zowie EC2-C,
 *     DeathAdder V3 HyperSpeed) apart (tests/unit/similarity-seed.test.ts), or
 * (4) the same maker sells both under one model name (the first word of the model, e.g. "EC2" of
 *     the EC2-B and the EC2-CW), with near-equal dimensions as in (3) and no known shape that
 *     differs: another edition of one shell that nobody has linked yet.
 * In (2) and (4) an edition for the other hand is not the same shell but its mirror image: an
 * asymmetric shell whose hand is known to differ, or one named as a left-handed edition ("Left",
 * "LHD") beside one that is not.
 * Weight, sensor and the like never make a shell: a mouse that only weighs the same is not one.
 *
 * Ranking (documented on the page): same-shell mice first, then everyone else; within each group by
 * the similarity shown, highest first; among equal similarity (differences within the tolerances
 * count as none) the smaller raw distance first (the same D with every tolerance 0: the mouse whose
 * figures really are closest), then the higher confidence, then product name (lower-cased, in code
 * unit order: the browser's collator loads its locale data on first use, which took the cold
 * page's ranking from ~24 to ~47 ms in Chromium 156), then handle (stable and deterministic). The
 * reference mouse itself is left out.
 */
import {
  humpPlacements,
  type FrontFlare,
  type HandCompatibility,
  type HumpPlacement,
  type MouseRow,
  type MouseShape,
  type SideCurvature,
} from '../../lib/api-types'
import { finishSteps, finishStepsInSlices } from '../../lib/next-task'
import { productName } from '../../lib/product-name'

export const numericDimensions = ['length', 'width', 'height', 'weight'] as const
export const traitDimensions = ['shape', 'hand', 'hump', 'flare', 'curve', 'thumbRest', 'ringRest'] as const
export const similarityDimensions = [...numericDimensions, ...traitDimensions] as const

export type NumericDimension = (typeof numericDimensions)[number]
export type TraitDimension = (typeof traitDimensions)[number]
export type SimilarityDimension = (typeof similarityDimensions)[number]

export const dimensionLabels: Record<SimilarityDimension, string> = {
  length: 'Length',
  width: 'Width',
  height: 'Height',
  weight: 'Weight',
  shape: 'Shape',
  hand: 'Hand',
  hump: 'Hump placement',
  flare: 'Front flare',
  curve: 'Side curvature',
  thumbRest: 'Thumb rest',
  ringRest: 'Ring-finger rest',
}

export const dimensionUnits: Record<NumericDimension, string> = { length: 'mm', width: 'mm', height: 'mm', weight: 'g' }

/** What the candidates are compared with. Missing fields are not compared. */
export interface SimilarityTarget {
  length?: number | null
  width?: number | null
  height?: number | null
  weight?: number | null
  shape?: MouseShape | null
  hand?: HandCompatibility | null
  hump?: HumpPlacement | null
  flare?: FrontFlare | null
  curve?: SideCurvature | null
  thumbRest?: boolean | null
  ringRest?: boolean | null
  /** The reference mouse's id, shape parent and edition parent, to find its shell siblings (absent for typed figures). */
  id?: number | null
  shapeParentId?: number | null
  parentId?: number | null
  /** The reference mouse's maker(s) and model, for another edition of its shell (rule 4). */
  brandHandles?: readonly string[] | null
  model?: string | null
  variant?: string | null
}

/** "Near-equal" dimensions for the same-shell rule (module comment): each of length, width, height within this. */
export const shellDimensionToleranceMm = 0.3

/** Why a candidate is of the reference's shell (rules 1 to 4 of the module comment). */
export type ShellMatch = 'shape-parent' | 'variant' | 'descriptors' | 'same-model'

export type Weights = Record<SimilarityDimension, number>
export type Tolerances = Record<NumericDimension, number>
export type Scales = Record<NumericDimension, number>

/** Size first: length and width matter most for how a mouse fits the hand. */
export const defaultWeights: Weights = {
  length: 3,
  width: 3,
  height: 2,
  weight: 1,
  shape: 2,
  hand: 2,
  hump: 1,
  flare: 1,
  curve: 1,
  thumbRest: 1,
  ringRest: 0.5,
}

/** Differences up to these count as none (about what two reviewers' measurements differ by). */
export const defaultTolerances: Tolerances = { length: 1, width: 1, height: 1, weight: 3 }

/** Scales used when the catalogue is too small to measure its spread. */
export const fallbackScales: Scales = { length: 6, width: 4, height: 3, weight: 15 }

export const weightBounds = { min: 0, max: 5 } as const
export const toleranceBounds: Record<NumericDimension, { min: number; max: number; step: number }> = {
  length: { min: 0, max: 10, step: 0.5 },
  width: { min: 0, max: 10, step: 0.5 },
  height: { min: 0, max: 10, step: 0.5 },
  weight: { min: 0, max: 30, step: 1 },
}

/** The reference values of a mouse. */
export function targetFromMouse(row: MouseRow): SimilarityTarget {
  return {
    length: row.mouse__length,
    width: row.mouse__width,
    height: row.mouse__height,
    weight: row.mouse__weight,
    shape: row.mouse__shape,
    hand: row.mouse__hand_compatibility,
    hump: row.mouse__hump_placement,
    flare: row.mouse__front_flare,
    curve: row.mouse__side_curvature,
    thumbRest: row.mouse__thumb_rest,
    ringRest: row.mouse__ring_finger_rest,
    id: row.general__id,
    shapeParentId: row.mouse__shape_parent_id,
    parentId: row.general__parent_id,
    brandHandles: row.general__brand_handles,
    model: row.general__model,
    variant: row.general__variant,
  }
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function numericOf(row: MouseRow, dimension: NumericDimension): number | null {
  switch (dimension) {
    case 'length':
      return finite(row.mouse__length)
    case 'width':
      return finite(row.mouse__width)
    case 'height':
      return finite(row.mouse__height)
    case 'weight':
      return finite(row.mouse__weight)
  }
}

function traitOf(row: MouseRow, dimension: TraitDimension): string | boolean | null {
  switch (dimension) {
    case 'shape':
      return row.mouse__shape ?? null
    case 'hand':
      return row.mouse__hand_compatibility ?? null
    case 'hump':
      return row.mouse__hump_placement ?? null
    case 'flare':
      return row.mouse__front_flare ?? null
    case 'curve':
      return row.mouse__side_curvature ?? null
    case 'thumbRest':
      return typeof row.mouse__thumb_rest === 'boolean' ? row.mouse__thumb_rest : null
    case 'ringRest':
      return typeof row.mouse__ring_finger_rest === 'boolean' ? row.mouse__ring_finger_rest : null
  }
}

const humpPosition = new Map<string, number>(humpPlacements.map((value, index) => [value, index]))
const flarePosition = new Map<string, number>([
  ['inward - aggressive', -3],
  ['inward - moderate', -2],
  ['inward - slight', -1],
  ['flat', 0],
  ['outward - slight', 1],
  ['outward - moderate', 2],
  ['outward - aggressive', 3],
])
const curvePosition = new Map<string, number>([
  ['inward - aggressive', -2],
  ['inward', -1],
  ['flat', 0],
  ['outward', 1],
  ['outward - aggressive', 2],
])

/** Distance of two trait values in [0, 1]; unknown values (null) give 1. */
export function traitDistance(dimension: TraitDimension, a: string | boolean | null | undefined, b: string | boolean | null | undefined): number {
  if (a === null || a === undefined || b === null || b === undefined) return 1
  if (a === b) return 0
  switch (dimension) {
    case 'shape':
      return a === 'hybrid' || b === 'hybrid' ? 0.5 : 1
    case 'hand':
      return a === 'ambidextrous' || b === 'ambidextrous' ? 0.5 : 1
    case 'hump':
      return ordinal(humpPosition, a, b, 6)
    case 'flare':
      return ordinal(flarePosition, a, b, 6)
    case 'curve':
      return ordinal(curvePosition, a, b, 4)
    default:
      return 1
  }
}

function ordinal(positions: Map<string, number>, a: string | boolean, b: string | boolean, span: number): number {
  const pa = positions.get(String(a))
  const pb = positions.get(String(b))
  if (pa === undefined || pb === undefined) return 1
  return Math.min(1, Math.abs(pa - pb) / span)
}

const scalesCache = new WeakMap<readonly MouseRow[], Scales>()

/** The catalogue's standard deviation of each figure (fallbackScales where fewer than 5 rows have it). */
export function catalogueScales(rows: readonly MouseRow[]): Scales {
  const cached = scalesCache.get(rows)
  if (cached) return cached
  const scales = { ...fallbackScales }
  for (const dimension of numericDimensions) {
    let n = 0
    let sum = 0
    let squares = 0
    for (const row of rows) {
      const value = numericOf(row, dimension)
      if (value === null) continue
      n++
      sum += value
      squares += value * value
    }
    if (n >= 5) {
      const mean = sum / n
      const sd = Math.sqrt(Math.max(0, squares / n - mean * mean))
      if (sd > 0) scales[dimension] = sd
    }
  }
  scalesCache.set(rows, scales)
  return scales
}

interface ShellIndex {
  parentOf: Map<number, number | null>
  /** Each mouse id → the root of its shape-parent chain (itself when it has no shape parent). */
  roots: Map<number, number>
  editionParentOf: Map<number, number | null>
  /** Each mouse id → the root of its edition-parent chain (general__parent_id). */
  editionRoots: Map<number, number>
}

const shellIndexCache = new WeakMap<readonly MouseRow[], ShellIndex>()

function shellIndex(rows: readonly MouseRow[]): ShellIndex {
  const cached = shellIndexCache.get(rows)
  if (cached) return cached
  const parentOf = new Map<number, number | null>()
  for (const row of rows) if (typeof row.general__id === 'number') parentOf.set(row.general__id, finite(row.mouse__shape_parent_id))
  const roots = new Map<number, number>()
  for (const id of parentOf.keys()) roots.set(id, rootOf(id, parentOf.get(id) ?? null, parentOf))
  const editionParentOf = new Map<number, number | null>()
  for (const row of rows) if (typeof row.general__id === 'number') editionParentOf.set(row.general__id, finite(row.general__parent_id))
  const editionRoots = new Map<number, number>()
  for (const id of editionParentOf.keys()) editionRoots.set(id, rootOf(id, editionParentOf.get(id) ?? null, editionParentOf))
  const index = { parentOf, roots, editionParentOf, editionRoots }
  shellIndexCache.set(rows, index)
  return index
}

/** Follows shape parents up from `id` (whose parent is `parent`); a cycle or a parent not in the list stops the walk. */
function rootOf(id: number, parent: number | null, parentOf: ReadonlyMap<number, number | null>): number {
  let current = id
  let next = parent
  const seen = new Set([id])
  while (next !== null && !seen.has(next)) {
    seen.add(next)
    current = next
    next = parentOf.get(next) ?? null
  }
  return current
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)

/** Length, width and height all known and each within shellDimensionToleranceMm. */
function nearEqualDimensions(target: SimilarityTarget, row: MouseRow): boolean {
  for (const dimension of ['length', 'width', 'height'] as const) {
    const a = finite(target[dimension])
    const b = numericOf(row, dimension)
    if (a === null || b === null || Math.abs(a - b) > shellDimensionToleranceMm + 1e-9) return false
  }
  return true
}

/** The first word of a model name ("EC2" of "EC2-CW", "Viper" of "Viper V3 Pro"), lower case; null when none. */
export function modelFamily(model: string | null | undefined): string | null {
  const word = typeof model === 'string' ? /^[\p{L}\p{N}]+/u.exec(model.trim()) : null
  return word ? word[0].toLowerCase() : null
}

const leftHandedName = /\b(left|lhd)\b/i

/** An edition for the other hand (the closing note of the module comment). */
function otherHand(target: SimilarityTarget, row: MouseRow): boolean {
  const shape = target.shape ?? row.mouse__shape ?? null
  if (shape !== 'symmetrical' && (target.hand ?? null) !== null && (row.mouse__hand_compatibility ?? null) !== null && target.hand !== row.mouse__hand_compatibility) return true
  return leftHandedName.test(`${target.model ?? ''} ${target.variant ?? ''}`) !== leftHandedName.test(`${row.general__model ?? ''} ${row.general__variant ?? ''}`)
}

/** Rule (4) of the module comment: the same maker and model name, near-equal dimensions, no known shape that differs. */
function sameModelAndSize(target: SimilarityTarget, row: MouseRow): boolean {
  const brands = target.brandHandles ?? []
  const rowBrands = row.general__brand_handles ?? []
  if (brands.length === 0 || brands.length !== rowBrands.length || brands.some((brand, index) => brand !== rowBrands[index])) return false
  const family = modelFamily(target.model)
  if (family === null || family !== modelFamily(row.general__model)) return false
  if ((target.shape ?? null) !== null && (row.mouse__shape ?? null) !== null && target.shape !== row.mouse__shape) return false
  return nearEqualDimensions(target, row) && !otherHand(target, row)
}

/** Rule (3) of the module comment: same shape descriptors and near-equal dimensions. */
function sameDescriptorsAndSize(target: SimilarityTarget, row: MouseRow): boolean {
  const shape = target.shape ?? null
  if (shape === null || row.mouse__shape !== shape) return false
  // A shell is described by its flare, curvature and hump: an import that gives only its shape is too little to call one.
  if ((target.flare ?? null) === null || (target.curve ?? null) === null || (target.hump ?? null) === null) return false
  if (!same(target.flare, row.mouse__front_flare) || !same(target.curve, row.mouse__side_curvature) || !same(target.hump, row.mouse__hump_placement)) return false
  if (!same(target.thumbRest, row.mouse__thumb_rest) || !same(target.ringRest, row.mouse__ring_finger_rest)) return false
  if (shape !== 'symmetrical' && !same(target.hand, row.mouse__hand_compatibility)) return false
  return nearEqualDimensions(target, row)
}

/** A function telling whether a row is of the target's shell, and why (null: it is not). */
export function shellMatcher(rows: readonly MouseRow[], target: SimilarityTarget): (row: MouseRow) => ShellMatch | null {
  const { parentOf, roots, editionParentOf, editionRoots } = shellIndex(rows)
  const id = finite(target.id)
  // A reference outside the list (a preview) follows its own parents.
  const targetRoot = id === null ? null : (roots.get(id) ?? rootOf(id, finite(target.shapeParentId), parentOf))
  const targetEditionRoot = id === null ? null : (editionRoots.get(id) ?? rootOf(id, finite(target.parentId), editionParentOf))
  return (row) => {
    const rowId = typeof row.general__id === 'number' ? row.general__id : null
    if (targetRoot !== null && rowId !== null && roots.get(rowId) === targetRoot) return 'shape-parent'
    if (targetEditionRoot !== null && rowId !== null && editionRoots.get(rowId) === targetEditionRoot && nearEqualDimensions(target, row) && !otherHand(target, row)) return 'variant'
    if (sameDescriptorsAndSize(target, row)) return 'descriptors'
    return sameModelAndSize(target, row) ? 'same-model' : null
  }
}

/** A dimension the page adds to the weighted mean (e.g. the fit for the visitor's hand). */
export interface ExtraDimension {
  weight: number
  /** d in [0, 1] for a row; null when the row cannot be judged (it then contributes nothing). */
  distanceOf: (row: MouseRow) => number | null
}

export interface SimilarityOptions {
  weights?: Partial<Weights>
  tolerances?: Partial<Tolerances>
  /** Normalization of the figures; default catalogueScales(rows). */
  scales?: Scales
  extra?: ExtraDimension
}

interface Prepared {
  numeric: { dimension: NumericDimension; target: number; weight: number; tolerance: number; scale: number }[]
  traits: { dimension: TraitDimension; target: string | boolean; weight: number }[]
  extra: ExtraDimension | null
  /** The weight of the reference's dimensions (those it gives, with a weight above 0). */
  totalWeight: number
  /** The weight of every dimension with a weight above 0, known to the reference or not: the confidence's whole. */
  fullWeight: number
}

function prepare(target: SimilarityTarget, options: SimilarityOptions, scales: Scales): Prepared {
  const weights = { ...defaultWeights, ...options.weights }
  const tolerances = { ...defaultTolerances, ...options.tolerances }
  const numeric: Prepared['numeric'] = []
  const traits: Prepared['traits'] = []
  let totalWeight = 0
  let fullWeight = 0
  for (const dimension of similarityDimensions) fullWeight += Math.max(0, finite(weights[dimension]) ?? 0)
  for (const dimension of numericDimensions) {
    const value = finite(target[dimension])
    const weight = Math.max(0, finite(weights[dimension]) ?? 0)
    if (value === null || weight === 0) continue
    numeric.push({ dimension, target: value, weight, tolerance: Math.max(0, finite(tolerances[dimension]) ?? 0), scale: scales[dimension] > 0 ? scales[dimension] : fallbackScales[dimension] })
    totalWeight += weight
  }
  for (const dimension of traitDimensions) {
    const value = target[dimension]
    const weight = Math.max(0, finite(weights[dimension]) ?? 0)
    if (value === null || value === undefined || weight === 0) continue
    traits.push({ dimension, target: value, weight })
    totalWeight += weight
  }
  const extraWeight = Math.max(0, finite(options.extra?.weight) ?? 0)
  const extra = options.extra && extraWeight > 0 ? { weight: extraWeight, distanceOf: options.extra.distanceOf } : null
  if (extra) {
    totalWeight += extra.weight
    fullWeight += extra.weight
  }
  return { numeric, traits, extra, totalWeight, fullWeight }
}

/** What distanceOf measures of one row besides the distance. */
interface RowMeasure {
  /** The weight of the dimensions the row has a value for. */
  weight: number
  /** The distance with every tolerance 0 (the tie-break of equal distances). */
  raw: number
  /** Whether anything beyond size and weight was compared (a trait, or the extra dimension). */
  beyondSize: boolean
}

/** The distance of one row; `measure` receives the known weight and the raw distance. */
function distanceOf(row: MouseRow, prepared: Prepared, measure?: RowMeasure): number {
  if (prepared.totalWeight === 0) {
    if (measure) {
      measure.weight = 0
      measure.raw = 0
      measure.beyondSize = false
    }
    return 0
  }
  let sum = 0
  let rawSum = 0
  let used = 0
  let beyondSize = false
  for (const item of prepared.numeric) {
    const value = numericOf(row, item.dimension)
    if (value === null) continue
    const difference = Math.abs(value - item.target)
    const d = Math.max(0, difference - item.tolerance) / item.scale
    const raw = difference / item.scale
    sum += item.weight * d * d
    rawSum += item.weight * raw * raw
    used += item.weight
  }
  for (const item of prepared.traits) {
    const value = traitOf(row, item.dimension)
    if (value === null) continue
    const d = traitDistance(item.dimension, item.target, value)
    sum += item.weight * d * d
    rawSum += item.weight * d * d
    used += item.weight
    beyondSize = true
  }
  if (prepared.extra) {
    const d = prepared.extra.distanceOf(row)
    if (d !== null && Number.isFinite(d)) {
      const clamped = Math.min(1, Math.max(0, d))
      sum += prepared.extra.weight * clamped * clamped
      rawSum += prepared.extra.weight * clamped * clamped
      used += prepared.extra.weight
      beyondSize = true
    }
  }
  if (measure) {
    measure.weight = used
    measure.raw = used === 0 ? Infinity : Math.sqrt(rawSum / used)
    measure.beyondSize = beyondSize
  }
  return used === 0 ? Infinity : Math.sqrt(sum / used)
}

/**
 * Similarity percent (0–100, one decimal) for a distance and a confidence (the share of the
 * comparison's weight both mice are known on; 1 by default): 100·c·e^(−D).
 */
export function similarityPercent(distance: number, confidence = 1): number {
  const share = Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0
  return Math.round(Math.exp(-distance) * share * 1000) / 10
}

/** What a result's similarity rests on: the shape too, size and weight only, or nothing known to both. */
export type SimilarityBasis = 'shape' | 'size' | 'none'

export interface RankedMouse {
  row: MouseRow
  /** D over the dimensions both know. */
  distance: number
  /** The distance with every tolerance 0: orders equal similarities. */
  rawDistance: number
  /** Share (0–1) of the comparison's weight both mice are known on. */
  confidence: number
  /** What the similarity rests on ('size': size and weight only, the shape not known). */
  basis: SimilarityBasis
  /** 0–100: 100·confidence·e^(−distance), the number shown, which orders the results. */
  similarity: number
  /** Of the reference's shell, and why; null when not (see the module comment). */
  shell: ShellMatch | null
}

/** NaN-safe ascending difference (two Infinity values tie). */
function ascending(a: number, b: number): number {
  const difference = a - b
  return difference !== 0 && !Number.isNaN(difference) ? difference : 0
}

export type RankOptions = SimilarityOptions & { excludeHandle?: string; limit?: number }

/**
 * The candidates most similar to the target, best first (see the module comment), at most
 * `limit`. `excludeHandle`: the reference mouse, left out. What prepareSimilarRanking prepared for
 * the same rows, target and options is returned as it is.
 */
export function rankSimilar(rows: readonly MouseRow[], target: SimilarityTarget, options: RankOptions = {}): RankedMouse[] {
  const ready = preparedRankings.get(rows)
  if (ready && ready[0] === rankingKey(rows, target, options)) return ready[1]
  return finishSteps(rankSimilarSteps(rows, target, options))
}

/**
 * rankSimilar's work ahead of the page that shows it, in tasks of about 3 ms (the route's loader
 * awaits it): on a phone, ranking the whole catalogue inside the page's render was one task of
 * about 150 ms at a 4× slowdown, and steps of 400 rows took 11–42 ms each at full speed on a slow
 * host (bench/README.md, "Thirty-fourth session"). Nothing is prepared with an `extra` dimension (a
 * function: there is no telling whether the page's is the same one).
 */
export async function prepareSimilarRanking(rows: readonly MouseRow[], target: SimilarityTarget, options: RankOptions = {}): Promise<void> {
  const key = rankingKey(rows, target, options)
  if (key === null || preparedRankings.get(rows)?.[0] === key) return
  preparedRankings.set(rows, [key, await finishStepsInSlices(rankSimilarSteps(rows, target, options))])
}

/** The last ranking prepared for each rows array (query data is never changed in place), with its key. */
const preparedRankings = new WeakMap<readonly MouseRow[], [string, RankedMouse[]]>()

/** Everything a ranking depends on, as a string (null with an extra dimension). */
function rankingKey(rows: readonly MouseRow[], target: SimilarityTarget, options: RankOptions): string | null {
  const { extra, scales = catalogueScales(rows), ...rest } = options
  return extra ? null : JSON.stringify([target, scales, rest])
}

/** rankSimilar's work, pausing after the scales, after the shell index and after each row (exported for its test). */
export function* rankSimilarSteps(rows: readonly MouseRow[], target: SimilarityTarget, options: RankOptions = {}): Generator<void, RankedMouse[]> {
  const scales = options.scales ?? catalogueScales(rows)
  yield
  const prepared = prepare(target, options, scales)
  const shellOf = shellMatcher(rows, target)
  yield
  const count = rows.length
  const distances = new Float64Array(count)
  const rawDistances = new Float64Array(count)
  const confidences = new Float64Array(count)
  const similarities = new Float64Array(count)
  const beyondSize = new Uint8Array(count)
  const shells: (ShellMatch | null)[] = new Array(count).fill(null)
  const measure: RowMeasure = { weight: 0, raw: 0, beyondSize: false }
  const order: number[] = []
  for (let r = 0; r < count; r++) {
    if (r > 0) yield
    const row = rows[r]!
    if (options.excludeHandle !== undefined && row.general__handle === options.excludeHandle) continue
    distances[r] = distanceOf(row, prepared, measure)
    rawDistances[r] = measure.raw
    // No weight at all (every weight 0): nothing is compared, so nothing is confirmed either.
    confidences[r] = prepared.fullWeight > 0 ? measure.weight / prepared.fullWeight : 0
    similarities[r] = Number.isFinite(distances[r]!) ? similarityPercent(distances[r]!, confidences[r]!) : 0
    beyondSize[r] = measure.beyondSize ? 1 : 0
    shells[r] = shellOf(row)
    order.push(r)
  }
  const names = new Map<number, string>()
  const nameOf = (r: number) => {
    let name = names.get(r)
    if (name === undefined) {
      name = productName(rows[r]!).toLowerCase()
      names.set(r, name)
    }
    return name
  }
  const byRank = (a: number, b: number) => {
    const shell = (shells[a] ? 0 : 1) - (shells[b] ? 0 : 1)
    if (shell !== 0) return shell
    const similarity = similarities[b]! - similarities[a]!
    if (similarity !== 0) return similarity
    const raw = ascending(rawDistances[a]!, rawDistances[b]!)
    if (raw !== 0) return raw
    const firmer = confidences[b]! - confidences[a]!
    if (firmer !== 0) return firmer
    const nameA = nameOf(a)
    const nameB = nameOf(b)
    if (nameA !== nameB) return nameA < nameB ? -1 : 1
    const ha = rows[a]!.general__handle ?? ''
    const hb = rows[b]!.general__handle ?? ''
    return ha < hb ? -1 : ha > hb ? 1 : 0
  }
  // One number per row that orders like the first two keys (group, then similarity), for the threshold.
  const groupKey = (r: number) => (shells[r] ? 0 : 1000) + (100 - similarities[r]!)
  const limit = Math.max(0, Math.min(options.limit ?? count, order.length))
  const top = limit < order.length / 4 ? selectTop(order, limit, groupKey, byRank) : order.sort(byRank).slice(0, limit)
  return top.map((r) => ({
    row: rows[r]!,
    distance: distances[r]!,
    rawDistance: rawDistances[r]!,
    confidence: confidences[r]!,
    basis: !Number.isFinite(distances[r]!) || confidences[r]! === 0 ? 'none' : beyondSize[r] ? 'shape' : 'size',
    similarity: similarities[r]!,
    shell: shells[r]!,
  }))
}

/** The `limit` best of `order` without sorting all of it: a threshold pass, then a sort of the few kept. */
function selectTop(order: number[], limit: number, keyOf: (r: number) => number, compare: (a: number, b: number) => number): number[] {
  if (limit === 0) return []
  // The limit-th smallest key, then every row at or below it (ties kept for the full comparison).
  const values = Float64Array.from(order, keyOf).sort()
  const threshold = values[limit - 1]!
  const kept = order.filter((r) => keyOf(r) <= threshold)
  return kept.sort(compare).slice(0, limit)
}

export interface DimensionExplanation {
  dimension: SimilarityDimension
  label: string
  kind: 'number' | 'trait'
  target: number | string | boolean | null
  candidate: number | string | boolean | null
  /** Numbers: candidate − target (null when either is unknown). */
  difference: number | null
  unit?: string
  /** Numbers: within tolerance; traits: equal. null: the candidate's value is unknown. */
  matches: boolean | null
  /** This dimension's share of the distance (wᵢ·dᵢ² / Σ w), for showing the biggest differences first; 0 when unknown. */
  contribution: number
}

/**
 * Why a candidate ranks where it does: each dimension of the reference with its difference or
 * match; a dimension the candidate does not know is listed with matches null and no contribution.
 */
export function explainSimilarity(row: MouseRow, target: SimilarityTarget, options: SimilarityOptions & { scales: Scales }): DimensionExplanation[] {
  const prepared = prepare(target, options, options.scales)
  let total = 0
  for (const item of prepared.numeric) if (numericOf(row, item.dimension) !== null) total += item.weight
  for (const item of prepared.traits) if (traitOf(row, item.dimension) !== null) total += item.weight
  total ||= 1
  const out: DimensionExplanation[] = []
  for (const item of prepared.numeric) {
    const value = numericOf(row, item.dimension)
    const difference = value === null ? null : Math.round((value - item.target) * 10) / 10
    const d = value === null ? 0 : Math.max(0, Math.abs(value - item.target) - item.tolerance) / item.scale
    out.push({
      dimension: item.dimension,
      label: dimensionLabels[item.dimension],
      kind: 'number',
      target: item.target,
      candidate: value,
      difference,
      unit: dimensionUnits[item.dimension],
      matches: value === null ? null : Math.abs(value - item.target) <= item.tolerance,
      contribution: (item.weight * d * d) / total,
    })
  }
  for (const item of prepared.traits) {
    const value = traitOf(row, item.dimension)
    const d = value === null ? 0 : traitDistance(item.dimension, item.target, value)
    out.push({
      dimension: item.dimension,
      label: dimensionLabels[item.dimension],
      kind: 'trait',
      target: item.target,
      candidate: value,
      difference: null,
      matches: value === null ? null : value === item.target,
      contribution: (item.weight * d * d) / total,
    })
  }
  return out
}
