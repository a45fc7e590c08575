/**
 * Two or more builds of the site on one page, their loads alternating: how much each blocks after
 * the first paint. Lighthouse's own runs draw a CPU slowdown from a benchmark index that moves 60%
 * within minutes here, one run in three per page; this compares builds on the same host in the
 * same minutes instead (bench/README.md, "Thirtieth session": the compile hint).
 *
 *   npx wrangler dev --port 8792 --inspector-port 9241 --assets /tmp/dist-before   # each build served
 *   npx wrangler dev --port 8793 --inspector-port 9242 --assets dist
 *   N=16 node bench/blocking-ab.ts /mouse/browse http://127.0.0.1:8792 http://127.0.0.1:8793
 *
 * Each server is put behind Lighthouse's script-delay proxy (script-delay-proxy.ts: the scripts a
 * page asks for at its start arrive 1 s after the page), so the app's work comes after the boot
 * shell's paint as it does in Lighthouse's runs. Each load is a fresh context at phone size
 * (375×812), after one warm-up load per server, traced until the network has been idle and one
 * second more. Per server: the median blocking after the first paint at a fixed slowdown (M,
 * default 4: `blockingAfterPaint` in trace-events.ts) and its mean, the same counting each task's
 * time on a core only (the thread clock: on two cores the main thread waits for one through about
 * half of its tasks' time, and the waits move from load to load; `cpuShareOfTasks`), the main
 * thread's time after that paint, and the first paint; then the mean blocking by what the tasks were doing
 * (`taskKind`): the start-up's module evaluation, which every page shares, moves most from load to
 * load here, and a change to a page's own work shows in its own kind first (bench/README.md,
 * "Thirty-first session"). N (default 12) loads per server; the order alternates each round.
 *
 * A server given with a path loads that page instead of the shared one (`load-target.ts`), so a
 * page is measured against the reference page in the same minutes, and each median is also given
 * as a ratio to the first server's: the issue's budget, 1.5× the reference's blocking.
 *
 *   node -e "import('./bench/reference.ts').then((m) => { m.buildReference('dist'); m.siteWithReference('dist') })"
 *   npx wrangler dev --port 8792 --inspector-port 9241 --assets bench/.out/site   # the site with /bench-reference
 *   N=12 node bench/blocking-ab.ts /mouse/sensors/browse http://127.0.0.1:8792/bench-reference http://127.0.0.1:8792
 */
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'
import { startScriptDelayProxy, type ScriptDelayProxy } from './script-delay-proxy.ts'
import { median } from './cpu-calibration.ts'
import { loadTarget, ratiosToFirst } from './load-target.ts'
import { blockingAfterPaint, cpuShareOfTasks, mainThreadTasks, taskKind, type TraceEvent } from './trace-events.ts'

const [path = '/', ...servers] = process.argv.slice(2)
if (servers.length < 2) throw new Error('usage: node bench/blocking-ab.ts <path> <server>[/its own page] <server>[/its own page] [...]')
const targets = servers.map((server) => loadTarget(server, path))
const rounds = Number(process.env.N ?? 12)
const multiplier = Number(process.env.M ?? 4)

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

const proxies: ScriptDelayProxy[] = []
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true })
try {
  for (const [index, target] of targets.entries()) proxies.push(await startScriptDelayProxy(target.origin, 8840 + index, 1000))
  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
  const results = proxies.map(() => ({ blocking: [] as number[], onCoreBlocking: [] as number[], onCoreShare: [] as number[], busy: [] as number[], firstPaint: [] as number[], byKind: new Map<string, number>() }))
  const load = async (proxy: ScriptDelayProxy, target: string) => {
    const context = await browser.newContext(phone)
    try {
      const page = await context.newPage()
      await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'loading', 'v8.execute'] })
      await page.goto(proxy.baseUrl + target, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1000)
      return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
    } finally {
      await context.close()
    }
  }
  for (const [index, proxy] of proxies.entries()) await load(proxy, targets[index]!.page)
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? proxies.map((_, index) => index) : proxies.map((_, index) => proxies.length - 1 - index)
    for (const index of order) {
      const events = await load(proxies[index]!, targets[index]!.page)
      const { main, tasks, navigationStart: start } = mainThreadTasks(events)
      if (!main) {
        console.warn(`${servers[index]}: a load's trace has no first paint; not counted`)
        continue
      }
      // Now and then a fresh renderer's trace misses its page's first events, its navigation start
      // among them. What it misses is before the first paint: over 47 loads of three pages, the 7
      // such loads had as many tasks after the paint as the rest (345 against 343 on the reference
      // page, 677 against 670 on browse). Only tasks that end after the paint count, so such a load
      // counts with every task its trace has; only its first paint's time is unknown.
      const loadTasks = start === undefined ? tasks : tasks.filter((task) => task.ts >= start)
      const { blockingMs, busyMs } = blockingAfterPaint(loadTasks, main.firstPaint, multiplier)
      const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid)
      for (const task of loadTasks) {
        const { blockingMs: taskBlocking } = blockingAfterPaint([task], main.firstPaint, multiplier)
        if (taskBlocking === 0) continue
        const kind = taskKind(task, onMain)
        results[index]!.byKind.set(kind, (results[index]!.byKind.get(kind) ?? 0) + taskBlocking)
      }
      results[index]!.blocking.push(blockingMs)
      results[index]!.onCoreBlocking.push(blockingAfterPaint(loadTasks, main.firstPaint, multiplier, 'thread').blockingMs)
      const share = cpuShareOfTasks(loadTasks)
      if (share !== undefined) results[index]!.onCoreShare.push(share)
      results[index]!.busy.push(busyMs)
      if (start !== undefined) results[index]!.firstPaint.push((main.firstPaint - start) / 1000)
    }
  }
  const ratios = ratiosToFirst(results.map((result) => median(result.blocking)))
  const onCoreRatios = ratiosToFirst(results.map((result) => median(result.onCoreBlocking)))
  for (const [index, target] of targets.entries()) {
    const result = results[index]!
    const ratio = index > 0 ? `, ${ratios[index]!.toFixed(2)}× the first's` : ''
    const onCoreRatio = index > 0 ? `, ${onCoreRatios[index]!.toFixed(2)}×` : ''
    console.log(
      `${target.origin}${target.page}: blocking at ${multiplier}× after the first paint ${median(result.blocking).toFixed(0)} ms (mean ${mean(result.blocking).toFixed(0)}${ratio}), ` +
        `by time on a core ${median(result.onCoreBlocking).toFixed(0)} ms (mean ${mean(result.onCoreBlocking).toFixed(0)}${onCoreRatio}; main thread on a core ${(median(result.onCoreShare) * 100).toFixed(0)}% of its tasks' time), ` +
        `main thread after it ${median(result.busy).toFixed(0)} ms, first paint ${median(result.firstPaint).toFixed(0)} ms (${result.blocking.length} loads)`,
    )
    const byKind = [...result.byKind].sort((a, b) => b[1] - a[1]).map(([kind, total]) => `${kind} ${(total / result.blocking.length).toFixed(0)}`)
    console.log(`  mean blocking a load by task kind: ${byKind.join(' | ')}`)
  }
} finally {
  await browser.close()
  await Promise.all(proxies.map((proxy) => proxy.close()))
}
