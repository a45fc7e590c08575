/**
 * The mouse picker's search. Which mice a `p` names is the shared rule of web/lib/compare-selection.ts.
 */

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
