/**
 * What a page load costs the end-to-end suite's browser, with and without one of its flags: the
 * wall time of a load (to the page's heading and the next idle callback, then back to robots.txt,
 * as browser.ts resets a tab between tests) and the CPU the whole machine spent on it (every
 * process: renderer, browser, GPU, network, the worker serving the site). On a two-core machine the
 * suite keeps both cores busy, so its run time follows the CPU its loads take.
 *
 *   npx wrangler dev --port 8799 --assets dist          # the site, as the suite serves it
 *   ROUNDS=8 node bench/e2e-browser-loads.ts http://127.0.0.1:8799
 *
 * Each configuration runs in a browser of its own, set up as the suite's (e2eBrowserArgs, one
 * context with a kept tab, a desktop-sized tab reused from load to load), after one warm-up load
 * of each page; the configurations alternate round by round, so a host that slows down slows both.
 * Run it on an otherwise idle machine: the CPU is the whole machine's (os.cpus), all processes.
 * FLAG names the flag to leave out (default: baselineTiersOnly); PATHS the pages.
 */
import { cpus } from 'node:os'
import { chromium, type Page } from 'playwright-core'
import { baselineTiersOnly, chromiumPath, e2eBrowserArgs } from '../tests/e2e/chromium.ts'
import { median } from './cpu-calibration.ts'

const base = process.argv[2] ?? 'http://127.0.0.1:8799'
const paths = (process.env.PATHS ?? '/,/mouse/browse,/mouse/compare?p=Zowie-EC2-CW,/mouse/sensors/browse').split(',')
const rounds = Number(process.env.ROUNDS ?? 6)
const flag = process.env.FLAG ?? baselineTiersOnly
if (!e2eBrowserArgs.includes(flag)) throw new Error(`${flag} is not one of the suite's flags: ${e2eBrowserArgs.join(' ')}`)

/** Milliseconds the machine's CPUs have spent busy (user, nice, system, interrupts), summed over every core. */
function busyMs(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0)
}

async function load(page: Page, path: string) {
  await page.goto(base + path)
  await page.locator('#main h1').waitFor()
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.goto(base + '/robots.txt')
}

const configurations = [
  { name: `the suite's flags`, args: e2eBrowserArgs },
  { name: `without ${flag}`, args: e2eBrowserArgs.filter((arg) => arg !== flag) },
]
const tabs = await Promise.all(
  configurations.map(async ({ args }) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args, headless: true })
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await (await context.newPage()).goto(base + '/robots.txt')
    const page = await context.newPage()
    for (const path of paths) await load(page, path)
    return { browser, page }
  }),
)
const results = configurations.map(() => ({ wall: [] as number[], cpu: [] as number[] }))
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0]
    for (const index of order) {
      const started = performance.now()
      const busy = busyMs()
      for (const path of paths) await load(tabs[index]!.page, path)
      results[index]!.wall.push((performance.now() - started) / paths.length)
      results[index]!.cpu.push((busyMs() - busy) / paths.length)
    }
  }
} finally {
  await Promise.all(tabs.map(({ browser }) => browser.close()))
}
console.log(`${rounds} rounds of ${paths.join(', ')}; per load, median over rounds (range)`)
for (const [index, { name }] of configurations.entries()) {
  const { wall, cpu } = results[index]!
  const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`
  console.log(`${name.padEnd(40)} wall ${Math.round(median(wall))} ms (${range(wall)})   CPU ${Math.round(median(cpu))} ms (${range(cpu)})`)
}
