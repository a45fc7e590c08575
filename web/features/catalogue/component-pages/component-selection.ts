/**
 * Which components a compare page shows, and how the browse page's selection changes. The `p`
 * rule (names matched by compare key, unknown parts kept as "not found", at most 8) is the one the
 * mouse compare page uses: this module applies it to components.
 */
import { addToSelection, maxComparedItems, removeFromSelection, resolveSelection, type SelectionEntry } from '../../../lib/compare-selection'
import type { ComponentRow } from '../kinds/component-kind'
import { componentName } from '../kinds/component-kind'

export const maxComparedComponents = maxComparedItems

export type ComponentSelectionEntry<Row extends ComponentRow> = SelectionEntry<Row>

const naming = { nameOf: componentName, handleOf: (row: ComponentRow) => row.general__handle }

/** The entries `p` names, in its order: found components (at most 8, each once) and parts that name nothing. */
export function componentSelection<Row extends ComponentRow>(p: unknown, rows: readonly Row[]): ComponentSelectionEntry<Row>[] {
  return resolveSelection(p, rows, naming, maxComparedComponents)
}

/** The `p` with this component added at the end (unchanged when already there or when 8 are compared). */
export function withComponent<Row extends ComponentRow>(entries: readonly ComponentSelectionEntry<Row>[], row: Row): string {
  return addToSelection(entries, row, componentName, maxComparedComponents)
}

/** The `p` without the entry at `index` (a found component or a part that named nothing). */
export function withoutEntry<Row extends ComponentRow>(entries: readonly ComponentSelectionEntry<Row>[], index: number): string {
  return removeFromSelection(entries, index)
}

/** Adds or removes a handle in the browse page's selection; a full selection takes nothing more. */
export function toggleSelected(selection: readonly string[], handle: string, max = maxComparedComponents): string[] {
  if (selection.includes(handle)) return selection.filter((item) => item !== handle)
  return selection.length >= max ? [...selection] : [...selection, handle]
}
