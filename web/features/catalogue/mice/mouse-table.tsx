/**
 * The mouse kind's table view (its columns, with the fit column and review links from the route's
 * slots). Loaded on demand (the cards are the default view), so the table stays out of
 * /mouse/browse's first load.
 */
import { Button, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import type { MouseRow } from '../../../lib/api-types'
import { productName } from '../../../lib/product-name'
import { CatalogueTable } from '../browse/catalogue-table'
import type { BrowseTableProps } from '../browse/browse-kind'
import { MouseActions } from './mouse-actions'
import type { MouseBrowseSlots } from './mouse-browse-kind'
import { latencyFootnote, mouseColumns, mouseDefaultColumns, mouseOptionalColumns } from './mouse-columns'
import { defaultMouseSort } from './browse-search'

const getKey = (row: MouseRow) => row.general__handle

export default function MouseTable({ rows, sort, onSortChange, selection, slots }: BrowseTableProps<MouseRow, MouseBrowseSlots>) {
  const { reviewLinks, fitColumn } = slots
  const columns = useMemo(
    () =>
      mouseColumns({
        fit: fitColumn,
        compare: (row) => {
          const inCompare = selection.selected.has(row.general__handle)
          const name = productName(row)
          return (
            <Button
              size="xs"
              minW={{ base: '44px', md: '8' }}
              minH={{ base: '44px', md: '6' }}
              variant={inCompare ? 'solid' : 'outline'}
              aria-pressed={inCompare}
              aria-label={`${inCompare ? 'Remove' : 'Add'} ${name} ${inCompare ? 'from' : 'to'} compare`}
              onClick={() => selection.toggle(row)}
              data-testid="compare-toggle"
            >
              <span aria-hidden="true">{inCompare ? '✓' : '+'}</span>
            </Button>
          )
        },
        links: (row) => <MouseActions row={row} inCompare={selection.selected.has(row.general__handle)} review={reviewLinks?.get(row.general__handle)} noWrap withoutCompare />,
      }),
    [selection, reviewLinks, fitColumn],
  )
  const noun = rows.length === 1 ? 'mouse' : 'mice'
  return (
    <CatalogueTable
      page="mice"
      rows={rows}
      columns={columns}
      optional={mouseOptionalColumns}
      defaults={mouseDefaultColumns}
      getKey={getKey}
      sort={sort}
      defaultSort={defaultMouseSort}
      onSortChange={onSortChange}
      caption={`${rows.length} ${noun}`}
      footnote={(shown) =>
        shown.includes('latency') && (
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="latency-footnote">
            {latencyFootnote}
          </Text>
        )
      }
    />
  )
}
