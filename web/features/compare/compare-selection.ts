/**
 * Which mice a compare page's `p` value names (SPEC §2, §9), and the `p` for a changed selection.
 * Pure: the page, the tests and anything else that reads a compare link agree.
 */
import { buildCompareParam, compareKey, splitCompareParam } from '../../lib/compare-name'

/** Mice compared at once. */
export const maxComparedMice = 8

export type SelectionEntry<Item> =
  | { kind: 'found'; part: string; name: string; item: Item }
  | { kind: 'missing'; part: string }

/**
 * The entries of `p`, in its order: each part matched to an item by `compareKey` (any case, any
 * run of dashes, stray dashes at the ends) against the item's name or, failing that, its handle.
 * A part that names nothing is kept as 'missing' (so the page can say so); an item named twice is
 * kept once; at most `maxComparedMice` items are kept.
 */
export function resolveSelection<Item>(
  p: unknown,
  items: readonly Item[],
  nameOf: (item: Item) => string,
  handleOf?: (item: Item) => string,
  max = maxComparedMice,
): SelectionEntry<Item>[] {
  if (typeof p !== 'string' && typeof p !== 'number') return []
  const byName = new Map<string, Item>()
  const byHandle = new Map<string, Item>()
  for (const item of items) {
    const key = compareKey(nameOf(item))
    if (key && !byName.has(key)) byName.set(key, item)
    if (handleOf) {
      const handleKey = compareKey(handleOf(item))
      if (handleKey && !byHandle.has(handleKey)) byHandle.set(handleKey, item)
    }
  }
  const entries: SelectionEntry<Item>[] = []
  const seen = new Set<Item>()
  const seenMissing = new Set<string>()
  let found = 0
  for (const part of splitCompareParam(String(p))) {
    const key = compareKey(part)
    if (!key) continue
    const item = byName.get(key) ?? byHandle.get(key)
    if (item === undefined) {
      if (seenMissing.has(key)) continue
      seenMissing.add(key)
      entries.push({ kind: 'missing', part })
      continue
    }
    if (seen.has(item) || found >= max) continue
    seen.add(item)
    found++
    entries.push({ kind: 'found', part, name: nameOf(item), item })
  }
  return entries
}

/** The `p` value for these entries: found items by their name, missing parts as they were written. */
export function selectionParam<Item>(entries: readonly SelectionEntry<Item>[]): string {
  return buildCompareParam(entries.map((entry) => (entry.kind === 'found' ? entry.name : entry.part)))
}

/** The `p` with one more item named (nothing changes when it is already there or the page is full). */
export function addToSelection<Item>(entries: readonly SelectionEntry<Item>[], item: Item, nameOf: (item: Item) => string, max = maxComparedMice): string {
  const found = entries.filter((entry) => entry.kind === 'found')
  if (found.some((entry) => entry.item === item) || found.length >= max) return selectionParam(entries)
  return selectionParam([...entries, { kind: 'found', part: nameOf(item), name: nameOf(item), item }])
}

/** The `p` without the entry at `index`. */
export function removeFromSelection<Item>(entries: readonly SelectionEntry<Item>[], index: number): string {
  return selectionParam(entries.filter((_, position) => position !== index))
}

/** Search results for the picker: every word of the query in the name (any case), best matches first. */
export function searchByName<Item>(items: readonly Item[], query: string, nameOf: (item: Item) => string, limit = 12): Item[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  if (words.length === 0) return []
  const scored: { item: Item; score: number; name: string }[] = []
  for (const item of items) {
    const name = nameOf(item)
    const haystack = name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')
    if (!words.every((word) => haystack.includes(word))) continue
    const starts = words.filter((word) => haystack.startsWith(word) || haystack.includes(` ${word}`)).length
    scored.push({ item, score: starts * 10 - name.length / 100, name })
  }
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  return scored.slice(0, limit).map(({ item }) => item)
}
