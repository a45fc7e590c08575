import { describe, expect, it } from 'vitest'
import { lighthousePages } from '../../bench/budgets'
import { useBrowser } from './browser'

const browser = useBrowser()

/**
 * The pages the bench measures (bench/budgets.ts), each with what shows it has rendered its data.
 * Comparing strings by locale (String.prototype.localeCompare, Intl.Collator) loads ICU's collation
 * data on its first use: 10–16 ms of one task at a desktop's speed, several times that on a phone.
 * Chakra did so on every compare page, to order two media queries of the same width written two
 * ways (bench/README.md, "Thirteenth session"); the site's own sorting compares code units.
 */
const renderedOn: Record<(typeof lighthousePages)[number], string> = {
  '/': '#main h1',
  '/mouse/browse': '[data-testid="result-count"]',
  '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro-vs.-Zowie-EC2-CW': '[data-testid="shape-comparison"] svg',
  '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2': '[data-testid="similar-result"]',
  '/mouse/sensors/browse': '[data-testid="result-count"]',
  '/mouse/review/logitech/g-pro-x-superlight-2': '[data-testid="review-spec-box"]',
  '/discounts/pulsar-10-percent': '#main h1',
}

declare global {
  interface Window {
    localeComparisons?: string[]
  }
}

describe('the pages the bench measures', () => {
  it('load without comparing strings by locale', async () => {
    const page = await browser.open('/about', 'phone')
    await page.addInitScript(() => {
      const comparisons: string[] = []
      window.localeComparisons = comparisons
      const record = (what: string) => comparisons.push(`${what}\n${new Error().stack?.split('\n').slice(2, 5).join('\n')}`)
      const localeCompare = String.prototype.localeCompare
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        record(`${JSON.stringify(String(this))}.localeCompare(${JSON.stringify(args[0])})`)
        return localeCompare.apply(this, args)
      }
      const Collator = Intl.Collator
      Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
        record('new Intl.Collator')
        return new Collator(...args)
      } as unknown as typeof Intl.Collator
    })
    for (const path of lighthousePages) {
      const rendered = renderedOn[path]
      await page.goto(browser.baseUrl() + path)
      await page.locator(rendered).first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => window.localeComparisons), path).toEqual([])
    }
  })
})
