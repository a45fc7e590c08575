/**
 * What two builds of one page ask of the browser's style and layout, loads alternating: the
 * elements whose style was recalculated and the layout objects laid out from the first contentful
 * paint to the end of the load (Chromium's own counts, from its trace: `UpdateLayoutTree`
 * elementCount, `Layout` dirtyObjects), and the time those events took. The counts do not move
 * with the host's speed, so they tell a cut in style and layout work where the time (which does)
 * cannot: how the twenty-second session measured the find-similar results' `content-visibility`
 * (bench/README.md). Serve the two builds side by side:
 *
 *   npx wrangler dev --port 8788 --inspector-port 9231 --assets /tmp/old
 *   npx wrangler dev --port 8789 --inspector-port 9232 --assets /tmp/new
 *   node bench/layout-work.ts http://127.0.0.1:8788 http://127.0.0.1:8789 '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2'
 *
 * ROUNDS (8) is the loads of each build, alternating, each in a fresh context at phone size (WIDTH,
 * 412), traced until SETTLE_MS (3,500) after the navigation. Times are full speed and noisy; the
 * counts repeated to within 20 from load to load on the pages measured.
 */
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'
import { pageMainThread, type TraceEvent } from './trace-events.ts'

interface Load {
  styledElements: number
  laidOutObjects: number
  styleMs: number
  layoutMs: number
}

const [oldBase, newBase, path] = process.argv.slice(2)
if (!oldBase || !newBase || !path) {
  console.error('usage: node bench/layout-work.ts <old base URL> <new base URL> <path>')
  process.exit(2)
}
const rounds = Number(process.env.ROUNDS ?? 8)
const settleMs = Number(process.env.SETTLE_MS ?? 3500)
const width = Number(process.env.WIDTH ?? 412)

/** From the first contentful paint on: the boot shell's first layout (the host's font lookups are most of its noise) comes before it. */
function layoutWork(events: TraceEvent[]): Load | undefined {
  const main = pageMainThread(events)
  if (!main) return undefined
  const load: Load = { styledElements: 0, laidOutObjects: 0, styleMs: 0, layoutMs: 0 }
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X' || event.ts < main.firstPaint) continue
    if (event.name === 'UpdateLayoutTree') {
      load.styledElements += event.args?.elementCount ?? 0
      load.styleMs += (event.dur ?? 0) / 1000
    } else if (event.name === 'Layout') {
      load.laidOutObjects += event.args?.beginData?.dirtyObjects ?? 0
      load.layoutMs += (event.dur ?? 0) / 1000
    }
  }
  return load
}

const builds = [
  { base: oldBase, loads: [] as Load[] },
  { base: newBase, loads: [] as Load[] },
]
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
    const context = await browser.newContext({ viewport: { width, height: 823 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] })
    await page.goto(build.base + path)
    await page.waitForTimeout(settleMs)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    const load = layoutWork(trace.traceEvents)
    // A load whose trace has no first paint (none seen here) is left out, and said so.
    if (load) build.loads.push(load)
    else console.warn(`${build.base}: no first contentful paint in one load's trace; not counted`)
    await context.close()
  }
}
await browser.close()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`
console.log(`${path}, ${rounds} rounds, loads alternating, at ${width} px (medians, range in brackets)`)
for (const [label, build] of [['old', builds[0]!], ['new', builds[1]!]] as const) {
  const of = (key: keyof Load) => build.loads.map((load) => load[key])
  console.log(
    `${label} ${build.base}, ${build.loads.length} loads: elements styled ${median(of('styledElements'))} (${range(of('styledElements'))}), objects laid out ${median(of('laidOutObjects'))} (${range(of('laidOutObjects'))}), ` +
      `style ${Math.round(median(of('styleMs')))} ms (${range(of('styleMs'))}), layout ${Math.round(median(of('layoutMs')))} ms (${range(of('layoutMs'))})`,
  )
}
