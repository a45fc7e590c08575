import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

const three = ['Logitech-G-Pro-X-Superlight-2', 'Razer-Viper-V3-Pro', 'Zowie-EC2-C']
const threeLink = `/mouse/compare?p=${three.join('-vs.-')}`

const shapesIn = (page: Page, view: string) => page.locator(`[data-testid="shape-overlay-${view}"] [data-shape]`).count()
const columns = (page: Page) => page.locator('[data-testid="specifications-table"] thead th').count()
const searchP = (page: Page) => page.evaluate(() => new URLSearchParams(location.search).get('p'))

describe('compare link for three mice', () => {
  it('shows three overlays and three columns; removing one changes p; a reload keeps the state', async () => {
    const page = await browser.open(threeLink, 'desktop')
    await page.getByTestId('shape-comparison').waitFor()
    for (const view of ['top', 'side', 'back']) expect(await shapesIn(page, view)).toBe(3)
    // The specification column plus one per mouse.
    expect(await columns(page)).toBe(4)
    // The worker and the app title the page by one rule (web/lib/compare-page-meta.ts).
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Logitech G Pro X Superlight 2 vs. Razer Viper V3 Pro vs. Zowie EC2-C | MouseCompare')

    await page.getByRole('button', { name: 'Remove Razer Viper V3 Pro' }).click()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Logitech-G-Pro-X-Superlight-2-vs.-Zowie-EC2-C')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="shape-overlay-top"] [data-shape]').length === 2)
    expect(await columns(page)).toBe(3)

    await page.reload()
    await page.getByTestId('shape-comparison').waitFor()
    expect(await searchP(page)).toBe('Logitech-G-Pro-X-Superlight-2-vs.-Zowie-EC2-C')
    for (const view of ['top', 'side', 'back']) expect(await shapesIn(page, view)).toBe(2)
    expect(await columns(page)).toBe(3)

    // Back returns to the three-mouse state: every state is a link of its own.
    await page.goBack()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="shape-overlay-top"] [data-shape]').length === 3)
    expect(pageErrors(page)).toEqual([])
  })

  it('draws each mouse to scale: 1 mm is the same length in every view and for every mouse', async () => {
    const page = await browser.open(threeLink, 'desktop')
    await page.getByTestId('shape-comparison').waitFor()
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<SVGGElement>('[data-testid="shape-overlay-top"] [data-shape]')].map((group) => {
        const svg = group.ownerSVGElement!
        const pxPerUnit = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width
        const box = group.getBBox()
        return { id: group.dataset.shape, widthMm: box.width, lengthMm: box.height, pxPerUnit }
      }),
    )
    expect(sizes.map((size) => [size.id, Math.round(size.widthMm * 10) / 10, Math.round(size.lengthMm * 10) / 10])).toEqual([
      ['logitech-g-pro-x-superlight-2', 63.5, 125],
      ['razer-viper-v3-pro', 63.9, 127.1],
      ['zowie-ec2-c', 65, 123],
    ])
    const scales = await page.evaluate(() =>
      [...document.querySelectorAll<SVGSVGElement>('[data-testid^="shape-overlay-"]')].map((svg) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width),
    )
    for (const scale of scales) expect(scale).toBeCloseTo(scales[0]!, 2)
  })

  it('draws 2.3 px a millimetre under 960 px wide and 2.9 px from 960 px', async () => {
    const page = await browser.open(threeLink, 'desktop')
    await page.getByTestId('shape-overlay-top').waitFor()
    const pxPerMm = () => page.getByTestId('shape-overlay-top').evaluate((svg) => getComputedStyle(svg).getPropertyValue('--mm').trim())
    const scales: Record<number, string> = {}
    for (const width of [959, 960, 1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      // The renderer takes the new size a frame later: read the scale only once the page's media
      // queries see it (CI run 58 read 959's scale at 960).
      await page.waitForFunction((w) => innerWidth === w && matchMedia(`(width: ${w}px)`).matches, width)
      scales[width] = await pxPerMm()
    }
    expect(scales).toEqual({ 375: '2.3px', 959: '2.3px', 960: '2.9px', 1280: '2.9px' })
  })

  it('shows an unknown name as not found, compares the rest, and removes it', async () => {
    const page = await browser.open(`${threeLink}-vs.-No-Such-Mouse`, 'desktop')
    await page.getByTestId('missing-mouse').waitFor()
    expect(await page.getByTestId('missing-mouse').textContent()).toContain('No-Such-Mouse not found')
    // The note comes with the page; the outlines with their own module, which may still be loading.
    await page.getByTestId('shape-comparison').waitFor()
    expect(await shapesIn(page, 'top')).toBe(3)
    await page.getByRole('button', { name: 'Remove No-Such-Mouse' }).click()
    await page.waitForFunction((p) => new URLSearchParams(location.search).get('p') === p, three.join('-vs.-'))
  })

  it('adds a mouse with the search and copies the link', async () => {
    const page = await browser.open('/mouse/compare', 'desktop', { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.getByLabel(/Add a mouse/).fill('ec2-c')
    await page.getByTestId('picker-results').getByRole('button', { name: '+ Zowie EC2-C', exact: true }).click()
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Zowie-EC2-C')
    await page.getByTestId('copy-link').click()
    await page.getByText('Link copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${browser.baseUrl()}/mouse/compare?p=Zowie-EC2-C`)
  })
})

describe('on a phone', () => {
  it('fits the overlays and the table on the screen: each figure a line, the values under the names (issue 31)', async () => {
    const page = await browser.open(threeLink, 'phone')
    await page.getByTestId('shape-comparison').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    for (const view of ['top', 'side', 'back']) {
      const box = (await page.getByTestId(`shape-overlay-${view}`).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
    const table = page.getByTestId('specifications-table')
    // The table is laid out when it comes near the viewport (content-visibility: auto). Whether it
    // is, Chromium decides in the rendering step after the scroll: measured before it, a table still
    // skipped has the height it last had (before the figures' sources arrived and made rows taller).
    await table.scrollIntoViewIfNeeded()
    await table.locator('thead th').nth(1).waitFor()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    // No scroll box of its own: nothing in it to scroll sideways or down.
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true)
    // A figure's name on a line of its own, across the table; its three values on the next line.
    const label = (await page.getByRole('rowheader', { name: /^Weight/ }).boundingBox())!
    const values = await page.getByRole('row', { name: /^Weight/ }).getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect))
    expect(values).toHaveLength(3)
    for (const value of values) {
      expect(value.top).toBeGreaterThanOrEqual(label.y + label.height - 1)
      expect(value.right).toBeLessThanOrEqual(375)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  // A long note (where a figure comes from) wraps in its cell instead of widening its column.
  it('fits one item and its long source note on the screen, without scrolling sideways', async () => {
    const page = await browser.open('/mouse/encoders/compare?p=ttc-103-7mm', 'phone')
    const table = page.getByTestId('specifications-table')
    await table.scrollIntoViewIfNeeded()
    const source = table.getByRole('row', { name: /^Source/ }).getByRole('cell')
    await source.waitFor()
    expect(await source.textContent()).toMatch(/^Maker \(.{40,}\)$/)
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })
})

describe('on a desktop', () => {
  it('fits three mice and their source notes in the table without scrolling sideways', async () => {
    const page = await browser.open(threeLink, 'desktop')
    const table = page.getByTestId('specifications-table')
    await table.scrollIntoViewIfNeeded()
    await table.locator('thead th').nth(3).waitFor()
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })
})

describe('while the shapes load', () => {
  it('keeps their place: the table below does not move when they arrive (phone)', async () => {
    const page = await browser.open('/', 'phone')
    let releaseShapes: () => void = () => {}
    const shapesHeld = new Promise<void>((resolve) => (releaseShapes = resolve))
    await page.route('**/assets/mouse-shapes-*.js', async (route) => {
      await shapesHeld
      await route.continue()
    })
    await page.goto(browser.baseUrl() + threeLink)
    await page.getByTestId('shapes-pending').waitFor()
    const tableTop = () => page.getByTestId('specifications-table').evaluate((table) => Math.round(table.getBoundingClientRect().top + window.scrollY))
    const before = await tableTop()
    releaseShapes()
    await page.getByTestId('shape-comparison').waitFor()
    // The place kept is the shapes' measured height for three mice (index.html .shapes-pending);
    // it was 576 px, and the table then moved down 1,150 px.
    expect(Math.abs((await tableTop()) - before)).toBeLessThan(100)
    expect(pageErrors(page)).toEqual([])
  })

  it('says when they cannot load, and the specifications stay (phone)', async () => {
    const page = await browser.open('/', 'phone')
    await page.route('**/assets/mouse-shapes-*.js', (route) => route.abort('internetdisconnected'))
    await page.goto(browser.baseUrl() + threeLink)
    expect(await page.getByTestId('shapes-failed').textContent()).toBe('The shapes could not load: reload to try again.')
    expect(await page.getByTestId('shapes-pending').count()).toBe(0)
    await page.getByTestId('specifications-table').getByRole('row', { name: /^Weight/ }).waitFor({ state: 'attached' })
    expect(pageErrors(page)).toEqual([])
  })
})

describe('coming back to the table', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`brings a visitor back to the row they left from (${viewport})`, async () => {
      const page = await browser.open(threeLink, viewport)
      await page.getByTestId('shape-comparison').waitFor()
      const table = page.getByTestId('specifications-table')
      // On a phone the shapes' place, kept while their code loads, is about their height
      // (index.html .shapes-pending), so the table starts below the screen's reach and is not
      // rendered until scrolled to (content-visibility), not once above and then pushed down.
      if (viewport === 'phone') expect(await table.locator('tbody').evaluate((body) => body.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
      // The table's last link to a part's page, scrolled to the way a person scrolls (the router
      // records a position on a scroll event: shell.e2e.ts).
      const link = table.locator('tbody a[href^="/"]').last()
      await link.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            document.addEventListener('scroll', () => resolve(), { once: true })
            element.scrollIntoView({ block: 'center' })
          }),
      )
      const href = (await link.getAttribute('href'))!
      await link.evaluate((element: HTMLAnchorElement) => element.click())
      await page.waitForURL((url) => !url.search.includes('vs.'))
      // The part's page, not the compare page still shown while it loads.
      await page.getByTestId('shape-comparison').waitFor({ state: 'detached' })
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.goBack()
      await page.waitForURL(/\/mouse\/compare\?p=/)
      // Back on the page the table is drawn again from its guessed height (index.html
      // [data-spec-table]); a guess far short of it cut the restored position short (on a phone
      // 2,300 px above the link).
      await page.waitForFunction(
        (wanted) => {
          const links = [...document.querySelectorAll('[data-testid="specifications-table"] tbody a')].filter((element) => element.getAttribute('href') === wanted)
          const box = links.at(-1)?.getBoundingClientRect()
          return window.scrollY > 0 && box !== undefined && box.bottom > 0 && box.top < window.innerHeight
        },
        href,
        { timeout: 10_000 },
      )
      expect(pageErrors(page)).toEqual([])
    })
  }
})

describe('accessibility', () => {
  // axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).

  it('works by keyboard: remove a mouse and change the alignment', async () => {
    const page = await browser.open(threeLink, 'desktop')
    await page.getByTestId('shape-comparison').waitFor()
    await page.getByRole('button', { name: 'Remove Zowie EC2-C' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="shape-overlay-top"] [data-shape]').length === 2)
    await page.getByRole('button', { name: 'Back', exact: true }).focus()
    await page.keyboard.press('Enter')
    expect(await page.getByRole('button', { name: 'Back', exact: true }).getAttribute('aria-pressed')).toBe('true')
  })
})
