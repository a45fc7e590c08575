import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { bestValues, formatSpecificationValue, valuesDiffer, type SpecificationValue } from './specifications'

/** Rows that differ: a neutral tint, so links and muted text on it keep their contrast in both themes. */
const differsBackground = 'bg.subtle'

/** One product in the table: a column. */
export interface SpecificationItem<Item> {
  /** Unique among the items (e.g. the product handle). */
  id: string
  /** Shown as the column heading. */
  name: string
  /** A swatch beside the name, matching the item's colour elsewhere on the page. */
  color?: string
  /** Rendered instead of the plain name in the heading (e.g. a link). */
  heading?: ReactNode
  item: Item
}

/** One figure: a row. */
export interface SpecificationRow<Item> {
  label: string
  unit?: string
  value: (item: Item) => SpecificationValue
  /** How a value is shown; defaults to numbers with the unit, Yes/No, and 'not known' for unknown. */
  format?: (value: SpecificationValue, item: Item) => ReactNode
  /** Marks the best value among the items. */
  better?: 'higher' | 'lower'
  /** Starts a new group of rows with this heading. */
  group?: string
}

interface SpecificationsTableProps<Item> {
  items: readonly SpecificationItem<Item>[]
  rows: readonly SpecificationRow<Item>[]
  /** Names the table for assistive technology (and as its visible caption when `showCaption`). */
  caption: string
  showCaption?: boolean
}

/**
 * Products side by side, one column each: rows whose values differ are highlighted, and the best
 * value is marked when a row says which direction is better. The table scrolls in its own box (at
 * most most of the screen's height), in which the header row with the products' names and the
 * first column with the figures' names stay in view while it scrolls down or sideways (issue 20).
 */
export function SpecificationsTable<Item>({ items, rows, caption, showCaption = false }: SpecificationsTableProps<Item>) {
  const computed = rows.map((row) => {
    const values = items.map((column) => row.value(column.item))
    return { row, values, differs: valuesDiffer(values), best: row.better ? bestValues(values, row.better) : [] }
  })
  // The legend says only what the table shows: nothing differs and nothing is best in a one-mouse table.
  const anyDiffers = computed.some((entry) => entry.differs)
  const anyBest = computed.some((entry) => entry.best.length > 0)
  return (
    <Box
      as="section"
      aria-label={caption}
      overflow="auto"
      // Its own scroll box both ways, so the sticky header row sticks while the table scrolls down.
      maxH={{ base: '70vh', md: '75vh' }}
      overscrollBehaviorX="contain"
      // Positioned, so the visually hidden notes inside stay in the scroll box instead of widening the page.
      position="relative"
      maxW="full"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      data-testid="specifications-table"
      // Long, and on a phone mostly below the first screen: the browser styles and lays it out only
      // when it comes near the viewport, in a frame of its own, so the compare page's first
      // layout (half of it this table) is split in two shorter tasks. Until first shown its height
      // is this guess (its most, the box's height); after that, the height it last had.
      contentVisibility="auto"
      containIntrinsicSize="auto 600px"
    >
      <Table.Root size="sm" variant="line" minW="full" css={{ borderCollapse: 'separate', borderSpacing: 0 }}>
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted" fontSize="xs">
          {showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}
          {(anyDiffers || anyBest) && (
            <Text as="span" display="block" data-testid="specifications-legend">
              {anyDiffers && (
                <>
                  <Box as="span" display="inline-block" w="3" h="3" borderRadius="sm" bg={differsBackground} boxShadow="inset 3px 0 0 0 var(--chakra-colors-brand-solid)" borderWidth="1px" me="1" verticalAlign="middle" />
                  Rows that differ are highlighted
                </>
              )}
              {anyDiffers && anyBest && '; '}
              {anyBest && (
                <>
                  <span aria-hidden="true">★ </span>
                  {anyDiffers ? 'marks' : 'Marks'} the best value
                </>
              )}
              .
            </Text>
          )}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader position="sticky" top="0" insetStart="0" zIndex="3" bg="bg" minW={{ base: '28', md: '44' }} scope="col" data-sticky-corner="">
              <VisuallyHidden>Specification</VisuallyHidden>
            </Table.ColumnHeader>
            {items.map((column) => (
              <Table.ColumnHeader
                key={column.id}
                scope="col"
                position="sticky"
                top="0"
                zIndex="2"
                bg="bg"
                minW={{ base: '32', md: '40' }}
                maxW="64"
                whiteSpace="normal"
                verticalAlign="bottom"
                data-item-name={column.id}
              >
                {column.color && (
                  <Box as="span" aria-hidden="true" display="inline-block" w="3" h="3" borderRadius="full" bg={column.color} me="2" verticalAlign="middle" />
                )}
                {column.heading ?? column.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {computed.map(({ row, values, differs, best }, rowIndex) => {
            return [
              row.group && (
                <Table.Row key={`group-${row.group}-${rowIndex}`}>
                  <Table.Cell
                    as="th"
                    scope="colgroup"
                    colSpan={items.length + 1}
                    bg="bg.muted"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    fontSize="xs"
                    letterSpacing="wide"
                    color="fg.muted"
                  >
                    <Box position="sticky" insetStart="3" display="inline-block">
                      {row.group}
                    </Box>
                  </Table.Cell>
                </Table.Row>
              ),
              <Table.Row key={`${row.label}-${rowIndex}`} data-differs={differs ? '' : undefined} bg={differs ? differsBackground : undefined}>
                <Table.Cell
                  as="th"
                  scope="row"
                  position="sticky"
                  insetStart="0"
                  zIndex="1"
                  bg={differs ? differsBackground : 'bg'}
                  // A bar in the primary colour marks a row that differs (the background alone is faint).
                  boxShadow={differs ? 'inset 4px 0 0 0 var(--chakra-colors-brand-solid)' : undefined}
                  fontWeight="medium"
                  textAlign="start"
                  whiteSpace="normal"
                  borderEndWidth="1px"
                >
                  {row.label}
                  {row.unit && (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' '}
                      ({row.unit})
                    </Text>
                  )}
                  {differs && <VisuallyHidden> (values differ)</VisuallyHidden>}
                </Table.Cell>
                {items.map((column, index) => {
                  const isBest = best.includes(index)
                  return (
                    <Table.Cell key={column.id} fontWeight={isBest ? 'bold' : undefined} data-best={isBest ? '' : undefined} whiteSpace="normal">
                      {row.format ? row.format(values[index] ?? null, column.item) : formatSpecificationValue(values[index] ?? null, row.unit)}
                      {isBest && (
                        <>
                          <Text as="span" aria-hidden="true" color="brand.fg" ms="1">
                            ★
                          </Text>
                          <VisuallyHidden> (best)</VisuallyHidden>
                        </>
                      )}
                    </Table.Cell>
                  )
                })}
              </Table.Row>,
            ]
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
