import { useCallback, useId, useMemo, useRef, useState } from 'react'
import { parseStringList, safeStorage } from '../../../lib/storage-keys'
import type { TableColumn } from './sortable-table'

/** The storage key of a browse table's column choice (listed with the others in web/lib/storage-keys.ts). */
export const columnChoiceKey = (page: string) => `browseColumns_${page}`

/**
 * A stored column choice: the ids of the optional columns to show, in any order. Ids no column
 * has are dropped (a column removed since); null when nothing usable is stored, so the page uses
 * its defaults. An empty list is a choice (every optional column hidden).
 */
export function parseColumnChoice(raw: string | null | undefined, optionalIds: readonly string[]): string[] | null {
  if (raw === '[]') return []
  const ids = parseStringList(raw, 100).filter((id) => optionalIds.includes(id))
  return ids.length > 0 ? ids : null
}

export interface ColumnChoiceOptions<Row> {
  /** Names the stored choice (columnChoiceKey), e.g. 'mice', 'sensors'. */
  page: string
  /** Every column, in display order. */
  columns: readonly TableColumn<Row>[]
  /** The ids of the columns a visitor may hide; every other column is always shown. */
  optional: readonly string[]
  /** The optional columns shown until the visitor chooses. */
  defaults: readonly string[]
  /** The sort key in effect: its column is shown whatever the choice. */
  sortKey?: string
}

export interface ColumnChoice<Row> {
  visibleColumns: TableColumn<Row>[]
  /** The optional columns the visitor chose (or the defaults). */
  chosen: readonly string[]
  setChosen: (ids: readonly string[]) => void
}

/**
 * Which columns a browse table shows (issue 20): the essential ones always, the optional ones the
 * visitor ticked in the column chooser (remembered in this browser, columnChoiceKey),
 * and the column the table is sorted by, whatever was ticked.
 */
export function useColumnChoice<Row>({ page, columns, optional, defaults, sortKey }: ColumnChoiceOptions<Row>): ColumnChoice<Row> {
  const key = columnChoiceKey(page)
  const [stored, setStored] = useState(() => parseColumnChoice(safeStorage.get(key), optional))
  const chosen = stored ?? defaults
  const setChosen = useCallback(
    (ids: readonly string[]) => {
      const next = optional.filter((id) => ids.includes(id))
      safeStorage.set(key, JSON.stringify(next))
      setStored(next)
    },
    [key, optional],
  )
  const visibleColumns = useMemo(
    () => columns.filter((column) => !optional.includes(column.id) || chosen.includes(column.id) || (sortKey !== undefined && column.sortKey === sortKey)),
    [columns, optional, chosen, sortKey],
  )
  return { visibleColumns, chosen, setChosen }
}

export interface ColumnChooserProps<Row> {
  columns: readonly TableColumn<Row>[]
  optional: readonly string[]
  chosen: readonly string[]
  onChange: (ids: string[]) => void
  /** The column shown because the table is sorted by it. */
  sortKey?: string
}

/**
 * "Columns": a disclosure (<details>) listing the optional columns as checkboxes. Escape closes it
 * and returns focus to its button.
 */
export function ColumnChooser<Row>({ columns, optional, chosen, onChange, sortKey }: ColumnChooserProps<Row>) {
  const id = useId()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const choices = columns.filter((column) => optional.includes(column.id))
  const hidden = choices.filter((column) => !chosen.includes(column.id)).length
  // Plain elements styled by web/index.html (.column-chooser): as Chakra's, seven of a parts'
  // browse page's distinct styles were its own, generated while the page loaded, the panel closed.
  return (
    <details
      ref={detailsRef}
      className="column-chooser"
      data-testid="column-chooser"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !detailsRef.current?.open) return
        detailsRef.current.open = false
        detailsRef.current.querySelector('summary')?.focus()
      }}
    >
      <summary>
        Columns
        {hidden > 0 && <span className="column-chooser-muted">({hidden} hidden)</span>}
      </summary>
      <div className="column-chooser-panel" role="group" aria-labelledby={`${id}-label`}>
        <p id={`${id}-label`}>More columns</p>
        {choices.map((column) => {
          const checked = chosen.includes(column.id)
          const forced = sortKey !== undefined && column.sortKey === sortKey && !checked
          return (
            <label key={column.id}>
              <input type="checkbox" checked={checked} onChange={() => onChange(checked ? chosen.filter((item) => item !== column.id) : [...chosen, column.id])} />
              <span>
                {column.header}
                {forced && <span className="column-chooser-muted column-chooser-note"> (shown while sorted by it)</span>}
              </span>
            </label>
          )
        })}
      </div>
    </details>
  )
}
