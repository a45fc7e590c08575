import { describe, expect, it } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { applyFilters, createCatalogueIndex, withKnownValues, type FilterState } from '../../web/features/catalogue/filter-engine'
import { createFitScorer, fitInputFromMouse } from '../../web/features/fit/fit-model'
import { browseFitScores, fitFacetLabels, fitFacetValue, fitsMyHandMinScore, fitsMyHandVerdicts, withFit } from '../../web/features/fit/browse-fit-model'
import { mouseBrowseSearch, validateMouseBrowseSearch } from '../../web/features/catalogue/mice/browse-search'
import { mouseCatalogueConfig } from '../../web/features/catalogue/kinds/mouse-catalogue'
import type { MouseRow } from '../../web/lib/api-types'

const hand = { lengthMm: 190, breadthMm: 85, grip: 'claw' } as const
const scorer = createFitScorer(hand)

/** A catalogue with mice lacking each figure the score needs (never scored by guess). */
function catalogue(): MouseRow[] {
  const mice = generateSyntheticMice(300, 7)
  mice[3] = { ...mice[3]!, mouse__length: null as unknown as number }
  mice[10] = { ...mice[10]!, mouse__width: null as unknown as number }
  mice[20] = { ...mice[20]!, mouse__height: null as unknown as number }
  mice[30] = { ...mice[30]!, mouse__shape: null as unknown as MouseRow['mouse__shape'] }
  return mice
}
/** The mice the score lacks a figure for: the four made so here, and any the synthetic catalogue has. */
function missingHandles(mice: MouseRow[]): Set<string> {
  const handles = new Set(mice.filter((row) => Number.isNaN(scorer.score(fitInputFromMouse(row)))).map((row) => row.general__handle))
  for (const index of [3, 10, 20, 30]) expect(handles.has(mice[index]!.general__handle)).toBe(true)
  return handles
}
const none: FilterState = { facets: {}, ranges: {} }

describe('browse by fit', () => {
  it('sorts best first, ties closer to the ideal first, and "not enough data" last', () => {
    const mice = catalogue()
    const index = createCatalogueIndex(mice, withFit(mouseCatalogueConfig, browseFitScores(mice, scorer)))
    const rows = applyFilters(index, none, { key: 'fit', direction: 'asc' }).rows
    const scores = rows.map((row) => scorer.score(fitInputFromMouse(row)))
    const scored = scores.filter((score) => !Number.isNaN(score))
    expect(scored.length).toBe(mice.length - missingHandles(mice).size)
    // Scores never rise down the list, and every unscored mouse comes after every scored one.
    for (let i = 1; i < scored.length; i++) expect(scored[i]).toBeLessThanOrEqual(scored[i - 1]!)
    expect(scores.slice(scored.length).every((score) => Number.isNaN(score))).toBe(true)
    expect(new Set(rows.slice(scored.length).map((row) => row.general__handle))).toEqual(missingHandles(mice))
    // Among equal scores the mouse closer to the ideal comes first.
    for (let i = 1; i < scored.length; i++) {
      if (scored[i] === scored[i - 1]) expect(scorer.closeness(fitInputFromMouse(rows[i]!))).toBeGreaterThanOrEqual(scorer.closeness(fitInputFromMouse(rows[i - 1]!)))
    }
  })

  it('turned round, lists the worst fits first and still keeps "not enough data" last', () => {
    const mice = catalogue()
    const index = createCatalogueIndex(mice, withFit(mouseCatalogueConfig, browseFitScores(mice, scorer)))
    const rows = applyFilters(index, none, { key: 'fit', direction: 'desc' }).rows
    const scores = rows.map((row) => scorer.score(fitInputFromMouse(row)))
    const unscored = missingHandles(mice).size
    expect(scores.slice(-unscored).every((score) => Number.isNaN(score))).toBe(true)
    const scored = scores.slice(0, -unscored)
    for (let i = 1; i < scored.length; i++) expect(scored[i]).toBeGreaterThanOrEqual(scored[i - 1]!)
  })

  it('filters by verdict: "fits my hand" keeps exactly the scores of 70 and more; "not enough data" is its own option', () => {
    const mice = catalogue()
    const fit = browseFitScores(mice, scorer)
    const index = createCatalogueIndex(mice, withFit(mouseCatalogueConfig, fit))
    const fits = applyFilters(index, { facets: { fit: fitsMyHandVerdicts }, ranges: {} }, { key: 'name', direction: 'asc' })
    const expected = mice.filter((row) => scorer.score(fitInputFromMouse(row)) >= fitsMyHandMinScore)
    expect(fitsMyHandMinScore).toBe(70)
    expect(expected.length).toBeGreaterThan(0)
    expect(fits.rows.map((row) => row.general__handle).sort()).toEqual(expected.map((row) => row.general__handle).sort())
    const unknown = applyFilters(index, { facets: { fit: ['unknown'] }, ranges: {} }, { key: 'name', direction: 'asc' })
    expect(new Set(unknown.rows.map((row) => row.general__handle))).toEqual(missingHandles(mice))
    // The options, in verdict order, "Not enough data" last, with counts that add up.
    expect(index.facetOptions.fit!.map((option) => option.label)).toEqual(
      ['great', 'good', 'fair', 'poor', 'unknown'].filter((value) => fits.facetCounts.fit!.has(value)).map((value) => fitFacetLabels[value as keyof typeof fitFacetLabels]),
    )
    const all = applyFilters(index, none, { key: 'name', direction: 'asc' })
    expect([...all.facetCounts.fit!.values()].reduce((sum, count) => sum + count, 0)).toBe(mice.length)
  })

  it('names verdict bands by the model thresholds', () => {
    expect(fitFacetValue(Number.NaN)).toBe('unknown')
    expect(fitFacetValue(undefined)).toBe('unknown')
    expect(fitFacetValue(85)).toBe('great')
    expect(fitFacetValue(84)).toBe('good')
    expect(fitFacetValue(70)).toBe('good')
    expect(fitFacetValue(69)).toBe('fair')
    expect(fitFacetValue(49)).toBe('poor')
    expect(fitFacetLabels.good).toBe('Good fit (70–84)')
  })
})

describe('the browse URL with a hand', () => {
  it('keeps hand=, sort=fit and fit= through validation', () => {
    const search = validateMouseBrowseSearch({ hand: '190x85-claw', sort: 'fit', fit: 'great,good', shape: 'ergonomic' })
    expect(search).toEqual({ hand: '190x85-claw', sort: 'fit', fit: 'great,good', shape: 'ergonomic' })
    const state = mouseBrowseSearch.parse(search)
    expect(state.sort).toEqual({ key: 'fit', direction: 'asc' })
    expect(state.facets.fit).toEqual(['great', 'good'])
  })

  it('drops hand values that cannot be a hand; a fit value that is no verdict filters nothing', () => {
    expect(validateMouseBrowseSearch({ hand: '<script>' })).toEqual({})
    expect(validateMouseBrowseSearch({ hand: ['190x85-claw'] })).toEqual({})
    expect(validateMouseBrowseSearch({ hand: '190x85 claw' })).toEqual({})
    // The characters of a hand, but not a hand: kept as text; the fit code refuses it (web/lib/hand-profile.ts).
    expect(validateMouseBrowseSearch({ hand: '999x1-claw' })).toEqual({ hand: '999x1-claw' })
    const mice = catalogue()
    const index = createCatalogueIndex(mice, withFit(mouseCatalogueConfig, browseFitScores(mice, scorer)))
    const state = withKnownValues(index, mouseBrowseSearch.parse(validateMouseBrowseSearch({ fit: 'perfect' })))
    expect(state.facets.fit).toBeUndefined()
    expect(applyFilters(index, state, state.sort).rows.length).toBe(mice.length)
  })
})
