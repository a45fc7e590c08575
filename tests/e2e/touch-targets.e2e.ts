/**
 * Issue 20, point 4: at phone size (375×812) every interactive element on every route is at least
 * 44×44 CSS px (WCAG 2.5.5's size; the promo carousel's controls included). Measured, not assumed:
 * each visible button, link, input, select, summary and other focusable control's box, where a
 * checkbox or radio button counts with its label (tapping the label toggles it), and a link that
 * covers its card with an overlay counts as the card. Exempt, as WCAG
 * 2.5.8 exempts them: links inline in a sentence (an inline link whose block also holds other text),
 * whose size the line height of the text around them sets. The test names every offender.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { connectBrowser, viewportOptions } from './browser'

const minimum = 44

interface RouteCase {
  path: string
  state?: string
  /** An element that shows the page's data is on screen. */
  ready?: string
  prepare?: (page: Page) => Promise<unknown>
}

const mice = ['Logitech-G-Pro-X-Superlight-2', 'Razer-Viper-V3-Pro', 'Zowie-EC2-C'].join('-vs.-')

/** Every route of web/routes/, with the seed's real handles and slugs, and the states a tap opens. */
const routes: RouteCase[] = [
  { path: '/' },
  {
    path: '/',
    state: 'menu drawer open',
    prepare: async (page) => {
      await page.getByTestId('drawer-button').click()
      await page.getByTestId('mobile-drawer').waitFor()
      await page.waitForFunction(() => (document.querySelector('[data-testid="mobile-drawer"]')?.getAnimations({ subtree: true }) ?? []).every((animation) => animation.playState !== 'running'))
    },
  },
  { path: '/contact' },
  { path: '/about', ready: 'site-footer' },
  { path: '/privacy', ready: 'site-footer' },
  { path: '/terms', ready: 'site-footer' },
  { path: '/about-the-data', ready: 'odc-by-attribution' },
  { path: '/reviews', ready: 'article-list' },
  { path: '/mouse/reviews', ready: 'article-list' },
  { path: '/mouse/review/steelseries/prime-wireless', ready: 'review-spec-box' },
  { path: '/discounts', ready: 'discount-card' },
  { path: '/discounts/steelseries-12-percent', ready: 'discount-detail' },
  { path: '/affiliates', ready: 'affiliate-list' },
  { path: '/mousepads', ready: 'mousepad-preview' },
  { path: '/open-data', ready: 'open-data-downloads' },
  { path: '/mouse/browse', ready: 'mouse-card' },
  {
    path: '/mouse/browse',
    state: 'filters open',
    ready: 'mouse-card',
    prepare: async (page) => {
      await page.getByTestId('filters-toggle').click()
      await page.getByTestId('filters-sheet').waitFor()
    },
  },
  {
    path: '/mouse/browse?view=table',
    ready: 'results-table',
    prepare: async (page) => {
      await page.getByTestId('column-chooser').locator('summary').click()
    },
  },
  { path: `/mouse/compare?p=${mice}`, ready: 'shape-comparison' },
  { path: '/mouse/compare', ready: 'compare-empty' },
  { path: '/mouse/find-similar', ready: 'no-target' },
  { path: '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2', ready: 'similar-result' },
  { path: '/mouse/fit', ready: 'hand-form' },
  { path: '/mouse/fit?hand=190x85-claw', ready: 'fit-result' },
  ...['sensors', 'switches', 'encoders'].flatMap((id): RouteCase[] => [
    { path: `/mouse/${id}/browse`, ready: 'results-table' },
    {
      path: `/mouse/${id}/browse`,
      state: 'filters open',
      ready: 'results-table',
      prepare: async (page) => {
        await page.getByTestId('filters-toggle').click()
        await page.getByTestId('filters-sheet').waitFor()
      },
    },
    { path: `/mouse/${id}/compare`, ready: 'compare-empty' },
  ]),
  { path: '/mouse/sensors/compare?p=PixArt-PAW3950-vs.-Logitech-HERO-2', ready: 'specifications-table' },
  { path: '/no/such/page', ready: 'not-found-message' },
]

export interface Offender {
  what: string
  width: number
  height: number
}

/** Runs in the page: every visible interactive element smaller than `minimum` (see the module comment). */
function smallTargets(minimum: number): Offender[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="tab"]',
    '[role="switch"]',
    '[role="slider"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',')
  const modal = document.querySelector('dialog[open]')
  const out: Offender[] = []
  const seen = new Set<Element>()
  const describe = (element: Element) => {
    const label = element.getAttribute('aria-label') || (element as HTMLElement).innerText || (element as HTMLInputElement).value || element.getAttribute('title') || ''
    const id = element.closest('[data-testid]')?.getAttribute('data-testid')
    return `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"${id ? ` in [${id}]` : ''}`
  }
  /** A link set in running text: inline, in a block that holds text besides the link. */
  const inSentence = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
    const own = (element.textContent ?? '').trim().length
    return ((block?.textContent ?? '').trim().length ?? 0) > own + 1
  }
  for (const element of document.querySelectorAll(selector)) {
    // Behind an open modal (inert), or inside a closed popover or <details>: not tappable now.
    if (modal && !modal.contains(element)) continue
    if (element.closest('[inert], [aria-hidden="true"], [popover]:not(:popover-open)')) continue
    if (element.closest('details:not([open])') && element.tagName !== 'SUMMARY') continue
    if (element.tagName === 'SUMMARY' && element.parentElement?.closest('details:not([open])')) continue
    if ((element as HTMLElement).getAttribute('disabled') !== null && element.tagName !== 'BUTTON' && element.tagName !== 'INPUT') continue
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.display === 'none') continue
    let target: Element = element
    const input = element as HTMLInputElement
    if (element.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) target = input.labels?.[0] ?? element.closest('label') ?? element
    // A link that covers its card with a ::before overlay (Chakra's LinkOverlay) is as big as the card.
    const overlay = getComputedStyle(element, '::before')
    if (overlay.position === 'absolute' && overlay.content !== 'none' && overlay.content !== 'normal') target = (element as HTMLElement).offsetParent ?? element
    if (seen.has(target)) continue
    seen.add(target)
    const box = target.getBoundingClientRect()
    // Visually hidden (a skip link until focused, a screen-reader-only control): not a tap target.
    if (box.width <= 1 || box.height <= 1) continue
    if (inSentence(element)) continue
    if (box.width < minimum - 0.5 || box.height < minimum - 0.5) out.push({ what: describe(element), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 })
  }
  return out
}

let browser: Browser
let context: BrowserContext
let page: Page
beforeAll(async () => {
  browser = await connectBrowser()
  context = await browser.newContext(viewportOptions('phone'))
  page = await context.newPage()
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe('touch targets at 375×812', () => {
  for (const route of routes) {
    it(`${route.path}${route.state ? ` (${route.state})` : ''}: every target at least ${minimum}×${minimum} px`, async () => {
      await page.goto(inject('baseUrl') + route.path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      if (route.ready) await page.getByTestId(route.ready).first().waitFor()
      // The carousel's controls count too: wait for it.
      await page.getByTestId('promo-slide').first().waitFor({ state: 'visible' })
      await route.prepare?.(page)
      const offenders = await page.evaluate(smallTargets, minimum)
      expect(offenders.map((offender) => `${offender.what}: ${offender.width} × ${offender.height} px`)).toEqual([])
    })
  }
})
