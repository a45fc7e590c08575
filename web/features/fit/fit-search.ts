/**
 * The URL form of /mouse/fit. Kept small and free of valibot: the route's validateSearch is in the
 * entry chunk. It keeps each value's size and characters; the page (loaded on that route only)
 * validates the hand with valibot (web/lib/hand-profile.ts, a bad hand = no hand) and the settings
 * entry by entry (fit-settings.ts).
 *
 * - `hand=190x85-claw`: a hand, length × breadth in mm and the grip;
 * - `w=height:0,shape:2` (weights) and `tol=length:6` (tolerances, mm), only where they differ
 *   from the defaults.
 */
import { parseTextParam } from '../../lib/search-params'

export interface FitSearch {
  hand?: string
  w?: string
  tol?: string
}

function text(raw: unknown, maxLength: number, pattern: RegExp): string | undefined {
  const value = parseTextParam(raw, maxLength)
  return value && pattern.test(value) ? value : undefined
}

/** validateSearch: any query string → the canonical search; garbage dropped, never throws. */
export function validateFitSearch(raw: Record<string, unknown>): FitSearch {
  const out: FitSearch = {}
  const hand = text(raw.hand, 40, /^[0-9a-z.x-]+$/)
  if (hand) out.hand = hand
  const w = text(raw.w, 200, /^[a-zA-Z:.,0-9 -]+$/)
  if (w) out.w = w
  const tol = text(raw.tol, 200, /^[a-zA-Z:.,0-9 -]+$/)
  if (tol) out.tol = tol
  return out
}
