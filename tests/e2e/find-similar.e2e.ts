import { describe, expect, it } from 'vitest'
import { catalogueScales, rankSimilar, targetFromMouse } from '../../web/features/find-similar/similarity'
import type { MouseRow } from '../../web/lib/api-types'
import { pageErrors, snapshotPath, useBrowser } from './browser'

const browser = useBrowser()
const handle = 'logitech-g-pro-x-superlight-2'

/** The catalogue the built site serves (the embedded snapshot), ranked here the same way. */
async function expectedNeighbours(count: number): Promise<string[]> {
  const mice = (await (await fetch(browser.baseUrl() + (await snapshotPath('mice')))).json()) as MouseRow[]
  const reference = mice.find((row) => row.general__handle === handle)!
  return rankSimilar(mice, targetFromMouse(reference), { scales: catalogueScales(mice), excludeHandle: handle, limit: count }).map((item) => item.row.general__handle)
}

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`find similar (${viewport})`, () => {
    it('lists the nearest neighbours of a known mouse first', async () => {
      const page = await browser.open(`/mouse/find-similar?mouse=${handle}`, viewport)
      await page.getByTestId('similar-result').first().waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mice similar to Logitech G Pro X Superlight 2')
      const shown = await page.getByTestId('similar-result').evaluateAll((items) => items.slice(0, 5).map((item) => item.getAttribute('data-handle')))
      expect(shown).toEqual(await expectedNeighbours(5))
      // The G Pro X Superlight (same shell, 3 g heavier) is the closest mouse of all: imported mice
      // of the same size are as close on the figures they have, but it matches on every figure.
      expect(shown[0]).toBe('logitech-g-pro-x-superlight')
      expect(await page.getByTestId('similar-result').first().textContent()).toMatch(/Length same.*Weight \+3 g/)
      expect(pageErrors(page)).toEqual([])
    })

    it('says there is no such mouse for an unknown handle, and still finds by dimensions', async () => {
      const page = await browser.open('/mouse/find-similar?mouse=not-a-mouse', viewport)
      await page.getByTestId('unknown-mouse').waitFor()
      expect(await page.getByTestId('unknown-mouse').textContent()).toContain('No such mouse: “not-a-mouse”.')
      await page.getByRole('button', { name: 'Dimensions' }).click()
      await page.getByLabel('Length (mm)').fill('120')
      await page.getByLabel('Width (mm)').fill('62')
      await page.getByRole('button', { name: 'Find similar mice' }).click()
      await page.waitForURL(/length=120&width=62/)
      await page.getByTestId('similar-result').first().waitFor()
      expect(await page.getByTestId('unknown-mouse').count()).toBe(0)
      expect(pageErrors(page)).toEqual([])
    })
  })
}

// axe on this feature's pages, in both themes at both sizes: accessibility.e2e.ts (every route, with the promo carousel shown).
