/**
 * The one search rule of every picker (the compare pages' for mice, sensors, switches and encoders,
 * and find-similar's): the typo-tolerant matcher of the browse pages (../text-search.ts) over an
 * item's name and handle; names that contain the query as typed come first, then by name (numbers
 * in numeric order): `byRelevance`, by which the browse pages also order their results while text
 * is typed (loaded then, not with the page). Which items a compare link's `p` names is another rule,
 * web/lib/compare-selection.ts.
 * (Not named `*-search.ts`: vite.config.ts puts those, the routes' search validation, in every page's first load.)
 */
import { createTextMatcher, normalizeText, tokenize } from '../text-search'

export interface PickerEntry<Item> {
  item: Item
  name: string
  tokens: string[]
}

/** The items ready to search (built once per list: tokenizing is the costly part). */
export function pickerIndex<Item>(items: readonly Item[], nameOf: (item: Item) => string, handleOf?: (item: Item) => string): PickerEntry<Item>[] {
  return items.map((item) => {
    const name = nameOf(item)
    return { item, name, tokens: tokenize(handleOf ? `${name} ${handleOf(item)}` : name) }
  })
}

/** The items matching `query`, best first, at most `limit`; none for a blank query. */
export function pickerMatches<Item>(index: readonly PickerEntry<Item>[], query: string, limit = 8): Item[] {
  const matcher = createTextMatcher(query)
  if (matcher.isEmpty) return []
  const found = index.filter((entry) => matcher.matches(entry.tokens))
  return byRelevance(found, (entry) => entry.name, query)
    .slice(0, limit)
    .map((entry) => entry.item)
}

/**
 * The rule's order of items the query found: names that contain the query as typed come first,
 * then by name (numbers in numeric order).
 */
export function byRelevance<Item>(items: readonly Item[], nameOf: (item: Item) => string, query: string): Item[] {
  const typed = normalizeText(query.trim())
  return items
    .map((item) => {
      const name = nameOf(item)
      return { item, name, exact: normalizeText(name).includes(typed) ? 0 : 1 }
    })
    .sort((a, b) => a.exact - b.exact || a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map(({ item }) => item)
}
