import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'

export interface RouteBundle {
  route: string
  /** Every script the page loaded before it settled, with its gzip size in KB. */
  scripts: { url: string; gzipKb: number }[]
  totalGzipKb: number
}

/**
 * The JavaScript a visitor downloads before a page is interactive: load the page in Chromium (phone
 * viewport), wait until the network is idle and the page has rendered its heading, and add up the
 * gzip size of every script it fetched. Code loaded later on demand (the drawer, a review's markdown
 * renderer) is not counted, because the page did not need it to become interactive.
 */
export async function measureInitialJavaScript(baseUrl: string, routes: readonly string[]): Promise<RouteBundle[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
  try {
    const results: RouteBundle[] = []
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      const scripts = new Map<string, number>()
      const pending: Promise<void>[] = []
      page.on('response', (response) => {
        const url = response.url()
        if (!url.endsWith('.js') && response.request().resourceType() !== 'script') return
        pending.push(
          response
            .body()
            .then((body) => void scripts.set(url, gzipSync(body, { level: 9 }).length / 1024))
            .catch(() => undefined),
        )
      })
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
      await page.locator('h1').first().waitFor({ timeout: 15_000 })
      await page.waitForLoadState('networkidle')
      await Promise.all(pending)
      await context.close()
      const list = [...scripts.entries()].map(([url, gzipKb]) => ({ url: url.replace(baseUrl, ''), gzipKb }))
      results.push({ route, scripts: list, totalGzipKb: list.reduce((sum, script) => sum + script.gzipKb, 0) })
    }
    return results
  } finally {
    await browser.close()
  }
}
