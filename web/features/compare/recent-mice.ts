/** The recently compared mice (SPEC §3 local storage keys), newest first. */
import { parseStringList, pushRecent, safeStorage, storageKeys } from '../../lib/storage-keys'

export const maxRecentMice = 12

export function readRecentMouseHandles(): string[] {
  return parseStringList(safeStorage.get(storageKeys.recentMouseHandles), maxRecentMice)
}

/** Records compared mice (the first of `mice` ends up newest) under every key the spec names for them. */
export function rememberComparedMice(mice: readonly { handle: string; name: string }[]): void {
  if (mice.length === 0) return
  let handles = readRecentMouseHandles()
  let names = parseStringList(safeStorage.get(storageKeys.recentMouseNames), maxRecentMice)
  let products = parseStringList(safeStorage.get(storageKeys.recentProductHandlesFor('mouse')), maxRecentMice)
  let allProducts = parseStringList(safeStorage.get(storageKeys.recentProductHandles), maxRecentMice)
  for (const mouse of [...mice].reverse()) {
    handles = pushRecent(handles, mouse.handle, maxRecentMice)
    names = pushRecent(names, mouse.name, maxRecentMice)
    products = pushRecent(products, mouse.handle, maxRecentMice)
    allProducts = pushRecent(allProducts, mouse.handle, maxRecentMice)
  }
  safeStorage.set(storageKeys.recentMouseHandles, JSON.stringify(handles))
  safeStorage.set(storageKeys.recentMouseNames, JSON.stringify(names))
  safeStorage.set(storageKeys.recentProductHandlesFor('mouse'), JSON.stringify(products))
  safeStorage.set(storageKeys.recentProductHandles, JSON.stringify(allProducts))
}
