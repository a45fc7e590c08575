/**
 * Issue 9, point 4: axe-core finds no violations on every route of the site, in both themes, at
 * 1280×800 and 375×812, with the page's data on screen and the promo carousel shown. A few routes
 * are also checked in a state that only appears after a click (an open menu or drawer, picker
 * results, a copied code), since those states bring colours of their own.
 * Keyboard use of the same parts is in keyboard.e2e.ts.
 *
 * One file per theme × viewport (accessibility-<theme>-<viewport>.e2e.ts, each calling
 * axeOnEveryRoute): the four run side by side with the rest of the suite, where one file of all
 * four took a quarter of the suite's time on one worker. Add a route here, to `routes`.
 *
 * One browser context per theme × viewport, reused for every route: a context per page would
 * double the run time on a two-core machine. The theme is stored before any page script runs, as a
 * returning visitor's choice is. The context's storage carries over from route to route (recently
 * viewed mice, a compare selection), so later pages show those lists too.
 *
 * One page, too: a route is reached as a visitor's click reaches it, by the app's router
 * (`navigateInApp`), not by loading the site again. Each load started the app and injected and
 * warmed up axe anew, about half of a route's time; what axe checks, the route's markup and
 * colours, is the same either way. A fresh load is kept where the page before could leave
 * something behind: the first route, a route after one that left the shell's menu or drawer open,
 * and a route of the same path as the one before (its components stay mounted and keep their
 * state). The routes are visited spread by path (visit-order.ts), so that last case is rare; each
 * path's routes keep their order here.
 */
import type { BrowserContext, Page } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, hasAxe } from './axe'
import { needsFreshLoad, pathOf, spreadByPath } from './visit-order'
import { carouselPaused } from './promo-carousel'
import { connectBrowser, navigateInApp, viewportOptions, type ViewportName } from './browser'

export type Theme = 'dark' | 'light'

interface RouteCase {
  path: string
  /** Shown in the test name when the route is checked in a state after some interaction. */
  state?: string
  /** What must be on screen before axe runs: the data is loaded, not just the shell. */
  ready: (page: Page) => Promise<unknown>
  /** Brings the page into the state to check (an open panel, a search with results). */
  prepare?: (page: Page, viewport: ViewportName) => Promise<unknown>
  /** The prepared state is in the shell (an open menu or drawer), which outlives the page: the next route loads afresh. */
  leavesShellOpen?: true
}

/** The h1 (every page has one) and, when given, an element that shows the data has arrived. */
const shows = (testId?: string, heading?: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  if (testId) await page.getByTestId(testId).first().waitFor()
}

const mice = ['Logitech-G-Pro-X-Superlight-2', 'Razer-Viper-V3-Pro', 'Zowie-EC2-C'].join('-vs.-')
const components = [
  { id: 'sensors', p: 'PixArt-PAW3950-vs.-Logitech-HERO-2', search: 'hero' },
  { id: 'switches', p: 'Razer-Optical-Mouse-Switch-Gen-3-vs.-Logitech-LIGHTFORCE', search: 'omron' },
  { id: 'encoders', p: 'TTC-Series-103-encoder-7-mm-vs.-Alps-Alpine-EC10E-EC10E1220505', search: 'ttc' },
]

/** On phones the browse filters are folded behind a button: open them so axe sees them too. */
async function openFilters(page: Page, viewport: ViewportName) {
  if (viewport !== 'phone') return
  const toggle = page.getByTestId('filters-toggle')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await page.getByTestId('filters').waitFor({ state: 'visible' })
}

/** Types into a picker's search field and waits for its results. */
const search = (text: string) => async (page: Page) => {
  await page.getByRole('searchbox').first().fill(text)
  await page.getByTestId('picker-results').waitFor()
}

/**
 * Waits until nothing in `selector` is still animating (its own and its descendants' CSS
 * animations and transitions): axe blends the colours it sees, so a badge still fading in on a
 * sliding drawer measures below its real contrast.
 */
function animationsEnded(page: Page, selector: string) {
  return page.waitForFunction(
    (target) => (document.querySelector(target)?.getAnimations({ subtree: true }) ?? []).every((animation) => animation.playState !== 'running'),
    selector,
  )
}

/** Every route of web/routes/, with the seed's real handles and slugs. */
const routes: RouteCase[] = [
  { path: '/', ready: shows() },
  {
    path: '/',
    state: 'menu or drawer open',
    leavesShellOpen: true,
    ready: shows(),
    prepare: async (page, viewport) => {
      if (viewport === 'phone') {
        await page.getByTestId('drawer-button').click()
        // Wait for the slide-in to end: axe measures colours of what is on screen.
        await page.waitForFunction(() => {
          const box = document.querySelector('[data-testid="mobile-drawer"]')?.getBoundingClientRect()
          return box !== undefined && Math.abs(box.right - window.innerWidth) < 1
        })
        await animationsEnded(page, '[data-testid="mobile-drawer"]')
      } else {
        const trigger = page.getByTestId('desktop-nav').getByRole('button', { name: /^Mice/ })
        await trigger.click()
        const menu = `[id="${await trigger.getAttribute('aria-controls')}"]`
        await page.locator(menu).waitFor({ state: 'visible' })
        await animationsEnded(page, menu)
      }
    },
  },
  { path: '/contact', ready: shows(undefined, 'Contact us') },
  { path: '/about', ready: shows('site-footer', 'About MouseCompare') },
  { path: '/privacy', ready: shows('site-footer', 'Privacy') },
  { path: '/terms', ready: shows('site-footer', 'Terms of use') },
  { path: '/about-the-data', ready: shows('odc-by-attribution', 'About the data') },
  { path: '/reviews', ready: shows('article-list') },
  { path: '/mouse/reviews', ready: shows('article-list') },
  { path: '/mouse/review/steelseries/prime-wireless', ready: shows('review-spec-box') },
  { path: '/discounts', ready: shows('discount-card', 'Gaming gear discounts') },
  {
    path: '/discounts/steelseries-12-percent',
    state: 'code copied',
    ready: shows('discount-detail', '12% off SteelSeries mice'),
    prepare: async (page) => {
      await page.getByTestId('discount-detail').getByRole('button', { name: 'Copy code' }).click()
      await page.getByTestId('discount-detail').locator('button[data-state="copied"]').waitFor()
      // The button fades to its "Copied" colours (under the pointer, hovered): axe measures what is on screen.
      await animationsEnded(page, '[data-testid="discount-detail"]')
    },
  },
  { path: '/affiliates', ready: shows('affiliate-list', 'Affiliate partners') },
  { path: '/mousepads', ready: shows('mousepad-preview', 'Gaming mousepads') },
  {
    path: '/open-data',
    state: 'column lists open',
    ready: shows('open-data-downloads', 'Open data: the catalogue API and downloads'),
    // Every resource's column list open, so axe sees them too.
    prepare: (page) => page.locator('details').evaluateAll((lists) => lists.forEach((list) => ((list as HTMLDetailsElement).open = true))),
  },
  { path: '/mouse/browse', ready: shows('mouse-card'), prepare: openFilters },
  {
    path: '/mouse/browse?view=table&shape=symmetrical',
    ready: shows('results-table'),
    prepare: async (page, viewport) => {
      // The compare bar first: on a phone the filters open in a modal sheet over the page.
      await page.getByTestId('compare-toggle').first().click()
      await page.getByTestId('compare-bar').waitFor()
      await openFilters(page, viewport)
    },
  },
  { path: `/mouse/compare?p=${mice}-vs.-No-Such-Mouse`, ready: shows('shape-comparison') },
  { path: '/mouse/compare?p=Attack-Shark-X6-vs.-Zowie-EC2-C', state: 'an imported mouse', ready: shows('outline-note') },
  // A mouse's own page (issue 20): its review, similar mice, where to buy; then with a hand from the link drawn under it and its fit.
  { path: '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2', state: "a mouse's own page", ready: shows('where-to-buy'), prepare: (page) => page.getByTestId('mouse-reviews').waitFor() },
  { path: `/mouse/compare?p=${mice}&hand=190x85-claw&align=center`, state: 'a hand from the link', ready: shows('compare-fit') },
  // After a mouse's own page was viewed, so the recently viewed mice are listed beside the search results.
  { path: '/mouse/compare', state: 'search results', ready: shows('recent-mice'), prepare: search('viper') },
  { path: '/mouse/find-similar', ready: shows('no-target') },
  { path: '/mouse/find-similar?mouse=not-a-mouse', ready: shows('unknown-mouse') },
  { path: '/mouse/find-similar?length=120&width=62', ready: shows('similar-result'), prepare: (page) => page.getByTestId('target-form').waitFor() },
  {
    path: '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2',
    ready: shows('similar-result'),
    prepare: (page) => page.getByText('Weights and tolerances').click(),
  },
  {
    // A hand in the URL: the fit weight slider and each result's fit are shown too.
    path: '/mouse/find-similar?mouse=zowie-ec2-c&hand=190x85-claw&w=fit:2',
    state: 'fit weight',
    ready: shows('similar-fit'),
    prepare: (page) => page.getByText('Weights and tolerances').click(),
  },
  {
    path: '/mouse/fit',
    state: 'form errors shown',
    ready: shows('hand-form'),
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Use this hand' }).click()
      await page.getByText('Enter your hand length.').waitFor()
      // The pointer stays on the button it clicked: axe once measured its background mid-way
      // through the hover's transition (#1b73e9 for #1a72e9, 4.49:1 against 4.5).
      await animationsEnded(page, '[data-testid="hand-form"]')
    },
  },
  {
    path: '/mouse/fit?hand=190x85-claw',
    state: 'hand from a link, weights open',
    ready: shows('fit-result'),
    prepare: (page) => page.getByTestId('fit-settings').getByText('Weights and tolerances').click(),
  },
  // Hands the catalogue fits less well: the good, fair and poor verdicts' colours.
  { path: '/mouse/fit?hand=155x70-palm', ready: shows('fit-result') },
  { path: '/mouse/fit?hand=125x56-palm', ready: shows('fit-result') },
  ...components.flatMap(({ id, p, search: text }): RouteCase[] => [
    { path: `/mouse/${id}/browse`, ready: shows('results-table'), prepare: openFilters },
    { path: `/mouse/${id}/compare?p=${p}-vs.-Unknown-Part`, ready: shows('specifications-table') },
    { path: `/mouse/${id}/compare?p=${p.split('-vs.-')[0]}`, state: "one part's own page", ready: shows('component-mice') },
    { path: `/mouse/${id}/compare`, state: 'search results', ready: shows('compare-empty'), prepare: search(text) },
  ]),
  // The hidden giveaways section renders the not-found page while it is disabled.
  { path: '/giveaways', ready: shows('not-found-message') },
  { path: '/no/such/page', ready: shows('not-found-message') },
  { path: '/discounts/no-such-discount', ready: shows('not-found-message') },
]

/** Every route in `routes`, checked by axe in one theme at one size: a test per route. */
export function axeOnEveryRoute(theme: Theme, viewport: ViewportName) {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  describe(`axe on every route (${theme}, ${viewport})`, () => {
    let context: BrowserContext
    let page: Page
    const errors: string[] = []
    beforeAll(async () => {
      context = await browser.newContext(viewportOptions(viewport))
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') })
      // Runs before the head's theme script (web/lib/theme-init-script.ts) reads it, on every navigation.
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
      page = await context.newPage()
      page.on('pageerror', (error) => errors.push(error.message))
    })
    afterAll(async () => {
      await context?.close()
    })

    /** The route the page shows (the last test's; with -t, tests in between may not have run). */
    let shown: RouteCase | undefined
    for (const route of spreadByPath(routes, (route) => route.path)) {
      it(route.state ? `${route.path} (${route.state})` : route.path, async () => {
        errors.length = 0
        const previous = shown
        shown = route
        // Also when axe is missing: the test before failed before its check, and may have left anything.
        const freshLoad = needsFreshLoad(previous?.path, route.path) || previous?.leavesShellOpen || !(await hasAxe(page))
        if (freshLoad) await page.goto(inject('baseUrl') + route.path)
        else await navigateInApp(page, route.path)
        expect(new URL(page.url()).pathname).toBe(pathOf(route.path))
        await route.ready(page)
        // The carousel is on every page: its colours are checked along with the page's.
        await page.getByTestId('promo-slide').waitFor({ state: 'visible' })
        await carouselPaused(page)
        await route.prepare?.(page, viewport)
        expect(await page.evaluate(() => document.documentElement.className)).toBe(theme)
        expect(await axeViolations(page)).toEqual([])
        expect(errors).toEqual([])
      })
    }
  })
}
