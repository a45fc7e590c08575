/**
 * What two builds of one page pay Chakra's style runtime, loads alternating: the script time under
 * Chakra's style system (`@chakra-ui/react/dist/esm/styled-system` and its `utils`), Emotion and
 * stylis, the page's script time in all, and the distinct styles it generated (Emotion's class
 * names once the page has settled). How the twenty-first session told a cut that shows (the compare
 * page's shapes) from one that does not (bench/README.md). Serve the two builds side by side, each
 * with its source maps (`vite build --sourcemap --outDir /tmp/new` writes them to /tmp/new-sourcemaps):
 *
 *   npx wrangler dev --port 8788 --inspector-port 9231 --assets /tmp/old
 *   npx wrangler dev --port 8789 --inspector-port 9232 --assets /tmp/new
 *   node bench/style-runtime.ts http://127.0.0.1:8788 /tmp/old-sourcemaps http://127.0.0.1:8789 /tmp/new-sourcemaps '/mouse/compare?p=Zowie-EC2-CW'
 *
 * ROUNDS (12) is the loads of each build, alternating, each in a fresh context at phone size with
 * V8's sampling profiler at 100 µs, until SETTLE_MS (3,500) after the navigation. Full speed and
 * noisy: twelve loads resolved about 20 ms of Chakra's time on the machines this was written on,
 * not less; compare builds only in one run.
 */
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'
import { frameSources, parentsOf, type CallFrame, type CpuProfile } from './cpu-profile.ts'

interface Build {
  base: string
  sourceOf: (frame: CallFrame) => string
  chakraMs: number[]
  scriptMs: number[]
  styles: number[]
}

const [oldBase, oldMaps, newBase, newMaps, path] = process.argv.slice(2)
if (!oldBase || !oldMaps || !newBase || !newMaps || !path) {
  console.error('usage: node bench/style-runtime.ts <old base URL> <old source maps> <new base URL> <new source maps> <path>')
  process.exit(2)
}
const rounds = Number(process.env.ROUNDS ?? 12)
const settleMs = Number(process.env.SETTLE_MS ?? 3500)
const styleRuntime = /^nm:(@chakra-ui\/react\/dist\/esm\/(styled-system|utils)\/|@emotion\/|stylis\/)/
const notScript = new Set(['(idle)', '(program)', '(root)'])

/** Per sample: whether any frame of its stack is the style runtime's (a style's work, whoever asked for it). */
function styleRuntimeMs(profile: CpuProfile, sourceOf: (frame: CallFrame) => string): { chakraMs: number; scriptMs: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = parentsOf(profile)
  const inRuntime = new Map<number, boolean>()
  const under = (id: number): boolean => {
    const known = inRuntime.get(id)
    if (known !== undefined) return known
    const parent = parents.get(id)
    const result = styleRuntime.test(sourceOf(nodes.get(id)!.callFrame)) || (parent !== undefined && under(parent))
    inRuntime.set(id, result)
    return result
  }
  let chakraMs = 0
  let scriptMs = 0
  profile.samples.forEach((id, index) => {
    if (notScript.has(nodes.get(id)!.callFrame.functionName)) return
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    scriptMs += ms
    if (under(id)) chakraMs += ms
  })
  return { chakraMs, scriptMs }
}

const builds: Build[] = [
  { base: oldBase, sourceOf: frameSources(oldMaps), chakraMs: [], scriptMs: [], styles: [] },
  { base: newBase, sourceOf: frameSources(newMaps), chakraMs: [], scriptMs: [], styles: [] },
]
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
for (let round = 0; round < rounds; round++) {
  for (const build of builds) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.goto(build.base + path)
    await page.waitForTimeout(settleMs)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
    const { chakraMs, scriptMs } = styleRuntimeMs(profile, build.sourceOf)
    build.chakraMs.push(chakraMs)
    build.scriptMs.push(scriptMs)
    build.styles.push(await page.evaluate(() => new Set([...document.querySelectorAll('[class*="css-"]')].flatMap((element) => [...element.classList].filter((name) => name.startsWith('css-')))).size))
    await context.close()
  }
}
await browser.close()

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!
const spread = (values: number[]) => `${Math.round(sorted(values)[0]!)}–${Math.round(sorted(values).at(-1)!)} ms (median ${Math.round(median(values))})`
console.log(`${path}, ${rounds} loads of each build, alternating`)
for (const [label, build] of [['old', builds[0]!], ['new', builds[1]!]] as const) {
  console.log(`${label} ${build.base}: Chakra's style runtime ${spread(build.chakraMs)}, script ${spread(build.scriptMs)}, distinct styles ${median(build.styles)}`)
}
