/**
 * Issue 20, points 4 and 5, on the browse pages: on phones the filters open in a sheet whose
 * sticky "Show N mice" button always shows the live count and closes it (a modal dialog: focus
 * inside, Escape closes, focus back on the button); desktop keeps the filters column. At 1280 px
 * each browse table shows its essential columns and the sort column without scrolling sideways;
 * the rest sit behind a column chooser remembered in this browser.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

const resultCount = async (page: Page) => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/,/g, '').match(/\d+/)?.[0])
const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null)

describe('browse filters on a phone (375×812)', () => {
  for (const { path, noun, option } of [
    { path: '/mouse/browse', noun: 'mice', option: /^Ergonomic/ },
    { path: '/mouse/sensors/browse', noun: 'sensors', option: /^Laser/ },
  ]) {
    it(`${path}: a sheet with a sticky "Show N ${noun}" button, live filters, Escape and focus`, async () => {
      const page = await browser.open(path, 'phone')
      await page.getByTestId('result-count').waitFor()
      const total = await resultCount(page)
      // The page itself never scrolls sideways (only a table inside its own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
      const toggle = page.getByTestId('filters-toggle')
      const sheet = page.getByTestId('filters-sheet')
      expect(await sheet.isVisible()).toBe(false)
      await toggle.click()
      await sheet.waitFor({ state: 'visible' })
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      // A modal dialog: focus moved into it, the page behind is inert.
      expect(await sheet.evaluate((dialog) => (dialog as HTMLDialogElement).open && dialog.matches(':modal'))).toBe(true)
      expect(await activeTestId(page)).toBe('filters-sheet')
      const show = page.getByTestId('show-results')
      expect(await show.textContent()).toBe(`Show ${total.toLocaleString('en-US')} ${noun}`)

      // Filters apply live: the URL, the count behind the sheet and the button follow each tick.
      await page.getByTestId('filters').getByRole('checkbox', { name: option }).check()
      await page.waitForFunction((before) => {
        const text = document.querySelector('[data-testid="show-results"]')?.textContent ?? ''
        return text !== before
      }, `Show ${total.toLocaleString('en-US')} ${noun}`)
      const narrowed = await resultCount(page)
      expect(narrowed).toBeLessThan(total)
      expect(await show.textContent()).toBe(`Show ${narrowed.toLocaleString('en-US')} ${narrowed === 1 ? noun.replace(/s$/, '') : noun}`)

      // Sticky: scrolled to the end of the filters, the button is still in view.
      await page.getByTestId('filters').evaluate((body) => body.scrollTo(0, body.scrollHeight))
      const box = (await show.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(812)
      expect(box.height).toBeGreaterThanOrEqual(44)

      // Escape closes it like any dialog, focus back on the button that opened it. The browser
      // hides the dialog at once and fires its close event a task later; the button says it is
      // collapsed from that event on, so the test waits for it rather than reading it at once.
      await page.keyboard.press('Escape')
      await sheet.waitFor({ state: 'hidden' })
      expect(await activeTestId(page)).toBe('filters-toggle')
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await toggle.textContent()).toBe('Filters (1)')

      // "Show N" closes it too, the filter kept.
      await toggle.click()
      await sheet.waitFor({ state: 'visible' })
      await show.click()
      await sheet.waitFor({ state: 'hidden' })
      expect(await resultCount(page)).toBe(narrowed)
      expect(await activeTestId(page)).toBe('filters-toggle')
      expect(pageErrors(page)).toEqual([])
    })
  }

  // The label, the select (as wide as its longest option) and the direction button used to overrun
  // the page's margin at 375 px and the page itself at 320 px (it scrolled sideways, 375 px wide).
  it('keeps the sort controls inside the page’s margins, down to a 320 px phone', async () => {
    const page = await browser.open('/mouse/browse', 'phone')
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 700 })
      // The renderer takes the new size a frame later (tests/e2e/compare.e2e.ts, the scale).
      await page.waitForFunction((w) => innerWidth === w && matchMedia(`(width: ${w}px)`).matches, width)
      await page.getByTestId('sort-direction').waitFor()
      const { toolbarRight, buttonRight, pageWidth } = await page.evaluate(() => ({
        toolbarRight: document.querySelector('[data-testid="browse-toolbar"]')!.getBoundingClientRect().right,
        buttonRight: document.querySelector('[data-testid="sort-direction"]')!.getBoundingClientRect().right,
        pageWidth: document.documentElement.scrollWidth,
      }))
      expect(pageWidth).toBe(width)
      expect(buttonRight).toBeLessThanOrEqual(toolbarRight + 0.5)
      expect(toolbarRight).toBeLessThanOrEqual(width - 16)
    }
    expect(pageErrors(page)).toEqual([])
  })

  // web/features/catalogue/ui/browse-layout.tsx: the closed sheet's filters are built after the
  // page, once the browser is idle, so the first tap finds them ready. The page's idle callbacks are
  // held until the test lets them run: "before idle" is a state, not a race.
  it('builds the closed sheet’s filters once the page is idle, not with the page', async () => {
    const page = await browser.open('/robots.txt', 'phone')
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = []
      const global = window as unknown as { releaseIdle: () => void }
      global.releaseIdle = () => held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }))
      window.requestIdleCallback = (callback) => held.push(callback)
      window.cancelIdleCallback = (handle) => void (held[handle - 1] = () => {})
    })
    await page.goto(browser.baseUrl() + '/mouse/browse?shape=ergonomic')
    await page.getByTestId('result-count').waitFor()
    const builtOptions = () => page.evaluate(() => document.querySelectorAll('[data-testid="filters"] input[type="checkbox"]').length)
    expect(await builtOptions()).toBe(0)
    await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle())
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="filters"] input[type="checkbox"]').length > 0)
    expect(await page.getByTestId('filters-sheet').isVisible()).toBe(false)
    await page.getByTestId('filters-toggle').click()
    expect(await page.getByTestId('filters').getByRole('checkbox', { name: /^Ergonomic/ }).isChecked()).toBe(true)
    expect(await builtOptions()).toBeGreaterThan(0)
    expect(pageErrors(page)).toEqual([])
  })

  it('desktop keeps the filters column, with no sheet', async () => {
    const page = await browser.open('/mouse/browse', 'desktop')
    await page.getByTestId('result-count').waitFor()
    expect(await page.getByTestId('filters-toggle').count()).toBe(0)
    expect(await page.getByTestId('filters-sheet').count()).toBe(0)
    const column = page.getByRole('complementary', { name: 'Filters' })
    expect(await column.isVisible()).toBe(true)
    await column.getByRole('checkbox', { name: /^Hybrid/ }).check()
    await page.waitForURL(/shape=hybrid/)
  })
})

/** The table's scroll box fits its table: nothing to scroll sideways. */
const fitsWidth = (page: Page) =>
  page.getByTestId('results-table').evaluate((table) => {
    const box = table.parentElement!
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }
  })
const headers = async (page: Page) => (await page.getByTestId('results-table').locator('thead th').allTextContents()).map((text) => text.replace(/[▲▼↕]/g, '').trim())

describe('browse tables at 1280×800', () => {
  const essentials = ['Mouse', 'Length', 'Width', 'Height', 'Weight', 'Shape', 'Sensor', 'Connection']
  for (const [query, sortHeader] of [
    ['', 'Mouse'],
    ['&sort=-dpi', 'DPI'],
    // Oldest first: a chosen order's column is shown (newest first is the order the page opens in, named by the sort control).
    ['&sort=released', 'Released'],
    ['&sort=-polling', 'Polling'],
    ['&sort=weight', 'Weight'],
    // A hand from the link adds the fit column (and sorts by fit): still no scrolling sideways.
    ['&hand=190x85-claw', 'Fit'],
    ['&hand=190x85-claw&sort=fit', 'Fit'],
  ] as const) {
    it(`mice${query || ' (newest first)'}: the sort column and ${essentials.join(', ')} without scrolling sideways`, async () => {
      const page = await browser.open(`/mouse/browse?view=table${query}`, 'desktop')
      await page.getByTestId('results-table').waitFor()
      const shown = await headers(page)
      for (const header of [...essentials, sortHeader]) expect(shown.some((text) => text.startsWith(header))).toBe(true)
      const { scrollWidth, clientWidth } = await fitsWidth(page)
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    })
  }

  for (const [path, required] of [
    // The figures most parts know, the most known first (figure-columns.ts); no polling rate: not a sensor's.
    ['/mouse/sensors/browse', ['Name', 'Max DPI', 'Type', 'Tracking', 'Rank', 'Mice', 'Compare']],
    ['/mouse/sensors/browse?sort=lod', ['Name', 'Lift-off']],
    ['/mouse/sensors/browse?sort=-acceleration', ['Name', 'Accel.']],
    ['/mouse/switches/browse', ['Name', 'Type', 'Mice', 'Compare']],
    ['/mouse/switches/browse?sort=-lifetime', ['Name', 'Type', 'Lifetime', 'Mice', 'Compare']],
    ['/mouse/switches/browse?sort=posttravel', ['Name', 'Post-travel']],
    ['/mouse/encoders/browse', ['Name', 'Type', 'Height', 'Mice', 'Compare']],
  ] as const) {
    it(`${path}: ${required.join(', ')} without scrolling sideways`, async () => {
      const page = await browser.open(path, 'desktop')
      await page.getByTestId('results-table').waitFor()
      const shown = await headers(page)
      for (const header of required) expect(shown.some((text) => text.startsWith(header))).toBe(true)
      // The first figure columns are in the order of how many parts know them.
      if (!path.includes('sort=')) expect(shown.slice(0, required.length - 2).map((text) => required.find((header) => text.startsWith(header)))).toEqual(required.slice(0, -2))
      const { scrollWidth, clientWidth } = await fitsWidth(page)
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    })
  }

  it('shows a hidden column from the column chooser, remembers it, and shrugs off a garbage stored choice', async () => {
    const page = await browser.open('/mouse/browse?view=table', 'desktop')
    await page.getByTestId('results-table').waitFor()
    expect((await headers(page)).some((text) => text.startsWith('DPI'))).toBe(false)
    const chooser = page.getByTestId('column-chooser')
    await chooser.locator('summary').click()
    await chooser.getByRole('checkbox', { name: 'DPI' }).check()
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="results-table"] thead th')].some((th) => th.textContent?.startsWith('DPI')))
    expect(await page.evaluate(() => localStorage.getItem('browseColumns_mice'))).toBe('["dpi"]')
    // Escape folds the chooser, focus back on its button.
    await page.keyboard.press('Escape')
    expect(await chooser.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)

    await page.reload()
    await page.getByTestId('results-table').waitFor()
    expect((await headers(page)).some((text) => text.startsWith('DPI'))).toBe(true)

    await page.evaluate(() => localStorage.setItem('browseColumns_mice', '{"not":"a list"'))
    await page.reload()
    await page.getByTestId('results-table').waitFor()
    expect((await headers(page)).some((text) => text.startsWith('DPI'))).toBe(false)
    expect(pageErrors(page)).toEqual([])
  })
})
