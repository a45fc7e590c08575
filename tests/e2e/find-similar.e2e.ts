import { describe, expect, it } from 'vitest'
import { catalogueScales, rankSimilar, targetFromMouse } from '../../web/features/find-similar/similarity'
import { chunkReloadStorageKey } from '../../web/lib/chunk-reload'
import { pageErrors, snapshotRows, useBrowser } from './browser'

const browser = useBrowser()
const handle = 'logitech-g-pro-x-superlight-2'

/** The catalogue the built site serves (the embedded snapshot), ranked here the same way. */
async function expectedNeighbours(count: number): Promise<string[]> {
  const mice = await snapshotRows('mice')
  const reference = mice.find((row) => row.general__handle === handle)!
  return rankSimilar(mice, targetFromMouse(reference), { scales: catalogueScales(mice), excludeHandle: handle, limit: count }).map((item) => item.row.general__handle)
}

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`find similar (${viewport})`, () => {
    it('lists the nearest neighbours of a known mouse first', async () => {
      const page = await browser.open(`/mouse/find-similar?mouse=${handle}`, viewport)
      await page.getByTestId('similar-result').nth(4).waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mice similar to Logitech G Pro X Superlight 2')
      const shown = await page.getByTestId('similar-result').evaluateAll((items) => items.slice(0, 5).map((item) => item.getAttribute('data-handle')))
      expect(shown).toEqual(await expectedNeighbours(5))
      // The G Pro X Superlight (same shell, 3 g heavier) is the closest mouse of all: imported mice
      // of the same size are as close on the figures they have, but it matches on every figure.
      expect(shown[0]).toBe('logitech-g-pro-x-superlight')
      expect(await page.getByTestId('similar-result').first().textContent()).toMatch(/Length same.*Weight \+3 g/)
      expect(pageErrors(page)).toEqual([])
    })

    it('lays out only the results near the screen, and brings a visitor back to the one they left from', async () => {
      const page = await browser.open(`/mouse/find-similar?mouse=${handle}`, viewport)
      const results = page.getByTestId('similar-result')
      await results.nth(23).waitFor({ state: 'attached' })
      // Far below the first screen, a result's content is not rendered until it comes near (index.html).
      const rendered = (index: number) => results.nth(index).evaluate((item) => item.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true }))
      expect(await rendered(0)).toBe(true)
      expect(await rendered(20)).toBe(false)
      // Scrolled to the thirteenth result the way a person scrolls (the router records a position on a scroll event: shell.e2e.ts).
      const left = results.nth(12)
      await left.evaluate(
        (item) =>
          new Promise<void>((resolve) => {
            document.addEventListener('scroll', () => resolve(), { once: true })
            item.scrollIntoView({ block: 'start' })
          }),
      )
      expect(await rendered(12)).toBe(true)
      const leftHandle = await left.getAttribute('data-handle')
      await left.getByTestId('similar-result-link').evaluate((link: HTMLAnchorElement) => link.click())
      await page.waitForURL(/\/mouse\/compare\?p=/)
      await page.getByTestId('similar-result').first().waitFor({ state: 'detached' })
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.goBack()
      await page.waitForURL(/\/mouse\/find-similar/)
      // Back on the page, the results above it were never laid out again: their heights are the
      // guesses, and the one the visitor left from must still be on the screen.
      await page.waitForFunction((wanted) => {
        const item = document.querySelector(`[data-testid="similar-result"][data-handle="${wanted}"]`)
        if (!item || window.scrollY === 0) return false
        const box = item.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight
      }, leftHandle, { timeout: 10_000 })
      expect(pageErrors(page)).toEqual([])
    })

    it('opens a result’s own page from its name', async () => {
      const page = await browser.open(`/mouse/find-similar?mouse=${handle}`, viewport)
      const link = page.getByTestId('similar-result').first().getByTestId('similar-result-link')
      const name = await link.textContent()
      await link.click()
      await page.waitForURL(/\/mouse\/compare\?p=/)
      await page.getByRole('heading', { level: 1, name: name! }).waitFor()
      expect(pageErrors(page)).toEqual([])
    })

    it('puts the same shell first with a small outline over the reference, and explains the order', async () => {
      const page = await browser.open('/mouse/find-similar?mouse=zowie-ec2-c', viewport)
      await page.getByTestId('similar-result').first().waitFor()
      const first = await page.getByTestId('similar-result').evaluateAll((items) => items.slice(0, 2).map((item) => item.getAttribute('data-handle')))
      expect(first.sort()).toEqual(['zowie-ec2-cw', 'zowie-ec2-dw'])
      expect(await page.getByTestId('similar-result').first().getByTestId('same-shell').textContent()).toMatch(/^Same shell/)
      expect(await page.getByTestId('similar-order').textContent()).toMatch(/same shell first/)
      // The outline overlay is drawn to scale: the EC2-CW is as long as the EC2-C (123 mm), so both paths span the same height.
      const overlay = page.getByTestId('similar-result').first().getByRole('img', { name: /Top view to scale/ })
      const heights = await overlay.evaluate((svg) => [...svg.querySelectorAll('path')].map((path) => Math.round((path as SVGPathElement).getBBox().height)))
      expect(heights).toEqual([123, 123])
      expect(await page.getByTestId('similar-result').first().getByTestId('similar-outline-note').textContent()).toBe('Outlines generated from dimensions and shape descriptors')
      const box = await overlay.boundingBox()
      expect(box!.width).toBeGreaterThan(20)
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

    it('opens typed figures from the link with their form already there, never a loading note', async () => {
      const page = await browser.open('/robots.txt', viewport)
      // Records whether the form's loading note was ever in the page (it must not be: the route's
      // loader brings the form's code before the page renders).
      await page.addInitScript(() => {
        const seen = { pending: false }
        ;(window as unknown as { formPending: typeof seen }).formPending = seen
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="target-form-pending"]')) seen.pending = true
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(`${browser.baseUrl()}/mouse/find-similar?length=120&width=62`)
      await page.getByTestId('similar-result').first().waitFor()
      expect(await page.getByLabel('Length (mm)').inputValue()).toBe('120')
      expect(await page.evaluate(() => (window as unknown as { formPending: { pending: boolean } }).formPending.pending)).toBe(false)
      expect(pageErrors(page)).toEqual([])
    })

    it('says so when the form cannot be loaded, keeps the results, and loads it when asked again', async () => {
      const page = await browser.open(`/mouse/find-similar?mouse=${handle}`, viewport)
      await page.getByTestId('similar-result').first().waitFor()
      // The first failed chunk in 10 s reloads the page (SPEC §9, web/lib/chunk-reload.ts: a chunk a
      // deploy removed); this is the tab that already did, so the failure is the page's to show.
      const reloadedForChunk = () => page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), chunkReloadStorageKey)
      await reloadedForChunk()
      // Offline for the form's code only, on a fresh load of the page (routing bypasses the cache).
      await page.route('**/assets/target-form-*.js', (route) => route.abort('internetdisconnected'))
      await page.reload()
      await page.getByTestId('similar-result').first().waitFor()
      await reloadedForChunk()
      await page.getByRole('button', { name: 'Dimensions' }).click()
      await page.getByText(/^The form could not be loaded/).waitFor()
      expect(await page.getByLabel('Length (mm)').count()).toBe(0)
      expect(await page.getByTestId('similar-result').count()).toBeGreaterThan(0)
      await page.unroute('**/assets/target-form-*.js')
      await page.getByRole('button', { name: 'A mouse' }).click()
      await page.getByRole('button', { name: 'Dimensions' }).click()
      await page.getByLabel('Length (mm)').fill('120')
      expect(pageErrors(page)).toEqual([])
    })
  })
}

// axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).
