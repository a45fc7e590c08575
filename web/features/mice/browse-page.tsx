import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import type { CatalogueSearchState, CatalogueView } from '../../components/catalogue/catalogue-search'
import { EmptyResults } from '../../components/catalogue/empty-results'
import { PlainSelect } from '../../components/catalogue/plain-select'
import { applyFilters, createCatalogueIndex, withKnownValues, withoutFilter, type FilterState } from '../../components/catalogue/filter-engine'
import { SearchInput } from '../../components/catalogue/search-input'
import { SortableTable } from '../../components/catalogue/sortable-table'
import { VirtualGrid } from '../../components/catalogue/virtual-grid'
import { BrowseLayout } from '../../components/layouts/browse-layout'
import { entryFor } from '../../components/layouts/default-layout'
import type { MouseRow } from '../../lib/api-types'
import type { SortState } from '../../lib/search-params'
import { parseBrowseView, safeStorage, storageKeys } from '../../lib/storage-keys'
import { reviewQueries } from '../reviews/queries'
import { MouseActions } from './mouse-actions'
import { MouseCard, mouseCardHeight } from './mouse-card'
import { mouseBrowseSearch } from './browse-search'
import { mouseCatalogueConfig, mouseSorts } from './mouse-catalogue'
import { mouseColumns } from './mouse-columns'
import { MouseFilters } from './mouse-filters'
import { MouseCompareBar, RecentMice, reviewLinksByHandle, useCompareHandles, useMiceByHandle } from './mouse-lists'
import { formatNumber } from '../../lib/number-format'
import { miceQueries } from './queries'

const getKey = (row: MouseRow) => row.general__handle

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

  const index = useMemo(() => createCatalogueIndex(mice, mouseCatalogueConfig), [mice])
  // Handles no mouse has (an old link to a sensor, switch or encoder) are dropped as the engine drops them.
  const state = useMemo(() => withKnownValues(index, mouseBrowseSearch.parse(search)), [index, search])
  const result = useMemo(() => applyFilters(index, state, state.sort), [index, state])
  const activeCount = mouseBrowseSearch.activeCount(state)
  const [view, rememberView] = useRememberedView(state.view)

  const go = useCallback(
    (next: Partial<CatalogueSearchState>, options: { replace?: boolean } = {}) => {
      void navigate({ search: mouseBrowseSearch.serialize({ ...state, ...next }), replace: options.replace, resetScroll: false })
    },
    [navigate, state],
  )
  const setFilters = (filters: FilterState) => go({ text: filters.text, facets: filters.facets, ranges: filters.ranges })
  const setSort = (sort: SortState) => go({ sort })
  const setView = (next: CatalogueView) => {
    rememberView(next)
    go({ view: next })
  }
  const clearAll = () => go({ text: undefined, facets: {}, ranges: {} })

  const columns = useMemo(
    () => mouseColumns((row) => <MouseActions row={row} inCompare={compareHandles.has(row.general__handle)} review={reviewLinks.get(row.general__handle)} noWrap />),
    [compareHandles, reviewLinks],
  )
  const count = result.rows.length
  const noun = count === 1 ? 'mouse' : 'mice'

  const toolbar = (
    <Flex direction="column" gap="3">
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
          <PlainSelect id="mouse-sort" value={state.sort.key} onChange={(event) => setSort({ key: event.currentTarget.value, direction: state.sort.direction })}>
            {mouseSorts.map((sort) => (
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
            {state.sort.direction === 'asc' ? '↑ Asc' : '↓ Desc'}
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
    </Flex>
  )

  return (
    <BrowseLayout
      entry={entryFor('/mouse/browse')}
      activeFilterCount={activeCount}
      banner={<RecentMice miceByHandle={miceByHandle} />}
      filters={<MouseFilters index={index} state={state} result={result} activeCount={activeCount} onChange={setFilters} onClear={clearAll} />}
      toolbar={toolbar}
      footer={<MouseCompareBar miceByHandle={miceByHandle} />}
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
        <SortableTable rows={result.rows} columns={columns} getKey={getKey} sort={state.sort} onSortChange={setSort} caption={`${count} ${noun}`} stickyFirstColumn />
      ) : (
        <VirtualGrid
          items={result.rows}
          getKey={getKey}
          itemHeight={mouseCardHeight}
          minItemWidth={220}
          gap={16}
          label={`${count} ${noun}`}
          renderItem={(row) => <MouseCard row={row} inCompare={compareHandles.has(row.general__handle)} review={reviewLinks.get(row.general__handle)} />}
        />
      )}
      <Box h="4" />
    </BrowseLayout>
  )
}
