/**
 * The URL form of /mouse/fit, a valibot schema (web/lib/url-values.ts) that keeps each value's size
 * and characters; the page (loaded on that route only) validates the hand with valibot (web/lib/hand-profile.ts, a bad hand = no hand) and the settings
 * entry by entry (fit-settings.ts).
 *
 * - `hand=190x85-claw`: a hand, length × breadth in mm and the grip;
 * - `w=height:0,shape:2` (weights) and `tol=length:6` (tolerances, mm), only where they differ
 *   from the defaults.
 */
import { handValue, searchSchema, textValue } from '../../lib/url-values'

export interface FitSearch {
  hand?: string
  w?: string
  tol?: string
}

const settingsValue = textValue(200, { pattern: /^[a-zA-Z:.,0-9 -]+$/ })

/** The page's reading of its search: any query string → the canonical search; garbage and other keys dropped, never throws. */
export const validateFitSearch: (raw: unknown) => FitSearch = searchSchema({ hand: handValue, w: settingsValue, tol: settingsValue })

/**
 * A link's `hand=` as written (trimmed, at most 200 characters): the route keeps it so the page can
 * tell a hand from a value that is not one, and say so ('This link's hand is not valid').
 */
export const linkHandValue = textValue(200)

/** The route's validateSearch: as the page reads it, but with the link's hand as written. */
export const validateFitRouteSearch: (raw: unknown) => FitSearch = searchSchema({ hand: linkHandValue, w: settingsValue, tol: settingsValue })
