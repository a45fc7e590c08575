/**
 * The browse table of mice with its column chooser. Loaded on demand (the cards are the default
 * view), so the table stays out of /mouse/browse's first load.
 */
import { Button, Flex } from '@chakra-ui/react'
import { ColumnChooser, useColumnChoice } from '../ui/column-chooser'
import { SortableTable, type TableColumn } from '../ui/sortable-table'
import type { MouseRow } from '../../../lib/api-types'
import type { SortState } from '../../../lib/search-params'
import { productName } from '../../../lib/product-name'
import { MouseActions } from './mouse-actions'
import { mouseColumns, mouseDefaultColumns, mouseOptionalColumns } from './mouse-columns'
import type { ReviewLink } from './mouse-lists'
import { toggleCompare } from './mouse-selection'
import { useMemo } from 'react'

export interface MouseTableProps {
  rows: readonly MouseRow[]
  sort: SortState
  onSortChange: (sort: SortState) => void
  caption: string
  compareHandles: ReadonlySet<string>
  reviewLinks: ReadonlyMap<string, ReviewLink>
  /** The fit column, when a hand is set. */
  fitColumn?: TableColumn<MouseRow>
}

const getKey = (row: MouseRow) => row.general__handle

export function MouseTable({ rows, sort, onSortChange, caption, compareHandles, reviewLinks, fitColumn }: MouseTableProps) {
  const columns = useMemo(
    () =>
      mouseColumns({
        fit: fitColumn,
        compare: (row) => {
          const inCompare = compareHandles.has(row.general__handle)
          const name = productName(row)
          return (
            <Button
              size="xs"
              minW={{ base: '44px', md: '8' }}
              minH={{ base: '44px', md: '6' }}
              variant={inCompare ? 'solid' : 'outline'}
              aria-pressed={inCompare}
              aria-label={`${inCompare ? 'Remove' : 'Add'} ${name} ${inCompare ? 'from' : 'to'} compare`}
              onClick={() => toggleCompare(row)}
              data-testid="compare-toggle"
            >
              <span aria-hidden="true">{inCompare ? '✓' : '+'}</span>
            </Button>
          )
        },
        links: (row) => <MouseActions row={row} inCompare={compareHandles.has(row.general__handle)} review={reviewLinks.get(row.general__handle)} noWrap withoutCompare />,
      }),
    [compareHandles, reviewLinks, fitColumn],
  )
  const { visibleColumns, chosen, setChosen } = useColumnChoice({ page: 'mice', columns, optional: mouseOptionalColumns, defaults: mouseDefaultColumns, sortKey: sort.key })
  return (
    <>
      <Flex justify="flex-end" mb="2">
        <ColumnChooser columns={columns} optional={mouseOptionalColumns} chosen={chosen} onChange={setChosen} sortKey={sort.key} />
      </Flex>
      <SortableTable rows={rows} columns={visibleColumns} getKey={getKey} sort={sort} onSortChange={onSortChange} caption={caption} stickyFirstColumn />
    </>
  )
}
