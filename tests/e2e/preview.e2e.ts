/**
 * Issue 17 in Chromium, on the built site served by the worker:
 * - test mode is a preview: the phishing link of the issue shows the 'Preview — not published'
 *   banner at both sizes, the promo's external link is text, the page is noindex, the preview
 *   follows the tab until it is left, and a clean address in another tab shows nothing of it;
 * - a test product is marked in browse and compare;
 * - a catalogue file that cannot be loaded is the error screen with its status, not a 404 page;
 * - another spelling of a review's address lands on its own address.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { previewMessages } from '../../web/lib/preview-messages'
import { axeViolations } from './axe'
import { pageErrors, useBrowser, viewports, type ViewportName } from './browser'

const browser = useBrowser()

const phishing = `/?${new URLSearchParams({
  testDbObject: 'true',
  dbObjectType: 'promo',
  handle: 'claim-prize',
  title_text: 'Your account needs attention',
  horizontal_text: 'Sign in again to claim your prize',
  button_text: 'Claim',
  link_type: 'external',
  link_url: 'https://evil.example/login',
})}`

const testMouse = `?${new URLSearchParams({
  testDbObject: 'true',
  dbObjectType: 'product',
  general__category: 'mouse',
  general__handle: 'preview-phantom',
  general__brand_names: 'Acme',
  general__brand_handles: 'acme',
  general__model: 'Phantom',
  mouse__length: '120',
  mouse__width: '61',
  mouse__height: '38',
  mouse__weight: '55',
  mouse__shape: 'symmetrical',
  mouse__hand_compatibility: 'ambidextrous',
})}`

const banner = (page: Page) => page.getByTestId('preview-banner')
const slide = (page: Page) => page.getByRole('region', { name: 'Promotions' }).getByTestId('promo-slide')

async function robots(page: Page): Promise<string | null> {
  return page.evaluate(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null)
}

describe('the issue’s phishing link', () => {
  it.each(['desktop', 'phone'] as ViewportName[])('is an unmistakable preview at %s size: banner in view, link as text, noindex', async (viewport) => {
    const page = await browser.open(phishing, viewport)
    await banner(page).waitFor({ state: 'visible' })
    const box = (await banner(page).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(viewports[viewport].height)
    expect(box.width).toBeGreaterThan(viewports[viewport].width * 0.9)
    expect(await banner(page).getByRole('heading', { name: previewMessages.notPublished }).isVisible()).toBe(true)
    expect(await banner(page).getByRole('button', { name: previewMessages.leavePreview }).isVisible()).toBe(true)
    // The worker's HTML already says noindex, before any script.
    const html = await (await fetch(browser.baseUrl() + phishing)).text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(await robots(page)).toBe('noindex')

    await slide(page).waitFor({ state: 'visible' })
    expect(await slide(page).getAttribute('data-handle')).toBe('claim-prize')
    await slide(page).getByTestId('preview-mark').waitFor({ state: 'visible' })
    expect(await slide(page).getByTestId('promo-link-not-followed').textContent()).toContain('https://evil.example/login')
    expect(await page.locator('a[href*="evil.example"]').count()).toBe(0)
    // The banner and the preview's slide keep the page accessible (both themes are covered by accessibility-*.e2e.ts for the rest).
    expect(await axeViolations(page)).toEqual([])
    // Clicking the slide goes nowhere.
    await slide(page).click({ position: { x: 20, y: 20 } })
    expect(new URL(page.url()).origin).toBe(browser.baseUrl())
    expect(pageErrors(page)).toEqual([])
  })

  it('follows the tab to its clean pages, with the banner, until the editor leaves the preview', async () => {
    const page = await browser.open(phishing, 'desktop')
    await banner(page).waitFor({ state: 'visible' })
    await page.goto(`${browser.baseUrl()}/mouse/browse`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await banner(page).waitFor({ state: 'visible' })
    expect(await robots(page)).toBe('noindex')
    await slide(page).waitFor({ state: 'visible' })
    expect(await slide(page).getAttribute('data-handle')).toBe('claim-prize')

    await banner(page).getByRole('button', { name: previewMessages.leavePreview }).click()
    await page.waitForFunction(() => !document.querySelector('[data-testid="preview-banner"]') && document.querySelector('h1'))
    expect(new URL(page.url()).pathname).toBe('/mouse/browse')
    expect(new URL(page.url()).search).toBe('')
    await slide(page).waitFor({ state: 'visible' })
    expect(await slide(page).getAttribute('data-handle')).not.toBe('claim-prize')
    expect(await page.evaluate(() => sessionStorage.getItem('testDbObject'))).toBeNull()
    expect(await robots(page)).toBeNull()
    // Back at the home page: still clean.
    await page.goto(`${browser.baseUrl()}/`)
    await slide(page).waitFor({ state: 'visible' })
    expect(await page.getByTestId('preview-banner').count()).toBe(0)
    expect(await slide(page).getAttribute('data-handle')).not.toBe('claim-prize')
  })

  it('leaving on the preview address itself lands on the clean address', async () => {
    const page = await browser.open(phishing, 'phone')
    await banner(page).getByRole('button', { name: previewMessages.leavePreview }).click()
    await page.waitForURL(`${browser.baseUrl()}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByTestId('preview-banner').count()).toBe(0)
  })

  it('never reaches another tab that opens a clean address', async () => {
    const first = await browser.open(phishing, 'desktop')
    await banner(first).waitFor({ state: 'visible' })
    const other = await browser.open('/', 'desktop')
    await slide(other).waitFor({ state: 'visible' })
    expect(await other.getByTestId('preview-banner').count()).toBe(0)
    expect(await slide(other).getAttribute('data-handle')).not.toBe('claim-prize')
    expect(await robots(other)).toBeNull()
  })
})

describe('a test product', () => {
  it('is marked in browse and in compare', async () => {
    // By name, the test mouse (no release date) is among the first cards; newest first, it would be last.
    const page = await browser.open(`/mouse/browse${testMouse}&sort=name`, 'desktop')
    const card = page.locator('[data-testid="mouse-card"][data-handle="preview-phantom"]')
    await card.waitFor({ state: 'visible' })
    // The mark loads with the first preview row shown (web/components/ui/preview-mark.tsx).
    await card.getByTestId('preview-mark').waitFor({ state: 'visible' })
    await page.goto(`${browser.baseUrl()}/mouse/compare?p=Acme-Phantom-vs.-Razer-Viper-V3-Pro`)
    const chip = page.getByTestId('selected-mouse').filter({ hasText: 'Phantom' })
    await chip.waitFor({ state: 'visible' })
    await chip.getByTestId('preview-mark').waitFor({ state: 'visible' })
    await page.getByRole('table').getByTestId('preview-mark').first().waitFor()
    expect(await page.getByRole('table').getByTestId('preview-mark').count()).toBe(1)
    await banner(page).waitFor({ state: 'visible' })
    expect(pageErrors(page)).toEqual([])
  })
})

describe('a catalogue file that cannot be loaded', () => {
  it.each([404, 503])('answering %i: the error screen with its status, never "Page not found"', async (status) => {
    const page = await browser.open('/robots.txt', 'phone')
    await page.route('**/data/api/*/mouse_list.json', (route) => route.fulfill({ status, body: 'gone' }))
    await page.goto(`${browser.baseUrl()}/mouse/browse`)
    const screenBox = page.getByTestId('error-screen')
    await screenBox.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await screenBox.textContent()).toContain(`Status code: ${status}`)
    expect(await screenBox.getByRole('link', { name: 'Try again' }).isVisible()).toBe(true)
    expect(await page.getByTestId('not-found').count()).toBe(0)
  })
})

describe('another spelling of a review’s address', () => {
  it('lands on the review’s own address', async () => {
    const page = await browser.open('/mouse/review//LOGITECH/G-Pro-X-Superlight-2', 'desktop')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/mouse/review/logitech/g-pro-x-superlight-2')
    expect(await page.getByTestId('not-found').count()).toBe(0)
  })
})
