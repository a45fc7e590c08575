/**
 * Where a page load's main-thread time goes, by source file: Chromium's CPU profiler over a few
 * loads of one page, each sample mapped through the build's source maps (`dist-sourcemaps/`, written
 * by every `npm run build`) to the file it came from, `nm:` marking a package. Prints self time
 * (the function itself) and inclusive time (with what it calls), in ms per load. Machine-dependent
 * and noisy: compare two builds on the same machine, alternating, never against a figure from
 * another day. bench/README.md ("Calibrated run") has what it found.
 *
 *   npm start                                   # or any server of this build
 *   node bench/profile-load.ts /mouse/browse    # phone size (375×812); add `desktop` for 1280×800
 *   ROUNDS=8 FN=1 N=40 node bench/profile-load.ts '/mouse/compare?p=Zowie-EC2-CW'
 *
 * BASE (default http://127.0.0.1:8787) is the server; MAPS the served build's source maps
 * (default dist-sourcemaps, to profile another build); ROUNDS the loads averaged (3); FN=1 adds the
 * line and function to each file; N the rows printed (30). Each load is a fresh context, after one
 * warm-up load, profiled until 1.5 s after the page's h1 appears.
 *
 * STRETCHES=<ms> also lists, load by load, every stretch of main-thread work at least that long:
 * samples with no idle sample between them, so about one task (two tasks back to back read as
 * one), with when it started, how long it ran and the sources that took most of it (inclusive).
 * That is what a trace's long task does not say: which code made it long.
 */
import { existsSync, readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}

const base = process.env.BASE ?? 'http://127.0.0.1:8787'
const path = process.argv[2] ?? '/'
const phone = process.argv[3] !== 'desktop'
const rounds = Number(process.env.ROUNDS ?? 3)
const rows = Number(process.env.N ?? 30)
const withFunctions = process.env.FN === '1'
const stretchMs = Number(process.env.STRETCHES ?? Number.POSITIVE_INFINITY)

const maps = new Map<string, TraceMap | null>()
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = `${process.env.MAPS ?? 'dist-sourcemaps'}/assets/${url.replace(/.*\/assets\//, '')}.map`
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
  }
  return maps.get(url)!
}

/** The source a profile frame came from: a file of the app, `nm:<package file>`, or what V8 calls it. */
function sourceOf(frame: CallFrame): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`
  const map = mapOf(frame.url)
  if (!map) return frame.url.replace(base, '')
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
  const file = (position.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '')
  return withFunctions ? `${file}:${position.line} ${position.name ?? frame.functionName}` : file
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
const contextOptions = phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }
const selfTime = new Map<string, number>()
const inclusiveTime = new Map<string, number>()
const add = (totals: Map<string, number>, key: string, microseconds: number) => totals.set(key, (totals.get(key) ?? 0) + microseconds)
try {
  // The worker's isolate and the server's caches warm, as for a visitor who is not the first.
  const warmUp = await browser.newContext(contextOptions)
  await (await warmUp.newPage()).goto(base + path)
  await warmUp.close()
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext(contextOptions)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.goto(base + path)
    await page.locator('#main h1').waitFor()
    await page.waitForTimeout(1500)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } }
    const parentOf = new Map<number, number>()
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
    const sources = new Map(profile.nodes.map((node) => [node.id, sourceOf(node.callFrame)]))
    let stretch: { start: number; microseconds: number; sources: Map<string, number> } | undefined
    let now = 0
    const stretches: NonNullable<typeof stretch>[] = []
    profile.samples.forEach((id, index) => {
      const microseconds = profile.timeDeltas[index + 1] ?? 0
      now += profile.timeDeltas[index] ?? 0
      add(selfTime, sources.get(id)!, microseconds)
      if (sources.get(id) === '((idle))') {
        if (stretch && stretch.microseconds >= stretchMs * 1000) stretches.push(stretch)
        stretch = undefined
        return
      }
      stretch ??= { start: now, microseconds: 0, sources: new Map() }
      stretch.microseconds += microseconds
      const counted = new Set<string>()
      for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
        const source = sources.get(node)!
        if (!counted.has(source)) {
          add(inclusiveTime, source, microseconds)
          add(stretch.sources, source, microseconds)
        }
        counted.add(source)
      }
    })
    if (stretches.length > 0) {
      const first = profile.timeDeltas[0] ?? 0
      console.log(`-- load ${round + 1}: stretches of ${stretchMs} ms or more (ms from the profile's start)`)
      for (const { start, microseconds, sources: taken } of stretches) {
        const top = [...taken]
          .filter(([source]) => source !== '((root))')
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([source, time]) => `${(time / 1000).toFixed(1)} ${source}`)
          .join(' | ')
        console.log(`${((start - first) / 1000).toFixed(0).padStart(6)} ${(microseconds / 1000).toFixed(1).padStart(6)} ms  ${top}`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
}
const table = (totals: Map<string, number>) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([source, microseconds]) => `${(microseconds / 1000 / rounds).toFixed(1).padStart(8)} ms  ${source}`)
    .join('\n')
console.log(`${path} (${phone ? 'phone' : 'desktop'}), ms per load, mean of ${rounds}\n-- self\n${table(selfTime)}\n-- inclusive\n${table(inclusiveTime)}`)
