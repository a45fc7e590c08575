/**
 * The component pages' local storage: the selection a visitor gathers on a browse page to compare
 * next, and the components compared recently (SPEC §3's recent-product-handles-for per category).
 */
import { createStoredList, type StoredList } from '../ui/stored-list'
import { parseStringList, storageKeys } from '../../../lib/storage-keys'
import { maxComparedComponents } from './component-selection'

const stores = new Map<string, StoredList>()

function store(key: string, maxItems: number): StoredList {
  let existing = stores.get(key)
  if (!existing) {
    existing = createStoredList(key, (raw) => parseStringList(raw, maxItems))
    stores.set(key, existing)
  }
  return existing
}

/** Handles picked on the browse page, in the order picked (at most the compare page's maximum). */
export const compareSelectionStore = (category: string) => store(storageKeys.compareSelectionFor(category), maxComparedComponents)

/** Handles compared recently, most recent first. */
export const recentComponentsStore = (category: string) => store(storageKeys.recentProductHandlesFor(category), 12)
