/**
 * Writes public/favicon.png: public/favicon.svg drawn at 64 × 64 px by the system Chromium. The
 * pages link the PNG, not the SVG: a browser downloads a page's icon through the page's own
 * renderer, and an SVG is decoded there by building an SVG document on the page's main thread
 * (11–14 ms at full speed in Lighthouse's traces, after the first paint, on every page; bench/README.md,
 * "Thirty-second session"), where a PNG decodes in a fraction of a millisecond.
 *
 *   node scripts/favicon-png.ts     # after changing favicon.svg (tests/e2e/first-render.e2e.ts compares them)
 */
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'

const faviconPx = 64

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
try {
  const page = await browser.newPage({ viewport: { width: faviconPx, height: faviconPx } })
  const svg = readFileSync('public/favicon.svg').toString('base64')
  await page.setContent(`<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${faviconPx}" height="${faviconPx}" style="display:block">`)
  await page.locator('img').evaluate((image: HTMLImageElement) => image.decode())
  await page.screenshot({ path: 'public/favicon.png', omitBackground: true })
} finally {
  await browser.close()
}
