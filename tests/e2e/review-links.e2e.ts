import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

const card = (handle: string) => `[data-testid="mouse-card"][data-handle="${handle}"]`

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`review links say which review they open (${viewport})`, () => {
    it('"Review" only on mice the review is about; "Mentioned in: <title>" on mice a review only mentions; nothing on the others', async () => {
      const page = await browser.open('/mouse/browse?q=viper', viewport)
      await page.locator(card('razer-viper')).waitFor()
      const viper = page.locator(card('razer-viper'))
      expect(await viper.getByRole('link', { name: /^Read the review/ }).count()).toBe(0)
      const mention = viper.getByTestId('mentioned-in')
      expect(await mention.textContent()).toBe('Mentioned in: Razer Naga Left-Handed Edition: a real MMO mouse for the left hand')
      await mention.click()
      await page.waitForURL('**/mouse/review/razer/naga-left-handed-edition')
      await page.getByTestId('review-mentions').waitFor()
      expect(await page.getByTestId('review-mentions').textContent()).toContain('Razer Viper')
      expect(pageErrors(page)).toEqual([])
    })

    it('"Read the review" opens the review of that mouse', async () => {
      // The Viper V3 Pro has a review of its own.
      const page = await browser.open('/mouse/browse?q=viper%20v3%20pro', viewport)
      const v3 = page.locator(card('razer-viper-v3-pro'))
      await v3.getByRole('link', { name: 'Read the review of Razer Viper V3 Pro' }).click()
      await page.waitForURL('**/mouse/review/razer/viper-v3-pro')
      await page.getByRole('heading', { level: 1, name: 'Razer Viper V3 Pro: taller, lighter, faster' }).waitFor()
      expect(pageErrors(page)).toEqual([])
    })

    it('a mouse no review covers offers no review link', async () => {
      const page = await browser.open('/mouse/browse?q=g305', viewport)
      const g305 = page.locator(card('logitech-g305-lightspeed'))
      await g305.waitFor()
      expect(await g305.getByRole('link', { name: /review/i }).count()).toBe(0)
      expect(await g305.getByTestId('mentioned-in').count()).toBe(0)
    })
  })
}
