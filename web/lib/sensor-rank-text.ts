/**
 * A sensor's rank in words, wherever a rank is shown. The rule that ranks is sensor-rank.ts; this is
 * apart so that a page showing a rank does not load the rule. Pure.
 */

/** What the site shows for a sensor that is not ranked (sensor-rank.ts: a figure is not published). */
export const notRankedText = 'not ranked (figures not published)'

/** '#3', or notRankedText for a sensor the rule cannot rank (rank null). */
export function rankText(rank: number | null): string {
  return rank === null ? notRankedText : `#${rank}`
}
