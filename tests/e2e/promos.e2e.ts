import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { titleFontSizePx } from '../../web/features/promos/promo-text'
import { axeViolations } from './axe'
import { carouselUnlocked, slideSettled } from './promo-carousel'
import { pageErrors, useBrowser, type ViewportName } from './browser'

const browser = useBrowser()

const carousel = (page: Page) => page.getByRole('region', { name: 'Promotions' })
const slide = (page: Page) => carousel(page).getByTestId('promo-slide')
const slideLabel = (page: Page) => slide(page).getAttribute('aria-label')
const slideCount = 11

async function shownCarousel(page: Page) {
  await slide(page).waitFor({ state: 'visible' })
  return carousel(page)
}

/** A real touch swipe through the DevTools protocol (Playwright has taps only). */
async function swipe(page: Page, from: { x: number; y: number }, toX: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((toX - from.x) * step) / 5, y: from.y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** Total layout shift since the page started loading (the Lighthouse CLS ingredients). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

describe('promo strip on phones (SPEC §2)', () => {
  it('sits above the top bar, 56 px high and without border, and moves nothing when it arrives', async () => {
    const page = await browser.open('/', 'phone')
    const region = await shownCarousel(page)
    const box = (await region.boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 56 })
    const header = (await page.getByRole('banner').boundingBox())!
    expect(header.y).toBe(56)
    const borders = await region.evaluate((element) => {
      const widths = (node: Element) => ['Top', 'Right', 'Bottom', 'Left'].map((side) => getComputedStyle(node).getPropertyValue(`border-${side.toLowerCase()}-width`))
      return [...widths(element), ...widths(element.parentElement!)]
    })
    expect(borders.every((width) => width === '0px')).toBe(true)
    // Its 56 px are reserved from the first paint: the page does not jump when the promos load.
    expect(await layoutShift(page)).toBeLessThan(0.01)
    // The horizontal text is shown in a variant that fits: it never spills out of the strip.
    const text = page.getByTestId('promo-horizontal-text')
    expect(['large', 'medium', 'small']).toContain(await text.getAttribute('data-variant'))
    expect(await text.locator(':scope > span').first().evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
    expect(pageErrors(page)).toEqual([])
  })

  // (Touches starting in the 25 px edge zones are left to the browser, whose back gesture would leave
  // the page here: that rule is covered by the unit and component tests.)
  it('goes next on a swipe left and previous on a swipe right', async () => {
    const page = await browser.open('/', 'phone')
    await shownCarousel(page)
    expect(await slideLabel(page)).toBe(`1 of ${slideCount}`)
    await swipe(page, { x: 260, y: 28 }, 150)
    await page.waitForFunction(() => document.querySelector('[data-testid="promo-slide"]')?.getAttribute('aria-label') === '2 of 11')
    await carouselUnlocked(page)
    await swipe(page, { x: 150, y: 28 }, 260)
    await page.waitForFunction(() => document.querySelector('[data-testid="promo-slide"]')?.getAttribute('aria-label') === '1 of 11')
    // A tap is no swipe: it follows the promo's link, inside the app.
    await carouselUnlocked(page)
    await page.getByTestId('promo-horizontal-text').tap()
    await page.waitForURL('**/mouse/compare?p=*')
    expect(await slideLabel(page)).toBe(`1 of ${slideCount}`)
  })

  it('slides in with motion, and without it when the visitor prefers reduced motion', async () => {
    const page = await browser.open('/', 'phone')
    await shownCarousel(page)
    const next = carousel(page).getByRole('button', { name: 'Next promotion' })
    await next.click()
    expect(await slide(page).evaluate((element) => getComputedStyle(element).animationName)).toContain('slide-from-right')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await carouselUnlocked(page)
    await next.click()
    expect(await slide(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  })
})

describe('promo column on wide screens', () => {
  it('shows the card beside the page: picture, title sized by length, button at most 226 px', async () => {
    const page = await browser.open('/', 'desktop')
    const region = await shownCarousel(page)
    expect(await region.evaluate((element) => element.closest('[data-promo-slot]')?.getAttribute('data-promo-slot'))).toBe('column')
    expect(await page.getByTestId('promo-slide').getAttribute('data-handle')).toBe('compare-viper-v3-pro-superlight-2')
    const title = page.getByTestId('promo-title')
    expect(await title.evaluate((element) => getComputedStyle(element).fontSize)).toBe(`${titleFontSizePx(['**Viper V3 Pro** vs', '**Superlight 2**'])}px`)
    const image = region.locator('img')
    await page.waitForFunction(() => (document.querySelector('[data-testid="promo-carousel"] img') as HTMLImageElement | null)?.naturalWidth! > 0)
    expect(await image.getAttribute('src')).toBe('/images/promos/compare-mice.svg')
    const button = region.getByRole('link', { name: 'Compare' })
    expect((await button.boundingBox())!.width).toBeLessThanOrEqual(226)
    expect(await page.getByTestId('promo-vertical-text').textContent()).toBe('NEW')
    // The page keeps its width: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  it('works by keyboard, and keyboard focus stops the rotation', async () => {
    const page = await browser.open('/', 'desktop')
    const region = await shownCarousel(page)
    await region.getByRole('button', { name: 'Next promotion' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelector('[data-testid="promo-slide"]')?.getAttribute('aria-label') === '2 of 11')
    expect(await region.getAttribute('data-running')).toBeNull()
    await carouselUnlocked(page)
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() => document.querySelector('[data-testid="promo-slide"]')?.getAttribute('aria-label') === '3 of 11')
    expect(await page.getByTestId('promo-announcement').textContent()).toBe('3 of 11: Example discounts (an example, not a real offer)')
    await region.getByTestId('promo-play-pause').click()
    expect(await region.getByTestId('promo-play-pause').getAttribute('aria-label')).toBe('Play promotions')
  })

  it('navigates inside the app from an internal promo', async () => {
    const page = await browser.open('/', 'desktop')
    const region = await shownCarousel(page)
    await region.getByRole('link', { name: 'Compare' }).click()
    await page.waitForURL('**/mouse/compare?p=*')
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
  })
})

describe('test mode (SPEC §4)', () => {
  it('shows the promo from the query first, as an editor’s preview', async () => {
    const query = new URLSearchParams({
      testDbObject: 'true',
      dbObjectType: 'promo',
      handle: 'editor-preview',
      title_text: '**Preview** promo',
      horizontal_text: 'Unpublished *preview*',
      button_text: 'Open',
      link_type: 'internal',
      link_url: '/contact',
      colors: 'mint',
    })
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await browser.open(`/?${query}`, viewport)
      await shownCarousel(page)
      expect(await slide(page).getAttribute('data-handle')).toBe('editor-preview')
      expect(await slideLabel(page)).toBe(`1 of ${slideCount + 1}`)
      expect(await slide(page).innerText()).toContain('Unpublished preview')
    }
  })
})

/** Without a carousel, the phone's bar is at the top and its drawer opens. */
async function expectPhoneShellWorks(page: Page) {
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0)
  await page.getByTestId('drawer-button').click()
  await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' })
}

describe('failures (SPEC §8)', () => {
  it('an unreachable promo source leaves the page working, without a carousel', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await browser.open('/favicon.svg', viewport)
      const logged: string[] = []
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
      await page.route('**/data/api/*/available_promos.json', (route) => route.abort())
      await page.goto(browser.baseUrl() + '/')
      await page.getByRole('heading', { level: 1 }).waitFor()
      // After the retries, the error is logged and the reserved space is given back.
      const slot = viewport === 'phone' ? 'strip' : 'column'
      await page.waitForFunction((name) => document.querySelector(`[data-promo-slot="${name}"]`) === null, slot, { timeout: 15_000 })
      expect(logged.some((text) => text.includes('Could not load the promos'))).toBe(true)
      expect(await carousel(page).count()).toBe(0)
      expect(pageErrors(page)).toEqual([])
      // The rest of the page is unaffected.
      if (viewport === 'phone') {
        await expectPhoneShellWorks(page)
      } else {
        await page.getByRole('link', { name: /MouseCompare home/ }).waitFor()
      }
    }
  })

  it('carousel code that cannot load leaves the page working, without a carousel', async () => {
    const page = await browser.open('/favicon.svg', 'phone')
    const failureLogged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('The promo carousel failed; the page goes on without it'))
    await page.route('**/assets/promo-carousel-*.js', (route) => route.abort())
    await page.goto(browser.baseUrl() + '/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await failureLogged
    // The reserved space is given back; the rest of the page is unaffected.
    await page.waitForFunction(() => document.querySelector('[data-promo-slot="strip"]') === null)
    expect(await carousel(page).count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await expectPhoneShellWorks(page)
  })

  it('unreachable colours keep the default colours', async () => {
    const page = await browser.open('/favicon.svg', 'phone')
    await page.route('**/data/api/*/promo_colors.json', (route) => route.abort())
    await page.goto(browser.baseUrl() + '/')
    const region = await shownCarousel(page)
    const colors = await region.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor])
    expect(colors).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)'])
    expect(pageErrors(page)).toEqual([])
  })
})

describe('accessibility of the carousel', () => {
  // axe on this feature's pages, in both themes at both sizes: accessibility-*.e2e.ts (every route, with the promo carousel shown).

  // Colours are drawn at random; forcing the draws to the first and to the last colour of each list
  // puts every palette of the seed on screen (the column shows every coloured element; the phone
  // strip is checked once).
  for (const [viewport, draws] of [['desktop', [0, 0.999]], ['phone', [0]]] as [ViewportName, number[]][]) {
    for (const draw of draws) {
      it(`every slide's colours pass axe (${viewport}, random() = ${draw})`, { timeout: 180_000 }, async () => {
        const page = await browser.open('/favicon.svg', viewport)
        await page.addInitScript((value) => {
          Math.random = () => value
        }, draw)
        await page.goto(browser.baseUrl() + '/')
        const region = await shownCarousel(page)
        const next = region.getByRole('button', { name: 'Next promotion' })
        const problems: string[] = []
        const seen = new Set<string>()
        for (let position = 1; position <= slideCount; position++) {
          await page.waitForFunction((label) => document.querySelector('[data-testid="promo-slide"]')?.getAttribute('aria-label') === label, `${position} of ${slideCount}`)
          await slideSettled(page)
          const violations = await axeViolations(page, '[data-testid="promo-carousel"]')
          const handle = await slide(page).getAttribute('data-handle')
          const color = await slide(page).getAttribute('data-color')
          seen.add(color!)
          for (const violation of violations) problems.push(`${handle} (${color}): ${violation}`)
          await carouselUnlocked(page)
          await next.click()
        }
        expect(problems).toEqual([])
        expect(seen.size).toBeGreaterThanOrEqual(5)
      })
    }
  }
})

// promo-carousel.tsx: the carousel mounts after the page, and a rule inside @media or @layer
// inserted then makes Chromium restyle and relayout the whole page. Its own styles must be plain
// class rules.
describe('promo carousel styles', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`bring no @media or @layer rules of their own (${size})`, async () => {
      const page = await browser.open('/mouse/browse', size)
      await shownCarousel(page)
      const conditionalRules = await page.evaluate(() => {
        const classesIn = (elements: Iterable<Element>) => new Set([...elements].flatMap((element) => [...element.classList].filter((name) => name.startsWith('css-'))))
        const region = document.querySelector('[data-testid="promo-carousel"]')!
        const outside = [...document.querySelectorAll('[class*="css-"]')].filter((element) => !region.contains(element))
        const shared = classesIn(outside)
        const own = [...classesIn([region, ...region.querySelectorAll('*')])].filter((name) => !shared.has(name))
        const found: string[] = []
        const visit = (rules: CSSRuleList, conditional: boolean) => {
          for (const rule of rules) {
            if (rule instanceof CSSGroupingRule) visit(rule.cssRules, conditional || rule instanceof CSSMediaRule || rule instanceof CSSLayerBlockRule)
            else if (conditional && rule instanceof CSSStyleRule && own.some((name) => rule.selectorText.includes(`.${name}`))) found.push(rule.cssText)
          }
        }
        for (const style of document.querySelectorAll('style[data-emotion]')) visit((style as HTMLStyleElement).sheet!.cssRules, false)
        return { own: own.length, found }
      })
      expect(conditionalRules.own).toBeGreaterThan(5)
      expect(conditionalRules.found).toEqual([])
    })
  }
})
