import { Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { AppLink } from '../ui/app-link'
import { type CatalogueSearch, type CatalogueSearchState } from '../catalogue-search'
import { CompareBar } from '../ui/compare-bar'
import { EmptyResults } from '../ui/empty-results'
import { FacetFilter } from '../ui/facet-filter'
import { applyFilters, createCatalogueIndex, toggleValue, withoutFilter, type FilterState } from '../filter-engine'
import { FilterSection } from '../ui/filter-section'
import { RangeFilter } from '../ui/range-filter'
import { SearchInput } from '../ui/search-input'
import { ColumnChooser, useColumnChoice } from '../ui/column-chooser'
import { SortableTable, type TableColumn } from '../ui/sortable-table'
import { useStoredList } from '../ui/stored-list'
import { entryFor } from '../../../components/layouts/default-layout'
import { BrowseLayout } from '../ui/browse-layout'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import type { SortState } from '../../../lib/search-params'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { compareHref, miceBrowseHref, miceCountText } from './component-links'
import { componentSearch } from './component-search'
import { maxComparedComponents, toggleSelected } from './component-selection'
import { compareSelectionStore } from './component-stores'
import { formatNumber } from '../../../lib/number-format'

export interface ComponentBrowsePageProps<Row extends ComponentRow> {
  kind: ComponentKind<Row>
  /** The route's validated search. */
  search: CatalogueSearch
  /** Navigates to another search (filters, sort, text). */
  onSearchChange: (search: CatalogueSearch, options?: { replace?: boolean }) => void
}

/**
 * The columns a visitor may hide on each kind's table (the column chooser); they start hidden, so
 * at 1280 px the name, the figures people compare, the mice count and the compare button fit.
 */
const optionalColumns: Record<ComponentKind<ComponentRow>['id'], readonly string[]> = {
  sensors: ['acceleration', 'lod'],
  switches: ['posttravel'],
  encoders: [],
}

/**
 * /mouse/{sensors,switches,encoders}/browse: every component of one kind in a sortable table,
 * with filters on its figures (state in the URL), the mice that use each one (linking to mouse
 * browse filtered by it) and a compare selection.
 */
export function ComponentBrowsePage<Row extends ComponentRow>({ kind, search, onSearchChange }: ComponentBrowsePageProps<Row>) {
  const rows = kind.useRows()
  const urlState = componentSearch[kind.id]
  const state = useMemo(() => urlState.parse(search), [urlState, search])
  const index = useMemo(() => createCatalogueIndex(rows, kind.catalogue), [rows, kind])
  const result = useMemo(() => applyFilters(index, state, state.sort), [index, state])

  const selectionStore = compareSelectionStore(kind.category)
  const storedSelection = useStoredList(selectionStore)
  const byHandle = useMemo(() => new Map(rows.map((row) => [row.general__handle, row])), [rows])
  const selection = storedSelection.filter((handle) => byHandle.has(handle))
  const selected = new Set(selection)
  const full = selection.length >= maxComparedComponents

  const update = (next: Partial<CatalogueSearchState>, options?: { replace?: boolean }) => onSearchChange(urlState.serialize({ ...state, ...next }), options)
  const updateFilters = (filters: FilterState) => update({ text: filters.text, facets: filters.facets, ranges: filters.ranges })
  const activeCount = urlState.activeCount(state)

  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        isRowHeader: true,
        sortKey: 'name',
        // At most half a phone's width: the name stays in view while the figures scroll sideways;
        // at 1280 px narrow enough for the figures people compare to fit beside it.
        width: 'min(12rem, 45vw)',
        wrap: true,
        accessor: (row) => (
          <>
            <AppLink href={compareHref(kind.comparePath, [componentName(row)])} display="inline-flex" alignItems="center" color="fg" textDecoration="underline" textDecorationColor="border.emphasized" textUnderlineOffset="3px" _hover={{ color: 'brand.fg' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
              {componentName(row)}
            </AppLink>
            {/* A test-mode product (SPEC §4) says it is a preview wherever it appears. */}
            {isPreviewRow(row) && (
              <>
                {' '}
                <PreviewMark compact />
              </>
            )}
          </>
        ),
      },
      ...kind.columns,
      {
        id: 'mice',
        header: 'Mice',
        sortKey: 'mice',
        firstDirection: 'desc',
        align: 'end',
        accessor: (row) => <MiceLink kind={kind} row={row} />,
      },
    ],
    [kind],
  )
  const compareColumn: TableColumn<Row> = {
    id: 'compare',
    header: 'Compare',
    align: 'end',
    accessor: (row) => {
      const isSelected = selected.has(row.general__handle)
      return (
        <Button
          size="xs"
          variant={isSelected ? 'solid' : 'outline'}
          aria-pressed={isSelected}
          aria-label={`Compare ${componentName(row)}`}
          disabled={!isSelected && full}
          onClick={() => selectionStore.set(toggleSelected(selection, row.general__handle))}
        >
          {isSelected ? '✓ Added' : '+ Add'}
        </Button>
      )
    },
  }

  const allColumns = [...columns, compareColumn]
  const optional = optionalColumns[kind.id]
  const { visibleColumns, chosen, setChosen } = useColumnChoice({ page: kind.id, columns: allColumns, optional, defaults: [], sortKey: state.sort.key })

  const selectionItems = selection.map((handle) => ({ id: handle, label: componentName(byHandle.get(handle)!) }))

  return (
    <BrowseLayout
      entry={entryFor(kind.browsePath)}
      activeFilterCount={activeCount}
      showResultsLabel={`Show ${formatNumber(result.rows.length)} ${result.rows.length === 1 ? kind.singular : kind.plural}`}
      filters={<Filters kind={kind} state={state} index={index} result={result} onChange={updateFilters} activeCount={activeCount} />}
      toolbar={
        <Stack gap="3">
          <SearchInput label={`Search ${kind.plural}`} value={state.text ?? ''} placeholder={kind.searchPlaceholder} onChange={(text) => update({ text }, { replace: true })} />
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            <Text role="status" aria-live="polite" color="fg.muted" fontSize="sm" data-testid="result-count">
              {result.rows.length === rows.length
                ? `${formatNumber(rows.length)} ${kind.plural}`
                : `${formatNumber(result.rows.length)} of ${formatNumber(rows.length)} ${kind.plural}`}
            </Text>
            <HStack gap="2" wrap="wrap">
              <SortControl kind={kind} sort={state.sort} onChange={(sort) => update({ sort })} />
              <ColumnChooser columns={allColumns} optional={optional} chosen={chosen} onChange={setChosen} sortKey={state.sort.key} />
            </HStack>
          </Flex>
        </Stack>
      }
      footer={
        <CompareBar
          items={selectionItems}
          href={compareHref(kind.comparePath, selectionItems.map((item) => item.label))}
          onRemove={(handle) => selectionStore.set(selection.filter((item) => item !== handle))}
          onClear={() => selectionStore.set([])}
        />
      }
    >
      {result.rows.length === 0 ? (
        <EmptyResults
          title={`No ${kind.plural} match these filters`}
          filters={result.activeFilters}
          onLoosen={(key) => updateFilters(withoutFilter(state, key))}
          onReset={() => updateFilters({ facets: {}, ranges: {} })}
          noun={kind.plural}
        />
      ) : (
        <SortableTable
          rows={result.rows}
          columns={visibleColumns}
          getKey={(row) => row.general__handle}
          stickyFirstColumn
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          caption={`${kind.plural.charAt(0).toUpperCase()}${kind.plural.slice(1)}, sorted by ${sortLabel(kind, state.sort)}`}
        />
      )}
    </BrowseLayout>
  )
}

function sortLabel<Row extends ComponentRow>(kind: ComponentKind<Row>, sort: SortState): string {
  const label = kind.catalogue.sorts.find((definition) => definition.key === sort.key)?.label ?? sort.key
  return `${label.toLowerCase()}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`
}

/** "13 mice" linking to mouse browse filtered by this component; plain text when none. */
function MiceLink<Row extends ComponentRow>({ kind, row }: { kind: ComponentKind<Row>; row: Row }) {
  const count = kind.miceCount(row)
  if (count === 0) {
    return (
      <Text as="span" color="fg.muted">
        {miceCountText(0)}
      </Text>
    )
  }
  return (
    <AppLink
      href={miceBrowseHref(kind.miceFilterParam, row.general__handle)}
      // A block of its own, so on phones it takes the 44 px touch target (web/index.html).
      display="inline-flex"
      alignItems="center"
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="3px"
      aria-label={`${miceCountText(count)} with the ${componentName(row)}`}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {miceCountText(count)}
    </AppLink>
  )
}

const NativeSelect = chakra('select')

function SortControl<Row extends ComponentRow>({ kind, sort, onChange }: { kind: ComponentKind<Row>; sort: SortState; onChange: (sort: SortState) => void }) {
  return (
    <HStack gap="2">
      <chakra.label htmlFor={`${kind.id}-sort`} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Sort by
      </chakra.label>
      <NativeSelect
        id={`${kind.id}-sort`}
        value={sort.key}
        onChange={(event) => onChange({ key: event.currentTarget.value, direction: sort.direction })}
        fontSize="sm"
        h="8"
        px="2"
        bg="bg"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      >
        {kind.catalogue.sorts.map((definition) => (
          <option key={definition.key} value={definition.key}>
            {definition.label}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange({ key: sort.key, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
        aria-label={`Sort direction: ${sort.direction === 'asc' ? 'ascending' : 'descending'}. Switch to ${sort.direction === 'asc' ? 'descending' : 'ascending'}`}
      >
        {sort.direction === 'asc' ? '↑ Asc' : '↓ Desc'}
      </Button>
    </HStack>
  )
}

function Filters<Row extends ComponentRow>({
  kind,
  state,
  index,
  result,
  onChange,
  activeCount,
}: {
  kind: ComponentKind<Row>
  state: FilterState
  index: ReturnType<typeof createCatalogueIndex<Row>>
  result: ReturnType<typeof applyFilters<Row>>
  onChange: (state: FilterState) => void
  activeCount: number
}) {
  return (
    <Box>
      <Flex align="center" justify="space-between" mb="1">
        <Text as="h2" fontWeight="bold">
          Filters
        </Text>
        {activeCount > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onChange({ text: state.text, facets: {}, ranges: {} })}>
            Clear filters
          </Button>
        )}
      </Flex>
      {kind.catalogue.facets.map((facet) => {
        const selected = state.facets[facet.id] ?? []
        const counts = result.facetCounts[facet.id]
        return (
          <FilterSection key={facet.id} title={facet.label} activeCount={selected.length}>
            <FacetFilter
              label={facet.label}
              countNoun={kind.plural}
              selected={selected}
              options={(index.facetOptions[facet.id] ?? []).map((option) => ({ ...option, count: counts?.get(option.value) ?? 0 }))}
              onToggle={(value) => onChange({ ...state, facets: { ...state.facets, [facet.id]: toggleValue(selected, value) } })}
            />
          </FilterSection>
        )
      })}
      {kind.catalogue.ranges.map((range) => {
        const domain = index.rangeDomains[range.id]
        if (!domain || domain.min === domain.max) return null
        const value = state.ranges[range.id]
        return (
          <FilterSection key={range.id} title={range.unit ? `${range.label} (${range.unit})` : range.label} activeCount={value ? 1 : 0}>
            <RangeFilter
              label={range.label}
              unit={range.unit}
              domain={domain}
              step={range.step}
              value={value}
              onChange={(next) => onChange({ ...state, ranges: { ...state.ranges, [range.id]: next } })}
            />
          </FilterSection>
        )
      })}
    </Box>
  )
}
