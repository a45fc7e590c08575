import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

describe('reviews', () => {
  it('lists every review newest first and opens one rendered from markdown', async () => {
    const page = await browser.open('/reviews', 'desktop')
    const list = page.getByTestId('article-list')
    await list.waitFor()
    const dates = await list.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
    expect(dates.length).toBeGreaterThan(1)
    expect([...dates].sort().reverse()).toEqual(dates)
    const first = list.getByRole('link').first()
    const title = (await first.textContent())!
    await first.click()
    await page.waitForURL(/\/mouse\/review\/.+\/.+/)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${title} | MouseCompare`)
    const markdown = page.getByTestId('markdown-text')
    expect(await markdown.locator('h2').count()).toBeGreaterThan(0)
    expect(await markdown.locator('li').count()).toBeGreaterThan(0)
    expect(await markdown.locator('script').count()).toBe(0)
    await page.getByTestId('review-spec-box').waitFor()
    expect(await page.getByTestId('review-spec-box').getByRole('link', { name: 'Find similar mice' }).getAttribute('href')).toMatch(/^\/mouse\/find-similar\?mouse=/)
    expect(pageErrors(page)).toEqual([])
  })

  it('a review link opened directly renders, and its compare link opens the compare page', async () => {
    const page = await browser.open('/mouse/review/razer/viper-v3-pro', 'phone')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // The box reads the few dozen mice the reviews name, not the 1 MB catalogue.
    await page.getByTestId('review-spec-box').waitFor()
    const dataRead = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()!))
    expect(dataRead).toContain('reviewed_mice.json')
    expect(dataRead).not.toContain('mice.json')
    expect(dataRead).not.toContain('mouse_list.json')
    await page.getByTestId('review-spec-box').getByRole('link', { name: /^Compare/ }).click()
    await page.waitForURL(/\/mouse\/compare\?p=Razer-Viper-V3-Pro/)
    await page.getByTestId('shape-comparison').waitFor()
  })

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`an unknown review slug shows the 404 page (${viewport})`, async () => {
      const page = await browser.open('/mouse/review/nobody/no-such-review', viewport)
      await page.getByTestId('not-found-message').waitFor()
      expect(await page.getByTestId('not-found-message').textContent()).toBe('Page Not Found: /mouse/review/nobody/no-such-review')
    })
  }

  it('the mouse reviews list shows mouse reviews only', async () => {
    const page = await browser.open('/mouse/reviews', 'desktop')
    await page.getByTestId('article-list').waitFor()
    const labels = await page.getByTestId('article-list').locator('li').evaluateAll((items) => items.map((item) => item.querySelector('.chakra-badge')?.textContent))
    expect(new Set(labels)).toEqual(new Set(['Mouse']))
  })

  // axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).
})
