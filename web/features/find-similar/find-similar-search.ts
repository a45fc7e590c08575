/**
 * The URL form of /mouse/find-similar. Kept small: the route's validateSearch is in the entry chunk.
 *
 * - `mouse=<general__handle>`: the reference mouse (the worker's sitemap lists one such URL per
 *   mouse). An unknown handle is kept, and the page says there is no such mouse.
 * - Without `mouse`, target figures and traits typed in: `length`, `width`, `height` (mm),
 *   `weight` (g), `shape`, `hand`, `hump`, `flare`, `curve`, `thumb`/`ring` (yes|no).
 * - Settings, only where they differ from the defaults: `w=length:2,weight:0` (weights, 0–5) and
 *   `tol=length:2,weight:5` (tolerances, mm or g).
 */
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sideCurvatures, type FrontFlare, type HandCompatibility, type HumpPlacement, type MouseShape, type SideCurvature } from '../../lib/api-types'
import { clamp, parseEnumParam, parseNumberParam, parseTextParam } from '../../lib/search-params'

export interface FindSimilarSearch {
  mouse?: string
  length?: number
  width?: number
  height?: number
  weight?: number
  shape?: MouseShape
  hand?: HandCompatibility
  hump?: HumpPlacement
  flare?: FrontFlare
  curve?: SideCurvature
  thumb?: 'yes' | 'no'
  ring?: 'yes' | 'no'
  w?: string
  tol?: string
}

/** Plausible bounds of typed figures; values outside are clamped. */
export const targetBounds = {
  length: { min: 80, max: 160 },
  width: { min: 40, max: 100 },
  height: { min: 20, max: 60 },
  weight: { min: 10, max: 200 },
} as const

function figure(raw: unknown, bounds: { min: number; max: number }): number | undefined {
  const value = parseNumberParam(raw)
  return value === undefined ? undefined : Math.round(clamp(value, bounds.min, bounds.max) * 10) / 10
}

function settings(raw: unknown): string | undefined {
  // Checked entry by entry by the page (parseNumberMapParam); here only its size and characters.
  const text = parseTextParam(raw, 300)
  return text && /^[a-zA-Z:.,0-9 -]+$/.test(text) ? text : undefined
}

/** validateSearch: any query string → the canonical search; garbage dropped, never throws. */
export function validateFindSimilarSearch(raw: Record<string, unknown>): FindSimilarSearch {
  const out: FindSimilarSearch = {}
  const mouse = parseTextParam(raw.mouse, 200)
  if (mouse) out.mouse = mouse
  const length = figure(raw.length, targetBounds.length)
  if (length !== undefined) out.length = length
  const width = figure(raw.width, targetBounds.width)
  if (width !== undefined) out.width = width
  const height = figure(raw.height, targetBounds.height)
  if (height !== undefined) out.height = height
  const weight = figure(raw.weight, targetBounds.weight)
  if (weight !== undefined) out.weight = weight
  const shape = parseEnumParam(raw.shape, mouseShapes)
  if (shape) out.shape = shape
  const hand = parseEnumParam(raw.hand, handCompatibilities)
  if (hand) out.hand = hand
  const hump = parseEnumParam(raw.hump, humpPlacements)
  if (hump) out.hump = hump
  const flare = parseEnumParam(raw.flare, frontFlares)
  if (flare) out.flare = flare
  const curve = parseEnumParam(raw.curve, sideCurvatures)
  if (curve) out.curve = curve
  const thumb = parseEnumParam(raw.thumb, ['yes', 'no'] as const)
  if (thumb) out.thumb = thumb
  const ring = parseEnumParam(raw.ring, ['yes', 'no'] as const)
  if (ring) out.ring = ring
  const w = settings(raw.w)
  if (w) out.w = w
  const tol = settings(raw.tol)
  if (tol) out.tol = tol
  return out
}
