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
import * as v from 'valibot'
import { serializeListParam, serializeRangeParam, serializeSortParam, type NumberRange, type SortState } from '../../lib/search-params'
import { enumValue, listValue, rangeValue, searchSchema, sortValue, textValue } from '../../lib/url-values'
import type { FilterState } from './filter-engine'

export const catalogueViews = ['cards', 'table'] as const
export type CatalogueView = (typeof catalogueViews)[number]

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

  // One valibot schema for the page's keys (facets and ranges by their ids): anything in, the
  // structured state out, unknown keys dropped.
  // (In the order serialize writes the URL: the router keeps the validated search's key order.)
  const entries: v.ObjectEntries = { q: textValue(200) }
  for (const id of facetIds) entries[id] = listValue(spec.facets[id])
  for (const id of spec.ranges) entries[id] = rangeValue
  entries.sort = sortValue(spec.sortKeys, spec.defaultSort)
  entries.view = enumValue(catalogueViews)
  const validateKeys = searchSchema(entries)
  const emptySearch: CatalogueSearch = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]))

  function parse(raw: unknown): CatalogueSearchState {
    const search = validateKeys(raw) as Record<string, unknown>
    const facets: Record<string, string[] | undefined> = {}
    for (const id of facetIds) {
      const values = search[id] as string[]
      if (values.length > 0) facets[id] = values
    }
    const ranges: Record<string, NumberRange | undefined> = {}
    for (const id of spec.ranges) {
      const range = search[id] as NumberRange | undefined
      if (range) ranges[id] = range
    }
    return {
      text: search.q as string | undefined,
      facets,
      ranges,
      sort: search.sort as SortState,
      view: search.view as CatalogueView | undefined,
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
    // Every key of the page present (undefined for a default), so no raw value survives the router's
    // merge of the raw search with the validated one.
    validate: (raw: unknown): CatalogueSearch => ({ ...emptySearch, ...serialize(parse(raw)) }),
    /** How many filters (facets, ranges and the text search) are in effect. */
    activeCount(state: FilterState): number {
      let count = state.text?.trim() ? 1 : 0
      for (const values of Object.values(state.facets)) if (values && values.length > 0) count++
      for (const range of Object.values(state.ranges)) if (range && (range.min !== undefined || range.max !== undefined)) count++
      return count
    },
  }
}
