/**
 * The URL state of /mouse/compare (issue 20 point 7, issue 22 point 4):
 *
 * - `p`: the mice compared (web/lib/compare-name.ts; any text, resolved by the page);
 * - `align=center|back`: where the shapes are aligned (front when absent);
 * - `outlines=off|on`: whether the outlines are highlighted (this browser's stored preference
 *   when absent, itself on unless changed; the page writes only `off`);
 * - `hand=190x85-claw`: a hand to draw and score (kept as text here; the page validates it with
 *   valibot, web/lib/hand-profile.ts, loaded only then: a value that is not a valid hand is no hand).
 *
 * A missing or bad value is its default; defaults are never written to the URL.
 *
 * Why not valibot here: the route's validateSearch is in the entry chunk, and valibot there would
 * add its shared chunk (2.5 KB gzip, measured) to every route's first load, which must not grow
 * (bench/budgets.ts). The generic URL parsers of web/lib/search-params.ts do this; the hand, the
 * one value with a schema, is validated with valibot by the code that loads with it.
 */
import type { ShapeAlignment } from '../../components/content/shape-layout'
import { parseEnumParam, parseTextParam } from '../../lib/search-params'

export interface CompareSearch {
  p?: string
  align?: Exclude<ShapeAlignment, 'front'>
  outlines?: 'off' | 'on'
  hand?: string
}

const alignments = ['center', 'back'] as const
const outlineStates = ['off', 'on'] as const

/**
 * validateSearch: any query string → the canonical search, never throwing. Every key is present,
 * undefined when absent or bad: the router spreads the validated search over the raw one, so a
 * key left out would keep its raw value.
 */
export function validateCompareSearch(raw: Record<string, unknown>): CompareSearch {
  // (41: a longer value is refused, not cut to a hand it never was.)
  const hand = parseTextParam(raw.hand, 41)
  return {
    p: parseTextParam(raw.p, 4000),
    align: parseEnumParam(raw.align, alignments),
    outlines: parseEnumParam(raw.outlines, outlineStates),
    // The hand's size and characters only; its meaning is checked where it is used.
    hand: hand !== undefined && hand.length <= 40 && /^[0-9a-z.x-]+$/.test(hand) ? hand : undefined,
  }
}
