/**
 * Issue 22, points 3 and 4, on /mouse/browse, at desktop and phone: a hand set on /mouse/fit
 * lets browse sort by fit (best first, "not enough data" last), filter by fit and show each
 * mouse's fit with its explanation; reload keeps it; `hand=` in the URL wins, stays in the URL as
 * filters change and goes on to compare; a garbage `hand=` is the plain browse page.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

async function setHandOnFitPage(page: Page) {
  await page.getByTestId('hand-form').waitFor()
  await page.getByTestId('hand-length').fill('190')
  await page.getByTestId('hand-breadth').fill('85')
  await page.getByRole('radio', { name: /Claw/ }).check()
  await page.getByRole('button', { name: 'Use this hand' }).click()
  await page.getByTestId('fit-result').first().waitFor()
}

const fitState = (page: Page, state: string) => page.locator(`[data-testid="browse-toolbar"][data-fit-state="${state}"]`).waitFor()
const scores = (page: Page) => page.getByTestId('fit-badge').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-fit-score') ?? ''))

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`browse by fit (${viewport})`, () => {
    it('sorts by fit once a hand is set: the best fits first, "not enough data" last, kept on reload', async () => {
      const page = await browser.open('/mouse/fit', viewport)
      await setHandOnFitPage(page)
      const bestOnFitPage = await page.getByTestId('fit-result').first().getAttribute('data-handle')

      await page.goto(page.url().replace(/\/mouse\/fit.*$/, '/mouse/browse'))
      await fitState(page, 'on')
      expect(await page.getByTestId('browse-hand').textContent()).toContain('190 × 85 mm, claw grip')
      await page.locator('#mouse-sort').selectOption('fit')
      await page.waitForURL(/sort=fit/)
      await page.getByTestId('fit-badge').first().waitFor()
      // The best fit is the fit page's best, and the scores never rise down the list.
      expect(await page.getByTestId('mouse-card').first().getAttribute('data-handle')).toBe(bestOnFitPage)
      const top = (await scores(page)).map(Number)
      expect(top[0]).toBe(100)
      for (let i = 1; i < top.length; i++) expect(top[i]).toBeLessThanOrEqual(top[i - 1]!)

      // The explanation, on demand.
      await page.getByTestId('fit-badge').first().click()
      const explanation = page.locator('[data-testid="fit-explanation"]:popover-open')
      await explanation.waitFor()
      expect(await explanation.textContent()).toMatch(/claw grip at 19 cm/)
      await page.keyboard.press('Escape')
      await explanation.waitFor({ state: 'hidden' })

      // The last rows are the mice the fit cannot score.
      await page.getByRole('button', { name: 'Table' }).click()
      const table = page.getByTestId('results-table')
      await table.waitFor()
      const total = Number(await table.getAttribute('aria-rowcount'))
      // Scrolled to the end until the last row is drawn (the table settles its row height as it renders).
      await page.waitForFunction((last) => {
        window.scrollTo(0, document.body.scrollHeight)
        return document.querySelector(`[data-testid="results-table"] tr[aria-rowindex="${last}"]`) !== null
      }, total)
      const tail = await table.locator('tbody tr[aria-rowindex]').evaluateAll((rows) => rows.slice(-5).map((row) => row.querySelector('[data-testid="fit-badge"]')?.getAttribute('data-fit-score')))
      expect(tail).toEqual(['', '', '', '', ''])

      await page.reload()
      await fitState(page, 'on')
      await page.waitForURL(/sort=fit/)
      expect(await page.locator('#mouse-sort').inputValue()).toBe('fit')
      await page.getByRole('button', { name: 'Cards' }).click()
      await page.getByTestId('mouse-card').first().waitFor()
      expect(await page.getByTestId('mouse-card').first().getAttribute('data-handle')).toBe(bestOnFitPage)
      expect(pageErrors(page)).toEqual([])
    })

    it('filters to the mice that fit, keeps hand= in the URL through filter changes and carries it to compare', async () => {
      const page = await browser.open('/mouse/browse?hand=190x85-claw&sort=fit', viewport)
      await fitState(page, 'on')
      const total = Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/,/g, '').match(/\d+/)?.[0])
      await page.getByTestId('fits-my-hand').click()
      await page.waitForURL(/fit=great%2Cgood|fit=great,good/)
      await page.waitForFunction((before) => !document.querySelector('[data-testid="result-count"]')?.textContent?.replace(/,/g, '').startsWith(`${before} `), total)
      for (const score of (await scores(page)).map(Number)) expect(score).toBeGreaterThanOrEqual(70)

      await page.getByRole('searchbox', { name: 'Search mice' }).fill('razer')
      await page.waitForURL(/q=razer/)
      expect(new URL(page.url()).searchParams.get('hand')).toBe('190x85-claw')

      await page.getByTestId('compare-toggle').first().click()
      await page.getByTestId('compare-toggle').nth(1).click()
      expect(await page.getByTestId('compare-link').getAttribute('href')).toMatch(/^\/mouse\/compare\?p=.+&hand=190x85-claw$/)
      // The hand came from the link: this browser's own hand was left alone.
      expect(await page.evaluate(() => localStorage.getItem('handProfile'))).toBeNull()
      expect(pageErrors(page)).toEqual([])
    })

    it('shows the plain browse page for a garbage hand=', async () => {
      const page = await browser.open('/mouse/browse?hand=999x1-claw&sort=fit&fit=great', viewport)
      await fitState(page, 'none')
      expect(await page.getByTestId('fit-badge').count()).toBe(0)
      expect(await page.getByTestId('browse-hand').count()).toBe(0)
      expect(await page.locator('#mouse-sort option[value="fit"]').count()).toBe(0)
      expect(await page.locator('#mouse-sort').inputValue()).toBe('released')
      const count = (await page.getByTestId('result-count').textContent()) ?? ''
      const [shown, of] = count.replace(/,/g, '').match(/\d+/g)!.map(Number)
      expect(shown).toBe(of)
      expect(await page.getByRole('link', { name: 'Set your hand size' }).isVisible()).toBe(true)
      expect(pageErrors(page)).toEqual([])
    })
  })
}
