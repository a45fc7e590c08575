/**
 * Issue 9, point 4: the top-bar menus, the mobile drawer, the promo carousel, the compare pickers
 * and the browse filters work by keyboard alone (page.keyboard only: Tab, Shift+Tab, Enter, Space,
 * Escape, arrows, typing), and every element that takes focus on the way shows it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { carouselUnlocked } from './promo-carousel'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

interface FocusStop {
  /** Accessible-ish description for messages and matching: role/tag, name, test id. */
  tag: string
  name: string
  testId: string | null
  /** The focused element draws an outline or a box shadow. */
  ring: boolean
  /** Part of the element is inside the viewport. */
  onScreen: boolean
  /** Inside the open mobile drawer. */
  inDrawer: boolean
  box: { x: number; y: number; width: number; height: number } | null
}

async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body || element === document.documentElement) return null
    const style = getComputedStyle(element)
    const clear = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !clear(style.outlineColor)
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
    const rect = element.getBoundingClientRect()
    const onScreen = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth
    const name = (element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
    return {
      tag: `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''}`,
      name,
      testId: element.getAttribute('data-testid'),
      ring: outline || shadow,
      onScreen,
      inDrawer: element.closest('[data-testid="mobile-drawer"]') !== null,
      box: rect.width > 0 ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null,
    }
  })
}

const describeStop = (stop: FocusStop | null) => (stop ? `${stop.tag} "${stop.name}"${stop.testId ? ` [${stop.testId}]` : ''}` : 'nothing (body)')

/**
 * The focused element is on screen and visibly marked. Most controls draw an outline or a shadow;
 * for the rest (a range input rings its thumb, which computed styles do not show) the pixels
 * around it must change when focus moves away (Shift+Tab, then Tab back).
 */
async function expectVisibleFocus(page: Page): Promise<FocusStop> {
  const stop = await focusStop(page)
  expect(stop, 'something has focus').not.toBeNull()
  expect(stop!.onScreen, `${describeStop(stop)} is on screen`).toBe(true)
  if (stop!.ring) return stop!
  const box = stop!.box!
  const viewport = page.viewportSize()!
  const x = Math.max(0, box.x - 6)
  const y = Math.max(0, box.y - 6)
  const clip = { x, y, width: Math.min(viewport.width - x, box.width + 12), height: Math.min(viewport.height - y, box.height + 12) }
  const focused = await page.screenshot({ clip, animations: 'disabled' })
  await page.keyboard.press('Shift+Tab')
  const away = await page.screenshot({ clip, animations: 'disabled' })
  await page.keyboard.press('Tab')
  expect(describeStop(await focusStop(page))).toBe(describeStop(stop))
  expect(focused.equals(away), `${describeStop(stop)} shows that it has focus`).toBe(false)
  return stop!
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking on the way that every
 * element that takes focus shows it.
 */
async function tabTo(page: Page, matches: (stop: FocusStop) => boolean, { max = 60, backwards = false } = {}): Promise<FocusStop> {
  const seen: string[] = []
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const stop = await expectVisibleFocus(page)
    seen.push(describeStop(stop))
    if (matches(stop)) return stop
  }
  throw new Error(`Not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus went through:\n  ${seen.join('\n  ')}`)
}

const named = (name: string | RegExp) => (stop: FocusStop) => (typeof name === 'string' ? stop.name === name : name.test(stop.name))
const activeName = async (page: Page) => (await focusStop(page))?.name
const slideLabel = (page: Page) => page.getByTestId('promo-slide').getAttribute('aria-label')
const waitForSlide = (page: Page, label: string) =>
  page.waitForFunction((expected) => document.querySelector('[data-testid="promo-slide"]')?.getAttribute('aria-label') === expected, label)
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)
/** The drawer has finished sliding in (until then its items are partly off screen). */
const drawerInPlace = (page: Page) =>
  page.waitForFunction(() => {
    const box = document.querySelector('[data-testid="mobile-drawer"]')?.getBoundingClientRect()
    return box !== undefined && Math.abs(box.right - window.innerWidth) < 1
  })

describe('top bar on a desktop', () => {
  it('every section menu opens, moves and closes by keyboard, focus returning to its button', async () => {
    const page = await browser.open('/', 'desktop')
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The first stop is the skip link, shown when focused.
    const skip = await tabTo(page, () => true)
    expect(skip.name).toBe('Skip to content')

    const triggers = page.getByTestId('desktop-nav').getByRole('button')
    const names = (await triggers.allTextContents()).map((text) => text.trim())
    expect(names).toEqual(['Mice', 'Mousepads', 'Sensors', 'Switches', 'Encoders', 'More'])
    for (const [index, name] of names.entries()) {
      const trigger = triggers.nth(index)
      await tabTo(page, named(name), { max: 10 })
      const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      const links = (await menu.getByRole('link', { includeHidden: true }).allTextContents()).map((text) => text.trim())
      // Enter and Space both open; ArrowDown opens and focuses the first link.
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space')
      expect(await trigger.getAttribute('aria-expanded')).toBe('true')
      await menu.waitFor({ state: 'visible' })
      await page.keyboard.press('ArrowDown')
      await page.waitForFunction((first) => document.activeElement?.textContent?.trim() === first, links[0])
      await expectVisibleFocus(page)
      if (links.length > 1) {
        await page.keyboard.press('ArrowDown')
        expect(await activeName(page)).toBe(links[1])
        await expectVisibleFocus(page)
      }
      await page.keyboard.press('End')
      expect(await activeName(page)).toBe(links.at(-1))
      await page.keyboard.press('ArrowDown')
      expect(await activeName(page), 'ArrowDown wraps to the first link').toBe(links[0])
      await page.keyboard.press('ArrowUp')
      expect(await activeName(page), 'ArrowUp wraps to the last link').toBe(links.at(-1))
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'hidden' })
      expect(await trigger.getAttribute('aria-expanded')).toBe('false')
      expect(await activeName(page)).toBe(name)
      await expectVisibleFocus(page)
    }
    expect(pageErrors(page)).toEqual([])
  })

  it('Tab walks through an open menu and closes it on leaving; Enter on a link navigates', async () => {
    const page = await browser.open('/', 'desktop')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const mice = page.getByTestId('desktop-nav').getByRole('button', { name: /^Mice/ })
    await tabTo(page, named('Mice'))
    await page.keyboard.press('Enter')
    const menu = page.locator(`[id="${await mice.getAttribute('aria-controls')}"]`)
    await menu.waitFor({ state: 'visible' })
    const count = await menu.getByRole('link').count()
    for (let step = 0; step < count; step++) {
      await page.keyboard.press('Tab')
      expect((await expectVisibleFocus(page)).tag).toBe('a')
    }
    // One more Tab leaves the menu for the next section's button: the menu closes behind it.
    await page.keyboard.press('Tab')
    expect(await activeName(page)).toBe('Mousepads')
    await menu.waitFor({ state: 'hidden' })

    await tabTo(page, named('Mice'), { backwards: true, max: 3 })
    await page.keyboard.press('ArrowDown')
    await tabTo(page, named(/^Find Similar/), { max: 4 })
    await page.keyboard.press('Enter')
    await page.waitForURL('**/mouse/find-similar')
    await menu.waitFor({ state: 'hidden' })
    expect(await mice.getAttribute('data-active')).toBe('')
  })

  it('the skip link shows on the first Tab and takes focus past the top bar', async () => {
    const page = await browser.open('/mouse/browse', 'desktop')
    await page.getByTestId('result-count').waitFor()
    expect((await tabTo(page, () => true)).name).toBe('Skip to content')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.id === 'main')
    // The next Tab lands in the page's content, not back in the top bar.
    const next = await tabTo(page, () => true)
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true)
    expect(next.name).not.toBe('Mice')
  })

  it('the theme toggle and the social links take focus; Enter switches the theme', async () => {
    const page = await browser.open('/', 'desktop')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, (stop) => stop.testId === 'theme-toggle')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light')
    await expectVisibleFocus(page)
    await page.keyboard.press('Space')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark')
  })
})

describe('mobile drawer at 375×812', () => {
  it('opens from its button, keeps focus inside, closes on Escape with focus back on the button', async () => {
    const page = await browser.open('/', 'phone')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const button = page.getByTestId('drawer-button')
    await tabTo(page, (stop) => stop.testId === 'drawer-button')
    await page.keyboard.press('Enter')
    const drawer = page.getByTestId('mobile-drawer')
    await drawer.waitFor({ state: 'visible' })
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="mobile-drawer"]') !== null)
    await drawerInPlace(page)

    // Every focusable element of the drawer in turn, then round again: focus never leaves it.
    const focusable = await drawer.locator('a, button').count()
    const visited = new Set<number>()
    for (let step = 0; step < focusable + 2; step++) {
      await page.keyboard.press('Tab')
      const stop = await expectVisibleFocus(page)
      expect(stop.inDrawer, `${describeStop(stop)} is inside the drawer`).toBe(true)
      // Several links share a name ("Compare" of each section): count elements, not names.
      visited.add(await page.evaluate(() => [...document.querySelectorAll('[data-testid="mobile-drawer"] :is(a, button)')].indexOf(document.activeElement!)))
    }
    expect(visited.size).toBe(focusable)
    await page.keyboard.press('Shift+Tab')
    expect((await expectVisibleFocus(page)).inDrawer).toBe(true)

    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await button.getAttribute('data-testid')).toBe('drawer-button')
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'drawer-button')
    await expectVisibleFocus(page)
    expect(pageErrors(page)).toEqual([])
  })

  it('changes the theme and follows a link by keyboard', async () => {
    const page = await browser.open('/', 'phone')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, (stop) => stop.testId === 'drawer-button')
    await page.keyboard.press('Enter')
    const drawer = page.getByTestId('mobile-drawer')
    await drawer.waitFor({ state: 'visible' })
    await drawerInPlace(page)
    await tabTo(page, named('Change theme'), { max: 40 })
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light')
    await tabTo(page, named('Contact'), { max: 40, backwards: true })
    await page.keyboard.press('Enter')
    await page.waitForURL('**/contact')
    await drawer.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor()
  })
})

describe('promo carousel', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`pauses, advances and goes back by keyboard (${viewport === 'phone' ? 'strip above the bar' : 'column beside the page'})`, async () => {
      const page = await browser.open('/', viewport)
      await page.getByRole('heading', { level: 1 }).waitFor()
      const region = page.getByRole('region', { name: 'Promotions' })
      await page.getByTestId('promo-slide').waitFor({ state: 'visible' })
      const count = Number((await slideLabel(page))!.split(' of ')[1])
      await tabTo(page, named('Pause promotions'), { max: 40 })
      await page.keyboard.press('Enter')
      expect(await activeName(page)).toBe('Play promotions')
      expect(await region.getAttribute('data-running')).toBeNull()
      await tabTo(page, named('Next promotion'), { max: 3 })
      await page.keyboard.press('Enter')
      await waitForSlide(page, `2 of ${count}`)
      expect(await page.getByTestId('promo-announcement').textContent()).toMatch(new RegExp(`^2 of ${count}: `))
      // Arrows move too while focus is in the carousel; each move locks navigation for 500 ms.
      await carouselUnlocked(page)
      await page.keyboard.press('ArrowRight')
      await waitForSlide(page, `3 of ${count}`)
      await carouselUnlocked(page)
      await page.keyboard.press('ArrowLeft')
      await waitForSlide(page, `2 of ${count}`)
      await tabTo(page, named('Previous promotion'), { max: 6, backwards: true })
      await carouselUnlocked(page)
      await page.keyboard.press('Space')
      await waitForSlide(page, `1 of ${count}`)
      // Still paused: the visitor asked for it.
      expect(await region.getAttribute('data-running')).toBeNull()
      // The slide's link (in the strip between the arrows, in the column above them) follows on Enter.
      const link = await tabTo(page, (stop) => stop.tag === 'a', { max: 4, backwards: viewport === 'desktop' })
      expect(link.name.length).toBeGreaterThan(0)
      const before = page.url()
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.href !== before)
    })
  }
})

describe('compare pickers', () => {
  it('adds mice by typing and choosing with the keyboard, and removes one', async () => {
    const page = await browser.open('/mouse/compare', 'desktop')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, (stop) => stop.tag === 'input[type=search]')
    await page.keyboard.type('ec2-c')
    await page.getByTestId('picker-results').waitFor()
    await tabTo(page, named('+ Zowie EC2-C'), { max: 10 })
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Zowie-EC2-C')
    // The chosen result is gone with the list: focus goes back to the search field, ready for the next.
    expect((await expectVisibleFocus(page)).tag).toBe('input[type=search]')
    // Enter in the field takes the first result.
    await page.keyboard.type('viper v3 pro')
    await page.getByTestId('picker-results').waitFor()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Zowie-EC2-C-vs.-Razer-Viper-V3-Pro')
    await page.getByTestId('shape-comparison').waitFor()

    await tabTo(page, named('Remove Zowie EC2-C'), { backwards: true })
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'Razer-Viper-V3-Pro')
    // Focus stays in the list of chosen mice rather than falling back to the top of the page.
    const after = await expectVisibleFocus(page)
    expect(after.name).toBe('Remove Razer Viper V3 Pro')
    expect(pageErrors(page)).toEqual([])
  })

  it('chooses the reference mouse of find-similar by keyboard', async () => {
    const page = await browser.open('/mouse/find-similar', 'desktop')
    await page.getByTestId('no-target').waitFor()
    await tabTo(page, (stop) => stop.tag === 'input[type=search]')
    await page.keyboard.type('ec2-c')
    // The list follows each typed letter: wait for the mouse itself, not any first match, before tabbing to it.
    await page.getByRole('region', { name: 'Matching mice' }).getByRole('link', { name: 'Zowie EC2-C', exact: true }).waitFor()
    await tabTo(page, named('Zowie EC2-C'), { max: 10 })
    await page.keyboard.press('Enter')
    await page.waitForURL(/mouse=zowie-ec2-c/)
    await page.getByTestId('similar-result').first().waitFor()
    expect((await expectVisibleFocus(page)).tag).toBe('input[type=search]')
  })

  it('adds a sensor by keyboard on a phone', async () => {
    const page = await browser.open('/mouse/sensors/compare?p=PixArt-PAW3950', 'phone')
    await page.getByTestId('specifications-table').waitFor()
    await tabTo(page, (stop) => stop.tag === 'input[type=search]')
    await page.keyboard.type('hero 2')
    await page.getByTestId('picker-results').waitFor()
    await tabTo(page, named('+ Logitech HERO 2'), { max: 10 })
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => new URLSearchParams(location.search).get('p') === 'PixArt-PAW3950-vs.-Logitech-HERO-2')
    expect((await expectVisibleFocus(page)).tag).toBe('input[type=search]')
  })
})

describe('browse filters', () => {
  it('toggles a facet, moves a range slider, types a range end and folds a section (desktop)', async () => {
    const page = await browser.open('/mouse/browse', 'desktop')
    await page.getByTestId('result-count').waitFor()
    const filters = page.getByTestId('filters')
    await tabTo(page, (stop) => stop.tag === 'input[type=checkbox]' && stop.name.startsWith('Ergonomic'), { max: 80 })
    await page.keyboard.press('Space')
    await page.waitForURL(/shape=ergonomic/)
    expect(await filters.getByRole('checkbox', { name: /^Ergonomic/ }).isChecked()).toBe(true)
    // The page updated around it; focus stayed on the checkbox.
    expect((await expectVisibleFocus(page)).name).toMatch(/^Ergonomic/)

    await tabTo(page, named('Minimum length (mm)'), { max: 30 })
    for (let press = 0; press < 10; press++) await page.keyboard.press('ArrowRight')
    await page.waitForURL(/length=\d+(\.\d+)?\.\./)
    expect(await activeName(page)).toBe('Minimum length (mm)')
    await expectVisibleFocus(page)

    await tabTo(page, named('Maximum weight (g), number'), { max: 30 })
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('60')
    await page.keyboard.press('Enter')
    await page.waitForURL(/weight=\.\.60/)
    expect(Number(param(page, 'weight')?.replace('..', ''))).toBe(60)

    // A section heading folds and unfolds its options.
    const section = await tabTo(page, (stop) => stop.tag === 'summary', { backwards: true, max: 10 })
    const details = filters.locator('details', { has: page.locator('summary', { hasText: section.name }) })
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    await page.keyboard.press('Space')
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)
    expect(pageErrors(page)).toEqual([])
  })

  it('opens the folded filters and toggles a facet on a phone', async () => {
    const page = await browser.open('/mouse/sensors/browse', 'phone')
    await page.getByTestId('results-table').waitFor()
    await tabTo(page, (stop) => stop.testId === 'filters-toggle')
    await page.keyboard.press('Enter')
    expect(await page.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('true')
    await tabTo(page, (stop) => stop.tag === 'input[type=checkbox]' && stop.name.startsWith('Laser'), { max: 40 })
    await page.keyboard.press('Space')
    await page.waitForFunction(() => location.search === '?type=laser')
    expect((await expectVisibleFocus(page)).name).toMatch(/^Laser/)
  })
})
