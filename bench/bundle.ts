import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'

export interface ScriptSize {
  url: string
  gzipKb: number
}

export interface RouteBundle {
  route: string
  /** Scripts requested before the page was interactive, with their gzip size in KB. */
  scripts: ScriptSize[]
  totalGzipKb: number
  /** Scripts requested after that, until the network went idle (the carousel, prefetches). */
  laterScripts: ScriptSize[]
  laterGzipKb: number
  /** When the page became interactive, in ms from navigation start (phone profile, loopback). */
  interactiveMs: number
}

/**
 * Machine-dependent report (npm run bench's `interactive` section), not a budget: CI holds routes to
 * their first-load figures counted from the build (first-load.ts). Which idle-time chunks start
 * before the heading is drawn depends on the machine's speed.
 *
 * The JavaScript a visitor downloads before a page is interactive. The page is loaded in Chromium
 * at phone size; it counts as interactive at the first frame in which the route has rendered its
 * heading: React commits event handlers with the DOM, so from that frame on the page answers
 * input. Every script whose request started before that frame counts, modulepreloads included,
 * each gzip-compressed (level 9) on its own as a server would send it. What loads later, when the
 * browser is idle (the promo carousel, the drawer on first tap), is reported apart.
 */
export async function measureInitialJavaScript(baseUrl: string, routes: readonly string[]): Promise<RouteBundle[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
  try {
    const results: RouteBundle[] = []
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      const sizes = new Map<string, number>()
      const pending: Promise<void>[] = []
      page.on('response', (response) => {
        const url = response.url()
        if (!url.endsWith('.js') && response.request().resourceType() !== 'script') return
        pending.push(
          response
            .body()
            .then((body) => void sizes.set(url, gzipSync(body, { level: 9 }).length / 1024))
            .catch(() => undefined),
        )
      })
      await page.goto(baseUrl + route, { waitUntil: 'commit' })
      const interactive = await page.waitForFunction(() => (document.querySelector('h1') ? performance.now() : 0), undefined, {
        polling: 'raf',
        timeout: 15_000,
      })
      const interactiveMs = (await interactive.jsonValue()) as number
      await page.waitForLoadState('networkidle')
      await Promise.all(pending)
      const started = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      )
      await context.close()
      const startOf = new Map(started.map((entry) => [entry.url, entry.startTime]))
      const scripts: ScriptSize[] = []
      const laterScripts: ScriptSize[] = []
      for (const [url, gzipKb] of sizes) {
        // The document's own scripts (the entry) have no resource entry of their own: start 0.
        const startTime = startOf.get(url) ?? 0
        ;(startTime <= interactiveMs ? scripts : laterScripts).push({ url: url.replace(baseUrl, ''), gzipKb })
      }
      const total = (list: ScriptSize[]) => list.reduce((sum, script) => sum + script.gzipKb, 0)
      results.push({ route, scripts, totalGzipKb: total(scripts), laterScripts, laterGzipKb: total(laterScripts), interactiveMs })
    }
    return results
  } finally {
    await browser.close()
  }
}
