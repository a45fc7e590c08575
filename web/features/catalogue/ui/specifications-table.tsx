import { memo, type ReactNode } from 'react'
import { bestValues, formatSpecificationValue, valuesDiffer, type SpecificationValue } from './specifications'

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
 * Items per line of the phone layout: as many as fit four to a line, the lines as even as they
 * can be (5 → 3 + 2, 8 → 4 + 4), so every value sits under its item's name.
 */
export function phoneColumns(count: number): number {
  return Math.max(1, Math.ceil(count / Math.ceil(count / 4)))
}

/**
 * Products side by side, one column each: rows whose values differ are highlighted, and the best
 * value is marked when a row says which direction is better. No scroll box of its own: the page
 * scrolls it, and the row of names stays in view under the top bar while the rows pass (issue 31).
 * From 960 px it is a table as wide as the page, columns of equal width, values wrapping (up to 8
 * items fit). Below 960 px (web/index.html, [data-spec-table]) each figure is a line of its own,
 * its name above the values, which sit in the columns of the names (four at most to a line, a
 * second line from five items on), each with its item's colour: every value is readable and
 * stays with its item, without scrolling sideways.
 */
function SpecificationsTableView<Item>({ items, rows, caption, showCaption = false }: SpecificationsTableProps<Item>) {
  const computed = rows.map((row) => {
    const values = items.map((column) => row.value(column.item))
    return { row, values, differs: valuesDiffer(values), best: row.better ? bestValues(values, row.better) : [] }
  })
  // The legend says only what the table shows: nothing differs and nothing is best in a one-mouse table.
  const anyDiffers = computed.some((entry) => entry.differs)
  const anyBest = computed.some((entry) => entry.best.length > 0)
  return (
    <section
      aria-label={caption}
      data-testid="specifications-table"
      data-spec-table=""
      style={{ ['--spec-columns' as string]: phoneColumns(items.length), ['--spec-rows' as string]: rows.length }}
    >
      {/* Plain elements styled by web/index.html ([data-spec-table]): a table of three mice is about
          250 elements, and Chakra's table parts resolved their styles one by one at run time, which
          was most of the compare page's script time after its data arrived. Explicit roles: the
          phone layout changes the table's display, which would drop them. */}
      <table role="table">
        <caption>
          {showCaption ? caption : <span data-visually-hidden="">{caption}</span>}
          {(anyDiffers || anyBest) && (
            <span data-legend="" data-testid="specifications-legend">
              {anyDiffers && (
                <>
                  <span data-differs-sample="" />
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
            </span>
          )}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col" data-sticky-corner="">
              <span data-visually-hidden="">Specification</span>
            </th>
            {items.map((column) => (
              <th key={column.id} role="columnheader" scope="col" data-item-name={column.id}>
                {column.color && <Swatch color={column.color} />}
                {column.heading ?? column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {computed.map(({ row, values, differs, best }, rowIndex) => {
            return [
              row.group && (
                <tr key={`group-${row.group}-${rowIndex}`} role="row">
                  <th role="columnheader" scope="colgroup" colSpan={items.length + 1}>
                    {row.group}
                  </th>
                </tr>
              ),
              // A row that differs: tinted, with a bar in the primary colour (the tint alone is faint; web/index.html).
              <tr key={`${row.label}-${rowIndex}`} role="row" data-differs={differs ? '' : undefined}>
                <th role="rowheader" scope="row">
                  {row.label}
                  {row.unit && <span data-unit=""> ({row.unit})</span>}
                  {differs && <span data-visually-hidden=""> (values differ)</span>}
                </th>
                {items.map((column, index) => {
                  const isBest = best.includes(index)
                  return (
                    <td key={column.id} role="cell" data-best={isBest ? '' : undefined}>
                      {column.color && <Swatch color={column.color} />}
                      {row.format ? row.format(values[index] ?? null, column.item) : formatSpecificationValue(values[index] ?? null, row.unit)}
                      {isBest && (
                        <>
                          <span aria-hidden="true" data-star="">
                            ★
                          </span>
                          <span data-visually-hidden=""> (best)</span>
                        </>
                      )}
                    </td>
                  )
                })}
              </tr>,
            ]
          })}
        </tbody>
      </table>
    </section>
  )
}

/**
 * Memoized: a compare page re-renders around the table (the shapes arriving, the picker's list),
 * and a table of three mice is about 800 elements to compare again. Callers keep `items` and
 * `rows` the same while they mean the same.
 */
export const SpecificationsTable = memo(SpecificationsTableView) as typeof SpecificationsTableView

/**
 * A comparison's "Specifications" section, its heading and the table named by its items: plain
 * elements (web/index.html .spec-section, .plain-heading at size lg), as Chakra's Box and Heading
 * drew them, for the compare page of mice and of parts alike.
 */
export function SpecificationsSection<Item>({ items, rows }: Pick<SpecificationsTableProps<Item>, 'items' | 'rows'>) {
  return (
    <section aria-labelledby="specifications-heading" className="spec-section">
      <h2 id="specifications-heading" className="plain-heading section-heading" data-size="lg">
        Specifications
      </h2>
      <SpecificationsTable items={items} rows={rows} caption={`Specifications of ${items.map((item) => item.name).join(', ')}`} />
    </section>
  )
}

/** The item's colour beside its name and (on phones, web/index.html) beside each of its values. */
function Swatch({ color }: { color: string }) {
  return <span aria-hidden="true" data-swatch="" style={{ background: color }} />
}
