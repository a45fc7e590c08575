/**
 * Which figure columns a part table shows first (issue 29): the figures most parts have come first,
 * and a figure most parts lack waits behind the column chooser, so a visitor is not met with columns
 * of "not known". One rule for every kind, from the rows the catalogue has (not from a list that
 * would go stale as sources add figures). Pure.
 */
import type { TableColumn } from '../ui/sortable-table'

/** A table column of one figure, with how a row gives it (null, undefined or an empty list: not known). */
export type FigureColumn<Row> = TableColumn<Row> & { figure: (row: Row) => unknown }

/** A figure column is shown until the visitor chooses when most parts know it: at least this share. */
export const shownFigureShare = 0.5

const isKnown = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)

export interface ArrangedColumns<Row> {
  /** The figure columns, the most known first (ties keep the kind's order). */
  columns: FigureColumn<Row>[]
  /** The ids of the columns fewer than `shownFigureShare` of the rows know: optional and hidden until chosen. */
  hidden: string[]
  /** How many rows know each column's figure, by column id. */
  known: Record<string, number>
}

export function arrangeFigureColumns<Row>(columns: readonly FigureColumn<Row>[], rows: readonly Row[]): ArrangedColumns<Row> {
  const known: Record<string, number> = {}
  for (const column of columns) known[column.id] = rows.reduce((sum, row) => sum + (isKnown(column.figure(row)) ? 1 : 0), 0)
  const ordered = columns.map((column, index) => ({ column, index })).sort((a, b) => known[b.column.id]! - known[a.column.id]! || a.index - b.index)
  const hidden = rows.length === 0 ? [] : ordered.filter(({ column }) => known[column.id]! / rows.length < shownFigureShare).map(({ column }) => column.id)
  return { columns: ordered.map(({ column }) => column), hidden, known }
}
