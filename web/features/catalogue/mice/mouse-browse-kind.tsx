/**
 * The mouse kind on the one browse page (/mouse/browse): its words, filters column, cards, table
 * (loaded on demand) and compare selection. Its slots are what other features add, filled by the
 * route: the favourite button (sign-in), review links (reviews), the fit badge and column (fit).
 */
import { chakra } from '@chakra-ui/react'
import { lazy, type ComponentType, type ReactNode } from 'react'
import type { MouseRow } from '../../../lib/api-types'
import { formatNumber } from '../../../lib/number-format'
import { storageKeys } from '../../../lib/storage-keys'
import type { BrowseCardsProps, BrowseKind } from '../browse/browse-kind'
import { VirtualGrid } from '../ui/virtual-grid'
import { mouseCatalogueConfig } from '../kinds/mouse-catalogue'
import type { TableColumn } from '../ui/sortable-table'
import { defaultMouseSort, mouseBrowseSearch } from './browse-search'
import { MouseCard, mouseCardFitHeight, mouseCardHeight } from './mouse-card'
import { RecentMice, type ReviewLink } from './mouse-lists'
import { compareHref, compareSelectionStore, toggledCompareSelection } from './mouse-selection'

export interface MouseBrowseSlots {
  /** The favourite button on each card. */
  Favourite?: ComponentType<{ productHandle: string; name: string }>
  /** handle → the review to offer on that mouse. */
  reviewLinks?: ReadonlyMap<string, ReviewLink>
  /** A mouse's fit for the visitor's hand, on its card (a hand is set). */
  fitBadge?: (row: MouseRow) => ReactNode
  /** The table's fit column (a hand is set). */
  fitColumn?: TableColumn<MouseRow>
  /** A hand from the page's link (`190x85-claw`), carried on to the compare page. */
  compareHand?: string
}

/**
 * The filters column, in the order people choose a mouse by: the first nine open. `fit` is there
 * only with a hand set (the fit feature adds the facet to the catalogue then).
 */
const filterOrder = 'fit shape hand length width height weight connection brand sensor sensorType polling dpi switch switchFamily encoder side middle flare curve hump thumb ring material released'.split(' ')

const getKey = (row: MouseRow) => row.general__handle

/** The mice as cards, windowed (every card one height: taller with the fit badge). */
function MouseCards({ rows, label, selected, slots }: BrowseCardsProps<MouseRow, MouseBrowseSlots>) {
  return (
    <VirtualGrid
      items={rows}
      getKey={getKey}
      itemHeight={(width) => mouseCardHeight(width) + (slots.fitBadge ? mouseCardFitHeight : 0)}
      minItemWidth={220}
      label={label}
      renderItem={(row) => (
        <MouseCard row={row} inCompare={selected.has(row.general__handle)} review={slots.reviewLinks?.get(row.general__handle)} fit={slots.fitBadge?.(row)} Favourite={slots.Favourite} />
      )}
    />
  )
}

export const mouseBrowseKind: BrowseKind<MouseRow, MouseBrowseSlots> = {
  id: 'mouse',
  path: '/mouse/browse',
  singular: 'mouse',
  plural: 'mice',
  searchLabel: 'Search mice',
  hideSearchLabel: true,
  searchPlaceholder: 'Search brand, model or variant (typos are fine)',
  countText: (shown, total) => (
    <chakra.span fontWeight="semibold">
      {formatNumber(shown)} {shown === 1 ? 'mouse' : 'mice'}
      <chakra.span color="fg.muted" fontWeight="normal">
        {' '}
        of {formatNumber(total)}
      </chakra.span>
    </chakra.span>
  ),
  emptyTitle: (total) => (total === 0 ? 'No mice yet' : 'No mice match these filters'),
  config: mouseCatalogueConfig,
  search: mouseBrowseSearch,
  defaultSort: defaultMouseSort,
  getKey,
  filterOrder,
  openFilters: filterOrder.slice(0, 9),
  filterSearchLabels: { brand: 'Search brands', sensor: 'Search sensors', switch: 'Search switches', switchFamily: 'Search switch families' },
  compare: {
    store: compareSelectionStore,
    toggle: toggledCompareSelection,
    // Never full: the oldest choice makes room.
    isFull: () => false,
    href: (rows, slots) => (slots.compareHand ? `${compareHref(rows)}&hand=${encodeURIComponent(slots.compareHand)}` : compareHref(rows)),
  },
  cards: { Cards: MouseCards, viewStorageKey: storageKeys.mouseBrowseView },
  // The table (and its column chooser) loads when it is shown: cards are the default view.
  Table: lazy(() => import('./mouse-table')),
  Banner: ({ rowsByKey }) => <RecentMice miceByHandle={rowsByKey} />,
}
