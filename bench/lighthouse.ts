import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'
import { cpuSlowdownMultiplier, hostSteadiness, median, type HostSteadiness } from './cpu-calibration.ts'
import { mainThreadCpuShare, type TraceEvent } from './trace-events.ts'

const run = promisify(execFile)

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

/** One Lighthouse run of one page: what it gathered, scored with Lighthouse's default 4× CPU slowdown and with the calibrated one. */
export interface LighthouseRun {
  page: string
  /** Lighthouse's own measure of the host's CPU, taken at the start of the run. */
  benchmarkIndex: number
  /** The share of its tasks' time the page's main thread ran on a core in the gathered trace (trace-events.ts); undefined when the trace could not tell. */
  mainThreadCpuShare: number | undefined
  /** The calibrated CPU slowdown (bench/cpu-calibration.ts); undefined when the host was too slow to calibrate. */
  multiplier: number | undefined
  /** Scores with the calibrated slowdown (performance is the only one the slowdown changes). */
  scores: Record<Category, number>
  /** Performance score and blocking time with Lighthouse's default 4×, for comparison. */
  defaultPerformance: number
  defaultTbtMs: number
  /** Calibrated metrics; NaN when the run could not be calibrated. */
  tbtMs: number
  /** Blocking time over the whole load, calibrated (loadBlockingMs); NaN when the run could not be calibrated. */
  loadBlockingMs: number
  lcpMs: number
  fcpMs: number
  cls: number
}

export interface LighthouseScores {
  page: string
  runs: LighthouseRun[]
  /** Medians over the runs (performance and the timings calibrated; NaN if no run could be). */
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  defaultPerformance: number
  tbtMs: number
  lcpMs: number
  cls: number
  /** The page's median blocking time over the reference page's; NaN for the reference itself. */
  tbtRatio: number
  /** Median blocking time over the whole load, and its ratio to the reference page's (NaN for the reference). */
  loadBlockingMs: number
  loadBlockingRatio: number
  /** The benchmark indexes and main-thread shares of this page's runs and the reference's, and whether they allow a verdict. */
  host: HostSteadiness
  /** Why the TBT ratio cannot be judged although the host was steady (firstPaintRace); undefined when it can. */
  firstPaintRace?: string
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such
 * a run is repeated, up to twice, rather than failing the whole benchmark.
 */
async function withRetries<Result>(attempt: () => Promise<Result>, retries = 2): Promise<Result> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= retries) throw error
      console.log(`Lighthouse run failed (${(error as Error).message.split('\n')[0]}); trying again.`)
    }
  }
}

/**
 * Lighthouse 12.8.2, fetched by npx, not kept in the lockfile (its trace engine asks for a package
 * version that breaks `npm ci`; see ../shared/STACK.md). Mobile profile (its default), simulated
 * throttling, the system Chromium.
 */
function lighthouseCli(args: string[]) {
  return run('npx', ['-y', 'lighthouse@12.8.2', ...args, '--output=json', '--quiet', `--only-categories=${categories.join(',')}`], {
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  })
}

type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { debugData?: { tasks?: { duration: number }[] } } }>
}

function readReport(path: string): Report {
  return JSON.parse(readFileSync(path, 'utf8')) as Report
}

const audit = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN

/**
 * Blocking time over the whole load: what each long task of the load, as Lighthouse simulated it,
 * takes beyond 50 ms, summed (its long-tasks audit lists every top-level task of 50 ms or more in
 * its debug data, the table only the 20 longest). Total blocking time counts the same tasks only
 * from the first contentful paint on, and on a loopback host where that paint falls moves with a
 * race: Lighthouse's simulated first paint waits for every script that had finished downloading
 * before the real one, so a 450 KB framework chunk arriving a few milliseconds earlier or later
 * moves it by 1.5 s, and with it which of the document's early tasks count. The same build's
 * compare page blocked 382, 930 and 1,788 ms in one run (first paint 2,905, 1,440 and 853 ms)
 * and 1,578–2,168 ms over the whole load (bench/README.md, "Thirteenth session").
 */
export function loadBlockingMs(report: Report): number {
  const tasks = report.audits['long-tasks']?.details?.debugData?.tasks
  if (!tasks) return report.audits['long-tasks'] ? 0 : Number.NaN
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
}
const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)

/**
 * One run, calibrated. Lighthouse gathers the page once (`--gather-mode`: the trace and network
 * log, saved, and the host's benchmark index) and scores it with its default 4×; then the same
 * saved run is scored again (`--audit-mode`) with the multiplier calibrated to that run's own
 * benchmark index. Simulated throttling loads the page at full speed and applies the slowdown only
 * when it simulates, so both scores are of the same load. Lighthouse refuses to audit saved
 * artifacts with settings other than those they were gathered with, so the saved settings are given
 * the calibrated multiplier too. (Gathering reads the multiplier in one place: its shim of
 * requestIdleCallback shortens the deadline it reports; the site never reads that deadline,
 * web/lib/when-page-idle.ts.) With `keepIn`, the run's artifacts (trace included) are kept there.
 */
export async function lighthouseRun(baseUrl: string, page: string, keepIn?: string): Promise<LighthouseRun> {
  const directory = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  try {
    const artifacts = join(directory, 'artifacts')
    const defaultReport = join(directory, 'default.json')
    await withRetries(() => lighthouseCli([baseUrl + page, `--chrome-flags=${chromiumArgs.join(' ')}`, `--gather-mode=${artifacts}`, `--audit-mode=${artifacts}`, `--output-path=${defaultReport}`]))
    const byDefault = readReport(defaultReport)
    const saved = JSON.parse(readFileSync(join(artifacts, 'artifacts.json'), 'utf8')) as { BenchmarkIndex: number; settings: { throttling: { cpuSlowdownMultiplier: number } } }
    const benchmarkIndex = saved.BenchmarkIndex
    const cpuShare = gatheredMainThreadCpuShare(join(artifacts, 'defaultPass.trace.json'))
    const multiplier = cpuSlowdownMultiplier(benchmarkIndex)
    let calibrated: Report | undefined
    if (multiplier !== undefined) {
      saved.settings.throttling.cpuSlowdownMultiplier = multiplier
      writeFileSync(join(artifacts, 'artifacts.json'), JSON.stringify(saved))
      const calibratedReport = join(directory, 'calibrated.json')
      await lighthouseCli([baseUrl + page, `--audit-mode=${artifacts}`, `--throttling.cpuSlowdownMultiplier=${multiplier}`, `--output-path=${calibratedReport}`])
      calibrated = readReport(calibratedReport)
    }
    if (keepIn) {
      mkdirSync(keepIn, { recursive: true })
      cpSync(directory, keepIn, { recursive: true })
    }
    const scores = Object.fromEntries(categories.map((category) => [category, score(calibrated ?? byDefault, category)])) as Record<Category, number>
    if (!calibrated) scores.performance = Number.NaN
    const metric = (id: string) => (calibrated ? audit(calibrated, id) : Number.NaN)
    return {
      page,
      benchmarkIndex,
      mainThreadCpuShare: cpuShare,
      multiplier,
      scores,
      defaultPerformance: score(byDefault, 'performance'),
      defaultTbtMs: audit(byDefault, 'total-blocking-time'),
      tbtMs: metric('total-blocking-time'),
      loadBlockingMs: calibrated ? loadBlockingMs(calibrated) : Number.NaN,
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      cls: audit(byDefault, 'cumulative-layout-shift'),
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** The main thread's share of its tasks' time on a core in a trace Lighthouse gathered; undefined when the trace is missing or unreadable. */
function gatheredMainThreadCpuShare(tracePath: string): number | undefined {
  try {
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
    return mainThreadCpuShare(Array.isArray(trace) ? trace : (trace.traceEvents ?? []))
  } catch {
    return undefined
  }
}

/**
 * The order of one round of Lighthouse runs: the reference page, the first half of the pages, the
 * reference again, the rest. Each page's ratio divides by the reference's median, and the reference,
 * with little work of its own, blocks mostly for the host's stalls (its whole load moved 586 to
 * 1,130 ms between three runs of one build, bench/README.md "Thirteenth session"): twice a round
 * gives that median twice the runs, spread through the round beside the pages it divides, for
 * one run in eight more.
 */
export function roundOrder(referencePage: string, pages: readonly string[]): string[] {
  const half = Math.ceil(pages.length / 2)
  return [referencePage, ...pages.slice(0, half), ...(pages.length > 1 ? [referencePage] : []), ...pages.slice(half)]
}

/**
 * A page's figures from its runs and the reference page's runs (measured in the same rounds; none
 * when the page is the reference): medians, the blocking-time ratio, and whether the host was
 * steady enough across all of these runs for the figures to be judged (bench/cpu-calibration.ts).
 */
export function summarise(page: string, runs: LighthouseRun[], referenceRuns: LighthouseRun[] = []): LighthouseScores {
  const of = (values: number[]) => (values.some((value) => Number.isNaN(value)) ? Number.NaN : median(values))
  const tbtMs = of(runs.map((run) => run.tbtMs))
  const loadBlocking = of(runs.map((run) => run.loadBlockingMs))
  const firstPaints = [...runs, ...referenceRuns].map((run) => run.fcpMs)
  return {
    page,
    runs,
    performance: of(runs.map((run) => run.scores.performance)),
    accessibility: median(runs.map((run) => run.scores.accessibility)),
    'best-practices': median(runs.map((run) => run.scores['best-practices'])),
    seo: median(runs.map((run) => run.scores.seo)),
    defaultPerformance: median(runs.map((run) => run.defaultPerformance)),
    tbtMs,
    lcpMs: of(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtRatio: referenceRuns.length === 0 ? Number.NaN : blockingRatio(tbtMs, of(referenceRuns.map((run) => run.tbtMs))),
    loadBlockingMs: loadBlocking,
    loadBlockingRatio: referenceRuns.length === 0 ? Number.NaN : blockingRatio(loadBlocking, of(referenceRuns.map((run) => run.loadBlockingMs))),
    host: hostSteadiness(
      [...runs, ...referenceRuns].map((run) => run.benchmarkIndex),
      [...runs, ...referenceRuns].map((run) => run.mainThreadCpuShare),
    ),
    firstPaintRace: referenceRuns.length === 0 ? undefined : firstPaintRace(firstPaints),
  }
}

/**
 * How far the simulated first paints of a page's runs and the reference's may spread for their
 * total blocking times to be compared: beyond it the runs counted different stretches of the load
 * (loadBlockingMs). The race moves the first paint by up to 2 s (853–3,243 ms for the pages of one
 * build here, bench/README.md, "Thirteenth session"); a bound, not a model of the race. Since the
 * twenty-eighth session the bench's proxy (script-delay-proxy.ts) holds the scripts back until
 * after the observed first paint, and none of 39 runs raced (simulated first paints 802–1,065 ms);
 * the bound stays for `--script-delay=0` and for a host slow enough to paint later than that.
 */
export const maxFirstPaintSpread = 0.3

/** Why the runs' total blocking times cannot be compared, or undefined when they can. */
export function firstPaintRace(firstPaintsMs: readonly number[]): string | undefined {
  const known = firstPaintsMs.filter((value) => Number.isFinite(value))
  if (known.length === 0) return undefined
  const min = Math.min(...known)
  const max = Math.max(...known)
  const spread = (max - min) / median(known)
  if (spread <= maxFirstPaintSpread) return undefined
  return `the first paint raced the scripts: simulated first contentful paint ${Math.round(min)}–${Math.round(max)} ms across the runs (spread ${(spread * 100).toFixed(0)}%, at most ${maxFirstPaintSpread * 100}%), so total blocking time counted different parts of the load; blocking over the whole load is judged instead`
}

/**
 * A page's blocking time over the reference's. Blocking time counts only what a task takes beyond
 * 50 ms, so a reference that blocks 0 ms makes any page's ratio infinite: the ratio is then taken
 * against 1 ms, which fails any page that blocks at all and passes one that does not.
 */
export function blockingRatio(pageTbtMs: number, referenceTbtMs: number): number {
  if (Number.isNaN(pageTbtMs) || Number.isNaN(referenceTbtMs)) return Number.NaN
  return pageTbtMs / Math.max(referenceTbtMs, 1)
}
