import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { CatalogueView } from '../catalogue-search'
import { EmptyResults } from '../ui/empty-results'
import { PlainSelect } from '../ui/plain-select'
import { applyFilters, createCatalogueIndex, withKnownValues, withoutFilter, type FilterState } from '../filter-engine'
import { SearchInput } from '../ui/search-input'
import { VirtualGrid } from '../ui/virtual-grid'
import { BrowseLayout } from '../ui/browse-layout'
import { entryFor } from '../../../components/layouts/default-layout'
import type { MouseRow } from '../../../lib/api-types'
import type { SortState } from '../../../lib/search-params'
import { parseBrowseView, safeStorage, storageKeys } from '../../../lib/storage-keys'
import type { StoredHandState } from '../../fit/public'
import { reviewQueries } from '../../reviews/public'
import { MouseCard, mouseCardFitHeight, mouseCardHeight } from './mouse-card'
import { defaultMouseSort, mouseBrowseSearch, type MouseBrowseState } from './browse-search'
import { mouseCatalogueConfig, mouseSorts } from '../kinds/mouse-catalogue'
import { MouseFilters } from './mouse-filters'
import { MouseCompareBar, RecentMice, reviewLinksByHandle, useCompareHandles, useMiceByHandle } from './mouse-lists'
import { formatNumber } from '../../../lib/number-format'
import { miceQueries } from '../kinds/mouse-queries'

const getKey = (row: MouseRow) => row.general__handle

// The table (and its column chooser) loads when it is shown: cards are the default view.
const MouseTable = lazy(() => import('./mouse-table').then((module) => ({ default: module.MouseTable })))

type BrowseFitModule = typeof import('./browse-fit')
let loadedFitModule: BrowseFitModule | undefined
const noSubscribe = () => () => {}
const noStoredHand = (): StoredHandState | null => null

/**
 * The fit for the visitor's hand (browse-fit.tsx), loaded only when a hand may be set: the URL
 * has a `hand=` or this browser has stored one. Until it has loaded, and when the hand is not
 * valid, the page is the plain browse page (a failed load too).
 */
function useBrowseFit(mice: readonly MouseRow[], rawHand: string | undefined) {
  const [storedOnLoad] = useState(() => safeStorage.get(storageKeys.handProfile) !== null)
  const wanted = Boolean(rawHand) || storedOnLoad
  const [module, setModule] = useState(loadedFitModule)
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    import('./browse-fit').then(
      (loaded) => {
        loadedFitModule = loaded
        void loaded.startHandAccountSync()
        if (live) setModule(loaded)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, module])
  const stored = useSyncExternalStore(module?.subscribeStoredHand ?? noSubscribe, module?.getStoredHandState ?? noStoredHand, noStoredHand)
  const fit = useMemo(() => (module && stored ? module.createBrowseFit(mice, mouseCatalogueConfig, rawHand, stored) : null), [module, stored, mice, rawHand])
  // For tests and styling: whether the fit is off (no hand anywhere), loading, set, or not valid.
  const fitState = fit ? 'on' : module ? 'none' : wanted ? 'loading' : 'off'
  return { module, fit, fitState }
}

/** The state without what needs a hand (the fit filter and sort), for when none is set. */
function withoutFit(state: MouseBrowseState): MouseBrowseState {
  if (!state.facets.fit && state.sort.key !== 'fit') return state
  return { ...state, facets: { ...state.facets, fit: undefined }, sort: state.sort.key === 'fit' ? defaultMouseSort : state.sort }
}

const fitsOnlyValues = ['great', 'good']

function useRememberedView(fromUrl: CatalogueView | undefined): [CatalogueView, (view: CatalogueView) => void] {
  const [stored, setStored] = useState<CatalogueView | null>(() => parseBrowseView(safeStorage.get(storageKeys.mouseBrowseView)))
  const remember = useCallback((view: CatalogueView) => {
    safeStorage.set(storageKeys.mouseBrowseView, view)
    setStored(view)
  }, [])
  return [fromUrl ?? stored ?? 'cards', remember]
}

/** /mouse/browse: every mouse, filtered and sorted; the whole state lives in the URL. */
export function MouseBrowsePage() {
  const search = useSearch({ from: '/mouse/browse' })
  const navigate = useNavigate({ from: '/mouse/browse' })
  const { data: mice } = useSuspenseQuery(miceQueries.list())
  // Reviews only add links: the page does not wait for them, and works without them.
  const { data: reviews } = useQuery(reviewQueries.list())
  const reviewLinks = useMemo(() => reviewLinksByHandle(reviews), [reviews])
  const miceByHandle = useMiceByHandle(mice)
  const compareHandles = useCompareHandles()

  const parsed = useMemo((): MouseBrowseState => ({ ...mouseBrowseSearch.parse(search), hand: typeof search.hand === 'string' ? search.hand : undefined }), [search])
  const { module: fitModule, fit, fitState } = useBrowseFit(mice, parsed.hand)

  const index = useMemo(() => createCatalogueIndex(mice, fit?.config ?? mouseCatalogueConfig), [mice, fit])
  // Handles no mouse has (an old link to a sensor, switch or encoder) are dropped as the engine drops them.
  const state = useMemo(() => withKnownValues(index, fit ? parsed : withoutFit(parsed)), [index, parsed, fit])
  const result = useMemo(() => applyFilters(index, state, state.sort), [index, state])
  const activeCount = mouseBrowseSearch.activeCount(state)
  const [view, rememberView] = useRememberedView(state.view)
  // A valid hand from the link stays in the URL; one that is not valid leaves it at the next change.
  const handInUrl = fit?.source === 'url' ? fit.param : fitModule ? undefined : state.hand

  const go = useCallback(
    (next: Partial<MouseBrowseState>, options: { replace?: boolean } = {}) => {
      const { hand, ...rest } = { ...state, hand: handInUrl, ...next }
      void navigate({ search: { ...mouseBrowseSearch.serialize(rest), ...(hand ? { hand } : {}) }, replace: options.replace, resetScroll: false })
    },
    [navigate, state, handInUrl],
  )
  const setFilters = (filters: FilterState) => go({ text: filters.text, facets: filters.facets, ranges: filters.ranges })
  const setSort = (sort: SortState) => go({ sort })
  const setView = (next: CatalogueView) => {
    rememberView(next)
    go({ view: next })
  }
  const clearAll = () => go({ text: undefined, facets: {}, ranges: {} })
  const fitsOnly = (state.facets.fit ?? []).length === fitsOnlyValues.length && fitsOnlyValues.every((value) => state.facets.fit?.includes(value))
  const clearHand = () => {
    fitModule?.clearStoredHand()
    go({ hand: undefined, facets: { ...state.facets, fit: undefined }, sort: state.sort.key === 'fit' ? defaultMouseSort : state.sort }, { replace: true })
  }
  const fitColumn = useMemo(() => (fit && fitModule ? fitModule.fitColumn(fit) : undefined), [fit, fitModule])
  const sorts = fit?.config.sorts ?? mouseSorts

  const count = result.rows.length
  const noun = count === 1 ? 'mouse' : 'mice'

  const toolbar = (
    <Flex direction="column" gap="3" data-fit-state={fitState} data-testid="browse-toolbar">
      <SearchInput
        label="Search mice"
        hideLabel
        placeholder="Search brand, model or variant (typos are fine)"
        value={state.text ?? ''}
        // Keep typing in one history entry; a new search (from empty) is a new entry.
        onChange={(text) => go({ text }, { replace: Boolean(state.text) && Boolean(text.trim()) })}
      />
      <Flex align="center" gap="3" wrap="wrap">
        <Text role="status" aria-live="polite" fontWeight="semibold" data-testid="result-count" me="auto">
          {formatNumber(count)} {noun}
          <chakra.span color="fg.muted" fontWeight="normal">
            {' '}
            of {formatNumber(mice.length)}
          </chakra.span>
        </Text>
        <Flex align="center" gap="1">
          <chakra.label htmlFor="mouse-sort" fontSize="sm" color="fg.muted">
            Sort by
          </chakra.label>
          <PlainSelect
            id="mouse-sort"
            value={state.sort.key}
            // Fit is best first when chosen (its ascending order is the fit model's order).
            onChange={(event) => setSort({ key: event.currentTarget.value, direction: event.currentTarget.value === 'fit' ? 'asc' : state.sort.direction })}
          >
            {sorts.map((sort) => (
              <option key={sort.key} value={sort.key}>
                {sort.label}
              </option>
            ))}
          </PlainSelect>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setSort({ key: state.sort.key, direction: state.sort.direction === 'asc' ? 'desc' : 'asc' })}
            aria-label={`Sort direction: ${state.sort.direction === 'asc' ? 'ascending' : 'descending'}. Switch.`}
            data-testid="sort-direction"
          >
            {state.sort.key === 'fit' ? (state.sort.direction === 'asc' ? '↑ Best first' : '↓ Worst first') : state.sort.direction === 'asc' ? '↑ Asc' : '↓ Desc'}
          </Button>
        </Flex>
        <Flex role="group" aria-label="Show results as" gap="0" borderWidth="1px" borderColor="border" rounded="md" p="0.5">
          {(['cards', 'table'] as const).map((option) => (
            <Button key={option} size="xs" variant={view === option ? 'solid' : 'ghost'} aria-pressed={view === option} onClick={() => setView(option)}>
              {option === 'cards' ? 'Cards' : 'Table'}
            </Button>
          ))}
        </Flex>
      </Flex>
      {fit && fitModule ? (
        <fitModule.HandPanel fit={fit} fitsOnly={fitsOnly} onFitsOnlyChange={(on) => setFilters({ ...state, facets: { ...state.facets, fit: on ? fitsOnlyValues : undefined } })} onClear={clearHand} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <chakra.a asChild color="brand.fg" textDecoration="underline" display="inline-flex" alignItems="center" minH={{ base: '44px', md: 'auto' }}>
            <Link to="/mouse/fit">Set your hand size</Link>
          </chakra.a>{' '}
          to sort and filter these mice by how well they fit it.
        </Text>
      )}
    </Flex>
  )

  return (
    <BrowseLayout
      entry={entryFor('/mouse/browse')}
      activeFilterCount={activeCount}
      banner={<RecentMice miceByHandle={miceByHandle} />}
      filters={<MouseFilters index={index} state={state} result={result} activeCount={activeCount} onChange={setFilters} onClear={clearAll} />}
      toolbar={toolbar}
      showResultsLabel={`Show ${formatNumber(count)} ${noun}`}
      footer={<MouseCompareBar miceByHandle={miceByHandle} hand={fit?.source === 'url' ? fit.param : undefined} />}
    >
      <Heading as="h2" srOnly>
        Results
      </Heading>
      {count === 0 ? (
        <EmptyResults
          title={mice.length === 0 ? 'No mice yet' : 'No mice match these filters'}
          filters={result.activeFilters}
          noun="mice"
          onLoosen={(key) => setFilters(withoutFilter(state, key))}
          onReset={activeCount > 1 ? clearAll : undefined}
        />
      ) : view === 'table' ? (
        <Suspense fallback={<Text color="fg.muted">Loading the table…</Text>}>
          <MouseTable rows={result.rows} sort={state.sort} onSortChange={setSort} caption={`${count} ${noun}`} compareHandles={compareHandles} reviewLinks={reviewLinks} fitColumn={fitColumn} />
        </Suspense>
      ) : (
        <VirtualGrid
          items={result.rows}
          getKey={getKey}
          itemHeight={fit ? mouseCardHeight + mouseCardFitHeight : mouseCardHeight}
          minItemWidth={220}
          gap={16}
          label={`${count} ${noun}`}
          renderItem={(row) => (
            <MouseCard
              row={row}
              inCompare={compareHandles.has(row.general__handle)}
              review={reviewLinks.get(row.general__handle)}
              fit={fit && fitModule ? <fitModule.FitBadge fit={fit} row={row} /> : undefined}
            />
          )}
        />
      )}
      <Box h="4" />
    </BrowseLayout>
  )
}
