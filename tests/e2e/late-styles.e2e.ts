import { describe, expect, it } from 'vitest'
import { lighthousePages } from '../../bench/budgets'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

/**
 * What each page bench measures draws after its first render (the last part to arrive), waited for
 * before the page's styles are read: the promo carousel on every page, and these.
 */
const lateParts: Record<(typeof lighthousePages)[number], string | null> = {
  '/': null,
  // On a phone the filters are built once the page is idle, in the closed sheet.
  '/mouse/browse': '[data-testid="filters"] input[type="checkbox"]',
  '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro-vs.-Zowie-EC2-CW': '[data-testid="shape-comparison"]',
  '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2': '[data-testid="similar-result"]',
  '/mouse/sensors/browse': '[data-testid="filters"] input[type="checkbox"]',
  '/mouse/review/logitech/g-pro-x-superlight-2': '[data-testid="review-spec-box"]',
  '/discounts/pulsar-10-percent': null,
}

/**
 * Pages beyond bench's whose parts arrive late: a mouse's own page (its similar mice, its
 * discounts), a part's (the mice using it), and a comparison with a hand in its link (the fit
 * scores, drawn once the hand's code has loaded).
 */
const otherPages: Record<string, string | null> = {
  '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2': '[data-testid="mouse-discount"]',
  '/mouse/sensors/compare?p=PixArt-PAW3950': '[aria-labelledby="component-mice-heading"] h3',
  '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro&hand=190x85-claw': '[data-testid="fit-score"]',
}

// A rule inside @layer (every Chakra recipe's) or @media inserted into the page's live stylesheet
// makes Chromium restyle and lay out the whole page: on the compare page, three such rules (the
// shapes' buttons, a hidden word in the table) doubled its layout work after the first paint. What
// arrives after a page's first render draws with plain elements (index.html) or with styles the
// page already has (bench/README.md, twenty-third session).
describe('styles a page inserts after its first render', () => {
  for (const size of ['phone', 'desktop'] as const) {
    for (const [path, latePart] of Object.entries({ ...lateParts, ...otherPages })) {
      it(`are plain class rules, none in @layer or @media: ${path} (${size})`, async () => {
        const page = await browser.open('/', size)
        // Each rule Emotion inserts, with the animation frames counted since the page's own first
        // render (its h1 in the app's main, the boot shell gone): the same task is frame 0.
        await page.addInitScript(() => {
          const record = window as unknown as { framesSincePage?: number; lateRules: string[] }
          record.lateRules = []
          new MutationObserver(() => {
            if (record.framesSincePage === undefined && document.querySelector('main#main h1') && !document.querySelector('[data-testid="boot-shell"]')) record.framesSincePage = 0
          }).observe(document, { childList: true, subtree: true })
          const countFrames = () => {
            if (record.framesSincePage !== undefined) record.framesSincePage++
            requestAnimationFrame(countFrames)
          }
          requestAnimationFrame(countFrames)
          const insertRule = CSSStyleSheet.prototype.insertRule
          CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
            if ((record.framesSincePage ?? 0) > 0 && /^@(layer|media)\b/.test(rule)) record.lateRules.push(rule.slice(0, 120))
            return insertRule.call(this, rule, index)
          }
        })
        await page.goto(browser.baseUrl() + path)
        await page.getByTestId('promo-slide').waitFor({ state: 'visible' })
        if (latePart) await page.locator(latePart).first().waitFor({ state: 'attached' })
        // The figures' sources and anything else read once the page shows.
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const late = await page.evaluate(() => {
          const { framesSincePage, lateRules } = window as unknown as { framesSincePage?: number; lateRules: string[] }
          return { framesSincePage, lateRules }
        })
        expect(late.framesSincePage, 'the page rendered').toBeGreaterThan(0)
        expect(late.lateRules).toEqual([])
        expect(pageErrors(page)).toEqual([])
      })
    }
  }
})
