/**
 * The URL form of /mouse/find-similar, a valibot schema (web/lib/url-values.ts). Kept small: the
 * route's validateSearch is in the entry chunk.
 *
 * - `mouse=<general__handle>`: the reference mouse (the worker's sitemap lists one such URL per
 *   mouse). An unknown handle is kept, and the page says there is no such mouse.
 * - Without `mouse`, target figures and traits typed in: `length`, `width`, `height` (mm),
 *   `weight` (g), `shape`, `hand`, `hump`, `flare`, `curve`, `thumb`/`ring` (yes|no).
 * - Settings, only where they differ from the defaults: `w=length:2,weight:0` (weights, 0–5) and
 *   `tol=length:2,weight:5` (tolerances, mm or g).
 */
import type { FrontFlare, HandCompatibility, HumpPlacement, MouseShape, SideCurvature } from '../../lib/api-types'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sideCurvatures } from '../../lib/api-values'
import { enumValue, figureValue, searchSchema, textValue } from '../../lib/url-values'
import { linkHandValue } from '../fit/public'

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

const figure = (bounds: { min: number; max: number }) => figureValue(bounds)
const yesNo = enumValue(['yes', 'no'])
/** Weights and tolerances: checked entry by entry by the page (find-similar-settings.ts); here only their size and characters. */
const settings = textValue(300, { pattern: /^[a-zA-Z:.,0-9 -]+$/ })

/** validateSearch: any query string → the canonical search; garbage and other keys dropped, never throws. */
export const validateFindSimilarSearch: (raw: unknown) => FindSimilarSearch = searchSchema({
  mouse: textValue(200),
  length: figure(targetBounds.length),
  width: figure(targetBounds.width),
  height: figure(targetBounds.height),
  weight: figure(targetBounds.weight),
  shape: enumValue(mouseShapes),
  hand: enumValue(handCompatibilities),
  hump: enumValue(humpPlacements),
  flare: enumValue(frontFlares),
  curve: enumValue(sideCurvatures),
  thumb: yesNo,
  ring: yesNo,
  w: settings,
  tol: settings,
})

const linkHand = searchSchema({ hand: linkHandValue })

/**
 * The route's validateSearch: as the page reads it, except that `hand` may also be the visitor's
 * hand (`hand=190x85-palm`, issue 22) as the link writes it: the page reads the typed target's hand
 * compatibility from its own reading and the visitor's hand from this (a value that is neither is no hand).
 */
export function validateFindSimilarRouteSearch(raw: unknown): FindSimilarSearch {
  const search = validateFindSimilarSearch(raw)
  // (Typed as the page's search, which the page derives from this with validateFindSimilarSearch.)
  return search.hand !== undefined ? search : ({ ...search, ...linkHand(raw) } as FindSimilarSearch)
}
