/** The page's view of its URL: reference target, weights and tolerances (pure). */
import type { MouseRow } from '../../lib/api-types'
import { readNumberMap, serializeNumberMapParam } from '../../lib/number-map-param'
import type { FindSimilarSearch } from './find-similar-search'
import {
  defaultTolerances,
  defaultWeights,
  numericDimensions,
  similarityDimensions,
  targetFromMouse,
  toleranceBounds,
  weightBounds,
  type SimilarityTarget,
  type Tolerances,
  type Weights,
} from './similarity'

export function weightsFromSearch(search: FindSimilarSearch): Weights {
  return { ...defaultWeights, ...readNumberMap(search.w, similarityDimensions, weightBounds) }
}

export function tolerancesFromSearch(search: FindSimilarSearch): Tolerances {
  const parsed = readNumberMap(search.tol, numericDimensions, { min: 0, max: 30 })
  const out = { ...defaultTolerances }
  for (const dimension of numericDimensions) {
    const value = parsed[dimension]
    if (value !== undefined) out[dimension] = Math.min(value, toleranceBounds[dimension].max)
  }
  return out
}

/**
 * The weight of the fit for the visitor's hand (`w=fit:2`), 0–5; 0 (off) by default and whenever
 * no hand is set (issue 22: fit is one of the weights once a hand is set).
 */
export function fitWeightFromSearch(search: FindSimilarSearch): number {
  return readNumberMap(search.w, ['fit'] as const, weightBounds).fit ?? 0
}

export function serializeWeights(weights: Weights, fitWeight = 0): string | undefined {
  return serializeNumberMapParam({ ...weights, fit: fitWeight }, { ...defaultWeights, fit: 0 })
}

export function serializeTolerances(tolerances: Tolerances): string | undefined {
  return serializeNumberMapParam(tolerances, defaultTolerances)
}

/** The typed-in target of a search (no mouse); null when it gives nothing to compare. */
export function typedTarget(search: FindSimilarSearch): SimilarityTarget | null {
  const target: SimilarityTarget = {
    length: search.length,
    width: search.width,
    height: search.height,
    weight: search.weight,
    shape: search.shape,
    hand: search.hand,
    hump: search.hump,
    flare: search.flare,
    curve: search.curve,
    thumbRest: search.thumb === undefined ? undefined : search.thumb === 'yes',
    ringRest: search.ring === undefined ? undefined : search.ring === 'yes',
  }
  return Object.values(target).some((value) => value !== undefined) ? target : null
}

/** The search that types in this mouse's figures (to start from a mouse and adjust). */
export function searchFromMouse(row: MouseRow): FindSimilarSearch {
  const target = targetFromMouse(row)
  const out: FindSimilarSearch = {}
  if (typeof target.length === 'number') out.length = target.length
  if (typeof target.width === 'number') out.width = target.width
  if (typeof target.height === 'number') out.height = target.height
  if (typeof target.weight === 'number') out.weight = target.weight
  if (target.shape) out.shape = target.shape
  if (target.hand) out.hand = target.hand
  return out
}
