/**
 * The URL form of a browse page's state (search text, facet selections, ranges, sort and view),
 * generic over the page: give the facet ids (with their allowed values when they are a fixed
 * list), the range ids and the sort keys once, and get
 *
 * - `validate(raw)` for the route's validateSearch: any query string → the canonical, compact
 *   search object (malformed values dropped, defaults left out), never throwing;
 * - `parse(search)` → the structured state (FilterState + sort + view) the engine reads;
 * - `serialize(state)` → the search object to navigate to.
 *
 * Keys: `q` (text), each facet id (comma list), each range id (`min..max`), `sort`
 * (`key` / `-key`), `view`.
 */
import {
  parseEnumParam,
  parseListParam,
  parseRangeParam,
  parseSortParam,
  parseTextParam,
  serializeListParam,
  serializeRangeParam,
  serializeSortParam,
  type NumberRange,
  type SortState,
} from '../../lib/search-params'
import type { FilterState } from './filter-engine'

export type CatalogueView = 'cards' | 'table'
export const catalogueViews: readonly CatalogueView[] = ['cards', 'table']

export interface CatalogueSearchSpec {
  /** facet id → allowed values (undefined: any value, e.g. brand handles). */
  facets: Readonly<Record<string, readonly string[] | undefined>>
  ranges: readonly string[]
  sortKeys: readonly string[]
  defaultSort: SortState
}

export interface CatalogueSearchState extends FilterState {
  sort: SortState
  /** undefined: not in the URL (the page uses the remembered view). */
  view?: CatalogueView
}

/** The search object as the router keeps it (canonical, compact). */
export type CatalogueSearch = Record<string, string | number | undefined>

export function createCatalogueSearch(spec: CatalogueSearchSpec) {
  const facetIds = Object.keys(spec.facets)

  function parse(raw: Readonly<Record<string, unknown>> | null | undefined): CatalogueSearchState {
    const search = raw && typeof raw === 'object' ? raw : {}
    const facets: Record<string, string[] | undefined> = {}
    for (const id of facetIds) {
      const values = parseListParam(search[id], spec.facets[id])
      if (values.length > 0) facets[id] = values
    }
    const ranges: Record<string, NumberRange | undefined> = {}
    for (const id of spec.ranges) {
      const range = parseRangeParam(search[id])
      if (range) ranges[id] = range
    }
    return {
      text: parseTextParam(search.q),
      facets,
      ranges,
      sort: parseSortParam(search.sort, spec.sortKeys, spec.defaultSort),
      view: parseEnumParam(search.view, catalogueViews),
    }
  }

  function serialize(state: Partial<CatalogueSearchState>): CatalogueSearch {
    const out: CatalogueSearch = {}
    const text = state.text?.trim()
    if (text) out.q = text
    for (const id of facetIds) {
      const value = serializeListParam(state.facets?.[id])
      if (value !== undefined) out[id] = value
    }
    for (const id of spec.ranges) {
      const value = serializeRangeParam(state.ranges?.[id])
      if (value !== undefined) out[id] = value
    }
    const sort = state.sort ? serializeSortParam(state.sort, spec.defaultSort) : undefined
    if (sort !== undefined) out.sort = sort
    if (state.view) out.view = state.view
    return out
  }

  return {
    parse,
    serialize,
    /** For validateSearch: whatever the URL holds → the canonical search object. */
    validate: (raw: Record<string, unknown>): CatalogueSearch => serialize(parse(raw)),
    /** How many filters (facets, ranges and the text search) are in effect. */
    activeCount(state: FilterState): number {
      let count = state.text?.trim() ? 1 : 0
      for (const values of Object.values(state.facets)) if (values && values.length > 0) count++
      for (const range of Object.values(state.ranges)) if (range && (range.min !== undefined || range.max !== undefined)) count++
      return count
    },
  }
}
