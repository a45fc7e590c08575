import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()
const viewportNames: ViewportName[] = ['desktop', 'phone']

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

describe.each(viewportNames)('content pages (%s)', (viewport) => {
  it('lists the current discounts and copies a code to the clipboard', async () => {
    const page = await browser.open('/discounts', viewport, { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.getByRole('heading', { level: 1, name: 'Gaming gear discounts' }).waitFor()
    const card = page.getByTestId('discount-card').filter({ hasText: '12% off SteelSeries mice' })
    await card.getByRole('button', { name: 'Copy code' }).click()
    await card.getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EXAMPLE-STEEL12')
    await expect(card.getByRole('status').textContent()).resolves.toBe('Copied: EXAMPLE-STEEL12')
    const shop = card.getByRole('link', { name: /Shop at SteelSeries/ })
    expect(await shop.getAttribute('target')).toBe('_blank')
    // The demo catalogue's discounts are examples: a plain link, never a sponsored one claiming the discount.
    expect(await card.getByTestId('example-note').count()).toBeGreaterThan(0)
    expect((await shop.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    await noHorizontalScroll(page)
    expect(pageErrors(page)).toEqual([])
  })

  it('opens one discount from the list, titled by it', async () => {
    const page = await browser.open('/discounts', viewport)
    await page.getByRole('link', { name: '12% off SteelSeries mice' }).click()
    await page.waitForURL('**/discounts/steelseries-12-percent')
    await page.getByRole('heading', { level: 1, name: '12% off SteelSeries mice' }).waitFor()
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('12% off SteelSeries mice | MouseCompare')
    expect(await page.getByTestId('discount-detail').getByTestId('discount-code').textContent()).toBe('EXAMPLE-STEEL12')
    await noHorizontalScroll(page)
  })

  it('shows the 404 page for an unknown discount handle', async () => {
    const page = await browser.open('/discounts/no-such-discount', viewport)
    await page.getByTestId('not-found-message').waitFor()
    expect(await page.getByTestId('not-found-message').textContent()).toBe('Page Not Found: /discounts/no-such-discount')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(pageErrors(page)).toEqual([])
  })

  it('lists the affiliate partners under a clear affiliate statement, links opening safely', async () => {
    const page = await browser.open('/affiliates', viewport)
    await page.getByTestId('affiliate-disclosure').waitFor()
    // The demo catalogue's partners are examples: the page says so instead of claiming affiliate links,
    // and their links are plain ones (no rel=sponsored).
    expect(await page.getByTestId('affiliate-disclosure').textContent()).toContain('These partners are examples')
    const links = page.getByTestId('affiliate-list').getByRole('link')
    expect(await links.count()).toBe(8)
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    }
    await noHorizontalScroll(page)
  })

  it('answers /giveaways with the 404 page while the section is disabled', async () => {
    const page = await browser.open('/giveaways', viewport)
    await page.getByTestId('not-found-message').waitFor()
    expect(await page.getByTestId('not-found-message').textContent()).toBe('Page not found: /giveaways')
    expect(await page.locator('a[href="/giveaways"]').count()).toBe(0)
  })

  it('shows the mousepads coming-soon page with its preview', async () => {
    const page = await browser.open('/mousepads', viewport)
    await page.getByRole('heading', { level: 1, name: 'Gaming mousepads' }).waitFor()
    await page.getByTestId('mousepad-preview').waitFor()
    expect(await page.getByTestId('mousepad-preview').getByRole('row').count()).toBeGreaterThan(3)
    await noHorizontalScroll(page)
    expect(pageErrors(page)).toEqual([])
  })
})

describe('the mousepads page from each of its menu entries', () => {
  for (const name of ['Compare', 'Browse']) {
    it(`desktop: Mousepads → ${name}`, async () => {
      const page = await browser.open('/', 'desktop')
      const trigger = page.getByTestId('desktop-nav').getByRole('button', { name: /^Mousepads/ })
      await trigger.click()
      const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click()
      await page.waitForURL('**/mousepads')
      await page.getByRole('heading', { level: 1, name: 'Gaming mousepads' }).waitFor()
      expect(await trigger.getAttribute('data-active')).toBe('')
    })
  }

  for (const index of [0, 1]) {
    it(`phone drawer: Mousepads → ${index === 0 ? 'Compare' : 'Browse'}`, async () => {
      const page = await browser.open('/', 'phone')
      await page.getByTestId('drawer-button').click()
      const drawer = page.getByTestId('mobile-drawer')
      await drawer.waitFor({ state: 'visible' })
      const links = drawer.locator('a[href="/mousepads"]')
      expect(await links.count()).toBe(2)
      expect(await links.nth(index).textContent()).toMatch(index === 0 ? /^Compare/ : /^Browse/)
      await links.nth(index).click()
      await page.waitForURL('**/mousepads')
      await drawer.waitFor({ state: 'detached' })
      await page.getByRole('heading', { level: 1, name: 'Gaming mousepads' }).waitFor()
    })
  }
})

describe('accessibility of the content pages', () => {
  // axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).

  it('the copy button works by keyboard alone, with a visible focus ring', async () => {
    const page = await browser.open('/discounts/steelseries-12-percent', 'desktop', { permissions: ['clipboard-read', 'clipboard-write'] })
    const button = page.getByTestId('discount-detail').getByRole('button', { name: 'Copy code' })
    await button.waitFor()
    // Tab from the heading area until the copy button has focus.
    await page.getByRole('heading', { level: 1 }).click()
    for (let step = 0; step < 40 && !(await button.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab')
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await page.getByTestId('discount-detail').getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EXAMPLE-STEEL12')
  })
})
