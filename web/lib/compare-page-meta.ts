/**
 * A compare page's title and description, one rule for the site (route `head`, from the route's
 * loader) and the worker (edge/html.ts, the HTML crawlers read): the items its `p` names by the one
 * rule both apply (./compare-selection.ts), so the title names exactly what the page shows, in the
 * same words before and after the app starts. One item is its own page, with its introduction;
 * none, the compare page's own title and description. Pure.
 */
import { foundItems, resolveSelection, type SelectionNaming } from './compare-selection'
import { entryForPath } from './navigation'
import type { PageMeta } from './page-head'

export interface ComparePageTexts {
  /** One item's page: its introduction. */
  introOfOne: (name: string) => string
  /** Several items: what the description says of them; the compare page's own description when absent. */
  describeMany?: (names: readonly string[]) => string
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** The meta of the compare page at `path` showing these items, by name, in the order shown. */
export function comparePageMetaOfNames(path: string, names: readonly string[], texts: ComparePageTexts): PageMeta {
  const entry = entryForPath(path)
  if (names.length === 0) return { title: entry?.descriptions.medium, description: entry?.descriptions.long }
  return {
    title: names.join(' vs. '),
    description: names.length === 1 ? texts.introOfOne(names[0]!) : (texts.describeMany?.(names) ?? entry?.descriptions.long),
  }
}

/**
 * The meta of the compare page at `path` for a `p`, resolved against the rows by the site's p rule,
 * named as the page names them: pass the page's compare kind, so that the route's head and the
 * page share the rows' index (resolveSelection).
 */
export function comparePageMeta<Row>(path: string, p: unknown, rows: readonly Row[], texts: ComparePageTexts, naming: SelectionNaming<Row>): PageMeta {
  const names = foundItems(resolveSelection(p, rows, naming)).map((entry) => entry.name)
  return comparePageMetaOfNames(path, names, texts)
}
