/**
 * `npm run bench`: measures the production build the way visitors and crawlers meet it, writes the
 * figures to bench/RESULTS.md and exits 1 when a budget (bench/budgets.ts) is missed, 2 when none
 * is missed but some could not be judged (Lighthouse on a host too unsteady, bench/cpu-calibration.ts).
 *
 *   node bench/run.ts                       everything (about 10 minutes; Lighthouse is most of it)
 *   node bench/run.ts --only=bundle         one or more of: bundle, interactive, data, load, lighthouse
 *   node bench/run.ts --budget-scale=0.01   every limit scaled (proves the check fails)
 *   node bench/run.ts --measurements=f.json judge given measurements instead of measuring
 *   node bench/run.ts --no-write            do not rewrite bench/RESULTS.md
 *   node bench/run.ts --only=lighthouse --pages=/,/mouse/browse --runs=5 --keep-lighthouse=dir
 *                                           Lighthouse on some pages (and the reference), N rounds,
 *                                           each run's artifacts and trace kept under dir
 *   node bench/run.ts --only=lighthouse --script-delay=0
 *                                           without holding back the scripts (bench/script-delay-proxy.ts)
 *   node bench/run.ts --only=bundle --ci    CI: no route's first load may grow (bundleCeilingsKb),
 *                                           counted from the build (no browser, no timing); the
 *                                           targets are printed, not enforced; never writes
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os'
import { join } from 'node:path'
import { measureInitialJavaScript, type RouteBundle } from './bundle.ts'
import {
  bundleCeilingsKb,
  ciBudgets,
  firstLoadRoutes,
  defaultBudgets,
  evaluateBudgets,
  failureLines,
  formatValue,
  lighthousePages,
  scaleBudgets,
  unjudgedLines,
  type BudgetResult,
  type Measurement,
} from './budgets.ts'
import { maxIndexSpread, minMainThreadCpuShare } from './cpu-calibration.ts'
import { lighthouseRun, maxFirstPaintSpread, roundOrder, summarise, type LighthouseRun, type LighthouseScores } from './lighthouse.ts'
import { buildReference, referencePath, siteWithReference } from './reference.ts'
import { loadTest, type LoadResult } from './load.ts'
import { measureFirstLoad, readBuildDeclarations, type FirstLoad, type FirstLoadRoute } from './first-load.ts'
import { startSite } from './server.ts'
import { startScriptDelayProxy } from './script-delay-proxy.ts'

type Section = 'bundle' | 'interactive' | 'data' | 'load' | 'lighthouse'
const allSections: Section[] = ['bundle', 'interactive', 'data', 'load', 'lighthouse']
/** Sections that need the site served (the others read the build or run in vitest). */
const servedSections: Section[] = ['interactive', 'load', 'lighthouse']

function argument(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length)
}

const only = argument('only')?.split(',').filter((name): name is Section => allSections.includes(name as Section)) ?? allSections
const scale = Number(argument('budget-scale') ?? '1')
const givenMeasurements = argument('measurements')
const ci = process.argv.includes('--ci')
const write = !process.argv.includes('--no-write') && !ci
const pages = argument('pages')?.split(',') ?? [...lighthousePages]
const rounds = Number(argument('runs') ?? '3')
const keepLighthouse = argument('keep-lighthouse')
/** How long after a page's request the proxy holds back its scripts' bodies in Lighthouse's runs (bench/script-delay-proxy.ts); 0 turns it off. */
const scriptDelayMs = Number(argument('script-delay') ?? '1000')

interface DataFigure {
  id: string
  label: string
  value: number
  unit: string
}

const measurements: Measurement[] = []
let firstLoads: FirstLoad[] = []
let otherFirstLoads: FirstLoad[] = []
let bundles: RouteBundle[] = []
let loads: LoadResult[] = []
let scores: LighthouseScores[] = []
let referenceScores: LighthouseScores | undefined
/** The load average (1 minute) when Lighthouse started and ended: other work on the host. */
let lighthouseLoad: [number, number] | undefined
let dataFigures: DataFigure[] = []

async function measure() {
  const dist = process.env.BENCH_DIST ?? 'dist'
  const needsSite = only.some((section) => servedSections.includes(section))
  if ((needsSite || only.includes('bundle')) && !existsSync(`${dist}/index.html`)) {
    console.log('No build found: building first.')
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  }
  if (only.includes('bundle')) {
    console.log('First-load JavaScript per route (counted from the build)…')
    firstLoads = measureFirstLoad(dist, firstLoadRoutes)
    for (const load of firstLoads) measurements.push({ id: `bundle:${load.route}`, value: load.totalGzipKb })
    if (!ci) {
      // Every other route, reported (not gated): each with its own chunks, as the worker preloads them.
      const gated = new Set<string>(firstLoadRoutes.map((route) => route.path))
      const others: FirstLoadRoute[] = readBuildDeclarations(dist)
        .routeChunks.filter((route) => !gated.has(route.path))
        .map((route) => ({ id: route.path, path: route.path.replace(/\$[^/]*/g, 'x') }))
      otherFirstLoads = measureFirstLoad(dist, others)
    }
  }
  if (only.includes('data')) {
    console.log('Data at scale (synthetic 1,000 and 10,000-mouse catalogues)…')
    mkdirSync('bench/.out', { recursive: true })
    const result = spawnSync('node_modules/.bin/vitest', ['run', '--config', 'bench/vitest.config.ts'], { stdio: 'inherit' })
    if (result.status !== 0) throw new Error('The data-at-scale measurements failed')
    dataFigures = JSON.parse(readFileSync('bench/.out/data-scale.json', 'utf8')) as DataFigure[]
    for (const figure of dataFigures) measurements.push({ id: figure.id, value: figure.value })
  }
  if (!needsSite) return
  // Lighthouse measures the reference page beside the site's (bench/reference.ts): served from a
  // copy of the build with it added, never from the build itself.
  let served = dist
  if (only.includes('lighthouse')) {
    console.log('Reference page (the framework, boot and shell with no page): building…')
    served = siteWithReference(dist, buildReference(dist))
  }
  const site = await startSite({ port: 8810, assetsDir: served })
  try {
    if (only.includes('interactive')) {
      // Machine-dependent: which scripts a phone happens to request before the heading is drawn
      // moves with the machine's speed. Reported beside the build's figures, never a budget.
      console.log('Scripts requested before each page is interactive (Chromium, machine-dependent)…')
      const urls = firstLoadRoutes.map((route: FirstLoadRoute) => route.url ?? route.id)
      bundles = await measureInitialJavaScript(site.baseUrl, urls)
    }
    if (only.includes('load')) {
      console.log('Worker load test (loopback, bounded)…')
      const paths: [string, number][] = [
        ['/', 200],
        ['/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro', 200],
        ['/searchMouse.html', 301],
        ['/sitemap.xml', 200],
        ['/pages-sitemap.xml', 200],
        ['/discounts-sitemap.xml', 200],
        ['/findSimilarMice-sitemap.xml', 200],
        ['/compareMice-sitemap.xml', 200],
      ]
      for (const [path, status] of paths) loads.push(await loadTest(site.baseUrl, path, { requests: 400, concurrency: 8, maxSeconds: 20, expectStatus: status }))
      measurements.push({ id: 'worker:errors', value: loads.reduce((sum, load) => sum + load.errors, 0) })
    }
    if (only.includes('lighthouse')) {
      // Rounds: the reference, half the pages, the reference again, the rest (roundOrder),
      // `rounds` times over, so each page's runs and the reference's are spread over the same
      // stretch of time (the same neighbours on the host).
      const runs = new Map<string, LighthouseRun[]>([referencePath, ...pages].map((page) => [page, []]))
      const proxy = await startScriptDelayProxy(site.baseUrl, 8811, scriptDelayMs)
      lighthouseLoad = [loadavg()[0]!, Number.NaN]
      try {
        for (let round = 1; round <= rounds; round++) {
          for (const page of roundOrder(referencePath, pages)) {
            const keepIn = keepLighthouse ? join(keepLighthouse, `${page.replace(/[^a-z0-9]+/gi, '_')}-${runs.get(page)!.length + 1}`) : undefined
            const result = await lighthouseRun(proxy.baseUrl, page, keepIn)
            runs.get(page)!.push(result)
            console.log(
              `Lighthouse ${round}/${rounds} ${page}: benchmark index ${Math.round(result.benchmarkIndex)}, CPU slowdown ${result.multiplier ?? 'none (host too slow)'}×, ` +
                `main thread on a core ${result.mainThreadCpuShare === undefined ? 'n/a' : `${Math.round(result.mainThreadCpuShare * 100)}%`} of its tasks' time: ` +
                `performance ${result.scores.performance} (${result.defaultPerformance} at 4×), blocking ${Math.round(result.tbtMs)} ms (${Math.round(result.defaultTbtMs)} ms at 4×), ` +
                `${Math.round(result.loadBlockingMs)} ms over the whole load, first paint ${Math.round(result.fcpMs)} ms`,
            )
          }
        }
      } finally {
        await proxy.close()
      }
      lighthouseLoad[1] = loadavg()[0]!
      const referenceRuns = runs.get(referencePath)!
      referenceScores = summarise(referencePath, referenceRuns)
      for (const page of pages) {
        const result = summarise(page, runs.get(page)!, referenceRuns)
        scores.push(result)
        const unjudged = result.host.unsteady
        measurements.push({ id: `lighthouse:performance:${page}`, value: result.performance, unjudged })
        measurements.push({ id: `lighthouse:tbt-ratio:${page}`, value: result.tbtRatio, unjudged: unjudged ?? result.firstPaintRace })
        measurements.push({ id: `lighthouse:load-blocking-ratio:${page}`, value: result.loadBlockingRatio, unjudged })
        // Not timings: the CPU slowdown does not change them, so they are judged on any host.
        for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
          measurements.push({ id: `lighthouse:${category}:${page}`, value: result[category] })
        }
      }
    }
  } finally {
    await site.stop()
  }
}

function versions(): string {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> }
  const version = (name: string) => lock.packages[`node_modules/${name}`]?.version ?? '?'
  let chromium = '?'
  try {
    // Debian's chromium wrapper script prints a shell warning on stderr on some machines: not ours.
    chromium = execFileSync('chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    // not installed
  }
  return [
    `Node ${process.version}`,
    chromium,
    ...['react', '@chakra-ui/react', '@tanstack/react-router', '@tanstack/react-query', 'vite', 'wrangler', 'hono'].map((name) => `${name} ${version(name)}`),
  ].join(', ')
}

function report(results: BudgetResult[]): string {
  const lines: string[] = []
  const cpu = cpus()
  lines.push('# Benchmark results', '')
  lines.push(`Measured ${new Date().toISOString()} by \`npm run bench\` (${only.join(', ')}).`, '')
  lines.push(`Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${osType()} ${release()}.`, '')
  lines.push(`Versions: ${versions()}.`, '')
  lines.push('How each figure is measured, and why the bundle budget is missed: [README.md](README.md).', '')
  lines.push('## Budgets', '', '| budget | measured | limit | |', '|---|---|---|---|')
  for (const result of results) {
    const verdict = { pass: 'pass', fail: '**FAIL**', unjudged: 'not judged: host too unsteady or too busy' }[result.verdict]
    lines.push(`| ${result.description} | ${formatValue(result.value, result.unit)} | ${result.comparison === 'max' ? '≤' : '≥'} ${formatValue(result.limit, result.unit)} | ${verdict} |`)
  }
  if (firstLoads.length > 0) {
    lines.push('', '## First-load JavaScript per route (gzip, counted from the build: the same on every machine)', '')
    lines.push('| route | KB | scripts | ceiling |', '|---|---|---|---|')
    for (const load of firstLoads) lines.push(`| \`${load.route}\` | ${load.totalGzipKb.toFixed(2)} | ${load.scripts.length} | ${bundleCeilingsKb[load.route as keyof typeof bundleCeilingsKb].toFixed(1)} |`)
    for (const load of otherFirstLoads) lines.push(`| \`${load.route}\` | ${load.totalGzipKb.toFixed(2)} | ${load.scripts.length} | (reported) |`)
  }
  if (bundles.length > 0) {
    lines.push('', '## Scripts requested before interactive (gzip, phone, Chromium; machine-dependent, not a budget)', '')
    for (const bundle of bundles) {
      const list = (scripts: RouteBundle['scripts']) =>
        [...scripts].sort((a, b) => b.gzipKb - a.gzipKb).map((script) => `${script.url.replace(/^.*\//, '')} ${script.gzipKb.toFixed(1)}`).join(', ')
      lines.push(
        `- \`${bundle.route}\`: **${bundle.totalGzipKb.toFixed(1)} KB** in ${bundle.scripts.length} scripts before interactive at ${bundle.interactiveMs.toFixed(0)} ms (${list(bundle.scripts)}); then ${bundle.laterGzipKb.toFixed(1)} KB when idle (${list(bundle.laterScripts)})`,
      )
    }
  }
  if (dataFigures.length > 0) {
    lines.push('', '## Data at scale', '', '| measurement | value |', '|---|---|')
    for (const figure of dataFigures) lines.push(`| ${figure.label} | ${formatValue(figure.value, figure.unit)} |`)
  }
  if (loads.length > 0) {
    lines.push('', '## Worker load test (loopback, 8 concurrent, 400 requests per path)', '', '| path | requests/s | p50 | p99 | errors |', '|---|---|---|---|---|')
    for (const load of loads) lines.push(`| \`${load.path}\` | ${load.requestsPerSecond.toFixed(0)} | ${load.p50Ms.toFixed(1)} ms | ${load.p99Ms.toFixed(1)} ms | ${load.errors} |`)
  }
  if (scores.length > 0 && referenceScores) {
    const [before, after] = lighthouseLoad ?? [Number.NaN, Number.NaN]
    lines.push('', `## Lighthouse 12.8.2, mobile, CPU slowdown calibrated to the host, median of ${rounds}`, '')
    lines.push(
      `Each run's CPU slowdown follows its own benchmark index (Lighthouse's calibration, [cpu-calibration.ts](cpu-calibration.ts)); blocking time is compared with the reference page's ` +
        `(\`${referencePath}\`: the framework, boot and shell with no page, [reference/](reference/)), measured twice in each round (before the pages and halfway through them), so its median has twice the runs. ` +
        `A page is judged only when the benchmark indexes of its runs and the reference's spread by at most ${maxIndexSpread * 100}% and the page's main thread ran on a core for at least ${minMainThreadCpuShare * 100}% of its tasks' time in each of them (Lighthouse multiplies the time a task waited for a core as if it were the page's work); its total blocking time (TBT, from the first contentful paint on) only when their simulated first paints spread by at most ${maxFirstPaintSpread * 100}% too, ` +
        `while blocking over the whole load is judged whatever the first paint (see [lighthouse.ts](lighthouse.ts), loadBlockingMs). ` +
        `Lighthouse loads the pages through a proxy that holds back the bodies of the scripts a page asks for until ${scriptDelayMs} ms after the page's request ([script-delay-proxy.ts](script-delay-proxy.ts)), so that, as on any real network, the scripts arrive after the HTML's shell has painted and Lighthouse never simulates them as render-blocking. Load average when Lighthouse started ${before.toFixed(2)}, when it ended ${after.toFixed(2)} (${cpus().length} cores).`,
      '',
    )
    lines.push(
      '| page | performance (calibrated) | at Lighthouse\'s 4× | benchmark index | CPU slowdown | main thread on a core | TBT | TBT / reference | blocking, whole load | / reference | LCP | CLS | accessibility | best practices | SEO | host |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    )
    const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
    for (const score of [referenceScores, ...scores]) {
      const indexes = score.runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')
      const multipliers = score.runs.map((run) => (run.multiplier === undefined ? '–' : `${run.multiplier}×`)).join(', ')
      const onCore = score.runs.map((run) => (run.mainThreadCpuShare === undefined ? '–' : `${Math.round(run.mainThreadCpuShare * 100)}%`)).join(', ')
      const host = score.host.unsteady ?? `steady (spread ${fixed(score.host.spread * 100)}%)`
      lines.push(
        `| \`${score.page}\`${score === referenceScores ? ' (reference)' : ''} | ${fixed(score.performance)} | ${score.defaultPerformance} | ${indexes} | ${multipliers} | ${onCore} | ${fixed(score.tbtMs)} ms | ${score === referenceScores ? '1' : fixed(score.tbtRatio, 2)}${score.firstPaintRace ? ' (first paint raced)' : ''} | ${fixed(score.loadBlockingMs)} ms | ${score === referenceScores ? '1' : fixed(score.loadBlockingRatio, 2)} | ${fixed(score.lcpMs)} ms | ${score.cls.toFixed(3)} | ${score.accessibility} | ${score['best-practices']} | ${score.seo} | ${host} |`,
      )
    }
  }
  return lines.join('\n') + '\n'
}

async function main() {
  if (givenMeasurements) {
    measurements.push(...(JSON.parse(readFileSync(givenMeasurements, 'utf8')) as Measurement[]))
  } else {
    await measure()
  }
  const chosen = ci ? ciBudgets() : defaultBudgets()
  const budgets = Number.isFinite(scale) && scale > 0 && scale !== 1 ? scaleBudgets(chosen, scale) : chosen
  const results = evaluateBudgets(budgets, measurements)
  if (ci) {
    // The targets, for the log: CI holds the line (ceilings), the benchmark judges the targets.
    for (const target of evaluateBudgets(defaultBudgets(), measurements)) {
      console.log(`target ${target.passed ? 'met   ' : 'missed'} ${target.description}: ${formatValue(target.value, target.unit)} (target ${formatValue(target.limit, target.unit)})`)
    }
  }
  for (const result of results) console.log(`${{ pass: 'ok  ', fail: 'FAIL', unjudged: '??  ' }[result.verdict]} ${result.description}: ${formatValue(result.value, result.unit)}`)
  if (write && !givenMeasurements) {
    writeFileSync('bench/RESULTS.md', report(results))
    console.log('Wrote bench/RESULTS.md')
  }
  const failures = failureLines(results)
  const unjudged = unjudgedLines(results)
  if (unjudged.length > 0) console.error(`\n${unjudged.join('\n')}`)
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`)
    process.exit(1)
  }
  // Neither passed nor failed: the timings were taken on a host too unsteady to say.
  if (unjudged.length > 0) process.exit(2)
}

await main()
