/**
 * A faceted filter and sort engine for catalogue browse pages, generic over the row type (mice,
 * sensors, switches, encoders...). Pure TypeScript, no UI.
 *
 * 1. Describe the page once: facets (checkbox lists), ranges (min/max), sorts, the searchable
 *    text and the name used to break ties (`CatalogueConfig`).
 * 2. `createCatalogueIndex(rows, config)` reads every row once into typed arrays, once per rows
 *    array and config (`prepareCatalogueIndex` builds it ahead, in short tasks). The search
 *    text's tokens are read on the first text query, not before: most visits never search, and
 *    tokenizing every row was the largest part of building the index, in the task that renders
 *    the page.
 * 3. `applyFilters(index, state, sort)` answers, in one pass over the rows:
 *    - the matching rows, sorted (missing values last in both directions, ties by name);
 *    - for every facet option, how many rows selecting it would leave: the rows that pass every
 *      OTHER active filter and have that value (the usual faceted-search count);
 *    - for every active filter, how many rows removing it alone would leave (the empty-result
 *      panel offers to loosen the filter whose removal brings back the most).
 *
 * Semantics: options of one facet are OR-ed, different filters are AND-ed. A range keeps rows
 * whose value lies inside it (ends included); a row with no value fails a set range. A facet
 * row with no value matches no option, unless the facet shows unknowns (`unknownLabel`): then it
 * has the option `unknownFacetValue` ("not known"), listed last and counted like any other, so a
 * filter on a figure leaves the mice that lack it out only when that filter is used. Selected
 * values that no row has are ignored (a stale link does not empty the page).
 */
import type { NumberRange, SortDirection, SortState } from '../../lib/search-params'
import { finishSteps, finishStepsInTasks, nextTask } from '../../lib/next-task'
import { normalizeText, queryTokens, tokenize, tokenMatches } from './text-search'

export interface FacetDefinition<Row> {
  /** Key in the URL and in FilterState.facets. */
  id: string
  label: string
  /** The row's value or values (a collaboration has several brands); null/undefined/[] = unknown. */
  values: (row: Row) => string | readonly string[] | null | undefined
  /** The text shown for an option; the first row carrying it is passed along (e.g. brand handle → name). */
  optionLabel?: (value: string, row: Row) => string
  /**
   * Option order: a fixed list (others follow, alphabetically), 'numeric', 'alpha' (default, by
   * label) or 'count' (the most common first, e.g. 150 brands).
   */
  order?: readonly string[] | 'numeric' | 'alpha' | 'count'
  /** When set, rows without a value have the option `unknownFacetValue`, with this label. */
  unknownLabel?: string
}

/** The option value of "not known" (a facet with `unknownLabel`); listed last. */
export const unknownFacetValue = 'unknown'

export interface RangeDefinition<Row> {
  id: string
  label: string
  /** Shown after numbers, e.g. 'mm', 'g'. */
  unit?: string
  /** Slider step. */
  step?: number
  value: (row: Row) => number | null | undefined
}

export interface SortDefinition<Row> {
  key: string
  label: string
  value: (row: Row) => number | string | null | undefined
  /** The direction this sort takes when chosen (e.g. fit: best first); unset keeps the current one. */
  firstDirection?: 'asc' | 'desc'
  /** The direction button's words for this sort (e.g. '↑ Best first': an arrow, a space, then the words its accessible name repeats); unset: '↑ Asc' / '↓ Desc'. */
  directionLabels?: { asc: string; desc: string }
}

export interface CatalogueConfig<Row> {
  facets: readonly FacetDefinition<Row>[]
  ranges: readonly RangeDefinition<Row>[]
  sorts: readonly SortDefinition<Row>[]
  /** The text the search box looks through (e.g. brand, model and variant). */
  searchText: (row: Row) => string
  /** Breaks ties in every sort (ascending), and is the label of a row. */
  name: (row: Row) => string
}

export interface FilterState {
  text?: string
  /** facet id → selected values */
  facets: Readonly<Record<string, readonly string[] | undefined>>
  /** range id → range */
  ranges: Readonly<Record<string, NumberRange | undefined>>
}

export interface FacetOption {
  value: string
  label: string
}

export interface CatalogueIndex<Row> {
  rows: readonly Row[]
  config: CatalogueConfig<Row>
  /** Every option of each facet, in display order (option ids are positions in this list). */
  facetOptions: Record<string, FacetOption[]>
  /** Smallest and largest known value of each range (undefined when no row has one). */
  rangeDomains: Record<string, { min: number; max: number } | undefined>
  /** @internal */
  internal: IndexInternal
}

interface SearchTokens {
  /** Every distinct search token of the catalogue; rows refer to them by position. */
  vocabulary: string[]
  /** CSR layout: row r's token ids are tokenIds[tokenStart[r]] … tokenIds[tokenStart[r + 1] - 1]. */
  tokenStart: Int32Array
  tokenIds: Int32Array
}

interface IndexInternal {
  /** The rows' search tokens, read on the first text query (searchTokens). */
  tokens?: SearchTokens
  /** query token → per vocabulary token: 0 not computed yet, 1 no match, 2 match. */
  tokenMatchCache: Map<string, Uint8Array>
  /** The rows passing the last text query (typing, then ticking boxes, reuses it). */
  lastText: { query: string; pass: Uint8Array } | null
  /** Per facet, CSR layout: row r's option ids are ids[start[r]] … ids[start[r + 1] - 1]. */
  facetStart: Int32Array[]
  facetIds: Int32Array[]
  optionIdByValue: Map<string, number>[]
  rangeValues: Float64Array[]
  sortCache: Map<string, Int32Array>
}

/** An active filter, as offered by the empty-result panel. */
export interface ActiveFilter {
  /** 'text', 'facet:<id>' or 'range:<id>'. */
  key: string
  kind: 'text' | 'facet' | 'range'
  /** The facet or range id ('text' for the search). */
  id: string
  label: string
  /** How many rows would match with this filter removed (and every other one kept). */
  countWithout: number
}

export interface FilterResult<Row> {
  /** Matching rows in sort order. */
  rows: Row[]
  /** Their positions in index.rows. */
  indices: Int32Array
  /** facet id → option value → rows it would leave (see the module comment). */
  facetCounts: Record<string, Map<string, number>>
  /** The filters in effect; sorted by countWithout, largest first. */
  activeFilters: ActiveFilter[]
}

/** The rows' search tokens (read on a load's first text query). */
function searchTokens<Row>(rows: readonly Row[], config: CatalogueConfig<Row>): SearchTokens {
  const count = rows.length
  const vocabularyIds = new Map<string, number>()
  const tokenStart = new Int32Array(count + 1)
  const tokenIdList: number[] = []
  for (let r = 0; r < count; r++) {
    tokenStart[r] = tokenIdList.length
    for (const token of new Set(tokenize(config.searchText(rows[r]!)))) {
      let id = vocabularyIds.get(token)
      if (id === undefined) {
        id = vocabularyIds.size
        vocabularyIds.set(token, id)
      }
      tokenIdList.push(id)
    }
  }
  tokenStart[count] = tokenIdList.length
  return { vocabulary: [...vocabularyIds.keys()], tokenStart, tokenIds: Int32Array.from(tokenIdList) }
}

/** The index last built of each rows array, so a page finds what its route's loader built. */
const builtIndexes = new WeakMap<readonly unknown[], CatalogueIndex<never>>()

/**
 * The index of `rows` under `config`, built once (the page's render and its route's loader share
 * it; rows are query data, never changed in place).
 */
export function createCatalogueIndex<Row>(rows: readonly Row[], config: CatalogueConfig<Row>): CatalogueIndex<Row> {
  let index = builtIndexes.get(rows) as CatalogueIndex<Row> | undefined
  if (index?.config !== config) {
    builtIndexes.set(rows, (index = finishSteps(catalogueIndexSteps(rows, config))) as never)
  }
  return index
}

/**
 * Builds the index a task per facet, ahead of the page (in its route's loader, once `loading`, its
 * rows, arrive), and its order for `sort`: on a phone, building the mice's index in the task that
 * renders the page was one task of 150–250 ms; the page's render now finds it built.
 */
export async function prepareCatalogueIndex<Row>(loading: readonly Row[] | Promise<readonly Row[]>, config: CatalogueConfig<Row>, sort: SortState): Promise<void> {
  const rows = await loading
  // Built already on a later visit to the page (the same query data).
  let index = builtIndexes.get(rows) as CatalogueIndex<Row> | undefined
  if (index?.config !== config) builtIndexes.set(rows, (index = await finishStepsInTasks(catalogueIndexSteps(rows, config))) as never)
  await nextTask()
  sortedOrder(index, sort)
}

/** createCatalogueIndex's work, pausing after each facet and after the ranges (exported for its test). */
export function* catalogueIndexSteps<Row>(rows: readonly Row[], config: CatalogueConfig<Row>): Generator<void, CatalogueIndex<Row>> {
  const count = rows.length
  const facetOptions: Record<string, FacetOption[]> = {}
  const facetStart: Int32Array[] = []
  const facetIds: Int32Array[] = []
  const optionIdByValue: Map<string, number>[] = []

  for (const facet of config.facets) {
    // First pass: the distinct values (of each row, without repeats), their labels and frequency.
    const labels = new Map<string, string>()
    const frequency = new Map<string, number>()
    const unknown = facet.unknownLabel === undefined ? null : [unknownFacetValue]
    const perRow: (readonly string[])[] = new Array(count)
    let total = 0
    for (let r = 0; r < count; r++) {
      const row = rows[r]!
      const raw = facet.values(row)
      let values = raw === null || raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw.length > 1 ? [...new Set(raw)] : raw
      if (values.length === 0 && unknown) values = unknown
      perRow[r] = values
      total += values.length
      for (const value of values) {
        frequency.set(value, (frequency.get(value) ?? 0) + 1)
        if (!labels.has(value)) labels.set(value, values === unknown ? facet.unknownLabel! : facet.optionLabel ? facet.optionLabel(value, row) : value)
      }
    }
    const known = orderOptions(
      [...labels].filter(([value]) => !(unknown && value === unknownFacetValue)).map(([value, label]) => ({ value, label })),
      facet.order,
      frequency,
    )
    const options = unknown && labels.has(unknownFacetValue) ? [...known, { value: unknownFacetValue, label: facet.unknownLabel! }] : known
    const idByValue = new Map(options.map((option, id) => [option.value, id]))
    const start = new Int32Array(count + 1)
    const ids = new Int32Array(total)
    let at = 0
    for (let r = 0; r < count; r++) {
      start[r] = at
      for (const value of perRow[r]!) ids[at++] = idByValue.get(value)!
    }
    start[count] = at
    facetOptions[facet.id] = options
    facetStart.push(start)
    facetIds.push(ids)
    optionIdByValue.push(idByValue)
    yield
  }

  const rangeDomains: CatalogueIndex<Row>['rangeDomains'] = {}
  const rangeValues = config.ranges.map((range) => {
    const values = new Float64Array(count)
    let min = Infinity
    let max = -Infinity
    for (let r = 0; r < count; r++) {
      const value = range.value(rows[r]!)
      const number = typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN
      values[r] = number
      if (number < min) min = number
      if (number > max) max = number
    }
    rangeDomains[range.id] = min <= max ? { min, max } : undefined
    return values
  })
  yield

  const index: CatalogueIndex<Row> = {
    rows,
    config,
    facetOptions,
    rangeDomains,
    internal: {
      tokenMatchCache: new Map(),
      lastText: null,
      facetStart,
      facetIds,
      optionIdByValue,
      rangeValues,
      sortCache: new Map(),
    },
  }
  nameRanks(index)
  return index
}

function orderOptions(options: FacetOption[], order: FacetDefinition<unknown>['order'], frequency: ReadonlyMap<string, number>): FacetOption[] {
  const byLabel = (a: FacetOption, b: FacetOption) => byKey(naturalKey(a.label), naturalKey(b.label))
  if (order === 'numeric') return options.sort((a, b) => Number(a.value) - Number(b.value) || byLabel(a, b))
  if (order === 'count') return options.sort((a, b) => (frequency.get(b.value) ?? 0) - (frequency.get(a.value) ?? 0) || byLabel(a, b))
  if (Array.isArray(order)) {
    const rank = new Map(order.map((value, index) => [value, index]))
    return options.sort((a, b) => (rank.get(a.value) ?? Infinity) - (rank.get(b.value) ?? Infinity) || byLabel(a, b))
  }
  return options.sort(byLabel)
}

/**
 * Which rows match a text query (1) or not (0); null when the query has no words. Every query
 * word must match one of the row's tokens (text-search.ts). Each (query word, catalogue token)
 * pair is decided once per index, so typing one more word, or ticking a box while a search is
 * on, costs a pass over the rows and nothing more.
 */
function textPass<Row>(index: CatalogueIndex<Row>, text: string): Uint8Array | null {
  const internal = index.internal
  if (internal.lastText?.query === text) return internal.lastText.pass
  const words = queryTokens(text)
  if (words.length === 0) return null
  const { vocabulary, tokenStart, tokenIds } = (internal.tokens ??= searchTokens(index.rows, index.config))
  const { tokenMatchCache } = internal
  if (tokenMatchCache.size > 256) tokenMatchCache.clear()
  const caches = words.map((word) => {
    let cache = tokenMatchCache.get(word)
    if (!cache) {
      cache = new Uint8Array(vocabulary.length)
      tokenMatchCache.set(word, cache)
    }
    return cache
  })
  const count = index.rows.length
  const pass = new Uint8Array(count)
  for (let r = 0; r < count; r++) {
    let all = true
    for (let w = 0; w < words.length && all; w++) {
      const cache = caches[w]!
      let found = false
      for (let at = tokenStart[r]!, end = tokenStart[r + 1]!; at < end; at++) {
        const id = tokenIds[at]!
        let state = cache[id]!
        if (state === 0) {
          state = tokenMatches(words[w]!, vocabulary[id]!) ? 2 : 1
          cache[id] = state
        }
        if (state === 2) {
          found = true
          break
        }
      }
      all = found
    }
    if (all) pass[r] = 1
  }
  internal.lastText = { query: text, pass }
  return pass
}

type Test = (r: number) => boolean
interface ActiveTest {
  filter: Omit<ActiveFilter, 'countWithout'>
  test: Test
  /** Facet position when the filter is a facet, else -1. */
  facet: number
}

function activeTests<Row>(index: CatalogueIndex<Row>, state: FilterState): ActiveTest[] {
  const { config, internal } = index
  const tests: ActiveTest[] = []
  const text = state.text?.trim() ?? ''
  const pass = text === '' ? null : textPass(index, text)
  if (pass) tests.push({ filter: { key: 'text', kind: 'text', id: 'text', label: `Search “${text}”` }, test: (r) => pass[r] === 1, facet: -1 })
  config.facets.forEach((facet, f) => {
    const selected = state.facets[facet.id]
    if (!selected || selected.length === 0) return
    const idByValue = internal.optionIdByValue[f]!
    const chosen = new Uint8Array(idByValue.size)
    let any = false
    for (const value of selected) {
      const id = idByValue.get(value)
      if (id !== undefined) {
        chosen[id] = 1
        any = true
      }
    }
    if (!any) return
    const start = internal.facetStart[f]!
    const ids = internal.facetIds[f]!
    tests.push({
      filter: { key: `facet:${facet.id}`, kind: 'facet', id: facet.id, label: facet.label },
      facet: f,
      test: (r) => {
        for (let at = start[r]!, end = start[r + 1]!; at < end; at++) if (chosen[ids[at]!] === 1) return true
        return false
      },
    })
  })
  config.ranges.forEach((range, g) => {
    const set = state.ranges[range.id]
    if (!set || (set.min === undefined && set.max === undefined)) return
    const values = internal.rangeValues[g]!
    const min = set.min ?? -Infinity
    const max = set.max ?? Infinity
    tests.push({
      filter: { key: `range:${range.id}`, kind: 'range', id: range.id, label: range.label },
      facet: -1,
      // NaN (unknown) fails both comparisons: a row without a value is outside any set range.
      test: (r) => {
        const value = values[r]!
        return value >= min && value <= max
      },
    })
  })
  return tests
}

/**
 * Row positions in sort order (cached per sort): missing values last in both directions, ties by
 * name ascending. Each row gets one numeric key — (rank of its value) × rows + (rank of its name)
 * — so the sort is a native numeric sort of a Float64Array, with no comparator calls.
 */
export function sortedOrder<Row>(index: CatalogueIndex<Row>, sort: SortState): Int32Array {
  const cacheKey = `${sort.key}:${sort.direction}`
  const cached = index.internal.sortCache.get(cacheKey)
  if (cached) return cached
  const { rows, config } = index
  const count = rows.length
  const names = nameRanks(index)
  const definition = config.sorts.find((candidate) => candidate.key === sort.key)
  // valueRank[r]: dense rank of row r's value in the requested direction; missing → after all.
  let valueRank: Int32Array
  let missingRank = 0
  if (definition) {
    const raw = rows.map((row) => definition.value(row))
    const numeric = raw.every((value) => value === null || value === undefined || typeof value === 'number')
    const ranks = numeric ? numberRanks(raw as (number | null | undefined)[]) : textRanks(raw.map((value) => (value === null || value === undefined || value === '' ? null : String(value))))
    const distinct = ranks.distinct
    missingRank = distinct
    valueRank = ranks.rank
    if (sort.direction === 'desc') for (let r = 0; r < count; r++) if (valueRank[r] !== -1) valueRank[r] = distinct - 1 - valueRank[r]!
  } else {
    valueRank = new Int32Array(count)
  }
  const keys = new Float64Array(count)
  for (let r = 0; r < count; r++) {
    const rank = valueRank[r] === -1 ? missingRank : valueRank[r]!
    keys[r] = rank * count + names.rank[r]!
  }
  keys.sort()
  const order = new Int32Array(count)
  for (let position = 0; position < count; position++) order[position] = names.rowAt[keys[position]! % count]!
  index.internal.sortCache.set(cacheKey, order)
  return order
}

/**
 * A key whose plain string order is a natural, case- and accent-insensitive order ('Model 2'
 * before 'Model 10'): much faster to sort than Intl.Collator on thousands of names.
 */
export function naturalKey(text: string): string {
  return normalizeText(text)
    .trim()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'))
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Dense rank of each number (equal numbers share a rank); missing → -1. */
function numberRanks(values: (number | null | undefined)[]): { rank: Int32Array; distinct: number } {
  const known = Float64Array.from(values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value))).sort()
  const rankOf = new Map<number, number>()
  for (const value of known) if (!rankOf.has(value)) rankOf.set(value, rankOf.size)
  const rank = Int32Array.from(values, (value) => (typeof value === 'number' && Number.isFinite(value) ? rankOf.get(value)! : -1))
  return { rank, distinct: rankOf.size }
}

/** Rank of each text in collation order (equal texts share a rank); null → -1. */
function textRanks(values: (string | null)[]): { rank: Int32Array; distinct: number } {
  // Texts with the same natural key (letter case, accents) share a rank.
  const keys = values.map((value) => (value === null ? null : naturalKey(value)))
  const distinct = [...new Set(keys.filter((key): key is string => key !== null))].sort(byKey)
  const rankOf = new Map(distinct.map((key, position) => [key, position]))
  return { rank: Int32Array.from(keys, (key) => (key === null ? -1 : rankOf.get(key)!)), distinct: distinct.length }
}

const nameRankCache = new WeakMap<object, { rank: Int32Array; rowAt: Int32Array }>()

/** Each row's position in name order (unique: equal names by row order), and the row at each position. */
function nameRanks<Row>(index: CatalogueIndex<Row>): { rank: Int32Array; rowAt: Int32Array } {
  let ranks = nameRankCache.get(index)
  if (!ranks) {
    const names = index.rows.map((row) => naturalKey(index.config.name(row)))
    const rowAt = Int32Array.from({ length: names.length }, (_, r) => r).sort((a, b) => byKey(names[a]!, names[b]!) || a - b)
    const rank = new Int32Array(names.length)
    rowAt.forEach((r, position) => {
      rank[r] = position
    })
    ranks = { rank, rowAt }
    nameRankCache.set(index, ranks)
  }
  return ranks
}

export function applyFilters<Row>(index: CatalogueIndex<Row>, state: FilterState, sort: SortState): FilterResult<Row> {
  const { rows, config, internal } = index
  const count = rows.length
  const tests = activeTests(index, state)
  const testCount = tests.length
  const facetCount = config.facets.length
  const counts = config.facets.map((facet) => new Int32Array(index.facetOptions[facet.id]!.length))
  const without = new Int32Array(testCount)
  const matched = new Uint8Array(count)

  const addFacetCounts = (r: number, onlyFacet: number) => {
    for (let f = onlyFacet === -1 ? 0 : onlyFacet, last = onlyFacet === -1 ? facetCount : onlyFacet + 1; f < last; f++) {
      const start = internal.facetStart[f]!
      const ids = internal.facetIds[f]!
      const facetCounts = counts[f]!
      for (let at = start[r]!, end = start[r + 1]!; at < end; at++) facetCounts[ids[at]!]!++
    }
  }

  for (let r = 0; r < count; r++) {
    let failures = 0
    let failed = -1
    for (let t = 0; t < testCount; t++) {
      if (!tests[t]!.test(r)) {
        failures++
        failed = t
        if (failures > 1) break
      }
    }
    if (failures === 0) {
      matched[r] = 1
      addFacetCounts(r, -1)
    } else if (failures === 1) {
      without[failed]!++
      const facet = tests[failed]!.facet
      if (facet !== -1) addFacetCounts(r, facet)
    }
  }

  const order = sortedOrder(index, sort)
  let total = 0
  for (let r = 0; r < count; r++) total += matched[r]!
  const indices = new Int32Array(total)
  const sortedRows: Row[] = new Array(total)
  let at = 0
  for (let position = 0; position < count; position++) {
    const r = order[position]!
    if (matched[r] === 1) {
      indices[at] = r
      sortedRows[at] = rows[r]!
      at++
    }
  }

  const facetCounts: Record<string, Map<string, number>> = {}
  config.facets.forEach((facet, f) => {
    const options = index.facetOptions[facet.id]!
    const facetCount = counts[f]!
    facetCounts[facet.id] = new Map(options.map((option, id) => [option.value, facetCount[id]!]))
  })

  const activeFilters = tests
    .map((test, t) => ({ ...test.filter, countWithout: total + without[t]! }))
    .sort((a, b) => b.countWithout - a.countWithout)

  return { rows: sortedRows, indices, facetCounts, activeFilters }
}

/**
 * The state without the facet values no row has. applyFilters already ignores them (a stale
 * link does not empty the page); a page passes this state to its counts, checkboxes and next
 * URL too, so "Clear all (1)" never counts a filter that is not in effect and the stale value
 * leaves the URL at the next change. Returns `state` itself when every value is known.
 */
export function withKnownValues<Row, State extends FilterState>(index: CatalogueIndex<Row>, state: State): State {
  let facets: Record<string, readonly string[] | undefined> | undefined
  index.config.facets.forEach((facet, f) => {
    const selected = state.facets[facet.id]
    if (!selected || selected.length === 0) return
    const idByValue = index.internal.optionIdByValue[f]!
    const known = selected.filter((value) => idByValue.has(value))
    if (known.length === selected.length) return
    facets ??= { ...state.facets }
    facets[facet.id] = known.length > 0 ? known : undefined
  })
  return facets ? { ...state, facets } : state
}

/** The filter state with one active filter (an ActiveFilter key) removed. */
export function withoutFilter(state: FilterState, key: string): FilterState {
  if (key === 'text') return { ...state, text: undefined }
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
  if (kind === 'facet') return { ...state, facets: { ...state.facets, [id]: undefined } }
  if (kind === 'range') return { ...state, ranges: { ...state.ranges, [id]: undefined } }
  return state
}

/** Toggles `value` in a list, keeping order. */
export function toggleValue(list: readonly string[] | undefined, value: string): string[] {
  const current = list ?? []
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
}

export type { NumberRange, SortDirection, SortState }
