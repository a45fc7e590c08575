/**
 * Every computed style of the elements under a selector, in order, and the difference between two
 * builds: how a part moved off Chakra's components (plain elements styled by web/index.html) was
 * checked to look exactly as before (README, "plain elements"). Serve the old build on one port and
 * the new one on another, then, for each theme and size:
 *
 *   node bench/computed-styles.ts http://127.0.0.1:8788 http://127.0.0.1:8787 '/mouse/browse' '[data-testid="mouse-card"]' 375 dark
 *
 * (`wrangler dev --port 8788 --inspector-port 9231 --assets /tmp/old-dist` serves a copy of an old
 * build beside `npm run serve`.) It prints each property that differs, how many elements differ in
 * it, and the first element's old and new values; the elements' boxes count as `@box`. Hover and
 * focus states are not covered: compare those by hand. STORAGE, a JSON object, is written to
 * localStorage before each load, e.g. a browse table's optional columns:
 * STORAGE='{"browseColumns_mice":"[\\"links\\"]"}'. Properties without an effect may differ
 * (Chakra writes `-webkit-box-align` beside `align-items`, and `--bg-currentcolor` beside a
 * background).
 */
import { chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'

type Styles = Record<string, Record<string, string>>

const [oldBase, newBase, path, selector, width = '1280', theme = 'light'] = process.argv.slice(2)
if (!oldBase || !newBase || !path || !selector) {
  console.error('usage: node bench/computed-styles.ts <old base URL> <new base URL> <path> <selector> [width] [light|dark]')
  process.exit(2)
}

async function stylesOf(page: Page, base: string): Promise<Styles> {
  await page.goto(base + path)
  // Attached, not visible: a phone's filters are in a closed sheet, and are compared all the same.
  await page.locator(selector!).first().waitFor({ state: 'attached' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.getByTestId('promo-slide').first().waitFor({ state: 'visible' })
  return page.evaluate((target) => {
    const out: Record<string, Record<string, string>> = {}
    document.querySelectorAll(target).forEach((root, rootIndex) => {
      ;[root, ...root.querySelectorAll('*')].forEach((element, index) => {
        const style = getComputedStyle(element)
        const values: Record<string, string> = {}
        for (let i = 0; i < style.length; i++) values[style[i]!] = style.getPropertyValue(style[i]!)
        const after = getComputedStyle(element, '::after')
        if (after.content !== 'none' && after.content !== 'normal') {
          for (const name of ['content', 'position', 'inset', 'border-radius', 'outline', 'outline-offset']) values[`::after ${name}`] = after.getPropertyValue(name)
        }
        const box = element.getBoundingClientRect()
        values['@box'] = [box.x, box.y, box.width, box.height].map((value) => value.toFixed(1)).join(' ')
        values['@element'] = element.tagName.toLowerCase()
        out[`${rootIndex}.${index}`] = values
      })
    })
    return out
  }, selector!)
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
try {
  const phone = Number(width) < 600
  const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, ...(phone ? { isMobile: true, hasTouch: true } : {}) })
  const storage: Record<string, string> = { ...JSON.parse(process.env.STORAGE ?? '{}'), theme }
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, storage)
  const page = await context.newPage()
  const before = await stylesOf(page, oldBase)
  const after = await stylesOf(page, newBase)
  console.log(`${path} ${selector} at ${width} px, ${theme}: ${Object.keys(before).length} elements before, ${Object.keys(after).length} after`)
  const differing = new Map<string, { count: number; example: string }>()
  for (const [key, values] of Object.entries(before)) {
    const other = after[key]
    if (!other) continue
    for (const name of new Set([...Object.keys(values), ...Object.keys(other)])) {
      if (values[name] === other[name]) continue
      const entry = differing.get(name) ?? { count: 0, example: `${key} <${values['@element']}>: ${values[name]} → ${other[name]}` }
      entry.count++
      differing.set(name, entry)
    }
  }
  if (differing.size === 0) console.log('identical')
  for (const [name, { count, example }] of [...differing].sort((a, b) => b[1].count - a[1].count)) console.log(`${String(count).padStart(5)}  ${name}  (${example})`)
} finally {
  await browser.close()
}
