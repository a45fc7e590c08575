/**
 * The one search rule of every picker (the compare pages' for mice, sensors, switches and encoders,
 * and find-similar's): the typo-tolerant matcher of the browse pages (../text-search.ts) over an
 * item's name and handle; names that contain the query as typed come first, then by name (numbers
 * in numeric order). Which items a compare link's `p` names is another rule, web/lib/compare-selection.ts.
 * (Not named `*-search.ts`: vite.config.ts puts those, the routes' search validation, in every page's first load.)
 */
import { createTextMatcher, normalizeText, tokenize } from '../text-search'

export interface PickerEntry<Item> {
  item: Item
  name: string
  /** The name as the query is compared with it (lower case, accents removed). */
  plain: string
  tokens: string[]
}

/** The items ready to search (built once per list: tokenizing is the costly part). */
export function pickerIndex<Item>(items: readonly Item[], nameOf: (item: Item) => string, handleOf?: (item: Item) => string): PickerEntry<Item>[] {
  return items.map((item) => {
    const name = nameOf(item)
    return { item, name, plain: normalizeText(name), tokens: tokenize(handleOf ? `${name} ${handleOf(item)}` : name) }
  })
}

/** The items matching `query`, best first, at most `limit`; none for a blank query. */
export function pickerMatches<Item>(index: readonly PickerEntry<Item>[], query: string, limit = 8): Item[] {
  const matcher = createTextMatcher(query)
  if (matcher.isEmpty) return []
  const typed = normalizeText(query.trim())
  return index
    .filter((entry) => matcher.matches(entry.tokens))
    .map((entry) => ({ entry, exact: entry.plain.includes(typed) ? 0 : 1 }))
    .sort((a, b) => a.exact - b.exact || a.entry.name.localeCompare(b.entry.name, 'en', { numeric: true }))
    .slice(0, limit)
    .map(({ entry }) => entry.item)
}
