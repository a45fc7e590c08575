/**
 * The URL form of /mouse/browse (validateSearch, parse, serialize). Kept apart from the filter
 * definitions because the route's validateSearch is in the app's entry chunk: this module must
 * stay tiny. Keys: q, one per facet (comma lists), one per range (min..max), sort, view.
 * `sensor`, `switch` and `encoder` take component handles: the component pages link here with
 * them (web/features/catalogue/component-pages/component-links.ts).
 *
 * `hand=190x85-claw` (issue 22) is kept as text of the hand's characters only: what it means is
 * validated with web/lib/hand-profile.ts by the fit code, which loads only when a hand is given. A value that is not a valid hand
 * means no hand. `sort=fit` and `fit=great,good` need a hand; without one the page ignores them.
 */
import { createCatalogueSearch, type CatalogueSearch, type CatalogueSearchState } from '../catalogue-search'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sensorTypes, sideCurvatures } from '../../../lib/api-values'
import type { SortState } from '../../../lib/search-params'
import { handValue, searchSchema } from '../../../lib/url-values'

/** The facets the component pages link to, one per kind of component, each taking its handle. */
export type MouseComponentFacet = 'sensor' | 'switch' | 'switchFamily' | 'encoder'

/** Newest first (issue 31): what a gamer expects first, on release dates only (web/lib/browse-order.ts). */
export const defaultMouseSort: SortState = { key: 'released', direction: 'desc' }

export const mouseBrowseSortKeys = ['name', 'length', 'width', 'height', 'weight', 'dpi', 'polling', 'sensor', 'side', 'released', 'latency', 'fit'] as const
export const mouseBrowseRangeIds = ['length', 'width', 'height', 'weight', 'dpi', 'released'] as const

/** A fixed list of values plus "not known" (the mice without the figure; filter-engine.ts unknownFacetValue). */
const orUnknown = (values: readonly string[]) => [...values, 'unknown']

const catalogueSearch = createCatalogueSearch({
  facets: {
    // The fit verdicts (browse-fit-model.ts); values no mouse has are dropped by the engine.
    fit: undefined,
    brand: undefined,
    shape: orUnknown(mouseShapes),
    hand: orUnknown(handCompatibilities),
    connection: ['wireless', 'wired'],
    sensor: undefined,
    sensorType: orUnknown(sensorTypes),
    switch: undefined,
    switchFamily: undefined,
    encoder: undefined,
    polling: undefined,
    side: undefined,
    middle: undefined,
    flare: orUnknown(frontFlares),
    curve: orUnknown(sideCurvatures),
    hump: orUnknown(humpPlacements),
    thumb: orUnknown(['yes', 'no']),
    ring: orUnknown(['yes', 'no']),
    material: undefined,
  },
  ranges: mouseBrowseRangeIds,
  sortKeys: mouseBrowseSortKeys,
  defaultSort: defaultMouseSort,
})


export const mouseBrowseSearch = catalogueSearch

export interface MouseBrowseState extends CatalogueSearchState {
  /** The hand of the link, as text (not yet validated: see the module comment). */
  hand?: string
}

const validateHand = searchSchema({ hand: handValue })

/**
 * The route's validateSearch: the catalogue state, and `hand` as the fit page reads it (a hand's
 * characters and size; the fit code checks the rest: not a hand means no hand); other keys dropped.
 */
export function validateMouseBrowseSearch(raw: unknown): CatalogueSearch {
  const search = catalogueSearch.validate(raw)
  // `hand` is also the hand-compatibility facet (hand=left,right): a facet value stays where it is.
  if (search.hand !== undefined) return search
  const { hand: _facet, ...rest } = search
  return { ...rest, ...validateHand(raw) }
}
