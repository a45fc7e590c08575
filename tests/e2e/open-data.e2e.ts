import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()
const viewportNames: ViewportName[] = ['desktop', 'phone']

async function openDataPage(viewport: ViewportName, path = '/open-data'): Promise<Page> {
  const page = await browser.open(path, viewport)
  await page.getByRole('heading', { level: 1, name: 'Open data: the catalogue API and downloads' }).waitFor()
  return page
}

describe.each(viewportNames)('the open-data page (%s)', (viewport) => {
  it('renders its sections, has its own title and description, and does not scroll sideways', async () => {
    const page = await openDataPage(viewport)
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Open data: the catalogue API and downloads | MouseCompare')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('JSON and CSV')
    const headings = (await page.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim())
    expect(headings).toEqual(['Downloads', 'Endpoints', 'Examples', 'Formats', 'Schemas', 'Rate of change and caching', 'Versions and changelog', 'Licence and attribution'])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(pageErrors(page)).toEqual([])
  })

  it('every download and schema link answers with its data, from the browser', async () => {
    const page = await openDataPage(viewport)
    const hrefs = await page.locator('a[href^="/api/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
    // Five resources as JSON, CSV and schema, and meta.json.
    expect(hrefs.length).toBe(16)
    for (const href of hrefs) {
      const response = await page.request.get(browser.baseUrl() + href)
      expect(response.status(), href).toBe(200)
      const type = response.headers()['content-type']
      if (href.endsWith('.csv')) {
        expect(type, href).toBe('text/csv; charset=utf-8; header=present')
        expect((await response.text()).split('\r\n')[0], href).toMatch(/^\uFEFF?(general__id|handle),/)
      } else {
        expect(type, href).toBe('application/json; charset=utf-8')
        const body = (await response.json()) as { data?: unknown[]; properties?: object; resources?: object }
        expect(Array.isArray(body.data) || body.properties !== undefined || body.resources !== undefined, href).toBe(true)
        if (body.data) expect(body.data.length, href).toBeGreaterThan(0)
      }
    }
  })

  it('a JSON link opens the data in the browser, and the CSV link downloads a file', async () => {
    const page = await openDataPage(viewport)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Mice as CSV' }).click()])
    expect(download.suggestedFilename()).toBe('mousecompare-mice-v1.csv')
    await page.getByRole('link', { name: 'Brands as JSON' }).click()
    await page.waitForURL('**/api/v1/brands.json')
    const shown = JSON.parse((await page.locator('body').textContent()) ?? '') as { license: { id: string }; data: unknown[] }
    expect(shown.license.id).toBe('ODC-By-1.0')
    expect(shown.data.length).toBeGreaterThan(0)
  })

  it('the JavaScript examples run as they are and print what they say', async () => {
    const page = await openDataPage(viewport)
    for (const id of ['fetch-json', 'fetch-item']) {
      const code = (await page.getByTestId(`example-${id}`).textContent())!
      expect(code).toContain(`${browser.baseUrl()}/api/v1/`)
      const printed = await page.evaluate(async (source) => {
        const lines: string[] = []
        const log = console.log
        console.log = (...parts: unknown[]) => void lines.push(parts.join(' '))
        try {
          // The example is written to be pasted into a console, top-level await included.
          await (0, eval)(`(async () => {\n${source}\n})()`)
        } finally {
          console.log = log
        }
        return lines
      }, code)
      if (id === 'fetch-json') {
        expect(printed[0]).toMatch(/^\d+ of \d+ mice are wireless and under 60 g$/)
        expect(printed[1]).toContain('BuildCores OpenDB')
      } else {
        expect(printed[0]).toBe('G Pro X Superlight 2 60 g')
        expect(printed[1]).toMatch(/^\d+ mice; last change \d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  it('the licence link of every API response lands on the licence section', async () => {
    const page = await openDataPage(viewport, '/open-data#licence')
    const heading = page.getByRole('heading', { level: 2, name: 'Licence and attribution' })
    await page.waitForFunction(() => {
      const box = document.getElementById('licence')?.getBoundingClientRect()
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2
    })
    expect(await heading.isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'BuildCores OpenDB' }).first().getAttribute('href')).toBe('https://github.com/buildcores/buildcores-open-db')
  })

  it('is reached from the menus and from the footer of any page', async () => {
    const page = await browser.open('/contact', viewport)
    await page.getByRole('heading', { level: 1 }).waitFor()
    if (viewport === 'desktop') {
      await page.getByTestId('desktop-nav').getByRole('button', { name: /^More/ }).click()
      await page.getByRole('menuitem', { name: 'Open Data' }).or(page.getByRole('link', { name: 'Open Data' })).first().click()
    } else {
      await page.getByTestId('drawer-button').click()
      await page.getByTestId('mobile-drawer').getByRole('link', { name: 'Open Data' }).click()
    }
    await page.waitForURL('**/open-data')
    await page.getByTestId('open-data-page').waitFor()

    const footer = page.getByTestId('site-footer')
    await footer.waitFor()
    expect(await footer.getByRole('link', { name: 'BuildCores OpenDB' }).getAttribute('href')).toBe('https://github.com/buildcores/buildcores-open-db')
    await page.goto(browser.baseUrl() + '/mouse/reviews')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByTestId('site-footer').getByRole('link', { name: 'Open data', exact: true }).click()
    await page.waitForURL('**/open-data')
    await page.getByTestId('open-data-page').waitFor()
    expect(pageErrors(page)).toEqual([])
  })
})
