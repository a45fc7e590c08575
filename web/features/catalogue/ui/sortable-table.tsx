import { Box, chakra, Table } from '@chakra-ui/react'
import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import type { SortState } from '../../../lib/search-params'
import { useWindowVirtualizer } from './use-window-virtualizer'

export interface TableColumn<Row> {
  id: string
  header: string
  /** Shown after the header, e.g. 'mm', 'g', 'Hz'. */
  unit?: string
  /** The cell's content. */
  accessor: (row: Row) => ReactNode
  /** Makes the header a sort button for this key (a key of the page's sorts). */
  sortKey?: string
  /** Numbers align to the end. */
  align?: 'start' | 'end'
  /** The first click sorts this way (e.g. 'desc' for DPI). Default 'asc'. */
  firstDirection?: 'asc' | 'desc'
  /** The column that names the row: its cells are row headers. */
  isRowHeader?: boolean
  /** CSS width, e.g. '16rem': the most the cells take (longer content is cut with an ellipsis, or wraps with `wrap`). */
  width?: string
  /** Long content wraps onto a second line (and is cut after it) instead of being cut on one line. */
  wrap?: boolean
}

export interface SortableTableProps<Row> {
  rows: readonly Row[]
  columns: readonly TableColumn<Row>[]
  getKey: (row: Row) => string
  sort: SortState
  onSortChange: (sort: SortState) => void
  /** Accessible name (a caption, visually hidden). */
  caption: string
  /** Fixed row height, px (the body is windowed). */
  rowHeight?: number
  overscan?: number
  /** Keeps the row-header column in view while the table scrolls sideways (narrow screens). */
  stickyFirstColumn?: boolean
}

/** The next sort after activating a column's header: the other direction on the sorted column, else its first direction. */
export function nextSort<Row>(column: TableColumn<Row>, current: SortState): SortState {
  if (!column.sortKey) return current
  if (current.key === column.sortKey) return { key: column.sortKey, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key: column.sortKey, direction: column.firstDirection ?? 'asc' }
}

/**
 * A dense, sortable results table, generic over the row type. Headers of sortable columns are
 * buttons (Enter or Space sorts; the sorted column's header carries aria-sort). The body is
 * windowed against the page scroll with a fixed row height: only the rows on screen are in the
 * DOM, and the table keeps aria-rowcount (all rows + the header) with aria-rowindex on each row,
 * so screen readers announce the real size and position. Scrolls sideways on narrow screens.
 *
 * The header row stays in view while the page scrolls the rows (issue 31): a table that scrolls
 * sideways sits in a box of its own, where the header cannot stick to the page, so a copy of the
 * header row (hidden from assistive technology, its buttons out of the tab order: the real header
 * keeps both) is shown under the top bar once the real one has scrolled away, with the real
 * columns' widths and the table's sideways scroll. Cut cells (a column's `width`, `wrap`) are
 * deliberate: each carries its whole text as a title.
 */
export function SortableTable<Row>({ rows, columns, getKey, sort, onSortChange, caption, rowHeight = 49, overscan = 6, stickyFirstColumn = false }: SortableTableProps<Row>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  // Rows are styled to `rowHeight` (the height a row of small cells with an action button has),
  // but fonts may add a pixel or two: the windowing uses the height a rendered row really has, so
  // positions never drift. The correction renders as a transition after the commit, not
  // synchronously inside it: it only changes the spacer rows, and re-rendering the whole table in
  // the first commit was a 250 ms task on a phone.
  const [measured, setMeasured] = useState(rowHeight)
  useEffect(() => {
    const height = bodyRef.current?.querySelector('tr[aria-rowindex]')?.getBoundingClientRect().height
    if (height && Math.abs(height - measured) > 0.5) startTransition(() => setMeasured(height))
  })
  const { start, end } = useWindowVirtualizer({ containerRef: bodyRef, count: rows.length, rowHeight: measured, overscan })
  const scrollRef = useRef<HTMLDivElement>(null)
  const copyRef = useRef<HTMLDivElement>(null)
  useStickyHeaderCopy(scrollRef, copyRef, columns.map((column) => column.id).join(' '))
  useEffect(() => {
    // A cut cell's whole text, as its tooltip (and for the text-layout check's labelled exception).
    for (const cell of bodyRef.current?.querySelectorAll<HTMLElement>('[data-may-truncate]') ?? []) cell.title = (cell.textContent ?? '').trim()
  })
  const visible = rows.slice(start, end)
  const rowStyle = { height: rowHeight, maxHeight: rowHeight }
  const topSpace = start * measured
  const bottomSpace = (rows.length - end) * measured
  /** The header row; `real` false: the sticky copy's (no accessible name, buttons out of the tab order). */
  const headerRow = (real: boolean) => (
    // Plain elements styled by web/index.html ([data-table-head]), drawn twice (the row and its copy).
    <tr aria-rowindex={real ? 1 : undefined}>
      {columns.map((column, columnIndex) => {
        const sorted = column.sortKey !== undefined && sort.key === column.sortKey
        const ariaSort = column.sortKey ? (sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
        return (
          <th
            key={column.id}
            aria-sort={real ? ariaSort : undefined}
            scope={real ? 'col' : undefined}
            data-align={column.align === 'end' ? 'end' : undefined}
            data-sticky-start={stickyFirstColumn && columnIndex === 0 ? '' : undefined}
            style={column.width ? { width: column.width } : undefined}
          >
            {column.sortKey ? (
              <button type="button" tabIndex={real ? undefined : -1} onClick={() => onSortChange(nextSort(column, sort))} data-sorted={sorted ? '' : undefined}>
                <HeaderLabel column={column}>
                  <span aria-hidden="true" data-sort-mark="">
                    {sorted ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </HeaderLabel>
              </button>
            ) : (
              <HeaderLabel column={column} />
            )}
          </th>
        )
      })}
    </tr>
  )
  const tableCss = { tableLayout: 'auto', '& td, & th': { whiteSpace: 'nowrap', paddingInline: '5px', fontSize: '13px' } } as const
  return (
    <Box position="relative">
      {/* The header's copy: no height of its own, so it sits over the real header until shown. */}
      <Box position="sticky" top="var(--sticky-top)" zIndex="2" h="0" aria-hidden="true" data-testid="table-sticky-header">
        {/* A scroll box of its own (its bar hidden) that follows the table's, and that a swipe on it scrolls too; positioned, so its visually hidden text stays inside it. */}
        <Box
          ref={copyRef}
          position="relative"
          overflowX="auto"
          visibility="hidden"
          bg="bg"
          borderBottomWidth="1px"
          borderColor="border"
          shadow="sm"
          marginInline="1px"
          css={{ scrollbarWidth: 'none' }}
        >
          <Table.Root size="sm" w="max-content" minW="full" css={tableCss}>
            <Table.Header data-table-head="">{headerRow(false)}</Table.Header>
          </Table.Root>
        </Box>
      </Box>
      {/* Positioned, so the visually hidden header text (absolutely placed) scrolls with the table instead of widening the page. */}
      <Box ref={scrollRef} overflowX="auto" position="relative" borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root
        size="sm"
        aria-rowcount={rows.length + 1}
        data-testid="results-table"
        // As wide as its content (it scrolls sideways), so no cell wraps and every row keeps its fixed height.
        w="max-content"
        minW="full"
        // Narrow side padding: at 1280 px the columns people compare fit beside the filters and the promo column.
        css={tableCss}
      >
        <chakra.caption srOnly>{caption}</chakra.caption>
        <Table.Header data-table-head="">{headerRow(true)}</Table.Header>
        <Table.Body ref={bodyRef} data-table-body="">
          {topSpace > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: topSpace, padding: 0, border: 0 }} />
            </tr>
          )}
          {visible.map((row, offset) => (
            // Plain elements styled by web/index.html ([data-table-body]): the rows are redrawn as the
            // page scrolls, and Chakra's table parts resolved every cell's styles at run time.
            <tr key={getKey(row)} aria-rowindex={start + offset + 2} style={rowStyle}>
              {columns.map((column, columnIndex) => {
                const accessed = column.accessor(row)
                const content = column.wrap ? <span data-wrap-cell="">{accessed}</span> : accessed
                const mayCut = Boolean(column.width || column.wrap)
                const common = {
                  'data-align': column.align === 'end' ? 'end' : undefined,
                  'data-cut': column.width ? '' : undefined,
                  'data-may-truncate': mayCut ? '' : undefined,
                  // A text cell's title is there from its first paint (the effect above covers the others).
                  title: mayCut && typeof accessed === 'string' ? accessed : undefined,
                  style: column.width ? { width: column.width, maxWidth: column.width } : undefined,
                }
                return column.isRowHeader ? (
                  <th key={column.id} scope="row" data-sticky-start={stickyFirstColumn && columnIndex === 0 ? '' : undefined} {...common}>
                    {content}
                  </th>
                ) : (
                  <td key={column.id} {...common}>
                    {content}
                  </td>
                )
              })}
            </tr>
          ))}
          {bottomSpace > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: bottomSpace, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Body>
      </Table.Root>
      </Box>
    </Box>
  )
}

/**
 * Shows the header's copy (`copyRef`) while the real header of the table in `scrollRef` is above
 * the top bar and some of the table is still below it; keeps its columns as wide as the real ones
 * and its sideways scroll the table's. Works on the DOM directly, once per frame at most, so
 * scrolling never renders the table again.
 *
 * The real columns also change width without any scroll: rows rendered after a scroll (the
 * windowing renders them a task later), a new order, a filter. While the copy is shown, a
 * ResizeObserver on the real header's cells follows them in the same frame, after layout, so the
 * copy is never drawn out of line (it was, until the next scroll: adding a part to the comparison
 * widened its Compare column by 16 to 27 px). `columnsKey` names the columns, so a new set of
 * cells is observed.
 */
function useStickyHeaderCopy(scrollRef: RefObject<HTMLDivElement | null>, copyRef: RefObject<HTMLDivElement | null>, columnsKey: string) {
  useEffect(() => {
    const scroller = scrollRef.current
    const copy = copyRef.current
    if (!scroller || !copy) return
    let frame = 0
    const update = () => {
      const header = scroller.querySelector('thead')
      const cells = copy.querySelectorAll<HTMLElement>('th')
      if (!header) return
      const top = parseFloat(getComputedStyle(copy.parentElement!).top) || 0
      const box = scroller.getBoundingClientRect()
      const headerBox = header.getBoundingClientRect()
      const shown = headerBox.top < top && box.bottom > top + headerBox.height * 2
      copy.style.visibility = shown ? 'visible' : 'hidden'
      if (!shown) return
      header.querySelectorAll('th').forEach((cell, index) => {
        const width = `${cell.getBoundingClientRect().width}px`
        const target = cells[index]
        if (target && target.style.width !== width) target.style.width = target.style.minWidth = target.style.maxWidth = width
      })
      if (copy.scrollLeft !== scroller.scrollLeft) copy.scrollLeft = scroller.scrollLeft
    }
    const onFrame = () => {
      frame = 0
      update()
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(onFrame)
    }
    // Hidden, the copy's widths do not matter (showing it measures them), so loading the page costs nothing here.
    const columnsResized = new ResizeObserver(() => {
      if (copy.style.visibility === 'visible') update()
    })
    scroller.querySelectorAll('thead th').forEach((cell) => columnsResized.observe(cell))
    // A swipe on the shown copy scrolls the table with it.
    const follow = () => {
      if (copy.style.visibility === 'visible' && scroller.scrollLeft !== copy.scrollLeft) scroller.scrollLeft = copy.scrollLeft
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    scroller.addEventListener('scroll', schedule, { passive: true })
    copy.addEventListener('scroll', follow, { passive: true })
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      scroller.removeEventListener('scroll', schedule)
      copy.removeEventListener('scroll', follow)
      columnsResized.disconnect()
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [scrollRef, copyRef, columnsKey])
}

/**
 * A header's words: the label, and under it the unit (e.g. 'mm'), so a column is as narrow as its
 * figures; `children` (the sort arrow) follows the last line.
 */
function HeaderLabel<Row>({ column, children }: { column: TableColumn<Row>; children?: ReactNode }) {
  if (!column.unit) {
    return (
      <>
        {column.header}
        {children}
      </>
    )
  }
  return (
    <span data-header-label="" data-align={column.align === 'end' ? 'end' : undefined}>
      <span>{column.header}</span>
      {/* Not drawn (white space in a flex box); it keeps the name "Weight (g)" where no style sheet is read. */}{' '}
      <span data-header-unit="">
        <span>
          <span data-visually-hidden=""> (</span>
          {column.unit}
          <span data-visually-hidden="">)</span>
        </span>
        {children}
      </span>
    </span>
  )
}
