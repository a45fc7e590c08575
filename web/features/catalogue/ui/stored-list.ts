/**
 * A list of strings kept in local storage (recently viewed items, a compare selection), shared by
 * every component that shows it: a change made in one place re-renders the others, including in
 * other tabs (the 'storage' event). Reading tolerates garbage (the parser decides); storage that
 * is blocked keeps the list for this visit only.
 */
import { useSyncExternalStore } from 'react'
import { safeStorage } from '../../../lib/storage-keys'

export interface StoredList {
  readonly key: string
  get(): readonly string[]
  set(list: readonly string[]): void
  subscribe(listener: () => void): () => void
}

export function createStoredList(key: string, parse: (raw: string | null) => string[]): StoredList {
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cached: readonly string[] = []
  let memory: string | null = null
  const read = (): readonly string[] => {
    const raw = safeStorage.get(key) ?? memory
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cached = parse(raw)
    }
    return cached
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener())
  }
  return {
    key,
    get: read,
    set(list) {
      const raw = JSON.stringify(list)
      memory = raw
      safeStorage.set(key, raw)
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}

const emptyList: readonly string[] = []

/** The current list, re-rendering when it changes. */
export function useStoredList(store: StoredList): readonly string[] {
  return useSyncExternalStore(store.subscribe, store.get, () => emptyList)
}
