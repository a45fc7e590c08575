/**
 * Browse and find-similar at scale, on the synthetic catalogue (bench/synthetic-catalogue.ts):
 * the medians behind the budgets 'data:filter:10000' (apply a browse filter, < 16 ms, one frame)
 * and 'data:similar:10000' (rank for find-similar, < 20 ms). Pure measurement, no output;
 * bench/browse.bench.ts prints it and runs the same work under vitest bench.
 *
 * "Apply a filter" is what the page does on each change: one pass over every mouse for the new
 * filter state (results, the count every facet option would leave, the loosen-filter counts) and
 * the sorted result list. The index is built once when the catalogue loads (measured apart). Two
 * cases: the sort was used before (its order is cached, the usual case when filtering), and a sort
 * never used before (the order is computed first, the worst case); and a new search text with
 * every word-match cache emptied (typing a new word).
 */
import { applyFilters, createCatalogueIndex, type FilterState } from '../web/components/catalogue/filter-engine'
import { catalogueScales, rankSimilar, targetFromMouse } from '../web/features/find-similar/similarity'
import { mouseCatalogueConfig } from '../web/features/mice/mouse-catalogue'
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

function time(runs: number, work: (run: number) => unknown): number {
  const samples: number[] = []
  let sink = 0
  for (let run = 0; run < runs + 5; run++) {
    const start = performance.now()
    const result = work(run)
    const elapsed = performance.now() - start
    if (result) sink++
    if (run >= 5) samples.push(elapsed) // the first runs warm the JIT
  }
  if (sink < 0) console.log(sink)
  return median(samples)
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

export function measureBrowse(runs = 60): BrowseFigure[] {
  const figures: BrowseFigure[] = []
  for (const count of [1_000, 10_000]) {
    const mice = generateSyntheticMice(count, 42)
    const label = count.toLocaleString('en-US')
    figures.push({ id: `data:index:${count}`, label: `Build the browse index, ${label} mice (once per load)`, value: time(10, () => createCatalogueIndex(mice, mouseCatalogueConfig)), unit: 'ms' })
    const index = createCatalogueIndex(mice, mouseCatalogueConfig)
    const states = filterStates(mice)
    const sort = { key: 'weight', direction: 'desc' } as const
    applyFilters(index, states[0]!, sort)
    figures.push({
      id: `data:filter:${count}`,
      label: `Apply a browse filter + sort, ${label} mice (median)`,
      value: time(runs, (run) => applyFilters(index, states[run % states.length]!, sort).rows.length),
      unit: 'ms',
    })
    figures.push({
      id: `data:filter-new-sort:${count}`,
      label: `Apply a browse filter with a sort not used before, ${label} mice (median)`,
      value: time(runs, (run) => {
        index.internal.sortCache.clear()
        return applyFilters(index, states[run % states.length]!, { key: 'length', direction: run % 2 === 0 ? 'asc' : 'desc' }).rows.length
      }),
      unit: 'ms',
    })
    figures.push({
      id: `data:filter-new-text:${count}`,
      label: `Apply a new typo-tolerant search (nothing cached), ${label} mice (median)`,
      value: time(runs, (run) => {
        index.internal.tokenMatchCache.clear()
        index.internal.lastText = null
        return applyFilters(index, { text: run % 2 === 0 ? 'Brnad syntehtic' : 'brand c 0042', facets: {}, ranges: {} }, sort).rows.length
      }),
      unit: 'ms',
    })
    const scales = catalogueScales(mice)
    figures.push({
      id: `data:similar:${count}`,
      label: `Rank ${label} mice for find-similar, top 200 (median)`,
      value: time(runs, (run) => {
        const reference = mice[(run * 97) % mice.length]!
        return rankSimilar(mice, targetFromMouse(reference), { scales, excludeHandle: reference.general__handle, limit: 200 }).length
      }),
      unit: 'ms',
    })
    figures.push({
      id: `data:similar-full:${count}`,
      label: `Rank ${label} mice for find-similar, full order (median)`,
      value: time(Math.ceil(runs / 2), (run) => {
        const reference = mice[(run * 97) % mice.length]!
        return rankSimilar(mice, targetFromMouse(reference), { scales, excludeHandle: reference.general__handle }).length
      }),
      unit: 'ms',
    })
  }
  return figures
}
