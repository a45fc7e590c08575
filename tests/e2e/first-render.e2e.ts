import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bootLayouts, bootNotes } from '../../edge/boot-header'
import { messages } from '../../web/lib/messages'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

// web/app-start.tsx renders the first page once its code and data are in, but never holds the shell
// back for long: a slow or failing catalogue must not leave a blank screen.
describe('the first render (phone)', () => {
  it('shows the shell while the catalogue is still on its way, then the page when it arrives', async () => {
    const page = await browser.open('/', 'phone')
    // The catalogue is held until the shell has been checked: the shell must not wait for it (it
    // renders when the router shows the page's loading note, web/lib/first-render.ts), whatever
    // this machine's speed.
    let releaseCatalogue: () => void = () => {}
    const catalogueHeld = new Promise<void>((resolve) => (releaseCatalogue = resolve))
    let catalogueAnswered = false
    await page.route('**/data/api/*/mouse_list.json', async (route) => {
      await catalogueHeld
      await route.continue()
      catalogueAnswered = true
    })
    // Every change to the page, once the boot shell is in, is checked for a moment with neither it
    // nor the app's bar: a first render before the router has its matches draws nothing.
    await page.addInitScript(() => {
      const record = window as unknown as { blankMoments: number }
      record.blankMoments = 0
      let bootShellSeen = false
      new MutationObserver(() => {
        const root = document.getElementById('root')
        if (root?.querySelector('[data-testid="boot-shell"]')) bootShellSeen = true
        else if (bootShellSeen && !root?.querySelector('header.site-bar')) record.blankMoments++
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByTestId('drawer-button').waitFor({ state: 'visible', timeout: 20_000 })
    expect(catalogueAnswered).toBe(false)
    // The app's shell replaced the boot shell in one commit: never a blank page in between.
    expect(await page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments)).toBe(0)
    // In the page's place, a polite loading note rather than a blank screen.
    expect(await page.getByTestId('page-loading').textContent()).toBe(messages.pageLoading)
    // The shell works while the page waits: the drawer opens.
    await page.getByTestId('drawer-button').click()
    await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    releaseCatalogue()
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('page-loading').count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
  })

  it('shows the error screen inside a working shell when the catalogue cannot be read', async () => {
    const page = await browser.open('/', 'phone')
    await page.route('**/data/api/*/mouse_list.json', (route) => route.abort())
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
      // Opened on a file, not the app: a live app's late chunk would fail under the block below.
      const page = await browser.open('/robots.txt', 'desktop')
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

// web/index.html and edge/boot-header.ts: the site's frame, and on most pages the page's heading and
// introduction, are drawn from the HTML alone; React's first render replaces them with the same
// text in the same boxes, so nothing moves when the app takes over.
type Box = { x: number; y: number; width: number; height: number; text: string }

/** Where a text is drawn (its glyphs, not its block, which may be wider), and the text. */
function textBoxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((found) => {
    const element = document.querySelector(found)
    if (!element) return null
    const range = document.createRange()
    range.selectNodeContents(element)
    const rect = range.getBoundingClientRect()
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, text: element.textContent ?? '' }
  }, selector)
}

function expectSameBox(app: Box | null, boot: Box | null, label: string) {
  expect(boot, `${label}: boot shell`).not.toBeNull()
  expect(app, `${label}: app`).not.toBeNull()
  expect(boot!.text, label).toBe(app!.text)
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(boot![side] - app![side]), `${label}: ${side}`).toBeLessThanOrEqual(0.5)
}

const bootPages = [
  ...Object.keys(bootLayouts).filter((path) => path !== '/giveaways'),
  '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro-vs.-Zowie-EC2-CW',
  // One mouse: its own page, headed by its name (issue 20).
  '/mouse/compare?p=Zowie-EC2-CW',
  '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2',
  '/discounts/steelseries-12-percent',
]

describe('the boot shell', () => {
  // A tablet (promo banner under the bar) and a wide screen (the page centred beside the promo
  // column) check one page per layout.
  const otherWidths = { tablet: { width: 800, height: 1000 }, wide: { width: 1920, height: 1080 } }
  const checks = (['phone', 'desktop', 'tablet', 'wide'] as const).flatMap((size) =>
    (size === 'phone' || size === 'desktop' ? bootPages : ['/', '/mouse/browse', '/mouse/compare', '/contact']).map((path) => ({ size, path })),
  )
  // One test per page and size: the list grows with the site, and each page gets its own time.
  it.each(checks)(`draws the bar, the page's heading and its introduction before any script runs, where the app then draws them ($size $path)`, async ({ size, path }) => {
    const page = await browser.open('/robots.txt', size === 'phone' ? 'phone' : 'desktop')
    if (size === 'tablet' || size === 'wide') await page.setViewportSize(otherWidths[size])
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(browser.baseUrl() + path)
    const bootBar = await page.locator('.boot-bar').boundingBox()
    const bootHeading = await textBoxOf(page, '.boot-heading')
    const bootIntro = await textBoxOf(page, '.boot-intro')
    const bootNote = await textBoxOf(page, '.boot-note')
    await page.unroute('**/assets/*.js')
    await page.goto(browser.baseUrl() + path)
    await page.locator('#main h1').waitFor()
    expect(await page.getByTestId('boot-shell').count(), path).toBe(0)
    expect(await page.locator('header').first().boundingBox(), `${path}: bar`).toEqual(bootBar)
    expectSameBox(await textBoxOf(page, '#main h1'), bootHeading, `${path}: heading`)
    expectSameBox(await textBoxOf(page, '#main h1 + p'), bootIntro, `${path}: introduction`)
    if (bootNotes[path]) expectSameBox(await textBoxOf(page, '[data-testid="browse-note"]'), bootNote, `${path}: note`)
    else expect(bootNote, `${path}: note`).toBeNull()
    expect(pageErrors(page)).toEqual([])
  })

  // A review: its title, byline and opening (the first heading and paragraph, the phone's largest
  // text) in the article's column, narrower beside a mouse review's specification box on wide screens.
  const reviewChecks = (['phone', 'desktop', 'tablet', 'wide'] as const).flatMap((size) =>
    ['/mouse/review/logitech/g-pro-x-superlight-2', ...(size === 'phone' || size === 'desktop' ? ['/mouse/review/lamzu/atlantis'] : [])].map((path) => ({ size, path })),
  )
  it.each(reviewChecks)(`draws a review's title, byline and opening where the page then draws them ($size $path)`, async ({ size, path }) => {
    const page = await browser.open('/robots.txt', size === 'phone' ? 'phone' : 'desktop')
    if (size === 'tablet' || size === 'wide') await page.setViewportSize(otherWidths[size])
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(browser.baseUrl() + path)
    const boot = {
      heading: await textBoxOf(page, '.boot-heading'),
      byline: await textBoxOf(page, '.boot-byline'),
      firstHeading: await textBoxOf(page, '[data-testid="boot-shell"] .prose > :first-child'),
      firstParagraph: await textBoxOf(page, '[data-testid="boot-shell"] .prose > p'),
    }
    await page.unroute('**/assets/*.js')
    await page.goto(browser.baseUrl() + path)
    await page.getByTestId('markdown-text').waitFor()
    expect(await page.getByTestId('boot-shell').count(), path).toBe(0)
    expectSameBox(await textBoxOf(page, 'article h1'), boot.heading, `${path}: heading`)
    expectSameBox(await textBoxOf(page, 'article h1 + div'), boot.byline, `${path}: byline`)
    expectSameBox(await textBoxOf(page, '[data-testid="markdown-text"] > :first-child'), boot.firstHeading, `${path}: first heading`)
    expectSameBox(await textBoxOf(page, '[data-testid="markdown-text"] > p'), boot.firstParagraph, `${path}: first paragraph`)
    expect(pageErrors(page)).toEqual([])
  })

  // The entry imports the framework's chunk, then the app's (web/main.tsx): either may fail.
  it.each(['framework', 'app-start'])('says so, instead of staying blank, when the app cannot load (%s)', async (chunk) => {
    const page = await browser.open('/robots.txt', 'phone')
    await page.route(`**/assets/${chunk}-*.js`, (route) => route.abort())
    await page.goto(browser.baseUrl() + '/mouse/browse')
    const message = page.locator('[data-boot-error]')
    await message.waitFor({ state: 'visible' })
    expect(await message.textContent()).toBe('MouseCompare could not load. Check your connection and reload the page.')
    expect(await page.locator('.boot-heading').textContent()).toBe('Browse and filter gaming mice')
  })
})

// scripts/favicon-png.ts: a browser decodes a page's icon on the page's main thread, and an SVG
// there builds a document of its own (bench/README.md, "Thirty-second session").
describe('the icon', () => {
  it('is a PNG, the SVG drawn at 64 px', async () => {
    const page = await browser.open('/robots.txt', 'desktop')
    await page.goto(browser.baseUrl() + '/')
    expect(await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('type')]))).toEqual([['/favicon.png', 'image/png']])
    // Both drawn at 64 px; each channel of each pixel may differ by rounding, no more.
    const difference = await page.evaluate(async () => {
      const pixels = async (src: string) => {
        const image = new Image(64, 64)
        image.src = src
        await image.decode()
        const canvas = new OffscreenCanvas(64, 64)
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0, 64, 64)
        return context.getImageData(0, 0, 64, 64).data
      }
      const [png, svg] = await Promise.all([pixels('/favicon.png'), pixels('/favicon.svg')])
      return { size: png.length, largest: png.reduce((largest, value, index) => Math.max(largest, Math.abs(value - svg[index]!)), 0) }
    })
    expect(difference.size).toBe(64 * 64 * 4)
    expect(difference.largest).toBeLessThanOrEqual(2)
  })
})

// web/main.tsx evaluates the framework with V8's stack traces off: React DOM creates five errors as
// it is evaluated, and with a DevTools session's Runtime domain on (this test's Playwright) each
// capture made V8 parse React DOM's module function again (bench/README.md, "Thirty-fifth session").
describe('stack traces at start-up', () => {
  it('are off while React DOM is evaluated, and back at their default once the app is', async () => {
    const page = await browser.open('/robots.txt', 'desktop')
    await page.addInitScript(() => {
      const Original = Error
      const limits: unknown[] = []
      ;(window as unknown as { limitsAtReactErrors: unknown[] }).limitsAtReactErrors = limits
      const record = (args: unknown[]) => {
        if (String(args[0]).startsWith('Minified React error')) limits.push(Original.stackTraceLimit)
      }
      window.Error = new Proxy(Original, {
        apply: (target, self, args: unknown[]) => (record(args), Reflect.apply(target, self, args)),
        construct: (target, args: unknown[], newTarget) => (record(args), Reflect.construct(target, args, newTarget)),
      })
    })
    await page.goto(browser.baseUrl() + '/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const { limits, limit, stack } = await page.evaluate(() => ({
      limits: (window as unknown as { limitsAtReactErrors: unknown[] }).limitsAtReactErrors,
      limit: Error.stackTraceLimit,
      stack: new Error('after start-up').stack,
    }))
    // None recorded would mean React no longer makes them: then main.tsx's window can go.
    expect(limits.length).toBeGreaterThan(0)
    expect(limits.every((value) => value === '')).toBe(true)
    expect(limit).toBe(10)
    expect(stack).toContain('after start-up')
    expect(stack).toMatch(/\n\s+at /)
    expect(pageErrors(page)).toEqual([])
  })
})
