/**
 * The fit page (issue 22) in Chromium at desktop and phone: set a hand in millimetres and in
 * inches, reload and keep it, open its shared link in a fresh browser and see the same hand, clear
 * it. axe on the page in both themes: accessibility-*.e2e.ts (every route).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

async function setHand(page: Page, length: string, breadth: string, grip: RegExp) {
  await page.getByTestId('hand-length').fill(length)
  await page.getByTestId('hand-breadth').fill(breadth)
  await page.getByRole('radio', { name: grip }).check()
  await page.getByRole('button', { name: 'Use this hand' }).click()
}

const summary = (page: Page) => page.getByTestId('hand-summary')

/** Waits until the summary says `text`. */
async function expectSummary(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="hand-summary"]')?.textContent?.includes(expected) ?? false,
    text,
  )
  expect(await summary(page).textContent()).toContain(text)
}

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`the fit page (${viewport})`, () => {
    it('sets a hand in mm, keeps it on reload, shares it and clears it', async () => {
      const page = await browser.open('/mouse/fit', viewport)
      await page.getByTestId('hand-form').waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Which gaming mice fit your hand')
      expect(await summary(page).textContent()).toContain('No hand set yet')

      await setHand(page, '190', '85', /Claw/)
      await expectSummary(page, '190 × 85 mm, claw grip')
      await page.getByTestId('fit-result').first().waitFor()
      expect(await page.getByTestId('fit-ideal-size').textContent()).toBe('117.8 × 63.8 × 39.9 mm')
      expect(await page.getByTestId('fit-result').first().textContent()).toMatch(/claw grip at 19 cm/)

      await page.reload()
      await expectSummary(page, '190 × 85 mm, claw grip')
      expect(await page.getByTestId('hand-length').inputValue()).toBe('190')
      expect(await page.getByRole('radio', { name: /Claw/ }).isChecked()).toBe(true)

      // The shared link, opened in a fresh browser (no storage), shows the same hand.
      const href = await page.getByTestId('hand-share-link').getAttribute('href')
      expect(href).toBe('/mouse/fit?hand=190x85-claw')
      const friend = await browser.open(href!, viewport, { freshBrowser: true })
      await expectSummary(friend, '190 × 85 mm, claw grip')
      await friend.getByTestId('hand-from-link').waitFor()
      await friend.getByTestId('fit-result').first().waitFor()
      expect(await friend.getByTestId('fit-result').first().getAttribute('data-handle')).toBe(await page.getByTestId('fit-result').first().getAttribute('data-handle'))
      expect(await friend.evaluate(() => localStorage.getItem('handProfile'))).toBeNull()

      await page.getByRole('button', { name: 'Clear my hand' }).click()
      await expectSummary(page, 'No hand set yet')
      await page.reload()
      await expectSummary(page, 'No hand set yet')
      expect(await page.getByTestId('fit-result').count()).toBe(0)
      expect(pageErrors(page)).toEqual([])
      expect(pageErrors(friend)).toEqual([])
    })

    it('sets a hand in inches and keeps it, in inches, on reload', async () => {
      const page = await browser.open('/mouse/fit', viewport)
      await page.getByTestId('hand-form').waitFor()
      await page.getByRole('button', { name: 'inches' }).click()
      await page.getByLabel('Hand length (in)').waitFor()
      await setHand(page, '7.5', '3.35', /Palm/)
      await expectSummary(page, '7.5 × 3.35 in, palm grip')
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('handProfile')))!)).toEqual({ lengthMm: 190.5, breadthMm: 85.1, grip: 'palm' })

      await page.reload()
      await expectSummary(page, '7.5 × 3.35 in, palm grip')
      expect(await page.getByLabel('Hand length (in)').inputValue()).toBe('7.5')
      // Switching back shows millimetres.
      await page.getByRole('button', { name: 'mm' }).click()
      await expectSummary(page, '190.5 × 85.1 mm, palm grip')
      expect(await page.getByLabel('Hand length (mm)').inputValue()).toBe('190.5')
      expect(await page.getByTestId('hand-share-link').getAttribute('href')).toBe('/mouse/fit?hand=190.5x85.1-palm')
      expect(pageErrors(page)).toEqual([])
    })

    it('ignores a hand in the link that is not valid, and says so', async () => {
      const page = await browser.open('/mouse/fit?hand=19x85-claw', viewport)
      await page.getByTestId('hand-link-invalid').waitFor()
      expect(await summary(page).textContent()).toContain('No hand set yet')
      expect(pageErrors(page)).toEqual([])
    })
  })
}
