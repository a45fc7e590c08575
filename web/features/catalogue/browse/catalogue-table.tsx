/**
 * A browse page's table with its column chooser above it (the columns a visitor may hide, remembered
 * per page under `browseColumns_<page>`). Each kind's table view builds its columns and renders this.
 */
import { Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SortState } from '../../../lib/search-params'
import { ColumnChooser, useColumnChoice } from '../ui/column-chooser'
import { SortableTable, type TableColumn } from '../ui/sortable-table'

export interface CatalogueTableProps<Row> {
  /** Names the stored column choice: 'mice', 'sensors'… */
  page: string
  rows: readonly Row[]
  columns: readonly TableColumn<Row>[]
  /** The ids of the columns a visitor may hide, and those shown until they choose. */
  optional: readonly string[]
  defaults: readonly string[]
  getKey: (row: Row) => string
  sort: SortState
  onSortChange: (sort: SortState) => void
  caption: string
  /** Under the table, given the ids of the columns shown (e.g. a source the shown figures must name). */
  footnote?: (shown: readonly string[]) => ReactNode
  /**
   * The order the page opens in, which its sort control names: its column is not forced into view
   * (issue 31: the mice open newest first, and at 1280 px a forced Released column beside a hand's
   * Fit column made the table scroll sideways). Any other order's column is always shown.
   */
  defaultSort?: SortState
}

export function CatalogueTable<Row>({ page, rows, columns, optional, defaults, getKey, sort, onSortChange, caption, footnote, defaultSort }: CatalogueTableProps<Row>) {
  const chosenOrder = defaultSort && sort.key === defaultSort.key && sort.direction === defaultSort.direction ? undefined : sort.key
  const { visibleColumns, chosen, setChosen } = useColumnChoice({ page, columns, optional, defaults, sortKey: chosenOrder })
  return (
    <>
      <Flex justify="flex-end" mb="2">
        <ColumnChooser columns={columns} optional={optional} chosen={chosen} onChange={setChosen} sortKey={chosenOrder} />
      </Flex>
      <SortableTable rows={rows} columns={visibleColumns} getKey={getKey} sort={sort} onSortChange={onSortChange} caption={caption} stickyFirstColumn />
      {footnote?.(visibleColumns.map((column) => column.id))}
    </>
  )
}
