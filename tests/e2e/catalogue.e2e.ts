/**
 * Issue 18: the catalogue at market scale, in the browser. A mouse that only the BuildCores OpenDB
 * import knows (the Attack Shark X6: no curated record) can be found, compared and sourced; figures
 * that are not known are an option of their own in the filters; long facet lists can be searched;
 * the About the data page is reachable from the menus and gives the ODC-By attribution.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()

const count = async (page: Page) => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/,/g, '').match(/^\d+/)?.[0])
/** The "N mice of M" total, whatever the filters. */
const total = async (page: Page) => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/,/g, '').match(/of (\d+)/)?.[1])

async function openFilters(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') {
    const toggle = page.getByTestId('filters-toggle')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  return page.getByTestId('filters')
}

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`the full catalogue (${viewport})`, () => {
    it('finds a mouse only the import knows, and lists more than a thousand', async () => {
      const page = await browser.open('/mouse/browse', viewport)
      await page.getByTestId('result-count').waitFor()
      expect(await total(page)).toBeGreaterThan(1_000)
      await page.getByRole('searchbox', { name: 'Search mice' }).fill('attack shark x6')
      await page.waitForFunction(() => document.querySelector('[data-testid="result-count"]')?.textContent?.startsWith('1 mouse '))
      const card = page.getByTestId('mouse-card')
      expect(await card.count()).toBe(1)
      expect(await card.getByText('Attack Shark', { exact: true }).count()).toBe(1)
      expect(await card.getByText('X6', { exact: true }).count()).toBe(1)
      // Its figures come from the import; the hand it is made for is not known, and the card says so.
      const text = await card.textContent()
      expect(text).toContain('118.3 × 62 × 37.3 mm · 49 g')
      expect(text).toContain('hand not known')
      expect(pageErrors(page)).toEqual([])
    })

    it('offers "Not known" in a filter, with its count, and filters by it', async () => {
      const page = await browser.open('/mouse/browse', viewport)
      await page.getByTestId('result-count').waitFor()
      const all = await total(page)
      const filters = await openFilters(page, viewport)
      const section = filters.locator('details').filter({ has: page.locator('summary', { hasText: /^›?\s*Front flare/ }) })
      if ((await section.getAttribute('open')) === null) await section.locator('summary').click()
      const unknown = section.getByRole('checkbox', { name: /^Not known/ })
      await unknown.check()
      await page.waitForURL(/flare=unknown/)
      await page.waitForFunction((previous) => {
        const text = document.querySelector('[data-testid="result-count"]')?.textContent?.replace(/,/g, '') ?? ''
        return Number(text.match(/^\d+/)?.[0]) < previous
      }, all)
      const unknownFlare = await count(page)
      // Most imported mice have no shape descriptors yet: they are most of the catalogue.
      expect(unknownFlare).toBeGreaterThan(all / 2)
      expect(unknownFlare).toBeLessThan(all)
      expect(pageErrors(page)).toEqual([])
    })

    it('searches the brand list', async () => {
      const page = await browser.open('/mouse/browse', viewport)
      await page.getByTestId('result-count').waitFor()
      const filters = await openFilters(page, viewport)
      const search = filters.getByRole('searchbox', { name: 'Search brands' })
      await search.fill('attack')
      const brands = filters.getByRole('group', { name: 'Brand' })
      await expect.poll(() => brands.locator('label').count()).toBeLessThan(5)
      const labels = await brands.locator('label').allTextContents()
      expect(labels.length).toBeGreaterThan(0)
      for (const label of labels) expect(label.toLowerCase()).toContain('attack')
      await brands.getByRole('checkbox', { name: /^Attack Shark/ }).check()
      await page.waitForURL(/brand=attack-shark/)
      expect(await count(page)).toBeGreaterThan(0)
    })
  })
}

describe('comparing an imported mouse', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`says where its figures and outline come from (${viewport})`, async () => {
      const page = await browser.open('/mouse/compare?p=Attack-Shark-X6-vs.-Logitech-G-Pro-X-Superlight-2', viewport)
      await page.getByTestId('shape-comparison').waitFor()
      const notes = await page.getByTestId('outline-note').allTextContents()
      expect(notes).toEqual(['Outline generated from its dimensions only (its shape is not described yet)', 'Outline generated from its dimensions and shape descriptors'])
      // Each view says it again under the drawing, for each mouse.
      const captions = await page.getByTestId('view-caption').allTextContents()
      expect(captions).toHaveLength(6)
      expect(captions.slice(0, 2)).toEqual(['Attack Shark X6: generated from its dimensions only (its shape is not described yet)', 'Logitech G Pro X Superlight 2: generated from its dimensions and shape descriptors'])
      const table = page.getByTestId('specifications-table')
      const source = table.getByRole('row', { name: /^Source \(size, weight, release\)/ })
      expect(await source.getByRole('cell').first().textContent()).toBe('BuildCores OpenDB')
      expect(await source.getByRole('cell').nth(1).textContent()).toMatch(/^Maker/)
      // Figures nobody has published read "not known", never a guess.
      const flare = table.getByRole('row', { name: /^Front flare/ })
      expect(await flare.getByRole('cell').first().textContent()).toBe('not known')
      expect(pageErrors(page)).toEqual([])
    })
  }
})

describe('About the data', () => {
  it('is in the More menu on the desktop and gives the ODC-By attribution', async () => {
    const page = await browser.open('/', 'desktop')
    const trigger = page.getByTestId('desktop-nav').getByRole('button', { name: /^More/ })
    await trigger.click()
    await page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`).getByRole('link', { name: 'About the data' }).click()
    await page.waitForURL(/\/about-the-data$/)
    await page.getByRole('heading', { level: 1, name: 'About the data' }).waitFor()
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('About the data | MouseCompare')
    const attribution = page.getByTestId('odc-by-attribution')
    expect(await attribution.getByRole('link', { name: /Open Data Commons Attribution License/ }).getAttribute('href')).toBe('https://opendatacommons.org/licenses/by/1-0/')
    expect(pageErrors(page)).toEqual([])
  })

  it('is in the phone drawer, and is served directly', async () => {
    const page = await browser.open('/about-the-data', 'phone')
    await page.getByRole('heading', { level: 1, name: 'About the data' }).waitFor()
    await page.getByTestId('drawer-button').click()
    const link = page.getByTestId('mobile-drawer').getByRole('link', { name: 'About the data' })
    expect(await link.getAttribute('href')).toBe('/about-the-data')
  })
})
