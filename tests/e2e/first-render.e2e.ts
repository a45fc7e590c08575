import { describe, expect, it } from 'vitest'
import { messages } from '../../web/lib/messages'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

// web/main.tsx renders the first page once its code and data are in, but never holds the shell
// back for long: a slow or failing catalogue must not leave a blank screen.
describe('the first render (phone)', () => {
  it('shows the shell within about a second when the catalogue is slow, then the page when it arrives', async () => {
    const page = await browser.open('/', 'phone')
    await page.route('**/data/api/mice.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      await route.continue()
    })
    const started = Date.now()
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByTestId('drawer-button').waitFor({ state: 'visible', timeout: 3_000 })
    expect(Date.now() - started).toBeLessThan(3_000)
    // In the page's place, a polite loading note rather than a blank screen.
    expect(await page.getByTestId('page-loading').textContent()).toBe(messages.pageLoading)
    // The shell works while the page waits: the drawer opens.
    await page.getByTestId('drawer-button').click()
    await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 })
    expect(Date.now() - started).toBeGreaterThan(3_500)
    expect(pageErrors(page)).toEqual([])
  })

  it('shows the error screen inside a working shell when the catalogue cannot be read', async () => {
    const page = await browser.open('/', 'phone')
    await page.route('**/data/api/mice.json', (route) => route.abort())
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByTestId('error-screen').waitFor({ timeout: 20_000 })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(messages.errorTitle)
    await page.getByTestId('drawer-button').click()
    await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' })
    expect(pageErrors(page)).toEqual([])
  })
})

// scripts/chakra-static-css-plugin.ts: the theme's global CSS ships in index.html, and the app
// must not insert it a second time at run time.
describe('the theme stylesheet', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`comes with the HTML and styles the page before any script runs (${theme})`, async () => {
      const page = await browser.open('/', 'desktop')
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme)
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto(browser.baseUrl() + '/')
      const before = await page.evaluate(() => ({
        rules: document.querySelector('style[data-chakra-global]')?.textContent?.length ?? 0,
        background: getComputedStyle(document.body).backgroundColor,
        margin: getComputedStyle(document.body).margin,
      }))
      expect(before.rules).toBeGreaterThan(10_000)
      expect(before.background).toBe(theme === 'dark' ? 'rgb(10, 10, 10)' : 'rgb(255, 255, 255)')
      expect(before.margin).toBe('0px')
    })
  }

  it('is not inserted again by the running app', async () => {
    const page = await browser.open('/', 'phone')
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const runtimeGlobalRules = await page.evaluate(
      () => [...document.querySelectorAll('style[data-emotion$="-global"]')].reduce((sum, style) => sum + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0),
    )
    expect(runtimeGlobalRules).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontWeight)).not.toBe('')
    expect(pageErrors(page)).toEqual([])
  })
})

// web/index.html: the top bar's frame is drawn from the HTML alone, and React's first render
// replaces it with the real bar in the same place.
describe('the boot shell', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`shows the bar before any script runs and gives way to the real one in the same place (${size})`, async () => {
      const page = await browser.open('/', size)
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto(browser.baseUrl() + '/mouse/browse')
      const boot = page.getByTestId('boot-shell')
      expect((await boot.textContent())?.trim()).toBe('MouseCompare')
      const bootBar = await page.locator('.boot-bar').boundingBox()
      await page.unroute('**/assets/*.js')
      await page.goto(browser.baseUrl() + '/mouse/browse')
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await boot.count()).toBe(0)
      const realBar = await page.locator('header').first().boundingBox()
      expect(realBar?.y).toBe(bootBar?.y)
      expect(realBar?.height).toBe(bootBar?.height)
      expect(realBar?.width).toBe(bootBar?.width)
      expect(pageErrors(page)).toEqual([])
    })
  }
})
