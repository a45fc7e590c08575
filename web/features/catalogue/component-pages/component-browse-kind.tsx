/**
 * A component kind (sensors, switches, scroll wheel encoders) on the one browse page: its words,
 * its table (name, the kind's figures, the mice that use it, compare) and its compare selection.
 * Component kinds have no cards: the table is their view, loaded with the page.
 */
import { Button, chakra, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { formatNumber } from '../../../lib/number-format'
import { isPreviewRow } from '../../../lib/preview-session'
import type { SortState } from '../../../lib/search-params'
import type { BrowseKind, BrowseTableProps } from '../browse/browse-kind'
import { CatalogueTable } from '../browse/catalogue-table'
import type { CatalogueConfig } from '../filter-engine'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { AppLink } from '../ui/app-link'
import type { TableColumn } from '../ui/sortable-table'
import { compareHref, miceBrowseHref, miceCountText } from './component-links'
import { componentSearch } from './component-search'
import { maxComparedComponents, toggleSelected } from './component-selection'
import { compareSelectionStore } from './component-stores'

/** Component kinds have no slots of their own. */
export type ComponentBrowseSlots = Record<string, never>

/**
 * The columns a visitor may hide on each kind's table (the column chooser); they start hidden, so
 * at 1280 px the name, the figures people compare, the mice count and the compare button fit.
 */
const optionalColumns: Record<ComponentKind<ComponentRow>['id'], readonly string[]> = {
  sensors: ['acceleration', 'lod'],
  switches: ['posttravel'],
  encoders: [],
}
const noDefaults: readonly string[] = []

const getKey = (row: ComponentRow) => row.general__handle

function sortLabel<Row>(config: CatalogueConfig<Row>, sort: SortState): string {
  const label = config.sorts.find((definition) => definition.key === sort.key)?.label ?? sort.key
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

function ComponentTable<Row extends ComponentRow>({ kind, rows, config, sort, onSortChange, selection }: BrowseTableProps<Row, ComponentBrowseSlots> & { kind: ComponentKind<Row> }) {
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
      { id: 'mice', header: 'Mice', sortKey: 'mice', firstDirection: 'desc', align: 'end', accessor: (row) => <MiceLink kind={kind} row={row} /> },
      {
        id: 'compare',
        header: 'Compare',
        align: 'end',
        accessor: (row) => {
          const isSelected = selection.selected.has(row.general__handle)
          return (
            <Button
              size="xs"
              variant={isSelected ? 'solid' : 'outline'}
              aria-pressed={isSelected}
              aria-label={`Compare ${componentName(row)}`}
              disabled={!isSelected && selection.full}
              onClick={() => selection.toggle(row)}
            >
              {isSelected ? '✓ Added' : '+ Add'}
            </Button>
          )
        },
      },
    ],
    [kind, selection],
  )
  return (
    <CatalogueTable
      page={kind.id}
      rows={rows}
      columns={columns}
      optional={optionalColumns[kind.id]}
      defaults={noDefaults}
      getKey={getKey}
      sort={sort}
      onSortChange={onSortChange}
      caption={`${kind.plural.charAt(0).toUpperCase()}${kind.plural.slice(1)}, sorted by ${sortLabel(config, sort)}`}
    />
  )
}

/** The browse kind of a component kind (one per kind, made once by its route). */
export function componentBrowseKind<Row extends ComponentRow>(kind: ComponentKind<Row>): BrowseKind<Row, ComponentBrowseSlots> {
  const search = componentSearch[kind.id]
  return {
    id: kind.id,
    path: kind.browsePath,
    singular: kind.singular,
    plural: kind.plural,
    searchLabel: `Search ${kind.plural}`,
    searchPlaceholder: kind.searchPlaceholder,
    countText: (shown, total) => (
      <chakra.span color="fg.muted" fontSize="sm">
        {shown === total ? `${formatNumber(total)} ${kind.plural}` : `${formatNumber(shown)} of ${formatNumber(total)} ${kind.plural}`}
      </chakra.span>
    ),
    emptyTitle: () => `No ${kind.plural} match these filters`,
    config: kind.catalogue,
    search,
    defaultSort: search.parse({}).sort,
    getKey,
    compare: {
      store: compareSelectionStore(kind.category),
      toggle: (selection, key) => toggleSelected(selection, key),
      isFull: (selection) => selection.length >= maxComparedComponents,
      href: (rows) =>
        compareHref(
          kind.comparePath,
          rows.map((row) => componentName(row)),
        ),
    },
    Table: (props) => <ComponentTable kind={kind} {...props} />,
    Banner: kind.browseNote ? () => <BrowseNote text={kind.browseNote!} /> : undefined,
  }
}

function BrowseNote({ text }: { text: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" maxW="3xl" data-testid="browse-note">
      {text}
    </Text>
  )
}
