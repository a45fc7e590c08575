/**
 * Lighthouse's CPU slowdown, calibrated to the host as Lighthouse documents it, and the check that
 * the host was steady enough for a calibrated figure to mean anything.
 *
 * Lighthouse's simulated throttling multiplies the main-thread time it observes by
 * `cpuSlowdownMultiplier`, by default 4, which "moves a typical run in the high-end desktop bracket
 * somewhere into the mid-tier mobile bracket"; on a slower or busier host the same 4 makes the
 * page look slower than it is. Lighthouse's docs (docs/throttling.md, "Calibrating the CPU
 * slowdown": https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown)
 * send you to the Lighthouse CPU slowdown calculator
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/), which computes the multiplier from
 * the run's `benchmarkIndex` ("CPU/Memory Power"). Its rule, from the calculator's source
 * (https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js,
 * computeMultiplierMessages), is piecewise linear through these points, and below 150 it declines:
 * "This device is too slow to accurately emulate the target Lighthouse device."
 *
 *   benchmarkIndex   150   800   1300   1533   1766   2000
 *   multiplier        1×    2×    3×     4×     5×     6×   (above 1300: 3 + (index − 1300) / 233)
 *
 * The calculator suggests `--throttling.cpuSlowdownMultiplier=<multiplier to one decimal>`; so
 * does this.
 */

/** Below this benchmark index the calculator declines to give a multiplier. */
export const slowestCalibratableIndex = 150

/** The calculator's multiplier for a benchmark index (exact, before rounding); undefined when it declines. */
export function calculatorMultiplier(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex)) return undefined
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= slowestCalibratableIndex) return 1 + (benchmarkIndex - 150) / 650
  return undefined
}

/** The `--throttling.cpuSlowdownMultiplier` for a run whose benchmark index was this: the calculator's, to one decimal. */
export function cpuSlowdownMultiplier(benchmarkIndex: number): number | undefined {
  const multiplier = calculatorMultiplier(benchmarkIndex)
  return multiplier === undefined ? undefined : Math.round(multiplier * 10) / 10
}

/**
 * The calibration assumes the host ran the page load at the speed it had when Lighthouse measured
 * its benchmark index, a second before. On a shared machine the index moves (740 to 1,600 within
 * minutes on one host): then the host's speed during a load is not the speed the multiplier was
 * computed for, and a calibrated score says more about the neighbours than about the page. The
 * spread of the indexes across the runs a verdict rests on (a page's runs and the reference
 * page's) is how unsteady the host was: beyond `maxIndexSpread`, or with a run the calculator
 * cannot calibrate, the bench says so instead of passing or failing.
 *
 * The limit, 0.2: two indexes within 20% of each other calibrate to multipliers within about 0.4
 * of each other near this machine's quiet index (~1,000–1,300; 0.2 × index / 500 per index unit
 * there), which moves a page's blocking time by about a fifth, the size of the budget's own margin
 * (a page may block 1.5× as long as the reference). bench/README.md gives the indexes measured
 * on a quiet and on a busy machine.
 */
export const maxIndexSpread = 0.2

/**
 * The benchmark index is measured with the host idle, one thread busy; the page then loads with
 * the browser's own processes (its browser and GPU processes, the renderer's compositor and script
 * streaming threads) and Lighthouse beside it. On a host with too few cores the renderer's main
 * thread waits for a core in the middle of its tasks, and Lighthouse's simulation multiplies each
 * task's wall time, the wait included, as if it were the page's work. Lighthouse's docs ask for "2
 * dedicated cores (4 recommended)" (docs/variability.md, "Run on Adequate Hardware"). The trace
 * Lighthouse gathers records each task's thread time beside its wall time
 * (trace-events.ts, mainThreadCpuShare): below this share of its tasks' time on a core, in any
 * run a verdict rests on, the bench does not judge.
 *
 * The limit, 0.8: at it the waits add a quarter to the page's tasks (1 / 0.8), about the budget's
 * own margin, as the index spread's limit does. On this project's two-core machines every run
 * measured 0.45–0.51 (0.52–0.60 after the first paint; bench/README.md, "Thirty-sixth session"): the kernel's scheduler statistics
 * for the renderer's main thread (`/proc/<pid>/schedstat`) showed it runnable and waiting for a core
 * for about as long as it ran, with Lighthouse and the server niced or not.
 */
export const minMainThreadCpuShare = 0.8

export interface HostSteadiness {
  /** Lowest, median and highest benchmark index of the runs. */
  min: number
  median: number
  max: number
  /** (max − min) / median. */
  spread: number
  /** Lowest and highest share of its tasks' time the page's main thread ran on a core, over the runs that recorded it. */
  mainThreadCpuShare?: { min: number; max: number }
  /** Why the runs cannot be judged; undefined when they can. */
  unsteady?: string
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Whether runs with these benchmark indexes, and these shares of the main thread's task time on a
 * core (undefined for a run whose trace had no thread times), can be judged.
 */
export function hostSteadiness(benchmarkIndexes: readonly number[], mainThreadCpuShares: readonly (number | undefined)[] = []): HostSteadiness {
  if (benchmarkIndexes.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN, spread: Number.NaN, unsteady: 'no run recorded a benchmark index' }
  const min = Math.min(...benchmarkIndexes)
  const max = Math.max(...benchmarkIndexes)
  const middle = median(benchmarkIndexes)
  const spread = (max - min) / middle
  const result: HostSteadiness = { min, median: middle, max, spread }
  if (min < slowestCalibratableIndex) {
    result.unsteady = `host too slow or too busy to calibrate: benchmark index ${Math.round(min)} (the calculator needs at least ${slowestCalibratableIndex})`
  } else if (!(spread <= maxIndexSpread)) {
    result.unsteady = `host too unsteady to judge: benchmark index ${Math.round(min)}–${Math.round(max)} across the runs (spread ${(spread * 100).toFixed(0)}%, at most ${maxIndexSpread * 100}%)`
  }
  const shares = mainThreadCpuShares.filter((share): share is number => share !== undefined && Number.isFinite(share))
  if (shares.length > 0) {
    const share = { min: Math.min(...shares), max: Math.max(...shares) }
    result.mainThreadCpuShare = share
    const percent = (value: number) => (value * 100).toFixed(0)
    if (result.unsteady === undefined && share.min < minMainThreadCpuShare) {
      const range = percent(share.min) === percent(share.max) ? percent(share.min) : `${percent(share.min)}–${percent(share.max)}`
      result.unsteady = `host too busy to judge: the page's main thread ran on a core for ${range}% of its tasks' time across the runs (at least ${percent(minMainThreadCpuShare)}%), and Lighthouse counts the wait as the page's work`
    }
  }
  return result
}
