/**
 * Issue 31, point 4: on every route of the site, at 1280×800 and 375×812, no text is cut off, runs
 * off the page, or lies over or under other text (tests/e2e/text-layout.ts says exactly what counts,
 * and the one exception: a deliberate cut labelled with data-may-truncate and the whole text as a
 * title). Measured in the page, screen by screen down the page (windowed lists render as they are
 * scrolled to; a long page is checked over its first screens).
 *
 * The routes are not a list kept by hand: they are the app's route tree (web/route-tree.gen.ts,
 * FileRoutesByFullPath), each parameter filled with a real handle or slug of the embedded catalogue
 * the build serves. A route the tree gains is checked without a change here; a new kind of parameter
 * fails the test until it is given a value. Some routes are also checked in the states their links
 * open (a compare page with the most items allowed, whose names are the catalogue's longest; a hand
 * from a link; a mouse to find similar ones to; a browse table).
 *
 * Motion is reduced: the carousel then changes slides without sliding, so a slide in mid-move is
 * never measured as cut off by its frame.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildCompareParam } from '../../web/lib/compare-name'
import { maxComparedItems } from '../../web/lib/compare-selection'
import { productName, type NamedProduct } from '../../web/lib/product-name'
import type { ApiView } from '../../web/lib/api-types'
import { connectBrowser, navigateInApp, snapshotRows, viewportOptions, viewports, type ViewportName } from './browser'
import { textLayoutProblems } from './text-layout'
import { needsFreshLoad, spreadByPath } from './visit-order'
import { carouselPaused } from './promo-carousel'

/** The routes of the app's route tree, as its generated file lists them ('/discounts/$handle', '/mouse/review/$'). */
function appRoutes(): string[] {
  const tree = readFileSync(new URL('../../web/route-tree.gen.ts', import.meta.url), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => (match[1] === '/' ? '/' : match[1]!.replace(/\/$/, '')))
}

interface Row extends NamedProduct {
  general__handle?: string
  handle?: string
  slug?: string
  valid_until?: string | null
}

async function rowsOf(view: ApiView): Promise<Row[]> {
  return (await snapshotRows(view)) as unknown as Row[]
}

/** The `p` of a compare page naming the most items allowed, those with the longest names (the hardest to lay out). */
function longestNames(rows: readonly Row[], count = maxComparedItems): string {
  const names = rows.map((row) => productName(row)).sort((a, b) => b.length - a.length || a.localeCompare(b))
  return buildCompareParam(names.slice(0, count))
}

/** Every URL to check: each route with its parameters filled, then the states some routes' links open. */
async function urlsToCheck(): Promise<string[]> {
  const [mice, reviews, discounts] = await Promise.all([rowsOf('mice'), rowsOf('reviews'), rowsOf('discounts')])
  const parts: Record<string, Row[]> = {
    sensors: await rowsOf('mouse_sensors'),
    switches: await rowsOf('mouse_switches'),
    encoders: await rowsOf('mouse_scroll_wheel_encoders'),
  }
  // A discount that stays current (no end date, or the latest end), so the page is not a 404 next month.
  const discount = [...discounts].sort((a, b) => (b.valid_until ?? '9999').localeCompare(a.valid_until ?? '9999'))[0]
  const parameters: Record<string, string | undefined> = { $handle: discount?.handle, $: reviews[0]?.slug }
  const urls: string[] = []
  for (const route of appRoutes()) {
    const path = route.replace(/\$[a-zA-Z]*$|\$[a-zA-Z]+(?=\/)/g, (name) => {
      const value = parameters[name]
      if (!value) throw new Error(`${route}: no value of the embedded catalogue for ${name}: give this parameter one here`)
      return value
    })
    urls.push(path)
    // The states the route's links open.
    const kind = /^\/mouse\/(sensors|switches|encoders)\/compare$/.exec(route)?.[1]
    if (kind) urls.push(`${path}?p=${longestNames(parts[kind]!)}`)
    if (route === '/mouse/compare') {
      urls.push(`${path}?p=${longestNames(mice)}`, `${path}?p=${longestNames(mice, 1)}`, `${path}?p=${longestNames(mice, 3)}&hand=190x85-claw`)
    }
    if (route === '/mouse/browse') urls.push(`${path}?view=table`)
    if (route === '/mouse/find-similar') urls.push(`${path}?mouse=${mice[0]!.general__handle}`)
    if (route === '/mouse/fit') urls.push(`${path}?hand=190x85-claw`)
  }
  return urls
}

/** Screens checked down a page: enough for every section of the longest pages, not the whole of a 1,361-mouse list. */
const maxScreens = 5

async function problemsDownThePage(page: Page, height: number): Promise<string[]> {
  const found = new Map<string, string>()
  const total = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let screen = 0; screen < Math.min(maxScreens, Math.ceil(total / height)); screen++) {
    await page.evaluate((y) => window.scrollTo(0, y), screen * height)
    // Two frames: the windowed lists render the rows scrolled to, sticky parts settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    for (const problem of await page.evaluate(textLayoutProblems)) found.set(`${problem.kind} ${problem.what}`, `${problem.kind}: ${problem.what} — ${problem.detail}`)
  }
  return [...found.values()]
}

let browser: Browser
let urls: string[]
beforeAll(async () => {
  browser = await connectBrowser()
  urls = await urlsToCheck()
})
afterAll(async () => {
  await browser?.close()
})

it('checks every route of the route tree, with real handles of the embedded catalogue', async () => {
  const routes = appRoutes()
  expect(routes.length).toBeGreaterThan(20)
  for (const route of routes) {
    const pattern = new RegExp(`^${route.replace(/\$[a-zA-Z]*$/, '.+').replace(/\$[a-zA-Z]+/g, '[^/]+')}(\\?|$)`)
    expect(urls.some((url) => pattern.test(url)), route).toBe(true)
  }
  expect(urls.some((url) => url.startsWith('/mouse/compare?p=') && url.split('-vs.-').length === maxComparedItems)).toBe(true)
})

for (const viewport of ['desktop', 'phone'] as const satisfies ViewportName[]) {
  describe(`no text cut off or overlapped (${viewport})`, () => {
    let context: BrowserContext
    let page: Page
    beforeAll(async () => {
      context = await browser.newContext({ ...viewportOptions(viewport), reducedMotion: 'reduce' })
      page = await context.newPage()
    })
    afterAll(async () => {
      await context?.close()
    })

    it('on every route and state', async () => {
      const failures: string[] = []
      let previous: string | undefined
      // As accessibility.ts does: the app's router takes the page to the next route, as a link
      // does, except to another state of the same page, whose components would keep theirs.
      for (const url of spreadByPath(urls, (url) => url)) {
        if (needsFreshLoad(previous, url)) await page.goto(inject('baseUrl') + url)
        else await navigateInApp(page, url)
        previous = url
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        // The carousel is on every page, with text of its own.
        await page.getByTestId('promo-slide').first().waitFor({ state: 'visible' })
        await carouselPaused(page)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        for (const problem of await problemsDownThePage(page, viewports[viewport].height)) failures.push(`${url}: ${problem}`)
      }
      expect(failures).toEqual([])
    }, 600_000)
  })
}
