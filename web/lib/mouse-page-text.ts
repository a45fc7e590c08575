/**
 * The words of a mouse's own page (the compare page with that one mouse, issue 20): its heading and
 * introduction. Pure: the worker writes the same into the boot shell (edge/html.ts) before the
 * app runs, so the first paint and the app's first render agree.
 */
import { joinNames, type ComparePageTexts } from './compare-page-meta'

export function mousePageHeading(name: string): string {
  return name
}

/**
 * Says only what every mouse's page has (its specifications and their sources, its outline, similar
 * mice): a review and shops are sections of their own, shown only for a mouse that has them.
 */
export function mousePageIntro(name: string): string {
  return `Every specification of the ${name} with where each figure comes from, its outline to scale and the mice most like it. Add another mouse to compare them side by side.`
}

/** The mouse compare page's title and description texts (./compare-page-meta.ts), for the site and the worker. */
export const mouseCompareTexts: ComparePageTexts = {
  introOfOne: mousePageIntro,
  describeMany: (names) => `${joinNames(names)} compared side by side: top, side and back outlines to scale, and every specification with the differences highlighted.`,
}
