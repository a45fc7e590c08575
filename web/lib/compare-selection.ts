/**
 * Which items a compare page's `p` names (SPEC §2, §9), for every kind (mice, sensors, switches,
 * encoders), on the site and in the worker (edge/html.ts titles a compare page with the items this
 * finds): one rule, so a page's title names exactly what the page shows. Pure and total.
 *
 * The rule: `p` (read by `compareParamText`, web/lib/compare-param.ts) is split by the compare-name rule
 * (web/lib/compare-name.ts); each part names the item whose name has its compare key (any case, any
 * run of dashes, stray dashes at the ends) or, failing that, whose handle has it; an item named twice
 * is kept once; a part that names nothing is kept as 'missing' (once), so the page can say so; at
 * most `maxComparedItems` items are kept.
 */
import { buildCompareParam, compareKey, splitCompareParam } from './compare-name'
import { compareParamText } from './compare-param'
import { finishSteps } from './next-task'

/** Items compared at once, of any kind. */
export const maxComparedItems = 8

export type SelectionEntry<Item> =
  | { kind: 'found'; part: string; name: string; item: Item }
  | { kind: 'missing'; part: string }

/** How items are named: a compare kind's `nameOf` and `handleOf` (a compare kind is one). */
export interface SelectionNaming<Item> {
  nameOf: (item: Item) => string
  handleOf?: (item: Item) => string
}

/** The lookups `p` is resolved against, built once per list of items. */
interface SelectionIndex<Item> {
  byName: Map<string, Item>
  byHandle: Map<string, Item>
  naming: SelectionNaming<Item>
}

/** Items an index step covers: the 1,364 mice are four steps of 2–3 ms at full speed. */
const itemsPerIndexStep = 350

/**
 * Items by compare key of their name and of their handle. Where two items share a key, the first
 * in the list owns it (the other cannot be reached by that spelling). Built in steps of
 * `itemsPerIndexStep` items.
 */
function* selectionIndexSteps<Item>(items: readonly Item[], naming: SelectionNaming<Item>): Generator<void, SelectionIndex<Item>, void> {
  const { nameOf, handleOf } = naming
  const byName = new Map<string, Item>()
  const byHandle = new Map<string, Item>()
  for (let start = 0; start < items.length; start += itemsPerIndexStep) {
    if (start > 0) yield
    for (const item of items.slice(start, start + itemsPerIndexStep)) {
      const key = compareKey(nameOf(item))
      if (key && !byName.has(key)) byName.set(key, item)
      if (handleOf) {
        const handleKey = compareKey(handleOf(item))
        if (handleKey && !byHandle.has(handleKey)) byHandle.set(handleKey, item)
      }
    }
  }
  return { byName, byHandle, naming }
}

/** The entries of `p`, in its order (see the module comment for the rule). */
function resolveSelectionIn<Item>(p: unknown, index: SelectionIndex<Item>, max = maxComparedItems): SelectionEntry<Item>[] {
  const entries: SelectionEntry<Item>[] = []
  const seen = new Set<Item>()
  const seenMissing = new Set<string>()
  let found = 0
  for (const part of splitCompareParam(compareParamText(p))) {
    const key = compareKey(part)
    if (!key) continue
    const item = index.byName.get(key) ?? index.byHandle.get(key)
    if (item === undefined) {
      if (seenMissing.has(key)) continue
      seenMissing.add(key)
      entries.push({ kind: 'missing', part })
      continue
    }
    if (seen.has(item) || found >= max) continue
    seen.add(item)
    found++
    entries.push({ kind: 'found', part, name: index.naming.nameOf(item), item })
  }
  return entries
}

/** The index last built of each list (a list is query data, never changed in place). */
const lastIndexes = new WeakMap<readonly unknown[], SelectionIndex<never>>()

/** The list's index, if the last one built was built with this naming. */
function builtIndex<Item>(items: readonly Item[], naming: SelectionNaming<Item>): SelectionIndex<Item> | undefined {
  const index = lastIndexes.get(items) as SelectionIndex<Item> | undefined
  return index?.naming === naming ? index : undefined
}

/**
 * `resolveSelectionIn` over a list. Its index (`selectionIndexSteps`) is kept for the list while it
 * is resolved with the same naming: a compare page resolves its `p` in its route's `head` and again
 * in its render, with its compare kind both times, and an index of the 1,364 mice is 2,700
 * compare keys (6–11 ms a load at full speed here, a task of its own). Built here in one go unless
 * it was built ahead (`prepareSelectionSteps`).
 */
export function resolveSelection<Item>(p: unknown, items: readonly Item[], naming: SelectionNaming<Item>, max = maxComparedItems): SelectionEntry<Item>[] {
  finishSteps(prepareSelectionSteps(items, naming))
  return resolveSelectionIn(p, builtIndex(items, naming)!, max)
}

/**
 * Builds `resolveSelection`'s index of these items ahead of it, as steps to run a task apart
 * (`finishStepsInTasks`, web/lib/next-task.ts): the mouse compare page's loader does, so its head
 * and render find the index built instead of building it in one task (the task that resolved
 * the page was 9–18 ms at full speed in Lighthouse's traces, 6–11 of it the index; bench/README.md,
 * nineteenth session). Nothing to do when the index is already built.
 */
export function* prepareSelectionSteps<Item>(items: readonly Item[], naming: SelectionNaming<Item>): Generator<void, void, void> {
  if (builtIndex(items, naming)) return
  lastIndexes.set(items, (yield* selectionIndexSteps(items, naming)) as never)
}

/** The items found, in order. */
export function foundItems<Item>(entries: readonly SelectionEntry<Item>[]): Extract<SelectionEntry<Item>, { kind: 'found' }>[] {
  return entries.filter((entry): entry is Extract<SelectionEntry<Item>, { kind: 'found' }> => entry.kind === 'found')
}

/** The `p` value for these entries: found items by their name, missing parts as they were written. */
export function selectionParam<Item>(entries: readonly SelectionEntry<Item>[]): string {
  return buildCompareParam(entries.map((entry) => (entry.kind === 'found' ? entry.name : entry.part)))
}

/** The `p` with one more item named (nothing changes when it is already there or the page is full). */
export function addToSelection<Item>(entries: readonly SelectionEntry<Item>[], item: Item, nameOf: (item: Item) => string, max = maxComparedItems): string {
  const found = foundItems(entries)
  if (found.some((entry) => entry.item === item) || found.length >= max) return selectionParam(entries)
  return selectionParam([...entries, { kind: 'found', part: nameOf(item), name: nameOf(item), item }])
}

/** The `p` without the entry at `index`. */
export function removeFromSelection<Item>(entries: readonly SelectionEntry<Item>[], index: number): string {
  return selectionParam(entries.filter((_, position) => position !== index))
}
