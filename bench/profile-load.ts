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
 * TASKS=<ms> also lists, load by load, every task of the page's main thread at least that long
 * (the trace's RunTask events, recorded alongside the profile), with when it started (from the
 * navigation), how long it ran and the sources that took most of it: the samples inside it, by
 * inclusive time, React's and the scheduler's own frames left out (they are in every slice of a
 * render, so they would head every list). That is what a Lighthouse trace's long task does not
 * say: which code made it long. The profile and the trace share Chromium's monotonic clock.
 */
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'
import { frameSources, parentsOf, type CpuProfile } from './cpu-profile.ts'
import { mainThreadTasks, type TraceEvent } from './trace-events.ts'

const base = process.env.BASE ?? 'http://127.0.0.1:8787'
const path = process.argv[2] ?? '/'
const phone = process.argv[3] !== 'desktop'
const rounds = Number(process.env.ROUNDS ?? 3)
const rows = Number(process.env.N ?? 30)
const withFunctions = process.env.FN === '1'
const taskMs = Number(process.env.TASKS ?? Number.POSITIVE_INFINITY)
const listTasks = Number.isFinite(taskMs)

/** React's and the scheduler's own frames: in every slice of a render. */
const everySlice = /^nm:(react-dom|react|scheduler)\/|^\(\(root\)\)$/

const sourceOf = frameSources(process.env.MAPS ?? 'dist-sourcemaps', { base, withFunctions })

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
    if (listTasks) await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'loading'] })
    await cdp.send('Profiler.start')
    await page.goto(base + path)
    await page.locator('#main h1').waitFor()
    await page.waitForTimeout(1500)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
    const parentOf = parentsOf(profile)
    const sources = new Map(profile.nodes.map((node) => [node.id, sourceOf(node.callFrame)]))
    const trace = listTasks ? (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }) : undefined
    const { tasks, navigationStart } = trace ? mainThreadTasks(trace.traceEvents) : { tasks: [], navigationStart: undefined }
    const long = tasks
      .filter((task) => (task.dur ?? 0) >= taskMs * 1000)
      .sort((a, b) => a.ts - b.ts)
      .map((task) => ({ task, sources: new Map<string, number>() }))
    let at = profile.startTime
    let next = 0
    profile.samples.forEach((id, index) => {
      const microseconds = profile.timeDeltas[index + 1] ?? 0
      at += profile.timeDeltas[index] ?? 0
      add(selfTime, sources.get(id)!, microseconds)
      while (next < long.length && long[next]!.task.ts + long[next]!.task.dur! < at) next++
      const inTask = next < long.length && long[next]!.task.ts <= at ? long[next] : undefined
      const counted = new Set<string>()
      for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
        const source = sources.get(node)!
        if (!counted.has(source)) {
          add(inclusiveTime, source, microseconds)
          // A sample stands for the time to the next one, which may run past the task's end.
          if (inTask && !everySlice.test(source)) add(inTask.sources, source, Math.min(microseconds, inTask.task.ts + inTask.task.dur! - at))
        }
        counted.add(source)
      }
    })
    if (listTasks) {
      const origin = navigationStart ?? tasks[0]?.ts ?? 0
      console.log(`-- load ${round + 1}: tasks of ${taskMs} ms or more (start and duration in ms from the navigation; sources by inclusive time)`)
      for (const { task, sources: taken } of long) {
        const top = [...taken]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([source, time]) => `${(time / 1000).toFixed(1)} ${source}`)
          .join(' | ')
        console.log(`${((task.ts - origin) / 1000).toFixed(0).padStart(6)} ${(task.dur! / 1000).toFixed(1).padStart(6)}  ${top}`)
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
