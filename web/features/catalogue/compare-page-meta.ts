/**
 * A compare page's title and description (route `head`, from the route's loader): the items its `p`
 * names by the one rule the page and the worker apply (web/lib/compare-selection.ts), so the title
 * names exactly what the page shows. One item is its own page, with its introduction; none, the
 * compare page's own title and description. Pure; runs in the route's loader, which loads with the page.
 */
import { foundItems, resolveSelection } from '../../lib/compare-selection'
import { entryForPath } from '../../lib/navigation'
import type { PageMeta } from '../../lib/page-head'
import { productName, type NamedProduct } from '../../lib/product-name'

export function comparePageMeta<Row extends NamedProduct & { general__handle: string }>(
  path: string,
  p: unknown,
  rows: readonly Row[],
  introOfOne: (name: string) => string,
): PageMeta {
  const names = foundItems(resolveSelection(p, rows, productName, (row) => row.general__handle)).map((entry) => entry.name)
  const entry = entryForPath(path)
  if (names.length === 0) return { title: entry?.descriptions.medium, description: entry?.descriptions.long }
  return { title: names.join(' vs. '), description: names.length === 1 ? introOfOne(names[0]!) : entry?.descriptions.long }
}
