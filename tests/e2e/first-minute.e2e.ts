/**
 * Issue 31: what a visitor meets in the first minute, at 1280×800 and 375×812 (touch). The check
 * that no text is cut off or overlapped on every route is text-layout.e2e.ts; this file holds the
 * flows: the order the browse list opens in, the phone's result bar, the compare page's table with
 * the most mice allowed, table headers that stay in view, the hand set in place on the compare
 * page (centimetres too), and example offers never promoted as real ones.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { naturalKey } from '../../web/features/catalogue/filter-engine'
import { buildCompareParam } from '../../web/lib/compare-name'
import { maxComparedItems } from '../../web/lib/compare-selection'
import { mouseBrowseOrder } from '../../web/lib/browse-order'
import { mouseBrowseOrderRule } from '../../web/lib/browse-order-rule'
import { releaseValue } from '../../web/lib/mouse-format'
import { productName } from '../../web/lib/product-name'
import { pageErrors, snapshotRows, useBrowser, type ViewportName } from './browser'
import { carouselUnlocked } from './promo-carousel'

const browser = useBrowser()
const sizes = ['desktop', 'phone'] as const satisfies ViewportName[]
/** The top bar's height (56 px and its border): what sticky parts stay under. */
const barTop = 57

/** Two frames: what a scroll changes (windowed rows, sticky copies) is on screen. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

for (const size of sizes) {
  describe(`the browse list opens newest first (${size})`, () => {
    it('lists the newest mice first by known release date, and names and explains the order in the sort control', async () => {
      const page = await browser.open('/mouse/browse', size)
      await page.getByTestId('mouse-card').first().waitFor()
      const mice = await snapshotRows('mice')
      const released = new Map(mice.map((mouse) => [mouse.general__handle, releaseValue(mouse.general__release_date)]))
      const newest = Math.max(...mice.map((mouse) => released.get(mouse.general__handle) ?? -Infinity))
      const shown = await page.getByTestId('mouse-card').evaluateAll((cards) => cards.slice(0, 6).map((card) => card.getAttribute('data-handle')!))
      const values = shown.map((handle) => released.get(handle))
      expect(values[0]).toBe(newest)
      for (let i = 1; i < values.length; i++) expect(values[i]!, shown[i]).toBeLessThanOrEqual(values[i - 1]!)
      const select = page.locator('#mouse-sort')
      expect(await select.inputValue()).toBe('released')
      expect(await page.getByTestId('sort-direction').textContent()).toBe(mouseBrowseOrder.newest)
      expect(pageErrors(page)).toEqual([])
    })

    it('puts the mice whose release date is not known last, by name', async () => {
      // A brand filter, not a search: while text is typed the order is the best match (issue 28).
      const page = await browser.open('/mouse/browse?brand=razer', size)
      await page.getByTestId('mouse-card').first().waitFor()
      const mice = await snapshotRows('mice')
      const byHandle = new Map(mice.map((mouse) => [mouse.general__handle, mouse]))
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      // The windowed grid renders the end of the list a task after the scroll: wait for its last item.
      await page.waitForFunction(() => {
        const items = document.querySelectorAll('[data-testid="virtual-grid"] > [role="listitem"]')
        const last = items[items.length - 1]
        return last !== undefined && last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize')
      })
      const last = await page.getByTestId('mouse-card').evaluateAll((cards) => cards.slice(-3).map((card) => card.getAttribute('data-handle')!))
      const rows = last.map((handle) => byHandle.get(handle)!)
      for (const row of rows) expect(row.general__release_date, row.general__handle).toBeNull()
      // By name, as the site orders names (naturally: 'Model 9' before 'Model 10').
      const keys = rows.map((row) => naturalKey(productName(row)))
      expect(keys).toEqual([...keys].sort())
    })
  })
}

describe('the rule of the order on /about-the-data', () => {
  it('says the rule of the order the sort control names', async () => {
    const page = await browser.open('/about-the-data', 'phone')
    expect(await page.getByTestId('browse-order-rule').textContent()).toContain(mouseBrowseOrderRule)
  })
})

describe("the phone's result bar on a long list", () => {
  it('keeps the count, "Filters" and "Top" under the top bar down the whole list, and the list windowed', async () => {
    const page = await browser.open('/mouse/browse', 'phone')
    await page.getByTestId('mouse-card').first().waitFor()
    const bar = page.getByTestId('result-bar')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await settle(page)
    const box = (await bar.boundingBox())!
    expect(Math.round(box.y)).toBe(barTop)
    expect(await bar.getByTestId('result-count').textContent()).toMatch(/^[\d,]+ mice of [\d,]+$/)
    // Only the cards on screen are in the page, however far down.
    expect(await page.getByTestId('mouse-card').count()).toBeLessThan(20)
    // "Filters" opens the sheet from there.
    await bar.getByTestId('filters-toggle').click()
    await page.getByTestId('filters-sheet').waitFor()
    await page.getByTestId('show-results').click()
    await page.getByTestId('filters-sheet').waitFor({ state: 'hidden' })
    // "Top" goes back to the top of the page.
    await bar.getByTestId('back-to-top').click()
    await page.waitForFunction(() => window.scrollY === 0)
    expect(pageErrors(page)).toEqual([])
  })

  it('is not on wide screens, where the count stays beside the sort', async () => {
    const page = await browser.open('/mouse/browse', 'desktop')
    await page.getByTestId('browse-toolbar').getByTestId('result-count').waitFor()
    expect(await page.getByTestId('result-bar').count()).toBe(0)
  })
})

/** For each column of the names row: its box, and each row's value boxes in that column. */
async function specificationLayout(page: Page) {
  return page.getByTestId('specifications-table').evaluate((table) => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
    }
    const names = [...table.querySelectorAll('thead th[data-item-name]')]
    const rows = [...table.querySelectorAll('tbody tr')].filter((row) => row.querySelector('th[scope="row"]'))
    return {
      names: names.map((name) => ({ box: box(name), color: name.querySelector<HTMLElement>('[data-swatch]')?.style.background })),
      rows: rows.map((row) => [...row.querySelectorAll('td')].map((cell) => ({ box: box(cell), color: cell.querySelector<HTMLElement>('[data-swatch]')?.style.background, text: cell.textContent }))),
      header: box(table.querySelector('thead th[data-item-name]')!),
      pageWidth: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    }
  })
}

for (const size of sizes) {
  describe(`compare with the most mice allowed (${size})`, () => {
    it(`shows every one of ${maxComparedItems} mice's values under its name, on the screen, with the names in view`, async () => {
      const mice = await snapshotRows('mice')
      // The longest names: the hardest to fit.
      const names = mice.map((mouse) => productName(mouse)).sort((a, b) => b.length - a.length).slice(0, maxComparedItems)
      const page = await browser.open(`/mouse/compare?p=${buildCompareParam(names)}`, size)
      const table = page.getByTestId('specifications-table')
      await table.scrollIntoViewIfNeeded()
      await page.locator('[data-testid="specifications-table"] thead th[data-item-name]').nth(maxComparedItems - 1).waitFor()
      await settle(page)
      const layout = await specificationLayout(page)
      expect(layout.names).toHaveLength(maxComparedItems)
      // Nothing to scroll sideways: the page is as wide as the screen, and so is every cell.
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.pageWidth)
      for (const row of layout.rows) {
        expect(row).toHaveLength(maxComparedItems)
        row.forEach((cell, index) => {
          const name = layout.names[index]!
          expect(cell.box.left, cell.text ?? '').toBeGreaterThanOrEqual(0)
          expect(cell.box.right, cell.text ?? '').toBeLessThanOrEqual(layout.pageWidth)
          // Under its own name: the value's column is the name's column, and it carries the mouse's colour.
          expect(Math.abs(cell.box.left - name.box.left), cell.text ?? '').toBeLessThanOrEqual(1)
          expect(Math.abs(cell.box.right - name.box.right), cell.text ?? '').toBeLessThanOrEqual(1)
          if (size === 'phone') expect(cell.color).toBe(name.color)
        })
      }
      // Scrolled into the rows, the names stay in view under the top bar.
      await page.evaluate(() => window.scrollBy(0, 700))
      await settle(page)
      const scrolled = await specificationLayout(page)
      expect(Math.round(scrolled.header.top)).toBe(barTop)
      expect(pageErrors(page)).toEqual([])
    })
  })
}

/** The row across the middle of the screen, once there is one: the windowing has rendered the rows for where the page is scrolled. */
const rowInView = async (page: Page) =>
  (
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="results-table"] tbody tr[aria-rowindex]')].find((row) => {
        const box = row.getBoundingClientRect()
        return box.top <= innerHeight / 2 && box.bottom >= innerHeight / 2
      }),
    )
  ).asElement()!

/** The real header row's cells and the shown copy's, as laid out now. */
const stickyHeaderLayout = (page: Page) =>
  page.evaluate(() => {
    const real = [...document.querySelectorAll('[data-testid="results-table"] thead th')]
    const shown = [...document.querySelectorAll('[data-testid="table-sticky-header"] th')]
    const frame = document.querySelector('[data-testid="table-sticky-header"] > div')!
    const visibleIn = (cell: Element) => {
      const a = cell.getBoundingClientRect()
      const b = frame.getBoundingClientRect()
      return a.right > b.left + 1 && a.left < b.right - 1
    }
    return {
      visibility: getComputedStyle(frame).visibility,
      top: frame.getBoundingClientRect().top,
      realTexts: real.map((cell) => cell.textContent),
      shownTexts: shown.map((cell) => cell.textContent),
      realHeaderTop: real[0]!.getBoundingClientRect().top,
      columns: shown.map((cell, index) => ({ text: cell.textContent, shown: cell.getBoundingClientRect().toJSON() as DOMRect, real: real[index]!.getBoundingClientRect().toJSON() as DOMRect, visible: visibleIn(cell) })),
    }
  })

function expectColumnOverColumn(layout: Awaited<ReturnType<typeof stickyHeaderLayout>>) {
  for (const column of layout.columns) {
    expect(Math.abs(column.shown.width - column.real.width), column.text ?? '').toBeLessThanOrEqual(1)
    // Column over column, also after scrolling sideways (the first column stays put in both).
    expect(Math.abs(column.shown.left - column.real.left), column.text ?? '').toBeLessThanOrEqual(1)
  }
}

/** `addWidens`: a part's '✓ Added' is wider than its Compare column was (a mouse's compact toggle is not). */
const browseTables = [
  { path: '/mouse/browse?view=table', noun: 'mice', addWidens: false },
  { path: '/mouse/sensors/browse', noun: 'sensors', addWidens: true },
  { path: '/mouse/switches/browse', noun: 'switches', addWidens: true },
  { path: '/mouse/encoders/browse', noun: 'encoders', addWidens: true },
]

for (const size of sizes) {
  describe(`tables keep their headers in view (${size})`, () => {
    for (const { path, noun, addWidens } of browseTables) {
      it(`${noun}: scrolled down (and sideways), the header row stays above the rows, column over column, also after adding a row to the comparison`, async () => {
        const page = await browser.open(path, size)
        const table = page.getByTestId('results-table')
        await table.locator('tbody tr[aria-rowindex]').first().waitFor()
        const stickyTop = size === 'phone' ? barTop + 60 : barTop
        const copy = page.getByTestId('table-sticky-header')
        await page.evaluate(() => window.scrollTo(0, 900))
        // Sideways too where the table is wider than its box (the phone).
        await table.evaluate((element) => element.parentElement!.scrollBy(120, 0))
        // The rows in view are rendered a task after the scroll, and may widen the columns.
        const middleRow = await rowInView(page)
        await settle(page)
        const layout = await stickyHeaderLayout(page)
        // The real header has scrolled away; its copy is shown in its place under the top bar (and the phone's result bar).
        expect(layout.realHeaderTop).toBeLessThan(stickyTop)
        expect(layout.visibility).toBe('visible')
        expect(Math.round(layout.top)).toBe(stickyTop)
        expect(layout.shownTexts).toEqual(layout.realTexts)
        expectColumnOverColumn(layout)
        expect(layout.columns.filter((column) => column.visible).length).toBeGreaterThan(2)
        // Without a scroll, adding the row in the middle of the screen to the comparison changes
        // its button (a part's '+ Add' to a wider '✓ Added', and with it the real Compare column): the copy follows.
        // The Compare column's toggle: the row's last cell.
        const add = await middleRow.evaluateHandle((row) => row.lastElementChild!.querySelector<HTMLButtonElement>('button[aria-pressed="false"]')!)
        const compareWidth = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="results-table"] thead th')].at(-1)!.getBoundingClientRect().width)
        const narrower = await compareWidth()
        const scrolledTo = await page.evaluate(() => scrollY)
        await add.asElement()!.click()
        await page.waitForFunction((button) => button.getAttribute('aria-pressed') === 'true', add)
        await settle(page)
        if (addWidens) expect(await compareWidth()).toBeGreaterThan(narrower)
        // Still where the visitor was, with the header's copy shown.
        expect(await page.evaluate(() => scrollY)).toBe(scrolledTo)
        const afterAdding = await stickyHeaderLayout(page)
        expect(afterAdding.visibility).toBe('visible')
        expectColumnOverColumn(afterAdding)
        // Back at the top, the copy is hidden again: the real header is there.
        await page.evaluate(() => window.scrollTo(0, 0))
        await settle(page)
        expect(await copy.locator('> div').evaluate((frame) => getComputedStyle(frame).visibility)).toBe('hidden')
        expect(pageErrors(page)).toEqual([])
      })
    }
  })
}

const twoMice = '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro'

for (const size of sizes) {
  describe(`the hand stays with the comparison (${size})`, () => {
    it('sets the hand in a dialog on the compare page, in centimetres, and draws it under the shapes without leaving', async () => {
      const page = await browser.open(twoMice, size)
      const before = await page.evaluate(() => location.pathname + location.search)
      const opener = page.getByTestId('set-hand-button')
      await opener.click()
      const dialog = page.getByTestId('hand-dialog')
      await dialog.waitFor()
      await dialog.getByTestId('hand-unit-cm').click()
      // A length typed in millimetres while centimetres are shown is refused, with the bounds in centimetres.
      await dialog.getByTestId('hand-length').fill('190')
      await dialog.getByTestId('hand-breadth').fill('8,5')
      await dialog.getByTestId('hand-grip-palm').check()
      await dialog.getByTestId('hand-save').click()
      await dialog.getByText('Hand length must be between 12 and 26 cm.').waitFor()
      await dialog.getByTestId('hand-length').fill('19')
      await dialog.getByTestId('hand-save').click()
      await dialog.waitFor({ state: 'hidden' })
      // Drawn under the shapes in both views, with each mouse's fit, on the same page.
      await page.locator('[data-testid="shape-overlay-top"] [data-testid="hand-outline"]').waitFor()
      await page.getByTestId('compare-fit').waitFor()
      expect(await page.getByTestId('fit-score').count()).toBe(2)
      expect(await page.evaluate(() => location.pathname + location.search)).toBe(before)
      expect(await page.getByTestId('hand-summary').textContent()).toBe('19 × 8.5 cm, palm grip')
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('handProfile')))!)).toEqual({ lengthMm: 190, breadthMm: 85, grip: 'palm' })
      // The side view's hand rests on the surface the mice stand on.
      const bottoms = await page.locator('[data-testid="shape-overlay-side"]').evaluate((svg) => ({
        hand: svg.querySelector('[data-testid="hand-outline"] path')!.getBoundingClientRect().bottom,
        mice: [...svg.querySelectorAll('[data-shape] path')].map((path) => path.getBoundingClientRect().bottom),
      }))
      for (const mouse of bottoms.mice) expect(Math.abs(bottoms.hand - mouse)).toBeLessThanOrEqual(1)
      // "Change" opens the same dialog, with the hand in it; Escape closes it and gives the focus back.
      await page.getByTestId('set-hand-button').click()
      await dialog.waitFor()
      expect(await dialog.getByTestId('hand-length').inputValue()).toBe('19')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('set-hand-button')
      expect(pageErrors(page)).toEqual([])
    })
  })
}

describe('hand drawings say their figures as people read them', () => {
  it('rounds the drawn hand’s length to whole millimetres and draws the desk it rests on', async () => {
    const page = await browser.open('/mouse/fit?hand=190x85-palm', 'phone')
    const caption = page.getByTestId('fit-ideal').getByText(/^Seen from above:/)
    await caption.waitFor()
    expect(await caption.textContent()).toMatch(/^Seen from above: \d+ mm from wrist crease/)
    expect(await page.getByTestId('hand-desk').count()).toBe(1)
  })
})

for (const size of sizes) {
  describe(`examples never pose as offers (${size})`, () => {
    it('marks every slide that sends visitors to the example discounts, partners or brands as an example', async () => {
      const page = await browser.open('/', size)
      const carousel = page.getByTestId('promo-carousel')
      await carousel.getByTestId('promo-slide').waitFor({ state: 'visible' })
      const count = Number((await carousel.getByTestId('promo-slide').getAttribute('aria-label'))!.split(' of ')[1])
      const seen: { handle: string; href: string | null; example: boolean }[] = []
      for (let index = 0; index < count; index++) {
        const slide = carousel.getByTestId('promo-slide')
        seen.push({
          handle: (await slide.getAttribute('data-handle'))!,
          href: await slide.locator('a[href]').first().getAttribute('href').catch(() => null),
          example: (await slide.getByTestId('promo-example').count()) > 0,
        })
        await carouselUnlocked(page)
        await carousel.getByRole('button', { name: 'Next promotion' }).click()
      }
      const offers = seen.filter((slide) => slide.href !== null && (/^\/(discounts|affiliates)(\/|$)/.test(slide.href) || /^https?:/.test(slide.href)))
      // The demo's offers are all examples: each slide leading to one says so.
      expect(offers.map((slide) => slide.handle)).toContain('discounts')
      for (const slide of offers) expect(slide.example, slide.handle).toBe(true)
      // The site's own pages are not offers, and are not marked.
      for (const slide of seen.filter((item) => item.href?.startsWith('/mouse/'))) expect(slide.example, slide.handle).toBe(false)
      expect(pageErrors(page)).toEqual([])
    })
  })
}
