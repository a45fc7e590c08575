import { describe, expect, it } from 'vitest'
import { findEntry, footerLinkIds } from '../../web/lib/navigation'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

/** The footer's pages (web/index.html), as the navigation names them. */
const footerPages = footerLinkIds.map((id) => {
  const entry = findEntry(id)!
  return { path: entry.path!, heading: entry.descriptions.medium }
})

for (const viewport of ['desktop', 'phone'] as const) {
  describe(`the footer (${viewport})`, () => {
    it('is on every kind of page, with the pages a public site owes, each a 44 px target', async () => {
      expect(footerPages.map((page) => page.path)).toEqual(['/about', '/about-the-data', '/open-data', '/privacy', '/terms', '/contact'])
      for (const path of ['/', '/mouse/browse', '/mouse/compare?p=Razer-Viper-V3-Pro', '/mouse/review/steelseries/prime-wireless', '/no/such/page']) {
        const page = await browser.open(path, viewport)
        const footer = page.getByTestId('site-footer')
        await footer.waitFor()
        const links = footer.getByRole('navigation', { name: 'Site' }).getByRole('link')
        expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href'))), path).toEqual(footerPages.map((item) => item.path))
        for (const box of await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.height, `${path}: link height`).toBeGreaterThanOrEqual(44)
          expect(box.width, `${path}: link width`).toBeGreaterThanOrEqual(44)
        }
        expect(pageErrors(page)).toEqual([])
      }
    })

    it('links answer 200 and open their page, with its own title', async () => {
      for (const target of footerPages) {
        const response = await fetch(browser.baseUrl() + target.path)
        expect(response.status, target.path).toBe(200)
        expect(await response.text(), target.path).toContain(`<title>${target.heading} | MouseCompare</title>`)
      }
      const page = await browser.open('/mouse/browse', viewport)
      for (const target of footerPages) {
        await page.getByTestId('site-footer').locator(`nav a[href="${target.path}"]`).click()
        await page.waitForURL((url) => url.pathname === target.path)
        await page.getByRole('heading', { level: 1, name: target.heading }).waitFor()
        await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${target.heading} | MouseCompare`)
      }
      expect(pageErrors(page)).toEqual([])
    })

    it('privacy and terms are real text about this site', async () => {
      const page = await browser.open('/privacy', viewport)
      const privacy = page.getByRole('main')
      await privacy.getByRole('heading', { level: 2, name: 'What is kept in your browser' }).waitFor()
      for (const section of ['Cookies', 'If you sign in', 'Affiliate links and other sites']) {
        await privacy.getByRole('heading', { level: 2, name: section }).waitFor()
      }
      expect(await privacy.textContent()).not.toMatch(/lorem ipsum/i)
      await page.goto(browser.baseUrl() + '/terms')
      const terms = page.getByRole('main')
      for (const section of ['What the figures are worth', 'Shops, discounts and affiliate links', 'Catalogue data and names']) {
        await terms.getByRole('heading', { level: 2, name: section }).waitFor()
      }
      expect(await terms.textContent()).not.toMatch(/lorem ipsum/i)
    })
  })
}
