import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { entryFor } from '../../../components/layouts/default-layout'
import { formatNumber } from '../../../lib/number-format'
import type { SortState } from '../../../lib/search-params'
import { parseBrowseView, safeStorage } from '../../../lib/storage-keys'
import type { CatalogueSearch, CatalogueSearchState, CatalogueView } from '../catalogue-search'
import { applyFilters, createCatalogueIndex, withKnownValues, withoutFilter, type CatalogueConfig, type FilterState } from '../filter-engine'
import { BrowseLayout } from '../ui/browse-layout'
import { PlainSelect } from '../ui/plain-select'
import { SearchInput } from '../ui/search-input'
import { useStoredList } from '../ui/stored-list'
import { BrowseFilters } from './browse-filters'
import type { BrowseControls, BrowseKind, BrowseSelection } from './browse-kind'

// What the page shows when nothing matches, and the compare bar (nothing until something is chosen):
// the first paint needs neither, so they load at the visitor's first press of a pointer or key (the
// press before a click on "Compare" or the typing of a search), or at once when a link's filters
// match nothing or a selection is stored.
const loadEmptyResults = () => import('../ui/empty-results')
const loadCompareBar = () => import('../ui/compare-bar')
// The search's order (the pickers' one rule, byRelevance) is needed only once text is typed.
const loadRelevance = () => import('../compare/picker-matches')
const EmptyResults = lazy(() => loadEmptyResults().then((module) => ({ default: module.EmptyResults })))
const CompareBar = lazy(() => loadCompareBar().then((module) => ({ default: module.CompareBar })))

function usePreloadOnFirstInput() {
  useEffect(() => {
    const options = { capture: true, passive: true }
    const preload = () => {
      remove()
      void Promise.all([loadEmptyResults(), loadCompareBar(), loadRelevance()]).catch(() => undefined)
    }
    const remove = () => {
      window.removeEventListener('pointerdown', preload, options)
      window.removeEventListener('keydown', preload, options)
    }
    window.addEventListener('pointerdown', preload, options)
    window.addEventListener('keydown', preload, options)
    return remove
  }, [])
}

/** The sort control's value for the order of relevance (no sort of any kind has this key). */
const relevanceKey = 'relevance'

export interface CatalogueBrowsePageProps<Row, Slots> {
  kind: BrowseKind<Row, Slots>
  rows: readonly Row[]
  /** The route's validated search. */
  search: CatalogueSearch
  /** Navigates to another search (filters, sort, text, view). */
  onSearchChange: (search: CatalogueSearch, options: { replace?: boolean }) => void
  /** The kind's filters and sorts as the route extends them (the mouse kind with fit); default the kind's. */
  config?: CatalogueConfig<Row>
  /** The route's own search keys, carried by every navigation the page makes (e.g. `hand=`). */
  extraSearch?: CatalogueSearch
  /** Below the toolbar's controls (e.g. the hand the mice are scored for). */
  toolbarExtra?: (controls: BrowseControls) => ReactNode
  /** data- attributes of the toolbar, for tests and styling (e.g. data-fit-state). */
  toolbarAttributes?: Record<`data-${string}`, string>
  /** The kind's slots, filled by the route. */
  slots: Slots
}

/**
 * The state without what the config lacks: a facet or sort the route has not given (the fit facet
 * and sort without a hand) is ignored, so the page is the plain page and the next change leaves it
 * out of the URL. (Ranges are the kind's own: a route adds none.)
 */
function withinConfig<Row>(state: CatalogueSearchState, config: CatalogueConfig<Row>, defaultSort: SortState): CatalogueSearchState {
  const facets = { ...state.facets }
  for (const id in facets) if (!config.facets.some((facet) => facet.id === id)) delete facets[id]
  return { ...state, facets, sort: config.sorts.some((sort) => sort.key === state.sort.key) ? state.sort : defaultSort }
}

/** Cards or table: the URL's `view`, else the visitor's last choice, else cards (table when the kind has no cards). */
function useView(storageKey: string | undefined, fromUrl: CatalogueView | undefined): [CatalogueView, (view: CatalogueView) => void] {
  const [stored, setStored] = useState<CatalogueView | null>(() => (storageKey ? parseBrowseView(safeStorage.get(storageKey)) : null))
  const remember = useCallback(
    (view: CatalogueView) => {
      if (storageKey) safeStorage.set(storageKey, view)
      setStored(view)
    },
    [storageKey],
  )
  if (!storageKey) return ['table', remember]
  return [fromUrl ?? stored ?? 'cards', remember]
}

/**
 * Every browse page (/mouse/browse, /mouse/{sensors,switches,encoders}/browse): one kind's rows,
 * searched, filtered and sorted by the filter engine, with the whole state in the URL; counts,
 * empty results, cards or table, and the compare selection with its bar.
 */
export function CatalogueBrowsePage<Row, Slots>({ kind, rows, search, onSearchChange, config = kind.config, extraSearch, toolbarExtra, toolbarAttributes, slots }: CatalogueBrowsePageProps<Row, Slots>) {
  const parsed = useMemo(() => kind.search.parse(search), [kind, search])
  const index = useMemo(() => createCatalogueIndex(rows, config), [rows, config])
  // Values no row has (an old link) are dropped as the engine drops them.
  const state = useMemo(() => withKnownValues(index, withinConfig(parsed, config, kind.defaultSort)), [index, parsed, config, kind])
  const result = useMemo(() => applyFilters(index, state, state.sort), [index, state])
  // While text is typed the results are in the order of relevance (the pickers' rule: names that
  // contain the text as typed first, then by name), unless the visitor picks a sort during this
  // search; clearing the text goes back to the chosen sort (state.sort, kept in the URL throughout).
  const searching = Boolean(state.text?.trim())
  const [sortedWhileSearching, setSortedWhileSearching] = useState(false)
  if (!searching && sortedWhileSearching) setSortedWhileSearching(false)
  const relevant = searching && !sortedWhileSearching
  const [relevance, setRelevance] = useState<Awaited<ReturnType<typeof loadRelevance>>>()
  useEffect(() => {
    if (relevant) loadRelevance().then(setRelevance, () => undefined)
  }, [relevant])
  const shownRows = useMemo(() => (relevant && relevance ? relevance.byRelevance(result.rows, config.name, state.text!) : result.rows), [relevant, relevance, result.rows, config, state.text])
  const activeCount = kind.search.activeCount(state)
  const [view, rememberView] = useView(kind.cards?.viewStorageKey, state.view)
  usePreloadOnFirstInput()

  const update = useCallback<BrowseControls['update']>(
    (next, options = {}) => onSearchChange({ ...kind.search.serialize({ ...state, ...next }), ...(options.extraSearch ?? extraSearch) }, { replace: options.replace }),
    [onSearchChange, kind, state, extraSearch],
  )
  const setFilters = (filters: FilterState) => update({ text: filters.text, facets: filters.facets, ranges: filters.ranges })
  const setSort = useCallback(
    (sort: SortState) => {
      setSortedWhileSearching(searching)
      update({ sort })
    },
    [update, searching],
  )
  const clearAll = () => update({ text: undefined, facets: {}, ranges: {} })
  const setView = (next: CatalogueView) => {
    rememberView(next)
    update({ view: next })
  }

  const rowsByKey = useMemo(() => new Map(rows.map((row) => [kind.getKey(row), row])), [rows, kind])
  const storedSelection = useStoredList(kind.compare.store)
  const selection = useMemo(() => storedSelection.filter((key) => rowsByKey.has(key)), [storedSelection, rowsByKey])
  const compareStore = kind.compare.store
  const compareSelection = useMemo<BrowseSelection<Row>>(
    () => ({
      selected: new Set(selection),
      full: kind.compare.isFull(selection),
      toggle: (row) => compareStore.set(kind.compare.toggle(compareStore.get(), kind.getKey(row))),
    }),
    [selection, kind, compareStore],
  )
  const selectedRows = selection.map((key) => rowsByKey.get(key)!)

  const count = result.rows.length
  const noun = count === 1 ? kind.singular : kind.plural
  const sortDefinition = config.sorts.find((sort) => sort.key === state.sort.key)
  const directionLabels = sortDefinition?.directionLabels ?? { asc: '↑ Asc', desc: '↓ Desc' }
  const controls: BrowseControls = { state, update }

  const countNode = (
    <Text role="status" aria-live="polite" data-testid="result-count" me="auto">
      {kind.countText(count, rows.length)}
    </Text>
  )
  const toolbar = (countInToolbar: ReactNode) => (
    <Flex direction="column" gap="3" data-testid="browse-toolbar" {...toolbarAttributes}>
      <SearchInput
        label={kind.searchLabel}
        hideLabel={kind.hideSearchLabel}
        placeholder={kind.searchPlaceholder}
        value={state.text ?? ''}
        // Keep typing in one history entry; a new search (from empty) is a new entry.
        onChange={(text) => update({ text }, { replace: Boolean(state.text) && Boolean(text.trim()) })}
      />
      <Flex align="center" gap="3" wrap="wrap">
        {countInToolbar}
        {/* May narrow (the select too): on a phone, at the select's longest option, the row overran the page's edge. */}
        <Flex align="center" gap="1" minW="0">
          <chakra.label htmlFor={`${kind.id}-sort`} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            Sort by
          </chakra.label>
          <PlainSelect
            id={`${kind.id}-sort`}
            value={relevant ? relevanceKey : state.sort.key}
            onChange={(event) => {
              const key = event.currentTarget.value
              if (key === relevanceKey) setSortedWhileSearching(false)
              else setSort({ key, direction: config.sorts.find((sort) => sort.key === key)?.firstDirection ?? state.sort.direction })
            }}
          >
            {searching && <option value={relevanceKey}>Best match (while searching)</option>}
            {config.sorts.map((sort) => (
              <option key={sort.key} value={sort.key}>
                {sort.label}
              </option>
            ))}
          </PlainSelect>
          {!relevant && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setSort({ key: state.sort.key, direction: state.sort.direction === 'asc' ? 'desc' : 'asc' })}
              // The name holds the words on the button, after its arrow (WCAG 2.5.3, label in name).
              aria-label={`Sort direction: ${directionLabels[state.sort.direction].slice(2)}. Switch.`}
              data-testid="sort-direction"
            >
              {directionLabels[state.sort.direction]}
            </Button>
          )}
        </Flex>
        {kind.cards && (
          <Flex role="group" aria-label="Show results as" gap="0" borderWidth="1px" borderColor="border" rounded="md" p="0.5">
            {(['cards', 'table'] as const).map((option) => (
              <Button key={option} size="xs" variant={view === option ? 'solid' : 'ghost'} aria-pressed={view === option} onClick={() => setView(option)}>
                {option === 'cards' ? 'Cards' : 'Table'}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
      {toolbarExtra?.(controls)}
    </Flex>
  )

  const cards = kind.cards
  return (
    <BrowseLayout
      entry={entryFor(kind.path)}
      activeFilterCount={activeCount}
      banner={kind.Banner ? <kind.Banner rowsByKey={rowsByKey} /> : undefined}
      filters={
        <BrowseFilters
          order={kind.filterOrder}
          open={kind.openFilters}
          searchLabels={kind.filterSearchLabels}
          index={index}
          state={state}
          result={result}
          activeCount={activeCount}
          countNoun={kind.plural}
          onChange={setFilters}
          onClear={clearAll}
        />
      }
      count={countNode}
      toolbar={toolbar}
      showResultsLabel={`Show ${formatNumber(count)} ${noun}`}
      footer={
        selectedRows.length > 0 && (
          <Suspense fallback={null}>
            <CompareBar
              items={selectedRows.map((row) => ({ id: kind.getKey(row), label: config.name(row) }))}
              href={kind.compare.href(selectedRows, slots)}
              onRemove={(key) => compareStore.set(compareStore.get().filter((item) => item !== key))}
              onClear={() => compareStore.set([])}
            />
          </Suspense>
        )
      }
    >
      <Heading as="h2" srOnly>
        Results
      </Heading>
      {count === 0 ? (
        <Suspense fallback={null}>
          <EmptyResults
            title={kind.emptyTitle(rows.length)}
            filters={result.activeFilters}
            noun={kind.plural}
            onLoosen={(key) => setFilters(withoutFilter(state, key))}
            onReset={activeCount > 1 ? clearAll : undefined}
          />
        </Suspense>
      ) : view === 'cards' && cards ? (
        <cards.Cards rows={shownRows} label={`${count} ${noun}`} selected={compareSelection.selected} slots={slots} />
      ) : (
        <Suspense fallback={<Text color="fg.muted">Loading the table…</Text>}>
          <kind.Table rows={shownRows} config={config} sort={relevant ? { key: relevanceKey, direction: 'asc' } : state.sort} onSortChange={setSort} selection={compareSelection} slots={slots} />
        </Suspense>
      )}
      <Box h="4" />
    </BrowseLayout>
  )
}
