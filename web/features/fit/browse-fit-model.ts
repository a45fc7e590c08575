/**
 * Browse by fit (issue 22, point 3): once a hand is set, /mouse/browse can sort by fit, filter by
 * fit and show each mouse's fit. Pure, no UI; loaded only with a hand (browse-fit.tsx imports it,
 * use-browse-fit.tsx imports that on demand), so the fit model never reaches the page's first load.
 *
 * - Sort `sort=fit`: best first (the fit model's order: score descending, ties closer to the ideal
 *   first, then catalogue order); `sort=-fit` turns the scored mice round. Mice with "not enough
 *   data" come last in both directions: they are never scored by guess.
 * - Filter `fit=great,good,…`: a facet of the model's verdicts (verdictFloors: great 85+, good
 *   70–84, fair 50–69, poor under 50) plus "Not enough data". "Fits my hand" is great or good,
 *   i.e. a score of at least `fitsMyHandMinScore` (70).
 */
import type { CatalogueConfig, FacetDefinition, SortDefinition } from '../catalogue/public'
import type { MouseRow } from '../../lib/api-types'
import { orderByFit, scoreRows, verdictFloors, verdictFor, verdictLabels, type FitScorer, type FitVerdict } from './fit-model'

/** The fit facet's values, in display order ('unknown': not enough data). */
export const fitFacetValues = ['great', 'good', 'fair', 'poor', 'unknown'] as const
export type FitFacetValue = (typeof fitFacetValues)[number]

/** "Fits my hand": the verdicts a hand is said to fit, i.e. a score of at least this. */
export const fitsMyHandVerdicts: readonly FitVerdict[] = ['great', 'good']
export const fitsMyHandMinScore = verdictFloors.good

export const fitFacetLabels: Record<FitFacetValue, string> = {
  great: `${verdictLabels.great} (${verdictFloors.great}+)`,
  good: `${verdictLabels.good} (${verdictFloors.good}–${verdictFloors.great - 1})`,
  fair: `${verdictLabels.fair} (${verdictFloors.fair}–${verdictFloors.good - 1})`,
  poor: `${verdictLabels.poor} (under ${verdictFloors.fair})`,
  unknown: verdictLabels['not-enough-data'],
}

/** Every mouse's fit for one hand: its score (NaN: not enough data) and its place in the fit order. */
export interface BrowseFitScores {
  /** general__handle → score 0–100, NaN when the mouse lacks a figure the score needs. */
  scoreByHandle: ReadonlyMap<string, number>
  /** general__handle → 0 for the best fit, 1 for the next…; absent for "not enough data". */
  rankByHandle: ReadonlyMap<string, number>
}

export function browseFitScores(rows: readonly MouseRow[], scorer: FitScorer): BrowseFitScores {
  const { scores, closeness } = scoreRows(rows, scorer, true)
  const order = orderByFit(scores, closeness)
  const scoreByHandle = new Map<string, number>()
  const rankByHandle = new Map<string, number>()
  rows.forEach((row, index) => scoreByHandle.set(row.general__handle, scores[index]!))
  order.forEach((index, rank) => {
    if (!Number.isNaN(scores[index]!)) rankByHandle.set(rows[index]!.general__handle, rank)
  })
  return { scoreByHandle, rankByHandle }
}

/** The fit facet's value of a score: its verdict, or 'unknown' for not enough data. */
export function fitFacetValue(score: number | undefined): FitFacetValue {
  return score === undefined || Number.isNaN(score) ? 'unknown' : verdictFor(score)
}

/**
 * The mouse catalogue with fit: the fit facet first among the facets and the fit sort. The sort's
 * value is the rank (ascending = best first); a mouse without a score has none, so the engine
 * puts it last in both directions.
 */
export function withFit(base: CatalogueConfig<MouseRow>, fit: BrowseFitScores): CatalogueConfig<MouseRow> {
  const facet: FacetDefinition<MouseRow> = {
    id: 'fit',
    label: 'Fit for your hand',
    values: (row) => {
      const value = fitFacetValue(fit.scoreByHandle.get(row.general__handle))
      // 'unknown' through unknownLabel, so it is listed last like every other "not known".
      return value === 'unknown' ? null : value
    },
    optionLabel: (value) => fitFacetLabels[value as FitFacetValue] ?? value,
    order: fitFacetValues,
    unknownLabel: fitFacetLabels.unknown,
  }
  const sort: SortDefinition<MouseRow> = {
    key: 'fit',
    label: 'Fit for your hand',
    value: (row) => fit.rankByHandle.get(row.general__handle),
    // Best first when chosen (its ascending order is the fit model's order).
    firstDirection: 'asc',
    directionLabels: { asc: '↑ Best first', desc: '↓ Worst first' },
  }
  return { ...base, facets: [facet, ...base.facets], sorts: [...base.sorts, sort] }
}
