/**
 * A component kind (sensors, switches, scroll wheel encoders) on the one browse page: its words,
 * its table (name, the kind's figures, the mice that use it, compare) and its compare selection.
 * Component kinds have no cards: the table is their view, loaded with the page.
 */
import { Button, chakra } from '@chakra-ui/react'
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
import { compareHref, miceBrowseHref } from './component-links'
import { arrangeFigureColumns } from './figure-columns'
import { MiceCountLink } from './mice-count-link'
import { componentSearch } from './component-search'
import { maxComparedComponents, toggleSelected } from './component-selection'
import { compareSelectionStore } from './component-stores'

/** Component kinds have no slots of their own. */
export type ComponentBrowseSlots = Record<string, never>

const getKey = (row: ComponentRow) => row.general__handle

function sortLabel<Row>(config: CatalogueConfig<Row>, sort: SortState): string {
  const label = config.sorts.find((definition) => definition.key === sort.key)?.label ?? sort.key
  return `${label.toLowerCase()}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`
}

function ComponentTable<Row extends ComponentRow>({ kind, rows, config, sort, onSortChange, selection }: BrowseTableProps<Row, ComponentBrowseSlots> & { kind: ComponentKind<Row> }) {
  // Arranged from every part of the kind, not the filtered ones, so the columns stay put while filtering.
  const all = kind.useRows()
  const arranged = useMemo(() => arrangeFigureColumns(kind.columns, all), [kind, all])
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
        accessor: (row) => {
          const note = kind.nameNote?.(row)
          return (
            <>
              <AppLink href={compareHref(kind.comparePath, [componentName(row)])} display="inline-flex" alignItems="center" color="fg" textDecoration="underline" textDecorationColor="border.emphasized" textUnderlineOffset="3px" _hover={{ color: 'brand.fg' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
                {componentName(row)}
              </AppLink>
              {note && (
                <chakra.span color="fg.muted" fontSize="xs">
                  {' '}
                  ({note})
                </chakra.span>
              )}
              {/* A test-mode product (SPEC §4) says it is a preview wherever it appears. */}
              {isPreviewRow(row) && (
                <>
                  {' '}
                  <PreviewMark compact />
                </>
              )}
            </>
          )
        },
      },
      ...arranged.columns,
      {
        id: 'mice',
        header: 'Mice',
        sortKey: 'mice',
        firstDirection: 'desc',
        align: 'end',
        accessor: (row) => <MiceCountLink count={kind.miceCount(row)} href={miceBrowseHref(kind.miceFilterParam, row.general__handle)} partName={componentName(row)} />,
      },
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
              // The name starts with the words on the button (WCAG 2.5.3, label in name), so a voice user's "click Add" works; the column's header says to what.
              aria-label={`Add${isSelected ? 'ed' : ''} ${componentName(row)}`}
              disabled={!isSelected && selection.full}
              onClick={() => selection.toggle(row)}
            >
              {isSelected ? '✓ Added' : '+ Add'}
            </Button>
          )
        },
      },
    ],
    [kind, selection, arranged],
  )
  return (
    <CatalogueTable
      page={kind.id}
      rows={rows}
      columns={columns}
      // A figure most parts lack waits behind the column chooser (figure-columns.ts).
      optional={arranged.hidden}
      defaults={noDefaults}
      getKey={getKey}
      sort={sort}
      onSortChange={onSortChange}
      caption={`${kind.plural.charAt(0).toUpperCase()}${kind.plural.slice(1)}, sorted by ${sortLabel(config, sort)}`}
    />
  )
}

const noDefaults: readonly string[] = []

/** A kind's banner, given every row of the kind. */
function BannerOf<Row extends ComponentRow>(kind: ComponentKind<Row>) {
  const KindBanner = kind.Banner!
  return function ComponentBanner() {
    return <KindBanner rows={kind.useRows()} />
  }
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
      // Called with two arguments: the limit is toggleSelected's default, maxComparedComponents.
      toggle: toggleSelected,
      isFull: (selection) => selection.length >= maxComparedComponents,
      href: (rows) => compareHref(kind.comparePath, rows.map(componentName)),
    },
    Table: (props) => <ComponentTable kind={kind} {...props} />,
    ...(kind.Banner ? { Banner: BannerOf(kind) } : kind.browseNote ? { Banner: () => <BrowseNote text={kind.browseNote!} /> } : {}),
  }
}

function BrowseNote({ text }: { text: string }) {
  return (
    <chakra.p fontSize="sm" color="fg.muted" maxW="3xl" data-testid="browse-note">
      {text}
    </chakra.p>
  )
}
