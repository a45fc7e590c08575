import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, inject } from 'vitest'
import type { ApiRows, ApiView } from '../../web/lib/api-types'
import { createSnapshotSource } from '../../web/lib/data-source'

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const
export type ViewportName = keyof typeof viewports

/** A context's options for a size: a phone is also a mobile, touch device. */
export function viewportOptions(viewport: ViewportName) {
  return { viewport: viewports[viewport], isMobile: viewport === 'phone', hasTouch: viewport === 'phone' }
}

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

export interface OpenOptions {
  colorScheme?: 'light' | 'dark'
  /** e.g. ['clipboard-read', 'clipboard-write'], granted for this test only. */
  permissions?: string[]
  /**
   * A browser of its own, as a first-time visitor has it: a new context with an empty HTTP cache,
   * sharing no storage with the test's other pages (a link opened by a friend; a test that counts
   * downloads). Without it the pages are tabs of the file's browser, storage cleared per test.
   */
  freshBrowser?: boolean
}

let connection: Promise<Browser> | undefined
const sharedContexts = new Map<ViewportName, Promise<BrowserContext>>()
/** The tab each shared context keeps open so its renderer process outlives the tests' tabs. */
const keptTabs = new WeakSet<Page>()
/** A shared context's tab that a test opened, was reset when the test ended, and waits for the next test. */
const idleTabs = new Map<BrowserContext, Page>()
/** Tabs a test changed in a way that cannot be undone (init scripts, emulation, CDP): closed, never reused. */
const changedTabs = new WeakSet<Page>()
/** A shared context's own newCDPSession, for clearing site data without marking the tab changed. */
const ownCdpSessions = new WeakMap<BrowserContext, BrowserContext['newCDPSession']>()
/** The page methods whose effect outlives a navigation and that Playwright cannot take back. */
const lastingChanges = ['addInitScript', 'exposeBinding', 'exposeFunction', 'emulateMedia', 'setViewportSize', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket'] as const

/** Marks the tab changed for good when a test calls one of those methods on it. */
function watchLastingChanges(page: Page) {
  for (const name of lastingChanges) {
    const method = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page)
    Object.assign(page, {
      [name]: (...args: unknown[]) => {
        changedTabs.add(page)
        return method(...args)
      },
    })
  }
}

/**
 * Readies a test's tab for the next test, as a new tab would be, or answers false when it cannot
 * be (closed, changed for good, crashed): its routes and listeners removed, the site's session
 * storage (a tab's own) cleared, and the page unloaded for robots.txt, which runs no script, so its
 * timers and animations stop now. Local storage, cookies and permissions are the context's, cleared
 * before the next test's first page (useBrowser).
 */
async function resetTab(page: Page): Promise<boolean> {
  if (page.isClosed() || changedTabs.has(page)) return false
  try {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    page.removeAllListeners()
    await page.goto(inject('baseUrl') + '/robots.txt')
    await page.evaluate(() => sessionStorage.clear())
    // The pointer stays where the test left it; moved off the page, it hovers nothing on the next.
    await page.mouse.move(-1, -1)
    return true
  } catch {
    return false
  }
}

/** This worker's browser connection, opened by the first file that needs it and kept for the rest. */
function workerBrowser(): Promise<Browser> {
  connection ??= connectBrowser()
  return connection
}

/** A new context of the worker's browser, sized as the viewport. */
async function newContext(viewport: ViewportName): Promise<BrowserContext> {
  return (await workerBrowser()).newContext(viewportOptions(viewport))
}

/** The worker's context for a viewport, with its kept tab, made on first use. */
function sharedContext(viewport: ViewportName): Promise<BrowserContext> {
  let context = sharedContexts.get(viewport)
  if (!context) {
    context = (async () => {
      const made = await newContext(viewport)
      // A test's own DevTools session may change its tab for good (emulation): that tab is not reused.
      const newCDPSession = made.newCDPSession.bind(made)
      ownCdpSessions.set(made, newCDPSession)
      Object.assign(made, {
        newCDPSession: (page: Page) => {
          changedTabs.add(page)
          return newCDPSession(page)
        },
      })
      const keptTab = await made.newPage()
      keptTabs.add(keptTab)
      await keptTab.goto(inject('baseUrl') + '/robots.txt')
      return made
    })()
    sharedContexts.set(viewport, context)
  }
  return context
}

/**
 * One browser connection per worker, and one context per viewport, reused by every test of the
 * files the worker runs (tests/e2e/vitest.config.ts shares a worker's modules across its files,
 * so this module's state outlives a file): every test opens its own pages, in a context whose
 * cookies, storage and permissions are cleared before its first page. When the test ends, one tab
 * it was given is reset and waits for the next test (resetTab: routes, listeners and session
 * storage gone, unloaded to robots.txt); every other is closed, and so is a tab the test changed
 * for good (init scripts, emulated media or size, its own DevTools session). A page left running
 * would keep its carousel, animations and timers going, and on two cores every later test shares
 * the CPU with it. A reused tab loads a page of the site in 0.58–0.63 s where a new tab took
 * 0.88–0.99 s (12 loads of home, browse, compare and find-similar, three rounds each): a new tab
 * is a new page in the renderer, with its own frame, compositor and memory.
 *
 * Why not a context per test, as before 2026-11-27: a new context starts with an empty HTTP cache
 * and no compiled code, so every page downloaded and compiled the app again. Five pages loaded one
 * after another (home, browse, compare, sensors, fit) took 7.1–8.8 s with a context each against
 * 4.1–5.0 s as new tabs of one context (four rounds, alternating, idle two-core machine). The cache
 * stays between tests, as it does for a returning visitor; storage, which a test could read, does
 * not (isolation.e2e.ts). A test about a first visit opens with `freshBrowser`.
 *
 * Each shared context also keeps one tab of the site open as long as the worker runs, on a file
 * with no script (robots.txt): Chromium runs with --process-per-site (global-setup.ts), so every
 * tab the tests open joins that tab's renderer process instead of starting one of its own, and the
 * app's scripts compiled in it stay compiled. Starting a renderer was about half of a page load on a
 * Firecracker VM, where a new process's memory is expensive: 12 loads of home, browse, compare and
 * find-similar as new tabs took 2.3–2.8 s each, 1.2–1.6 s with the kept tab (two rounds each).
 * A new context with its kept tab cost about 1 s more, and its first load 1.4 s more than the next
 * (an empty HTTP cache, nothing compiled), which is why the contexts outlive a file too.
 */
export function useBrowser() {
  /** Shared contexts this test has cleared and opened a page in. */
  const usedThisTest = new Set<BrowserContext>()
  const ownContexts: BrowserContext[] = []

  /** The tabs open() gave this test, by shared context: one of them may be reused. */
  const givenThisTest = new Map<BrowserContext, Page[]>()

  afterEach(async () => {
    await Promise.all(ownContexts.splice(0).map((context) => context.close()))
    await Promise.all(
      [...usedThisTest].map(async (context) => {
        // One tab open() gave is kept for the next test, if it can be reset; every other tab the
        // test opened, and any the page opened itself (a link to a new tab), is closed.
        const given = givenThisTest.get(context) ?? []
        let reused: Page | undefined
        for (const page of given) {
          if (await resetTab(page)) {
            reused = page
            break
          }
        }
        if (reused) idleTabs.set(context, reused)
        await Promise.all(context.pages().filter((page) => !keptTabs.has(page) && page !== reused).map((page) => page.close()))
        await context.clearPermissions()
      }),
    )
    usedThisTest.clear()
    givenThisTest.clear()
  })
  afterAll(async () => {
    await Promise.all(ownContexts.splice(0).map((context) => context.close()))
  })
  return {
    baseUrl: () => inject('baseUrl'),
    async open(path: string, viewport: ViewportName = 'desktop', options: OpenOptions = {}): Promise<Page> {
      let context: BrowserContext
      if (options.freshBrowser) {
        context = await newContext(viewport)
        ownContexts.push(context)
      } else {
        context = await sharedContext(viewport)
      }
      const idle = options.freshBrowser ? undefined : idleTabs.get(context)
      if (idle) idleTabs.delete(context)
      const page = idle && !idle.isClosed() ? idle : await context.newPage()
      if (!options.freshBrowser) {
        if (page !== idle) watchLastingChanges(page)
        givenThisTest.set(context, [...(givenThisTest.get(context) ?? []), page])
      }
      if (!options.freshBrowser && !usedThisTest.has(context)) {
        usedThisTest.add(context)
        await clearSiteData(context, page)
      }
      if (options.permissions) await context.grantPermissions(options.permissions, { origin: inject('baseUrl') })
      if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      errorsByPage.set(page, errors)
      await page.goto(inject('baseUrl') + path)
      return page
    },
  }
}

/**
 * Empties what the site stored in this context (local storage, IndexedDB, caches, cookies), as a
 * new browser would have it. Session storage belongs to a tab: a tab is new, or was cleared when
 * the test before ended (resetTab).
 */
async function clearSiteData(context: BrowserContext, page: Page) {
  // Every shared context has its own newCDPSession kept (sharedContext).
  const session = await ownCdpSessions.get(context)!(page)
  try {
    await session.send('Storage.clearDataForOrigin', { origin: inject('baseUrl'), storageTypes: 'all' })
  } finally {
    await session.detach()
  }
  await context.clearCookies()
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
 * A view's rows in the built snapshot, read by the site's own reader (broken rows dropped, a missing
 * column as null), so a test's expectations follow the rows the pages show.
 */
export async function snapshotRows<View extends ApiView>(view: View): Promise<ApiRows[View][]> {
  const path = await snapshotPath(view)
  return createSnapshotSource(() => fetch(inject('baseUrl') + path)).readView(view)
}

/**
 * Goes to `path` with the app's own router, as a click on a link does, and waits until the router
 * has rendered it. TanStack Router keeps itself on `window.__TSR_ROUTER__` in a browser (for its
 * devtools); `navigate` settles once the new location is loaded and committed.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(async (href) => {
    const router = (window as unknown as { __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void> } }).__TSR_ROUTER__
    if (!router) throw new Error('The app router is not on window.__TSR_ROUTER__: has TanStack Router stopped putting it there?')
    await router.navigate({ href })
  }, path)
  // Resolved is where the router has rendered; the location is `path` as the router writes it.
  await page.waitForFunction(() => {
    const { state } = (window as unknown as { __TSR_ROUTER__: { state: { status: string; isLoading: boolean; location: { href: string }; resolvedLocation?: { href: string } } } }).__TSR_ROUTER__
    return state.status === 'idle' && !state.isLoading && state.resolvedLocation?.href === state.location.href
  })
}
