import axe from 'axe-core'
import type { Page } from 'playwright-core'

/**
 * Every axe violation on the page, one line per element: rule, impact, target, what is wrong and
 * axe's own summary of how to fix it (so a failing test says what to change, not just where).
 *
 * axe-core runs in the page as @axe-core/playwright's legacy mode ran it (axe.run in the page; the
 * site has no iframes), without that wrapper's cost: it evaluated axe's 0.5 MB source twice on every
 * check. Here the source goes in once per document, and a page checked again (a carousel's next
 * slide, a route reached by the app's router) reuses it, already warmed up. Only violations are
 * collected: axe skips building the passes and incomplete lists.
 *
 * Besides axe's default rules, `label-content-name-mismatch` (WCAG 2.5.3, Label in Name, level A):
 * a control's accessible name holds the words it shows, so a voice-control user who says what they
 * see ("click Add") reaches it. axe ships it off by default (tagged experimental); Lighthouse runs
 * it, and found the parts' "+ Add" buttons named "Compare <part>" and the mice's "↓ Newest first"
 * named "Sort direction: descending".
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await hasAxe(page))) await page.evaluate(axe.source)
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run(selector ?? document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    )
  }, include)
}

/** Whether axe is in the page: it is not after a load, until a check injects it. */
export const hasAxe = (page: Page) => page.evaluate(() => 'axe' in window)
