/**
 * Each sensor's, switch's and encoder's own page (the component compare page with that one part,
 * issue 20): which parts a component compare page names, for its title, description and canonical
 * link (edge/html.ts), and every part's page for the pages sitemap (sitemap-content.ts). The parts
 * are read like the mice (catalogue.read: only the columns needed, edge/catalogue-rows.ts); a row
 * without a name is left out. Pure, no Workers APIs.
 */
import { defaultParseSearch } from '@tanstack/router-core'
import type { CataloguePart, CatalogueView } from './catalogue-rows'
import { canonicalComparePath, isoDate } from './site-paths'
import { componentKindWords } from '../web/lib/component-page-text'
import { compareParamText } from '../web/lib/compare-param'
import { productName } from '../web/lib/product-name'
import { resolveSelection } from '../web/lib/compare-selection'

export interface ComponentPageKind {
  /** The kind's compare page. */
  path: `/mouse/${keyof typeof componentKindWords}/compare`
  view: Extract<CatalogueView, 'mouse_sensors' | 'mouse_switches' | 'mouse_scroll_wheel_encoders'>
  singular: string
}

export const componentPageKinds: readonly ComponentPageKind[] = [
  { path: '/mouse/sensors/compare', view: 'mouse_sensors', singular: componentKindWords.sensors.singular },
  { path: '/mouse/switches/compare', view: 'mouse_switches', singular: componentKindWords.switches.singular },
  { path: '/mouse/encoders/compare', view: 'mouse_scroll_wheel_encoders', singular: componentKindWords.encoders.singular },
]

/** A part as its pages need it. */
export interface ComponentPart {
  handle: string
  name: string
  /** YYYY-MM-DD of its last edit, for the sitemap's lastmod. */
  edited: string | undefined
}

// Built once per list: the catalogue cache hands out the same array while it is fresh.
const partLists = new WeakMap<readonly CataloguePart[], ComponentPart[]>()

/** The parts of a component view's rows, in the view's order. */
export function componentParts(rows: readonly CataloguePart[]): ComponentPart[] {
  let parts = partLists.get(rows)
  if (parts) return parts
  parts = []
  for (const row of rows) {
    const name = productName(row)
    if (name === '') continue
    parts.push({ handle: row.general__handle, name, edited: isoDate(row.general__status_edited_date) })
  }
  partLists.set(rows, parts)
  return parts
}

/**
 * The `p` of a component compare page's query string, read by the router's own parser and the
 * site's `p` rule (web/lib/compare-param.ts), as the page reads it; '' when there is none.
 */
export function componentParam(search: string): string {
  return compareParamText((defaultParseSearch(search) as Record<string, unknown>).p)
}

/** One naming for every call, so a list's index is built once (resolveSelection keeps it). */
const partNaming = { nameOf: (part: ComponentPart) => part.name, handleOf: (part: ComponentPart) => part.handle }

/** The parts a compare page's `p` names, by the rule the page applies (web/lib/compare-selection.ts). */
export function namedParts(p: unknown, parts: readonly ComponentPart[]): ComponentPart[] {
  return resolveSelection(p, parts, partNaming).flatMap((entry) => (entry.kind === 'found' ? [entry.item] : []))
}

/** A part's own page: its kind's compare page naming it alone. */
export function componentPagePath(kind: ComponentPageKind, part: ComponentPart): string {
  return canonicalComparePath([part.name], kind.path)
}
