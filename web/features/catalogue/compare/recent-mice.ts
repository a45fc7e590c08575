/**
 * "Recently viewed" mice (SPEC §3 keys, newest first): a mouse counts as viewed when its own page,
 * the compare page with that one mouse, is shown (issue 20). Adding it to a comparison, or
 * comparing it with others, does not count.
 *
 * The keys and their format are unchanged (a JSON list read by the tolerant parseStringList), so a
 * list written by an earlier version, which also counted compared mice, is still read as it is and
 * ages out as mice are viewed: nothing is lost and nothing breaks. (The mice feature's stored
 * lists, web/features/catalogue/mice/mouse-selection.ts, read the same keys.)
 */
import { parseStringList, pushRecent, safeStorage, storageKeys } from '../../../lib/storage-keys'

export const maxRecentMice = 12

export function readRecentMouseHandles(): string[] {
  return parseStringList(safeStorage.get(storageKeys.recentMouseHandles), maxRecentMice)
}

/** Records the mouse whose page is shown, under every key the spec names for recent mice. */
export function rememberViewedMouse(mouse: { handle: string; name: string }): void {
  const lists: [string, string][] = [
    [storageKeys.recentMouseHandles, mouse.handle],
    [storageKeys.recentMouseNames, mouse.name],
    [storageKeys.recentProductHandlesFor('mouse'), mouse.handle],
    [storageKeys.recentProductHandles, mouse.handle],
  ]
  for (const [key, value] of lists) {
    const list = parseStringList(safeStorage.get(key), maxRecentMice)
    if (list[0] !== value) safeStorage.set(key, JSON.stringify(pushRecent(list, value, maxRecentMice)))
  }
}
