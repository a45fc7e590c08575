/**
 * The words of a mouse's own page (the compare page with that one mouse, issue 20): its heading and
 * introduction. Pure: the worker writes the same into the boot shell (edge/html.ts) before the
 * app runs, so the first paint and the app's first render agree.
 */

export function mousePageHeading(name: string): string {
  return name
}

export function mousePageIntro(name: string): string {
  return `Every specification of the ${name} with where each figure comes from, its outline to scale, similar mice, its review and where to buy it. Add another mouse to compare them side by side.`
}
