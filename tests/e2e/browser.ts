import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import type { ApiRows, ApiView } from '../../web/lib/api-types'
import { ensureRows } from '../../web/lib/data-source'

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const
export type ViewportName = keyof typeof viewports

/**
 * This worker's browser: global-setup.ts launches one per worker, and files run in parallel, so a
 * file drives the browser of the worker it runs in (VITEST_POOL_ID, 1 to maxWorkers) and never
 * shares a browser process with the file running beside it.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoints = inject('wsEndpoints')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return chromium.connect(endpoints[(worker - 1) % endpoints.length]!)
}

/**
 * One browser connection per test file; each test gets a fresh context (empty storage), closed
 * when the test ends: a page left open keeps its carousel, animations and timers running, and on
 * two cores every later test shares the CPU with it.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const closeContexts = () => Promise.all(contexts.splice(0).map((context) => context.close()))
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterEach(closeContexts)
  afterAll(async () => {
    await closeContexts()
    await browser?.close()
  })
  return {
    baseUrl: () => inject('baseUrl'),
    async open(
      path: string,
      viewport: ViewportName = 'desktop',
      options: { colorScheme?: 'light' | 'dark'; /** e.g. ['clipboard-read', 'clipboard-write'] */ permissions?: string[] } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: viewports[viewport],
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
        colorScheme: options.colorScheme,
      })
      if (options.permissions) await context.grantPermissions(options.permissions, { origin: inject('baseUrl') })
      contexts.push(context)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      errorsByPage.set(page, errors)
      await page.goto(inject('baseUrl') + path)
      return page
    },
  }
}

const errorsByPage = new WeakMap<Page, string[]>()

/** Uncaught exceptions the page has thrown since it was opened. */
export function pageErrors(page: Page): string[] {
  return errorsByPage.get(page) ?? []
}

/** The path of a view's file in the built snapshot, as the build's data manifest names it. */
export async function snapshotPath(view: string): Promise<string> {
  const manifest = (await (await fetch(`${inject('baseUrl')}/data-manifest.json`)).json()) as { views: Record<string, string> }
  const path = manifest.views[view]
  if (!path) throw new Error(`the built snapshot has no ${view}`)
  return path
}

/**
 * A view's rows in the built snapshot, read as the site reads them (ensureRows: broken rows
 * dropped, a missing column as null), so a test's expectations follow the rows the pages show.
 */
export async function snapshotRows<View extends ApiView>(view: View): Promise<ApiRows[View][]> {
  return ensureRows(view, await (await fetch(inject('baseUrl') + (await snapshotPath(view)))).json())
}
