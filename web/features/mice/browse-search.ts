/**
 * The URL form of /mouse/browse (validateSearch, parse, serialize). Kept apart from the filter
 * definitions because the route's validateSearch is in the app's entry chunk: this module must
 * stay tiny. Keys: q, one per facet (comma lists), one per range (min..max), sort, view.
 * `sensor`, `switch` and `encoder` take component handles: the component pages link here with
 * them (web/features/components/component-links.ts).
 */
import { createCatalogueSearch } from '../../components/catalogue/catalogue-search'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sensorTypes, sideCurvatures } from '../../lib/api-types'
import type { SortState } from '../../lib/search-params'

/** The facets the component pages link to, one per kind of component, each taking its handle. */
export type MouseComponentFacet = 'sensor' | 'switch' | 'encoder'

export const defaultMouseSort: SortState = { key: 'name', direction: 'asc' }

export const mouseBrowseSortKeys = ['name', 'length', 'width', 'height', 'weight', 'dpi', 'polling', 'sensor', 'side', 'released'] as const
export const mouseBrowseRangeIds = ['length', 'width', 'height', 'weight', 'dpi', 'released'] as const

/** A fixed list of values plus "not known" (the mice without the figure; filter-engine.ts unknownFacetValue). */
const orUnknown = (values: readonly string[]) => [...values, 'unknown']

export const mouseBrowseSearch = createCatalogueSearch({
  facets: {
    brand: undefined,
    shape: orUnknown(mouseShapes),
    hand: orUnknown(handCompatibilities),
    connection: ['wireless', 'wired'],
    sensor: undefined,
    sensorType: orUnknown(sensorTypes),
    switch: undefined,
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
