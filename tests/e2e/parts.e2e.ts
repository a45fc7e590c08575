/**
 * Parts, connected (issue 29), at both sizes: a switch page lists its mice as links and its browse
 * link filters mouse browse to exactly them; a family is shown as a family; mouse browse filters by
 * switch (with the facet's search) and by switch family; a mouse NVIDIA measured shows its click
 * latency with the attribution; a maker's sensor names the PixArt part it is.
 */
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()
const viewportNames: ViewportName[] = ['desktop', 'phone']

describe.each(viewportNames)('parts (%s)', (viewport) => {
  it('a switch page lists its mice as links, and its browse link filters mouse browse to them', async () => {
    const page = await browser.open('/mouse/switches/compare?p=Kailh-GM-8.0', viewport)
    const mice = page.getByTestId('component-mice')
    const first = mice.getByTestId('component-mouse-link').first()
    await first.waitFor()
    expect(await mice.getByTestId('component-mouse-link').count()).toBeGreaterThan(5)
    expect(await first.getAttribute('href')).toMatch(/^\/mouse\/compare\?p=/)
    const link = mice.getByRole('link', { name: /^(All|Browse) \d+ mice with the Kailh GM 8\.0$/ })
    expect(await link.getAttribute('href')).toBe('/mouse/browse?switch=kailh-gm-8-0')
    const expected = Number((await link.textContent())?.match(/(\d+) mice/)?.[1])
    expect(expected).toBeGreaterThan(10)
    // The count in the specification table is the same one link.
    expect(await page.getByTestId('specifications-table').getByRole('link', { name: `${expected} mice with the Kailh GM 8.0` }).getAttribute('href')).toBe('/mouse/browse?switch=kailh-gm-8-0')
    await link.click()
    await page.waitForURL('**/mouse/browse?switch=kailh-gm-8-0')
    await page.waitForFunction((count) => document.querySelector('[data-testid="result-count"]')?.textContent?.startsWith(`${count} mice of `), expected)
    if (viewport === 'phone') await page.getByTestId('filters-toggle').click()
    expect(await page.getByTestId('filters').getByRole('checkbox', { name: /^Kailh GM 8\.0\b/ }).isChecked()).toBe(true)
    expect(pageErrors(page)).toEqual([])
  })

  it('a switch that names only a family is shown as the family, with a link to every mouse of the family', async () => {
    const page = await browser.open('/mouse/switches/compare?p=Omron-Optical', viewport)
    const table = page.getByTestId('specifications-table')
    await table.waitFor()
    expect(await table.getByText('family, model not stated').count()).toBeGreaterThan(0)
    expect(await table.getByText('A family (the source does not say which model)').count()).toBe(1)
    const family = page.getByTestId('component-mice').getByRole('link', { name: 'Every mouse with a switch of the Omron Optical family' })
    expect(await family.getAttribute('href')).toBe('/mouse/browse?switchFamily=omron-optical')
    // A mouse that names the family says so, and never shows a model.
    const mouse = page.getByTestId('component-mice').getByTestId('component-mouse-link').first()
    await mouse.click()
    await page.waitForURL('**/mouse/compare?p=**')
    await page.getByTestId('specifications-table').getByText('(family; the model is not stated)').waitFor()
    expect(pageErrors(page)).toEqual([])
  })

  it('mouse browse filters by switch, finding it with the facet’s search, and by switch family', async () => {
    const page = await browser.open('/mouse/browse', viewport)
    await page.getByTestId('result-count').waitFor()
    if (viewport === 'phone') await page.getByTestId('filters-toggle').click()
    const filters = page.getByTestId('filters')
    const open = async (title: RegExp) => {
      const section = filters.locator('details').filter({ has: page.locator('summary', { hasText: title }) })
      if ((await section.getAttribute('open')) === null) await section.locator('summary').click()
    }
    await open(/^›?\s*Switch$/)
    const search = filters.getByRole('searchbox', { name: 'Search switches' })
    await search.fill('zippy')
    const option = filters.getByRole('checkbox', { name: /^Zippy DF3-P1L1/ })
    await option.check()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('switch') === 'zippy-df3-p1l1')
    await open(/^›?\s*Switch family$/)
    await option.uncheck()
    await filters.getByRole('searchbox', { name: 'Search switch families' }).fill('d2fc')
    await filters.getByRole('checkbox', { name: /^Omron D2FC-F-7N\b/ }).check()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('switchFamily') === 'omron-d2fc-f-7n')
    if (viewport === 'phone') await page.getByTestId('show-results').click()
    // The family takes in the mice that name one of its models (20M, 100M…) as well as the family.
    expect(Number((await page.getByTestId('result-count').textContent())?.match(/^(\d+) mice/)?.[1])).toBeGreaterThan(60)
    expect(pageErrors(page)).toEqual([])
  })

  it('a mouse NVIDIA measured shows its click latency in both modes, with the attribution', async () => {
    const page = await browser.open('/mouse/compare?p=Razer-Viper-Ultimate', viewport)
    const table = page.getByTestId('specifications-table')
    await table.waitFor()
    const row = table.getByRole('row', { name: /Click latency \(measured\)/ })
    await row.waitFor()
    const text = await row.textContent()
    expect(text).toContain('1.72 ms ± 0.42')
    expect(text).toContain('wired, firmware 0100, measured 2020')
    expect(text).toContain('2.52 ms ± 0.49')
    expect(text).toContain('wireless, firmware 0200, measured 2020')
    expect(await table.getByRole('row', { name: /Source \(click latency\)/ }).textContent()).toContain('NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0')
    expect(pageErrors(page)).toEqual([])
  })

  it('a maker’s sensor names the PixArt part it is, and both are links', async () => {
    const page = await browser.open('/mouse/compare?p=Roccat-Kone-Pro', viewport)
    const table = page.getByTestId('specifications-table')
    const row = table.locator('tr').filter({ has: page.getByRole('rowheader', { name: 'Sensor', exact: true }) })
    await row.waitFor()
    expect((await row.textContent())?.replace(/\s+/g, ' ')).toContain('Roccat Owl-Eye 19K, a PixArt PAW3370')
    expect(await row.getByRole('link', { name: 'PixArt PAW3370' }).getAttribute('href')).toBe('/mouse/sensors/compare?p=PixArt-PAW3370')
    expect(pageErrors(page)).toEqual([])
  })
})

describe('the browse table’s click latency', () => {
  it('sorts by measured latency, fastest first, and names NVIDIA under the table', async () => {
    const page = await browser.open('/mouse/browse?view=table&sort=latency', 'desktop')
    const table = page.getByTestId('results-table')
    await table.waitFor()
    expect(await table.getByRole('columnheader', { name: /Click latency/ }).getAttribute('aria-sort')).toBe('ascending')
    expect(await table.getByRole('rowheader').first().textContent()).toBe('ASUS ROG Chakram Core')
    expect(await page.getByTestId('latency-footnote').textContent()).toContain('NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0')
  })
})
