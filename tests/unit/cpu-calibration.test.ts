import { describe, expect, it } from 'vitest'
import { calculatorMultiplier, cpuSlowdownMultiplier, hostSteadiness, maxIndexSpread, minMainThreadCpuShare } from '../../bench/cpu-calibration'
import { blockingRatio, firstPaintRace, loadBlockingMs, maxFirstPaintSpread, roundOrder, summarise, type LighthouseRun } from '../../bench/lighthouse'

describe("the CPU slowdown calibrated to the host's benchmark index (Lighthouse's calculator)", () => {
  it('meets the points the calculator is drawn through', () => {
    // pages/index.js of the Lighthouse CPU throttling calculator: 150 = 1×, 800 = 2×, 1300 = 3×,
    // 1533 = 4×, 1766 = 5×, 2000 = 6×.
    expect(calculatorMultiplier(150)).toBe(1)
    expect(calculatorMultiplier(800)).toBe(2)
    expect(calculatorMultiplier(1300)).toBe(3)
    expect(calculatorMultiplier(1533)).toBeCloseTo(4, 10)
    expect(calculatorMultiplier(1766)).toBeCloseTo(5, 10)
    expect(calculatorMultiplier(2000)).toBeCloseTo(6.004, 3)
  })

  it('is linear between them and beyond the last', () => {
    expect(calculatorMultiplier(475)).toBeCloseTo(1.5, 10)
    expect(calculatorMultiplier(1050)).toBeCloseTo(2.5, 10)
    expect(calculatorMultiplier(2466)).toBeCloseTo(8.004, 3)
    expect(calculatorMultiplier(799.99)).toBeLessThan(2)
  })

  it('gives the flag to one decimal, as the calculator suggests it', () => {
    expect(cpuSlowdownMultiplier(740)).toBe(1.9)
    expect(cpuSlowdownMultiplier(1000)).toBe(2.4)
    expect(cpuSlowdownMultiplier(1600)).toBe(4.3)
    expect(cpuSlowdownMultiplier(1533)).toBe(4)
    expect(cpuSlowdownMultiplier(2000)).toBe(6)
  })

  it('declines below 150 ("too slow to accurately emulate") and for no index', () => {
    expect(cpuSlowdownMultiplier(149.5)).toBeUndefined()
    expect(cpuSlowdownMultiplier(0)).toBeUndefined()
    expect(cpuSlowdownMultiplier(Number.NaN)).toBeUndefined()
  })
})

describe('whether the host was steady enough to judge', () => {
  it('judges runs whose indexes spread by at most the limit', () => {
    const steady = hostSteadiness([1000, 1100, 1180])
    expect(steady).toMatchObject({ min: 1000, median: 1100, max: 1180 })
    expect(steady.spread).toBeCloseTo(180 / 1100, 10)
    expect(steady.spread).toBeLessThanOrEqual(maxIndexSpread)
    expect(steady.unsteady).toBeUndefined()
  })

  it('does not judge runs whose indexes spread further, and says how far', () => {
    // The host: 740 to 1,600 within minutes.
    expect(hostSteadiness([740, 1200, 1600]).unsteady).toBe('host too unsteady to judge: benchmark index 740–1600 across the runs (spread 72%, at most 20%)')
    expect(hostSteadiness([1000, 1000, 1000, 1300]).unsteady).toMatch(/^host too unsteady to judge/)
  })

  it("does not judge runs in which the page's main thread waited for a core too long, and says for how long", () => {
    // This project's two-core machines: 45–51% in every run, 52–60% after the first paint (bench/README.md, thirty-sixth session).
    const busy = hostSteadiness([2400, 2500, 2600], [0.53, 0.6, 0.57])
    expect(busy.mainThreadCpuShare).toEqual({ min: 0.53, max: 0.6 })
    expect(busy.unsteady).toBe("host too busy to judge: the page's main thread ran on a core for 53–60% of its tasks' time across the runs (at least 80%), and Lighthouse counts the wait as the page's work")
    expect(hostSteadiness([2485], [0.452]).unsteady).toMatch(/ran on a core for 45% of its tasks' time/)
    expect(hostSteadiness([1000, 1000], [0.95, minMainThreadCpuShare]).unsteady).toBeUndefined()
    expect(hostSteadiness([1000, 1000], [0.95, minMainThreadCpuShare - 0.01]).unsteady).toMatch(/^host too busy to judge/)
    // A run whose trace had no thread times is judged on its index alone.
    expect(hostSteadiness([1000, 1000], [undefined, 0.9]).mainThreadCpuShare).toEqual({ min: 0.9, max: 0.9 })
    expect(hostSteadiness([1000, 1000], [undefined, 0.9]).unsteady).toBeUndefined()
    expect(hostSteadiness([1000, 1000], [undefined, undefined]).mainThreadCpuShare).toBeUndefined()
    // The index's verdict comes first.
    expect(hostSteadiness([740, 1600], [0.5, 0.5]).unsteady).toMatch(/^host too unsteady to judge: benchmark index 740–1600/)
  })

  it('does not judge a host the calculator cannot calibrate, or no runs at all', () => {
    expect(hostSteadiness([149, 150, 151]).unsteady).toBe('host too slow or too busy to calibrate: benchmark index 149 (the calculator needs at least 150)')
    expect(hostSteadiness([]).unsteady).toBe('no run recorded a benchmark index')
  })
})

function run(page: string, benchmarkIndex: number, tbtMs: number, performance = 97, { loadBlocking = tbtMs * 3, fcpMs = 1200, mainThreadCpuShare = 0.9 as number | undefined } = {}): LighthouseRun {
  return {
    page,
    benchmarkIndex,
    mainThreadCpuShare,
    multiplier: cpuSlowdownMultiplier(benchmarkIndex),
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    defaultPerformance: performance - 5,
    defaultTbtMs: tbtMs * 2,
    tbtMs,
    loadBlockingMs: loadBlocking,
    lcpMs: 1500,
    fcpMs,
    cls: 0,
  }
}

describe("a page's figures against the reference page's", () => {
  it('takes medians and divides the blocking times', () => {
    const reference = [run('/bench-reference', 1000, 100), run('/bench-reference', 1050, 120), run('/bench-reference', 1100, 140)]
    const page = summarise('/', [run('/', 1020, 150, 96), run('/', 1060, 240, 94), run('/', 1080, 180, 95)], reference)
    expect(page).toMatchObject({ performance: 95, defaultPerformance: 90, tbtMs: 180, tbtRatio: 1.5, loadBlockingMs: 540, loadBlockingRatio: 1.5 })
    expect(page.host).toMatchObject({ min: 1000, max: 1100 })
    expect(page.host.unsteady).toBeUndefined()
    expect(page.firstPaintRace).toBeUndefined()
    expect(summarise('/bench-reference', reference).tbtRatio).toBeNaN()
    expect(summarise('/bench-reference', reference).loadBlockingRatio).toBeNaN()
  })

  it('does not compare total blocking times whose first paints raced the scripts, and compares the whole loads', () => {
    // The compare page of one run (bench/README.md, "Thirteenth session"): first paints 2,905,
    // 1,440 and 853 ms, the reference's about 2,500.
    const reference = [2564, 2535, 2471].map((fcpMs, index) => run('/bench-reference', 3700, [52, 275, 158][index]!, 89, { loadBlocking: [740, 903, 888][index]!, fcpMs }))
    const compare = [2905, 1440, 853].map((fcpMs, index) => run('/mouse/compare', 3800, [382, 930, 1788][index]!, 79, { loadBlocking: [1636, 1578, 2168][index]!, fcpMs }))
    const page = summarise('/mouse/compare', compare, reference)
    expect(page.firstPaintRace).toMatch(/^the first paint raced the scripts: simulated first contentful paint 853–2905 ms across the runs \(spread \d+%, at most 30%\)/)
    expect(page.loadBlockingRatio).toBeCloseTo(1636 / 888, 10)
    // Runs whose first paints stayed together are compared.
    expect(firstPaintRace([2300, 2500, 2800, 2564])).toBeUndefined()
    expect(firstPaintRace([2000, 2000, 2000 * (1 + maxFirstPaintSpread)])).toBeUndefined()
    expect(firstPaintRace([2000, 2000, 2000 * (1 + maxFirstPaintSpread) + 1])).toMatch(/^the first paint raced/)
    expect(firstPaintRace([Number.NaN])).toBeUndefined()
  })

  it("sums every long task of the load beyond 50 ms, from Lighthouse's debug data (the table shows only 20)", () => {
    const tasks = [317, 316, 288, 201, 161, 155, 94, 60, 50].map((duration) => ({ duration }))
    const report = { categories: {}, audits: { 'long-tasks': { details: { debugData: { tasks } } } } }
    expect(loadBlockingMs(report)).toBe(267 + 266 + 238 + 151 + 111 + 105 + 44 + 10)
    // No long task at all: Lighthouse marks the audit not applicable and gives no details.
    expect(loadBlockingMs({ categories: {}, audits: { 'long-tasks': {} } })).toBe(0)
    expect(loadBlockingMs({ categories: {}, audits: {} })).toBeNaN()
  })

  it("judges the host on the page's runs and the reference's together", () => {
    const reference = [run('/bench-reference', 700, 100), run('/bench-reference', 1000, 100), run('/bench-reference', 1000, 100)]
    expect(summarise('/', [run('/', 1000, 100), run('/', 1000, 100), run('/', 1000, 100)], reference).host.unsteady).toMatch(/^host too unsteady to judge: benchmark index 700–1000/)
    const busyReference = [run('/bench-reference', 1000, 100), run('/bench-reference', 1000, 100, 97, { mainThreadCpuShare: 0.55 })]
    const page = summarise('/', [run('/', 1000, 100), run('/', 1000, 100)], busyReference)
    expect(page.host.mainThreadCpuShare).toEqual({ min: 0.55, max: 0.9 })
    expect(page.host.unsteady).toMatch(/^host too busy to judge: the page's main thread ran on a core for 55–90%/)
  })

  it('has no calibrated figures when a run could not be calibrated', () => {
    const page = summarise('/', [run('/', 100, Number.NaN, Number.NaN), run('/', 1000, 100), run('/', 1000, 100)], [run('/bench-reference', 1000, 100)])
    expect(page.performance).toBeNaN()
    expect(page.tbtRatio).toBeNaN()
    expect(page.host.unsteady).toMatch(/^host too slow or too busy to calibrate/)
  })

  it('compares with a reference that blocks not at all as with 1 ms', () => {
    expect(blockingRatio(0, 0)).toBe(0)
    expect(blockingRatio(30, 0)).toBe(30)
    expect(blockingRatio(150, 100)).toBe(1.5)
  })
})

describe('a round of Lighthouse runs', () => {
  it('measures the reference first and again halfway through the pages, so its median has twice the runs of a page’s', () => {
    const pages = ['/', '/mouse/browse', '/mouse/compare', '/mouse/find-similar', '/mouse/sensors/browse', '/review', '/discount']
    const order = roundOrder('/bench-reference', pages)
    expect(order).toEqual(['/bench-reference', '/', '/mouse/browse', '/mouse/compare', '/mouse/find-similar', '/bench-reference', '/mouse/sensors/browse', '/review', '/discount'])
    expect(order.filter((page) => page === '/bench-reference')).toHaveLength(2)
    for (const page of pages) expect(order.filter((item) => item === page)).toHaveLength(1)
  })

  it('measures the reference once beside a single page (a run with --pages=one)', () => {
    expect(roundOrder('/bench-reference', ['/'])).toEqual(['/bench-reference', '/'])
    expect(roundOrder('/bench-reference', [])).toEqual(['/bench-reference'])
  })
})
