/**
 * The compare page's state as its URL writes it (web/features/catalogue/compare/compare-search.ts reads it):
 * defaults left out. Apart from compare-search.ts because that one is in every page's first load
 * (the route's validateSearch) and this is needed only by the compare page.
 */
import type { ShapeAlignment } from '../../outlines/public'
import type { CompareSearch } from './compare-search'

/** The alignment when the URL does not say (never written). */
export const defaultAlignment: ShapeAlignment = 'front'

/** The search for a state: defaults left out. */
export function compareSearchFor(state: { p: string; alignment: ShapeAlignment; highlight: boolean | undefined; hand?: string }): CompareSearch {
  const out: CompareSearch = {}
  if (state.p !== '') out.p = state.p
  if (state.alignment === 'center' || state.alignment === 'back') out.align = state.alignment
  if (state.highlight === false) out.outlines = 'off'
  if (state.hand) out.hand = state.hand
  return out
}
