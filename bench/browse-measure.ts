/**
 * Browse and find-similar at scale, on the synthetic catalogue (bench/synthetic-catalogue.ts):
 * the figures behind the budgets 'data:filter:10000' (apply a browse filter, < 16 ms, one frame)
 * and 'data:similar:10000' (rank for find-similar, < 20 ms). Pure measurement, no output;
 * bench/browse.bench.ts prints it (wall-clock medians) and runs the same work under vitest bench;
 * bench/data-scale.measure.ts takes it on the CPU clock for `npm run bench`.
 *
 * "Apply a filter" is what the page does on each change: one pass over every mouse for the new
 * filter state (results, the count every facet option would leave, the loosen-filter counts) and
 * the sorted result list. The index is built once when the catalogue loads (measured apart, and
 * with the first search, which reads every row's search text). Two
 * cases: the sort was used before (its order is cached, the usual case when filtering), and a sort
 * never used before (the order is computed first, the worst case); and a new search text with
 * every word-match cache emptied (typing a new word).
 */
import { applyFilters, createCatalogueIndex, type FilterState } from '../web/features/catalogue/filter-engine'
import { catalogueScales, rankSimilar, targetFromMouse } from '../web/features/find-similar/similarity'
import { mouseCatalogueConfig } from '../web/features/catalogue/kinds/mouse-catalogue'
import type { MouseRow } from '../web/lib/api-types'
import { generateSyntheticMice } from './synthetic-catalogue'

export interface BrowseFigure {
  id: string
  label: string
  value: number
  unit: 'ms'
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** A time source in milliseconds, and the shortest span it measures well. */
export interface Clock {
  now: () => number
  minSpanMs: number
}

export const wallClock: Clock = { now: () => performance.now(), minSpanMs: 0 }

/**
 * This thread's CPU time. On a shared machine the wall clock also counts the time other jobs hold
 * the CPU, while this synchronous work takes as long as its CPU time on an idle one. The kernel
 * here may account CPU time in scheduler ticks (4 ms), so a reading can lag by up to a tick: spans
 * shorter than ~25 ms are timed as batches of calls, and samples are averaged (see time()).
 */
export const threadCpuClock: Clock = {
  now: () => {
    const used = process.threadCpuUsage()
    return (used.user + used.system) / 1000
  },
  minSpanMs: 25,
}

/**
 * Ms per call of `work` over `samples` samples, after 5 warm-up calls: the median on the wall
 * clock, the mean on a clock with a minimum span. There, each sample times a batch of calls (the
 * same number for every sample, found by doubling) long enough to cover several ticks, and the
 * samples are averaged: a median would round to whole ticks, while the lags of the readings at
 * either end of a span cancel out on average. `work(run)` gets a running index.
 */
export function time(samples: number, work: (run: number) => unknown, clock: Clock = wallClock): number {
  let run = 0
  let sink = 0
  const batchTime = (calls: number) => {
    const start = clock.now()
    for (let call = 0; call < calls; call++) if (work(run++)) sink++
    return clock.now() - start
  }
  for (let warm = 0; warm < 5; warm++) batchTime(1) // the first runs warm the JIT
  let batch = 1
  while (clock.minSpanMs > 0 && batch < 1 << 16 && batchTime(batch) < clock.minSpanMs) batch *= 2
  const times: number[] = []
  for (let sample = 0; sample < samples; sample++) times.push(batchTime(batch) / batch)
  if (sink < 0) console.log(sink)
  return clock.minSpanMs > 0 ? mean(times) : median(times)
}

/** A realistic state: a shape, a length range, wireless, and (every other run) a typo'd search. */
export function filterStates(mice: readonly MouseRow[]): FilterState[] {
  const brand = mice[0]?.general__brand_names[0] ?? ''
  return [
    { facets: { shape: ['ergonomic'], connection: ['wireless'] }, ranges: { length: { min: 118, max: 128 } } },
    { text: brand.replace(/Brand/, 'Brnad'), facets: { shape: ['symmetrical'], polling: ['4000', '8000'] }, ranges: { weight: { max: 65 } } },
    { facets: { hand: ['right'], side: ['2'] }, ranges: { width: { min: 60, max: 66 }, height: { max: 40 } } },
    { text: 'synthetic 004', facets: {}, ranges: {} },
  ]
}

export function measureBrowse(runs = 60, clock: Clock = wallClock): BrowseFigure[] {
  const figures: BrowseFigure[] = []
  for (const count of [1_000, 10_000]) {
    const mice = generateSyntheticMice(count, 42)
    const label = count.toLocaleString('en-US')
    figures.push({ id: `data:index:${count}`, label: `Build the browse index, ${label} mice (once per load)`, value: time(10, () => createCatalogueIndex(mice, mouseCatalogueConfig), clock), unit: 'ms' })
    const sort = { key: 'weight', direction: 'desc' } as const
    // The search text's tokens are read on a load's first search, not with the index (filter-engine.ts).
    figures.push({
      id: `data:first-search:${count}`,
      label: `Build the browse index and run the load's first search (reads every mouse's search text), ${label} mice`,
      value: time(10, () => applyFilters(createCatalogueIndex(mice, mouseCatalogueConfig), { text: 'Brnad syntehtic', facets: {}, ranges: {} }, sort).rows.length, clock),
      unit: 'ms',
    })
    const index = createCatalogueIndex(mice, mouseCatalogueConfig)
    const states = filterStates(mice)
    applyFilters(index, states[0]!, sort)
    figures.push({
      id: `data:filter:${count}`,
      label: `Apply a browse filter + sort, ${label} mice (median)`,
      value: time(runs, (run) => applyFilters(index, states[run % states.length]!, sort).rows.length, clock),
      unit: 'ms',
    })
    figures.push({
      id: `data:filter-new-sort:${count}`,
      label: `Apply a browse filter with a sort not used before, ${label} mice (median)`,
      value: time(runs, (run) => {
        index.internal.sortCache.clear()
        return applyFilters(index, states[run % states.length]!, { key: 'length', direction: run % 2 === 0 ? 'asc' : 'desc' }).rows.length
      }, clock),
      unit: 'ms',
    })
    figures.push({
      id: `data:filter-new-text:${count}`,
      label: `Apply a new typo-tolerant search (nothing cached), ${label} mice (median)`,
      value: time(runs, (run) => {
        index.internal.tokenMatchCache.clear()
        index.internal.lastText = null
        return applyFilters(index, { text: run % 2 === 0 ? 'Brnad syntehtic' : 'brand c 0042', facets: {}, ranges: {} }, sort).rows.length
      }, clock),
      unit: 'ms',
    })
    const scales = catalogueScales(mice)
    figures.push({
      id: `data:similar:${count}`,
      label: `Rank ${label} mice for find-similar, top 200 (median)`,
      value: time(runs, (run) => {
        const reference = mice[(run * 97) % mice.length]!
        return rankSimilar(mice, targetFromMouse(reference), { scales, excludeHandle: reference.general__handle, limit: 200 }).length
      }, clock),
      unit: 'ms',
    })
    figures.push({
      id: `data:similar-full:${count}`,
      label: `Rank ${label} mice for find-similar, full order (median)`,
      value: time(Math.ceil(runs / 2), (run) => {
        const reference = mice[(run * 97) % mice.length]!
        return rankSimilar(mice, targetFromMouse(reference), { scales, excludeHandle: reference.general__handle }).length
      }, clock),
      unit: 'ms',
    })
  }
  return figures
}
