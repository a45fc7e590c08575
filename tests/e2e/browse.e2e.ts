import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()

const count = async (page: Page) => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/,/g, '').match(/^\d+/)?.[0])

/** On phones the filters are folded behind a button. */
async function openFilters(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') {
    const toggle = page.getByTestId('filters-toggle')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  return page.getByTestId('filters')
}

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`browse (${viewport})`, () => {
    it('paints the cards in their columns and heights from the first frame: nothing moves', async () => {
      const page = await browser.open('/mouse/browse', viewport)
      await page.getByTestId('mouse-card').first().waitFor()
      // The grid's width is measured after the browser's layout (use-window-virtualizer.ts); what it
      // decides must be on screen before the cards are first painted, or every card would move.
      const columns = Number(await page.getByTestId('virtual-grid').getAttribute('data-columns'))
      if (viewport === 'phone') expect(columns).toBe(1)
      else expect(columns).toBeGreaterThan(1)
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 300)
          }),
      )
      expect(shift).toBeLessThan(0.01)
      expect(pageErrors(page)).toEqual([])
    })

    it('finds the mouse first: while text is typed the order is the best match, and clearing it restores the chosen sort', async () => {
      const page = await browser.open('/mouse/browse?sort=-weight', viewport)
      await page.getByTestId('result-count').waitFor()
      const sort = page.getByLabel('Sort by')
      expect(await sort.inputValue()).toBe('weight')
      await page.getByRole('searchbox', { name: 'Search mice' }).fill('g pro')
      await page.waitForURL(/q=g(\+|%20)pro/)
      await page.waitForFunction(() => document.querySelector('[data-testid="mouse-card"]')?.getAttribute('data-handle') === 'logitech-g-pro-hero')
      expect(await sort.inputValue()).toBe('relevance')
      expect(await sort.locator('option:checked').textContent()).toBe('Best match (while searching)')
      const first = await page.getByTestId('mouse-card').first().textContent()
      // The card's brand and model are separate lines (no space between them in its text).
      expect(first).toMatch(/Logitech\s*G Pro HERO/)
      await page.getByRole('searchbox', { name: 'Search mice' }).fill('')
      await page.waitForURL((url) => !url.search.includes('q='))
      await page.waitForFunction(() => (document.querySelector('select[id$="-sort"]') as HTMLSelectElement | null)?.value === 'weight')
      expect(await page.getByTestId('sort-direction').isVisible()).toBe(true)
      expect(pageErrors(page)).toEqual([])
    })

    it('narrows the list with a shape filter and a length range, surviving reload and back', async () => {
      const page = await browser.open('/mouse/browse', viewport)
      await page.getByTestId('result-count').waitFor()
      const total = await count(page)
      expect(total).toBeGreaterThan(100)

      let filters = await openFilters(page, viewport)
      await filters.getByRole('checkbox', { name: /^Ergonomic/ }).check()
      await page.waitForURL(/shape=ergonomic/)
      const ergonomic = await count(page)
      expect(ergonomic).toBeLessThan(total)

      const min = filters.getByRole('textbox', { name: 'Minimum length (mm), number' })
      await min.fill('122')
      await min.press('Enter')
      await page.waitForURL(/length=122\.\./)
      await page.waitForFunction((previous) => Number(document.querySelector('[data-testid="result-count"]')?.textContent?.match(/^\d+/)?.[0]) < previous, ergonomic)
      const narrowed = await count(page)
      expect(narrowed).toBeGreaterThan(0)
      for (const text of await page.getByTestId('mouse-card').allTextContents()) {
        const length = Number(text.match(/([\d.]+) × [\d.]+ × [\d.]+ mm/)?.[1])
        expect(length).toBeGreaterThanOrEqual(122)
        expect(text).toContain('Ergonomic')
      }

      await page.reload()
      await page.getByTestId('result-count').waitFor()
      expect(await count(page)).toBe(narrowed)
      filters = await openFilters(page, viewport)
      expect(await filters.getByRole('checkbox', { name: /^Ergonomic/ }).isChecked()).toBe(true)
      expect(await filters.getByRole('textbox', { name: 'Minimum length (mm), number' }).inputValue()).toBe('122')

      await page.goBack()
      await page.waitForURL((url) => !url.search.includes('length='))
      await page.waitForFunction((expected) => document.querySelector('[data-testid="result-count"]')?.textContent?.startsWith(`${expected} `), ergonomic)
      await page.goBack()
      await page.waitForURL((url) => url.search === '')
      expect(await count(page)).toBe(total)
      expect(pageErrors(page)).toEqual([])
    })

    it('offers to loosen a filter when nothing matches', async () => {
      const page = await browser.open('/mouse/browse?shape=hybrid&weight=..20', viewport)
      const panel = page.getByTestId('empty-results')
      await panel.waitFor()
      expect(await panel.getByRole('heading').textContent()).toBe('No mice match these filters')
      await panel.getByTestId('loosen-filter').click()
      await page.waitForURL((url) => !url.search.includes('weight'))
      expect(await count(page)).toBeGreaterThan(0)
      expect(new URL(page.url()).searchParams.get('shape')).toBe('hybrid')
    })
  })
}

describe('browse details', () => {
  it('falls back to defaults for a malformed URL, without errors', async () => {
    const page = await browser.open('/mouse/browse?length=%7Bbad&sort=-nothing&view=3&shape=%5B%22x', 'desktop')
    await page.getByTestId('result-count').waitFor()
    // The cards' contents arrive in a commit after the page's (virtual-grid.tsx).
    await page.getByTestId('mouse-card').first().waitFor()
    expect(pageErrors(page)).toEqual([])
  })

  // web/features/catalogue/ui/virtual-grid.tsx: the page's first commit holds the grid's items
  // empty, at their final size, and the next one fills them, so the browser styles and lays out
  // the cards in a task of their own. Every commit is seen: a mutation observer records each
  // insertion of the grid or of its cards as it happens.
  it('draws the grid first and its cards in the next commit, each card in the place it keeps', async () => {
    const page = await browser.open('/robots.txt', 'phone')
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { gridCommits: string[] }).gridCommits = seen
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue
            const grid = node.matches('[data-testid="virtual-grid"]') ? node : node.querySelector('[data-testid="virtual-grid"]')
            if (grid) seen.push(`grid with ${grid.children.length} items, ${grid.querySelectorAll('[data-testid="mouse-card"]').length} cards`)
            else if (node.matches('[data-testid="mouse-card"]')) seen.push('card')
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByTestId('mouse-card').first().waitFor()
    const commits = await page.evaluate(() => (window as unknown as { gridCommits: string[] }).gridCommits)
    expect(commits[0]).toMatch(/^grid with [1-9]\d* items, 0 cards$/)
    const items = Number(commits[0]!.match(/\d+/)![0])
    expect(commits.slice(1)).toEqual(Array.from({ length: items }, () => 'card'))
    // Each card is exactly as tall as the item that held its place before it came.
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="virtual-grid"] > [role="listitem"]')].map((item) => [item.getBoundingClientRect().height, item.firstElementChild!.getBoundingClientRect().height]),
    )
    for (const [item, card] of sizes) expect(card).toBe(item)
    expect(pageErrors(page)).toEqual([])
  })

  it('renders only the rows on screen, and the rest as the page scrolls', async () => {
    const page = await browser.open('/mouse/browse?view=table', 'desktop')
    const table = page.getByTestId('results-table')
    await table.waitFor()
    const total = await count(page)
    expect(await table.getAttribute('aria-rowcount')).toBe(String(total + 1))
    const rendered = await table.locator('tbody tr[aria-rowindex]').count()
    expect(rendered).toBeLessThan(total)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForFunction((last) => document.querySelector(`[data-testid="results-table"] tr[aria-rowindex="${last}"]`) !== null, total + 1)
  })

  it('keeps the chosen view, sorts by header, and builds a compare link', async () => {
    const page = await browser.open('/mouse/browse', 'desktop')
    await page.getByRole('button', { name: 'Table' }).click()
    await page.waitForURL(/view=table/)
    const header = page.getByRole('columnheader', { name: /^Weight\b/ })
    await header.getByRole('button').click()
    await page.waitForURL(/sort=weight/)
    expect(await header.getAttribute('aria-sort')).toBe('ascending')
    await header.getByRole('button').press('Enter')
    await page.waitForURL(/sort=-weight/)
    expect(await header.getAttribute('aria-sort')).toBe('descending')
    await page.getByTestId('compare-toggle').first().click()
    await page.getByTestId('compare-toggle').nth(1).click()
    const link = page.getByTestId('compare-link')
    expect(await link.textContent()).toBe('Compare (2)')
    expect(await link.getAttribute('href')).toMatch(/^\/mouse\/compare\?p=[A-Za-z0-9-]+-vs\.-[A-Za-z0-9.-]+$/)
    // The view is remembered without the URL saying so.
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByTestId('results-table').waitFor()
  })
})

// axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).
