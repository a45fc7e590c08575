/**
 * What a kind of product gives the one browse page (catalogue-browse-page.tsx): its rows' filters,
 * sorts and search (a CatalogueConfig), its URL form, its words, how a row is shown (cards, a
 * table) and how its compare selection works. The page owns the rest: layout, search box,
 * filters column, sort, counts, empty results, view switch, compare bar, URL state.
 *
 * `Slots` are the kind's own extension points that the route fills (the mouse kind: the favourite
 * button, review links, the fit badge and column); the catalogue never imports what fills them.
 */
import type { ComponentType, ReactNode } from 'react'
import type { SortState } from '../../../lib/search-params'
import type { StoredList } from '../ui/stored-list'
import type { CatalogueSearch, CatalogueSearchState, createCatalogueSearch } from '../catalogue-search'
import type { CatalogueConfig } from '../filter-engine'

export type CatalogueSearchForm = ReturnType<typeof createCatalogueSearch>

/** The compare selection a browse page gathers (kept in local storage). */
export interface BrowseCompare<Row, Slots> {
  store: StoredList
  /** The selection with this key added or removed (the kind's rule when the selection is full). */
  toggle: (selection: readonly string[], key: string) => string[]
  /** No more can be added (the add buttons are disabled). */
  isFull: (selection: readonly string[]) => boolean
  /** The compare page for these rows, in this order. */
  href: (rows: readonly Row[], slots: Slots) => string
}

/** What a row's card or table cell needs to know about the compare selection. */
export interface BrowseSelection<Row> {
  selected: ReadonlySet<string>
  full: boolean
  toggle: (row: Row) => void
}

export interface BrowseCardsProps<Row, Slots> {
  rows: readonly Row[]
  /** The grid's accessible name ('12 mice'). */
  label: string
  /** The keys in the compare selection. */
  selected: ReadonlySet<string>
  slots: Slots
}

export interface BrowseCardsView<Row, Slots> {
  /** The cards view (a windowed grid of the kind's cards). */
  Cards: ComponentType<BrowseCardsProps<Row, Slots>>
  /** Where the visitor's last choice of cards or table is remembered. */
  viewStorageKey: string
}

export interface BrowseTableProps<Row, Slots> {
  rows: readonly Row[]
  config: CatalogueConfig<Row>
  sort: SortState
  onSortChange: (sort: SortState) => void
  selection: BrowseSelection<Row>
  slots: Slots
}

export interface BrowseKind<Row, Slots> {
  /** Prefixes the page's control ids ('mouse' → #mouse-sort). */
  id: string
  /** The page's navigation entry (heading and introduction). */
  path: string
  singular: string
  plural: string
  searchLabel: string
  /** The search box's label is only for screen readers (its placeholder says it). */
  hideSearchLabel?: boolean
  searchPlaceholder: string
  /** The live count's words: '12 mice of 1,361', '12 of 40 sensors'. */
  countText: (shown: number, total: number) => ReactNode
  /** The empty result's title; `total` 0 means the catalogue has none of this kind yet. */
  emptyTitle: (total: number) => string
  config: CatalogueConfig<Row>
  search: CatalogueSearchForm
  /** The sort when the URL gives none, or one the config does not have. */
  defaultSort: SortState
  getKey: (row: Row) => string
  /** The filters column's order, by facet or range id (a facet first when both have the id); unset: every facet, then every range. */
  filterOrder?: readonly string[]
  /** The filter sections open on first show (one with a value chosen always is); unset: every one. */
  openFilters?: readonly string[]
  /** Search boxes over long lists of values: facet id → the box's label (e.g. 'Search brands'). */
  filterSearchLabels?: Readonly<Record<string, string>>
  compare: BrowseCompare<Row, Slots>
  /** Cards, when the kind has them (then they are the default view and the table is the other). */
  cards?: BrowseCardsView<Row, Slots>
  /** The table view (may be lazy: the page shows it inside Suspense). */
  Table: ComponentType<BrowseTableProps<Row, Slots>>
  /** Between the introduction and the columns (e.g. recently viewed mice). */
  Banner?: ComponentType<{ rowsByKey: ReadonlyMap<string, Row> }>
}

/** What a route's toolbar slot may read and change: the page's state and its navigation. */
export interface BrowseControls {
  state: CatalogueSearchState
  /**
   * Navigates to the state with `next` applied. `extraSearch` replaces the route's own keys for
   * this navigation (e.g. `{}` drops a `hand=`).
   */
  update: (next: Partial<CatalogueSearchState>, options?: { replace?: boolean; extraSearch?: CatalogueSearch }) => void
}
