/**
 * Issue 20 points 2, 4 (tables) and 7, issue 22 points 3 and 4 (compare): a mouse's own page (the
 * compare page with that one mouse), sticky names in the specification tables, the view's state in
 * the URL, "Recently viewed", and the visitor's hand drawn to scale under the mice. Both sizes.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { generateHandOutline } from '../../web/features/fit/hand-outline'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()
const sizes: ViewportName[] = ['desktop', 'phone']

const superlight = '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2'
const three = '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro-vs.-Zowie-EC2-C'
const search = (page: Page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)))

for (const size of sizes) {
  describe(`a mouse's own page (${size})`, () => {
    it('a card opens the mouse page: its name, outline, every specification with sources, similar mice, review, where to buy', async () => {
      const page = await browser.open('/mouse/browse?q=superlight%202', size)
      const card = page.getByTestId('mouse-card').filter({ hasText: 'G Pro X Superlight 2' }).filter({ hasNotText: 'DEX' }).first()
      await card.getByTestId('mouse-card-link').click()
      await page.waitForURL((url) => url.pathname === '/mouse/compare' && url.searchParams.get('p') === 'Logitech-G-Pro-X-Superlight-2')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Logitech G Pro X Superlight 2')
      await page.getByTestId('shape-comparison').waitFor()
      expect(await page.locator('[data-testid="shape-overlay-top"] [data-shape]').count()).toBe(1)
      // The figures' column and the mouse's.
      expect(await page.locator('[data-testid="specifications-table"] thead th').count()).toBe(2)
      const table = page.getByTestId('specifications-table')
      for (const label of ['Source (size, weight, release)', 'Source (shape)', 'Source (sensor)', 'Lift-off distances']) await table.getByRole('rowheader', { name: label }).waitFor()
      const similar = page.getByTestId('similar-mouse')
      await similar.first().waitFor()
      expect(await similar.count()).toBe(5)
      await page.getByTestId('mouse-reviews').getByTestId('read-the-review').waitFor()
      await page.getByTestId('where-to-buy').getByRole('link', { name: /Logitech G/ }).waitFor()
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Logitech G Pro X Superlight 2 | MouseCompare')

      // A similar mouse opens its own page.
      const otherName = (await similar.first().getByRole('link').first().textContent())!
      await similar.first().getByRole('link').first().click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(otherName)
      expect(pageErrors(page)).toEqual([])
    })

    it('says which page its figures were checked against, and when, with the page linked (issue 30)', async () => {
      // A mouse whose sensor figures were checked against a review, found through the open-data API.
      const response = await fetch(`${browser.baseUrl()}/api/v1/mice.json`)
      const rows = ((await response.json()) as { data: Record<string, unknown>[] }).data
      const checked = rows.find((row) => (row.mouse__sensor_source as { checked?: string; kind?: string } | null)?.checked !== undefined)!
      const source = checked.mouse__sensor_source as { publisher: string; url: string; checked: string }
      const name = [...(checked.general__brand_names as string[]), checked.general__model, checked.general__variant].filter(Boolean).join(' ')
      const page = await browser.open(`/mouse/compare?p=${encodeURIComponent(name.replace(/ /g, '-'))}`, size)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
      const row = page.getByTestId('specifications-table').locator('tr', { has: page.getByRole('rowheader', { name: 'Source (sensor)' }) })
      const link = row.getByTestId('checked-source-link')
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(source.url)
      const month = new Date(`${source.checked}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      // The link's "(opens in a new tab)" is for screen readers.
      const text = (await row.textContent())!.replace(/\s+/g, ' ')
      expect(text, text).toContain(`Checked against ${source.publisher}`)
      expect(text.replace(/ ?\(opens in a new tab\)/, '')).toContain(`Checked against ${source.publisher}, ${month}`)
      expect(pageErrors(page)).toEqual([])
    })

    it('"Compare with…" adds a second mouse; a mouse only mentioned in a review says so', async () => {
      // The Razer Viper is only mentioned in the Naga Left-Handed review.
      const page = await browser.open('/mouse/compare?p=Razer-Viper', size)
      await page.getByTestId('mouse-reviews').waitFor()
      expect(await page.getByTestId('mouse-reviews').getByTestId('read-the-review').count()).toBe(0)
      expect(await page.getByTestId('mouse-reviews').getByTestId('mentioned-in').first().textContent()).toMatch(/^Mentioned in: /)
      expect(await page.getByTestId('mouse-reviews').getByTestId('mentioned-in').first().getAttribute('href')).toMatch(/^\/mouse\/review\/razer\//)
      await page.getByLabel('Compare the Razer Viper with…').fill('ec2-c')
      await page.getByTestId('picker-results').getByRole('button', { name: '+ Zowie EC2-C', exact: true }).click()
      await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Razer-Viper-vs.-Zowie-EC2-C')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Compare gaming mice shapes and specs')
      expect(await page.getByTestId('similar-mice').count()).toBe(0)
    })

    it("the picker's Open and a table row's name lead to the mouse page", async () => {
      const page = await browser.open('/mouse/compare', size)
      await page.getByLabel(/Add a mouse/).fill('viper v3 pro')
      await page.getByTestId('picker-results').getByRole('link', { name: 'Open the Razer Viper V3 Pro page' }).click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Razer Viper V3 Pro')

      const table = await browser.open('/mouse/browse?view=table&q=ec2-c', size)
      await table.getByTestId('mouse-row-link').filter({ hasText: 'Zowie EC2-C' }).first().click()
      await table.waitForURL((url) => url.pathname === '/mouse/compare')
      await expect.poll(() => table.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Zowie EC2-C/)
    })

    it('"Recently viewed" lists mice whose page was viewed, not mice only compared', async () => {
      const page = await browser.open(three, size)
      await page.getByTestId('shape-comparison').waitFor()
      await page.goto(browser.baseUrl() + '/mouse/browse')
      await page.getByTestId('mouse-card').first().waitFor()
      expect(await page.getByTestId('recent-list').count()).toBe(0)
      await page.goto(browser.baseUrl() + '/mouse/compare?p=Zowie-EC2-C')
      await page.getByTestId('similar-mice').waitFor()
      await page.goto(browser.baseUrl() + '/mouse/browse')
      const recent = page.getByTestId('recent-list')
      await recent.waitFor()
      expect(await recent.getByRole('link').allTextContents()).toEqual(['Zowie EC2-C'])
      await recent.getByRole('link', { name: 'Zowie EC2-C' }).click()
      await page.waitForURL((url) => url.pathname === '/mouse/compare' && url.searchParams.get('p') === 'Zowie-EC2-C')
    })

    it('a sensor page: its name, figures, the mice that use it with the browse link, compare with…', async () => {
      const page = await browser.open('/mouse/sensors/compare?p=PixArt-PAW3395', size)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('PixArt PAW3395')
      await page.getByTestId('component-mice').getByRole('link', { name: /^(All|Browse) \d+ mice with the PixArt PAW3395$/ }).waitFor()
      await page.getByLabel('Compare the PixArt PAW3395 with…').waitFor()
    })
  })

  describe(`specification tables keep the names in view (${size})`, () => {
    for (const path of [three, '/mouse/sensors/compare?p=PixArt-PAW3395-vs.-PixArt-PAW3950-vs.-Logitech-HERO-2-vs.-PixArt-PAW3399']) {
      it(`scrolled down the page: ${path.split('?')[0]}`, async () => {
        const page = await browser.open(path, size)
        const table = page.getByTestId('specifications-table')
        await table.locator('thead th[data-item-name]').first().waitFor()
        // The mice's shapes arrive after the table, above it, and push it down (on a phone by more
        // than a screen): the page is measured once they are in place.
        if (path.startsWith('/mouse/compare')) await page.getByTestId('shape-comparison').waitFor()
        await table.scrollIntoViewIfNeeded()
        // The table skips its layout off screen (content-visibility) and keeps the height it last had,
        // which may be from before the figures' sources made its rows taller (2,991 against 3,215 px,
        // CI run 79): its real height is known once a frame has laid it out on screen.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        // The page scrolls the table (no scroll box of its own, issue 31): down to its last rows.
        await table.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 10))
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const layout = await table.evaluate((element) => {
          const rect = (cell: Element) => cell.getBoundingClientRect()
          const names = [...element.querySelectorAll('thead th[data-item-name]')].map(rect)
          const rowHeaders = [...element.querySelectorAll('tbody th[scope="row"]')].map(rect)
          return {
            ownScroll: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
            tableTop: element.getBoundingClientRect().top,
            namesTop: Math.min(...names.map((name) => name.top)),
            namesBottom: Math.max(...names.map((name) => name.bottom)),
            namesInView: names.filter((name) => name.left >= 0 && name.right <= window.innerWidth).length,
            names: names.length,
            lastRowHeaderBottom: rowHeaders[rowHeaders.length - 1]!.bottom,
          }
        })
        expect(layout.ownScroll).toBe(false)
        // The table's top has scrolled away; its names stay under the top bar, every one of them on the screen.
        expect(layout.tableTop).toBeLessThan(57)
        expect(Math.round(layout.namesTop)).toBe(57)
        expect(layout.namesInView).toBe(layout.names)
        // The last figure is on the screen, below the names.
        expect(layout.lastRowHeaderBottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight))
        expect(layout.lastRowHeaderBottom).toBeGreaterThan(layout.namesBottom)
      })
    }
  })

  describe(`the view's state is in the URL (${size})`, () => {
    it('alignment and outline highlighting join p; defaults are not written; bad values are the defaults', async () => {
      const page = await browser.open(three, size)
      await page.getByTestId('shape-comparison').waitFor()
      await page.getByRole('button', { name: 'Centre' }).click()
      await page.waitForFunction(() => new URLSearchParams(location.search).get('align') === 'center')
      await page.getByTestId('highlight-outlines').uncheck()
      await page.waitForFunction(() => new URLSearchParams(location.search).get('outlines') === 'off')
      await page.reload()
      await page.getByTestId('shape-comparison').waitFor()
      expect(await page.getByRole('button', { name: 'Centre' }).getAttribute('aria-pressed')).toBe('true')
      expect(await page.getByTestId('highlight-outlines').isChecked()).toBe(false)
      expect(await page.locator('[data-testid="shape-overlay-top"]').getAttribute('aria-label')).toContain('aligned at the centre')

      await page.getByRole('button', { name: 'Front' }).click()
      await page.getByTestId('highlight-outlines').check()
      await page.waitForFunction(() => !new URLSearchParams(location.search).has('align') && !new URLSearchParams(location.search).has('outlines'))
      expect(Object.keys(await search(page))).toEqual(['p'])

      const bad = await browser.open(`${three}&align=sideways&outlines=maybe`, size)
      await bad.getByTestId('shape-comparison').waitFor()
      expect(await bad.getByRole('button', { name: 'Front' }).getAttribute('aria-pressed')).toBe('true')
      expect(await bad.getByTestId('highlight-outlines').isChecked()).toBe(true)
      expect(pageErrors(bad)).toEqual([])
    })
  })

  describe(`the hand under the shapes (${size})`, () => {
    const hand = { lengthMm: 190, breadthMm: 85, grip: 'claw' as const }

    /** The hand's drawn length in the top view, measured in millimetres against the ruler's 0 and 100 mm marks. */
    const measuredLengthMm = (page: Page) =>
      page.evaluate(() => {
        const svg = document.querySelector<SVGSVGElement>('[data-testid="shape-overlay-top"]')!
        // The ruler down the left side: its labels are every 20 mm, '0' at the front.
        const labels = [...svg.querySelectorAll<SVGTextElement>('text[text-anchor="end"]')]
        const mark = (mm: number) => labels.find((label) => label.textContent === String(mm))!.getBoundingClientRect()
        const pxPerMm = (mark(100).top - mark(0).top) / 100
        const outline = svg.querySelector('[data-testid="hand-outline"]')!.getBoundingClientRect()
        return { lengthMm: outline.height / pxPerMm, pxPerMm }
      })

    it('a stored hand is drawn to scale (its length against the ruler), with each mouse’s fit; a reload keeps it; it can be hidden', async () => {
      const page = await browser.open('/robots.txt', size)
      await page.evaluate((value) => localStorage.setItem('handProfile', JSON.stringify(value)), hand)
      await page.goto(browser.baseUrl() + three)
      const outline = page.locator('[data-testid="shape-overlay-top"] [data-testid="hand-outline"]')
      await outline.waitFor()
      await page.locator('[data-testid="shape-overlay-side"] [data-testid="hand-outline"]').waitFor()
      const expected = generateHandOutline(hand).top.length
      const first = await measuredLengthMm(page)
      // Exact to the millimetre (the ruler's marks are whole pixels apart at most 1 px off).
      expect(Math.abs(first.lengthMm - expected)).toBeLessThanOrEqual(1)
      expect(await page.getByTestId('fit-score').count()).toBe(3)
      expect(await page.getByTestId('fit-verdict').first().textContent()).toMatch(/fit \(\d+ \/ 100\)|Not enough data/)

      await page.reload()
      await outline.waitFor()
      expect(Math.abs((await measuredLengthMm(page)).lengthMm - expected)).toBeLessThanOrEqual(1)

      await page.getByTestId('show-hand').uncheck()
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="hand-outline"]').length === 0)
      expect(pageErrors(page)).toEqual([])
    })

    it('a hand in the link wins over the stored one; a bad one means no hand', async () => {
      const page = await browser.open('/robots.txt', size)
      await page.evaluate((value) => localStorage.setItem('handProfile', JSON.stringify(value)), hand)
      await page.goto(browser.baseUrl() + `${superlight}&hand=175x80-palm`)
      await page.getByTestId('hand-summary').waitFor()
      expect(await page.getByTestId('hand-summary').textContent()).toBe('175 × 80 mm, palm grip (from this link)')
      const expected = generateHandOutline({ lengthMm: 175, breadthMm: 80, grip: 'palm' }).top.length
      expect(Math.abs((await measuredLengthMm(page)).lengthMm - expected)).toBeLessThanOrEqual(1)

      await page.goto(browser.baseUrl() + `${superlight}&hand=999x1-claw`)
      await page.getByTestId('hand-invalid').waitFor()
      expect(await page.locator('[data-testid="hand-outline"]').count()).toBe(0)
      expect(await page.getByTestId('compare-fit').count()).toBe(0)
      expect(pageErrors(page)).toEqual([])
    })

    it('without a hand, no hand code loads and the page offers to draw one', async () => {
      const page = await browser.open(superlight, size)
      await page.getByTestId('set-hand').waitFor()
      await page.getByTestId('similar-mice').waitFor()
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')))
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.filter((url) => /compare-hand|hand-outline|fit-model|hand-store|hand-profile/.test(url))).toEqual([])
      expect(await page.locator('[data-testid="hand-outline"]').count()).toBe(0)
    })
  })
}
