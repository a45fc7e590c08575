/**
 * The URL state of /mouse/compare (issue 20 point 7, issue 22 point 4), as a valibot schema:
 *
 * - `p`: the mice compared (web/lib/compare-name.ts; any text, resolved by the page with the rule
 *   the worker shares, web/lib/compare-selection.ts);
 * - `align=center|back`: where the shapes are aligned (front when absent);
 * - `outlines=off|on`: whether the outlines are highlighted (this browser's stored preference
 *   when absent, itself on unless changed; the page writes only `off`);
 * - `hand=190x85-claw`: a hand to draw and score (kept as text of a hand's characters here; the page
 *   validates its meaning with web/lib/hand-profile.ts, loaded only then: a value that is not a
 *   valid hand is no hand).
 *
 * A missing or bad value is its default; defaults are never written to the URL; other keys are dropped.
 */
import type { ShapeAlignment } from '../../outlines/public'
import { compareParamValue, enumValue, searchSchema, textValue } from '../../../lib/url-values'

export interface CompareSearch {
  p?: string
  align?: Exclude<ShapeAlignment, 'front'>
  outlines?: 'off' | 'on'
  hand?: string
}

/** A hand's characters and size only (a longer value is refused, not cut to a hand it never was). */
export const handText = textValue(40, { pattern: /^[0-9a-z.x-]+$/, refuseLonger: true })

/** validateSearch: any query string → the canonical search, never throwing; every key present. */
export const validateCompareSearch: (raw: unknown) => CompareSearch = searchSchema({
  p: compareParamValue,
  align: enumValue(['center', 'back']),
  outlines: enumValue(['off', 'on']),
  hand: handText,
})
