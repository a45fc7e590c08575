/**
 * The visitor's own mouse lists, kept in local storage (SPEC §3 keys, web/lib/storage-keys.ts):
 * the compare selection being built, and the recently viewed mice (handles and names). A mouse
 * counts as viewed when its own page (the compare page with that one mouse) is shown
 * (web/features/catalogue/compare/recent-mice.ts), not when it is added to compare. Public module of the
 * mice feature: the find-similar page uses it too.
 */
import { createStoredList } from '../ui/stored-list'
import type { MouseRow } from '../../../lib/api-types'
import { buildCompareParam } from '../../../lib/compare-name'
import { productName } from '../../../lib/product-name'
import { compareSelectionMax, parseCompareSelection, parseStringList, pushRecent, storageKeys } from '../../../lib/storage-keys'

export const recentMiceMax = 12

export const compareSelectionStore = createStoredList(storageKeys.mouseCompareSelection, parseCompareSelection)
export const recentMouseHandlesStore = createStoredList(storageKeys.recentMouseHandles, (raw) => parseStringList(raw, recentMiceMax))
export const recentMouseNamesStore = createStoredList(storageKeys.recentMouseNames, (raw) => parseStringList(raw, recentMiceMax))

/** Remembers a mouse as recently viewed (most recent first, no duplicates). */
export function markMouseViewed(row: Pick<MouseRow, 'general__handle'> & Parameters<typeof productName>[0]): void {
  if (!row.general__handle) return
  const handles = recentMouseHandlesStore.get()
  if (handles[0] === row.general__handle) return
  recentMouseHandlesStore.set(pushRecent(handles, row.general__handle, recentMiceMax))
  const name = productName(row)
  if (name) recentMouseNamesStore.set(pushRecent(recentMouseNamesStore.get(), name, recentMiceMax))
}

/** The compare selection with this mouse added or removed; when full, the oldest choice makes room. */
export function toggledCompareSelection(selection: readonly string[], handle: string): string[] {
  if (selection.includes(handle)) return selection.filter((item) => item !== handle)
  const next = [...selection, handle]
  return next.slice(Math.max(0, next.length - compareSelectionMax))
}

/** Adds the mouse to the compare selection, or removes it. */
export function toggleCompare(row: MouseRow): void {
  compareSelectionStore.set(toggledCompareSelection(compareSelectionStore.get(), row.general__handle))
}

/** A mouse's own page: the compare page with that one mouse (issue 20), the URL the sitemaps list. */
export function mousePageHref(row: Parameters<typeof productName>[0]): string {
  return compareHref([row])
}

export function removeFromCompare(handle: string): void {
  compareSelectionStore.set(compareSelectionStore.get().filter((item) => item !== handle))
}

export function clearCompare(): void {
  compareSelectionStore.set([])
}

/** The compare page URL for these mice, in this order (SPEC §2: p lists the selected items). */
export function compareHref(rows: readonly Parameters<typeof productName>[0][]): string {
  return `/mouse/compare?p=${buildCompareParam(rows.map((row) => productName(row)))}`
}
