import { Box } from '@chakra-ui/react'
import { useDeferredValue, useRef, type ReactNode } from 'react'
import { useElementWidth, useWindowVirtualizer } from './use-window-virtualizer'

export interface VirtualGridProps<Row> {
  items: readonly Row[]
  /** Stable key of an item. */
  getKey: (item: Row) => string
  renderItem: (item: Row, index: number) => ReactNode
  /** Height of one item in px, or of one item this wide; every item has it (the windowing is arithmetic). */
  itemHeight: number | ((itemWidth: number) => number)
  /** Items per row: as many columns of at least this width as fit (1 for a plain list). */
  minItemWidth?: number
  /** Gap between items, px. */
  gap?: number
  /** Accessible name of the list. */
  label: string
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number
}

/**
 * A windowed list or grid of results, scrolling with the page: only the rows on screen (and a few
 * either side) are in the DOM, the rest is padding of the exact height. It stays a real list for
 * assistive technology: role="list" with each rendered item a listitem carrying aria-setsize (all
 * results) and aria-posinset (its position), and keyboard focus moves on naturally because the
 * rows next to the viewport are always rendered.
 */
export function VirtualGrid<Row>({ items, getKey, renderItem, itemHeight, minItemWidth, gap = 16, label, overscan = 3 }: VirtualGridProps<Row>) {
  const ref = useRef<HTMLDivElement>(null)
  const heightFor = (width: number) => (typeof itemHeight === 'number' ? itemHeight : itemHeight(width))
  // Columns and the items' height, as one value: a measurement that changes neither renders nothing.
  const measured = useElementWidth(ref, (width) => {
    const count = minItemWidth ? Math.max(1, Math.floor((width + gap) / (minItemWidth + gap))) : 1
    return `${count} ${heightFor((width - gap * (count - 1)) / count)}`
  })
  const [columns, height] = (measured ?? `1 ${heightFor(Infinity)}`).split(' ').map(Number) as [number, number]
  const rowCount = Math.ceil(items.length / columns)
  const rowHeight = height + gap
  const { start, end } = useWindowVirtualizer({ containerRef: ref, count: rowCount, rowHeight, overscan })
  const first = start * columns
  const last = Math.min(items.length, end * columns)
  const visible = items.slice(first, last)
  // The items' contents are drawn in a commit after the grid's own, once its width is measured: a
  // page's first commit styles and lays out everything it draws in one task, and a dozen cards were
  // a third of the browse page's (bench/README.md, "Thirty-first session"). By then each item's
  // place and height are known, so nothing painted moves.
  const filled = useDeferredValue(measured !== undefined, false)
  return (
    <Box
      ref={ref}
      role="list"
      aria-label={label}
      display="grid"
      gridTemplateColumns={`repeat(${columns}, minmax(0, 1fr))`}
      columnGap={`${gap}px`}
      rowGap={`${gap}px`}
      gridAutoRows={`${height}px`}
      style={{ paddingTop: start * rowHeight, paddingBottom: (rowCount - end) * rowHeight }}
      data-testid="virtual-grid"
      data-columns={columns}
    >
      {visible.map((item, offset) => (
        // Plain elements (web/index.html): a grid redraws its items as the page scrolls.
        <div key={getKey(item)} role="listitem" aria-setsize={items.length} aria-posinset={first + offset + 1}>
          {filled && renderItem(item, first + offset)}
        </div>
      ))}
    </Box>
  )
}
