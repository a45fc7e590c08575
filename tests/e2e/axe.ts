import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Every axe violation on the page, one line per element: rule, impact, target, what is wrong and
 * axe's own summary of how to fix it (so a failing test says what to change, not just where).
 *
 * Legacy mode runs axe.run() in the page instead of runPartial() per frame plus finishRun() in a
 * new blank page: the site has no iframes, and skipping that page halves the time of each check.
 * Only violations are collected: axe skips building the passes and incomplete lists.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  )
}
