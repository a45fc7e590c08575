/**
 * Links between the component pages and the mouse pages. Pure, so tests and pages agree.
 */
import { buildCompareParam } from '../../../lib/compare-name'
import type { MouseRow } from '../../../lib/api-types'
import { productName } from '../../../lib/product-name'
import { formatNumber } from '../../../lib/number-format'
import type { ComponentKind, ComponentRow } from '../kinds/component-kind'

/** Mouse browse filtered to the mice that use this component: `/mouse/browse?sensor=<handle>`. */
export function miceBrowseHref(param: ComponentKind<ComponentRow>['miceFilterParam'], handle: string): string {
  return `/mouse/browse?${new URLSearchParams({ [param]: handle }).toString()}`
}

/** The compare page for these component names (up to 8 are kept by the page), e.g. `/mouse/sensors/compare?p=PixArt-PAW3950`. */
export function compareHref(comparePath: string, names: readonly string[]): string {
  const p = buildCompareParam(names)
  return p === '' ? comparePath : `${comparePath}?${new URLSearchParams({ p }).toString()}`
}

/** '13 mice', '1 mouse', 'No mice'. */
export function miceCountText(count: number): string {
  if (count === 0) return 'No mice'
  return `${formatNumber(count)} ${count === 1 ? 'mouse' : 'mice'}`
}

/** The mice that use each of these components (by handle), each list sorted by name. */
export function miceUsing(mice: readonly MouseRow[], usedBy: (mouse: MouseRow) => string | null, handles: readonly string[]): Map<string, MouseRow[]> {
  const out = new Map<string, MouseRow[]>(handles.map((handle) => [handle, []]))
  for (const mouse of mice) {
    const handle = usedBy(mouse)
    if (handle !== null) out.get(handle)?.push(mouse)
  }
  for (const list of out.values()) list.sort((a, b) => productName(a).localeCompare(productName(b), 'en', { numeric: true }))
  return out
}
