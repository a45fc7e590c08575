import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()
const viewportNames: ViewportName[] = ['desktop', 'phone']

const kinds = [
  { id: 'sensors', browse: 'Browse mouse sensors', compare: 'Compare mouse sensors', p: 'PixArt-PAW3950-vs.-Logitech-HERO-2', param: 'sensor' },
  { id: 'switches', browse: 'Browse mouse switches', compare: 'Compare mouse switches', p: 'Razer-Optical-Mouse-Switch-Gen-3-vs.-Logitech-LIGHTFORCE', param: 'switch' },
  { id: 'encoders', browse: 'Browse scroll wheel encoders', compare: 'Compare scroll wheel encoders', p: 'TTC-Series-103-encoder-7-mm-vs.-Alps-Alpine-EC10E-EC10E1220505', param: 'encoder' },
] as const

async function noHorizontalPageScroll(page: Page) {
  // The results table scrolls sideways inside its own box; the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

describe.each(viewportNames)('component pages (%s)', (viewport) => {
  for (const kind of kinds) {
    it(`/mouse/${kind.id}/browse lists every one with its figures`, async () => {
      const page = await browser.open(`/mouse/${kind.id}/browse`, viewport)
      await page.getByRole('heading', { level: 1, name: kind.browse }).waitFor()
      const table = page.getByTestId('results-table')
      await table.waitFor()
      expect(await table.getByRole('rowheader').count()).toBeGreaterThan(5)
      expect(await page.getByTestId('result-count').textContent()).toMatch(new RegExp(`^\\d+ `))
      await noHorizontalPageScroll(page)
      expect(pageErrors(page)).toEqual([])
    })

    it(`/mouse/${kind.id}/compare compares the components of p, shareable`, async () => {
      const page = await browser.open(`/mouse/${kind.id}/compare?p=${kind.p}-vs.-Unknown-Part`, viewport)
      await page.getByRole('heading', { level: 1, name: kind.compare }).waitFor()
      const table = page.getByTestId('specifications-table')
      await table.waitFor()
      expect(await table.locator('thead th').count()).toBe(3)
      expect(await page.getByTestId('missing-component').textContent()).toContain('Unknown-Part not found')
      expect(await page.locator('tr[data-differs]').count()).toBeGreaterThan(0)
      await noHorizontalPageScroll(page)
      expect(pageErrors(page)).toEqual([])
    })
  }

  it('filters sensors, keeps the filters in the URL, and leads to the mice that use a sensor', async () => {
    const page = await browser.open('/mouse/sensors/browse', viewport)
    await page.getByTestId('results-table').waitFor()
    if (viewport === 'phone') await page.getByTestId('filters-toggle').click()
    await page.getByTestId('filters').getByRole('checkbox', { name: /^Laser/ }).check()
    await page.waitForFunction(() => location.search === '?type=laser')
    // On a phone the filters are a modal sheet: its "Show N sensors" button closes it.
    if (viewport === 'phone') await page.getByTestId('show-results').click()
    const total = await page.getByTestId('result-count').textContent()
    expect(total).toMatch(/^\d+ of \d+ sensors$/)
    // Sorting by a header, by keyboard.
    await page.getByTestId('results-table').getByRole('button', { name: /Max DPI/ }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => location.search.includes('sort=-dpi'))
    await page.reload()
    await page.getByTestId('results-table').waitFor()
    expect(await page.getByTestId('result-count').textContent()).toBe(total)
    expect(await page.getByTestId('results-table').getByRole('columnheader', { name: /Max DPI/ }).getAttribute('aria-sort')).toBe('descending')

    // The mice that use a sensor: mouse browse filtered by it.
    await page.goto(browser.baseUrl() + '/mouse/sensors/browse')
    const link = page.getByTestId('results-table').getByRole('link', { name: /mice with the PixArt PAW3950/ })
    expect(await link.getAttribute('href')).toBe('/mouse/browse?sensor=pixart-paw3950')
    await link.click()
    await page.waitForURL('**/mouse/browse?sensor=pixart-paw3950')
    await page.getByRole('heading', { level: 1 }).waitFor()
  })

  it("follows a switch page's mice link to mouse browse filtered by that switch", async () => {
    const page = await browser.open('/mouse/switches/compare?p=Logitech-LIGHTFORCE', viewport)
    const link = page.getByTestId('component-mice').getByRole('link', { name: /mice with the Logitech LIGHTFORCE$/ })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('/mouse/browse?switch=logitech-lightforce')
    const expected = Number((await link.textContent())?.match(/(\d+) mice/)?.[1])
    expect(expected).toBeGreaterThan(1)
    await link.click()
    await page.waitForURL('**/mouse/browse?switch=logitech-lightforce')
    await page.waitForFunction((count) => document.querySelector('[data-testid="result-count"]')?.textContent?.startsWith(`${count} mice of `), expected)
    // The cards are windowed (a phone shows only some): the list says how many it holds.
    const list = page.getByRole('list', { name: `${expected} mice` })
    expect(await list.getByRole('listitem').first().getAttribute('aria-setsize')).toBe(String(expected))
    await page.getByTestId('mouse-card').first().waitFor()
    const handles = await page.getByTestId('mouse-card').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.handle))
    expect(handles.length).toBeGreaterThan(0)
    for (const handle of handles) expect(handle).toMatch(/^logitech-/)
    if (viewport === 'phone') await page.getByTestId('filters-toggle').click()
    expect(await page.getByTestId('filters').getByRole('checkbox', { name: /^Logitech LIGHTFORCE/ }).isChecked()).toBe(true)
    expect(pageErrors(page)).toEqual([])
  })

  it('adds and removes sensors on the compare page, the selection living in the URL', async () => {
    const page = await browser.open('/mouse/sensors/compare?p=PixArt-PAW3950', viewport)
    const picker = page.getByTestId('component-picker')
    await picker.getByRole('searchbox').fill('hero 2')
    await picker.getByTestId('picker-results').getByRole('button', { name: '+ Logitech HERO 2', exact: true }).click()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'PixArt-PAW3950-vs.-Logitech-HERO-2')
    await page.getByTestId('specifications-table').waitFor()
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('PixArt PAW3950 vs. Logitech HERO 2 | MouseCompare')
    await page.getByRole('button', { name: 'Remove PixArt PAW3950' }).click()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Logitech-HERO-2')
    await page.goBack()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'PixArt-PAW3950-vs.-Logitech-HERO-2')
    expect(await page.getByTestId('selected-component').count()).toBe(2)
  })
})

describe('compare selection from the browse page', () => {
  it('gathers sensors and opens their comparison', async () => {
    const page = await browser.open('/mouse/sensors/browse', 'desktop')
    const table = page.getByTestId('results-table')
    await table.getByRole('button', { name: 'Add PixArt PAW3950', exact: true }).click()
    await table.getByRole('button', { name: 'Add Razer Focus Pro 35K Gen-2', exact: true }).click()
    await page.getByTestId('compare-link').click()
    await page.waitForURL('**/mouse/sensors/compare?p=PixArt-PAW3950-vs.-Razer-Focus-Pro-35K-Gen-2')
    await page.getByTestId('specifications-table').waitFor()
  })
})

// axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).
