/**
 * Browse filter + sort at 1,000 and 10,000 mice, and find-similar ranking at 10,000.
 *
 *   npx vitest bench --run --project unit bench/browse.bench.ts
 *
 * Prints the medians of bench/browse-measure.ts first (the budget figures: filter < 16 ms,
 * ranking < 20 ms at 10,000 mice), then vitest's own statistics for the same work.
 */
import { bench, describe } from 'vitest'
import { applyFilters, createCatalogueIndex } from '../web/features/catalogue/filter-engine'
import { catalogueScales, rankSimilar, targetFromMouse } from '../web/features/find-similar/similarity'
import { mouseCatalogueConfig } from '../web/features/catalogue/kinds/mouse-catalogue'
import { filterStates, measureBrowse } from './browse-measure'
import { generateSyntheticMice } from './synthetic-catalogue'

const figures = measureBrowse()
console.log('\nBrowse and find-similar at scale (median ms):')
for (const figure of figures) console.log(`  ${figure.value.toFixed(2).padStart(8)} ms  ${figure.label}`)

for (const count of [1_000, 10_000]) {
  const mice = generateSyntheticMice(count, 42)
  const index = createCatalogueIndex(mice, mouseCatalogueConfig)
  const states = filterStates(mice)
  const scales = catalogueScales(mice)
  let run = 0
  describe(`${count.toLocaleString('en-US')} mice`, () => {
    bench('apply a filter + sort (sort order cached)', () => {
      applyFilters(index, states[run++ % states.length]!, { key: 'weight', direction: 'desc' })
    })
    bench('apply a filter with a new sort', () => {
      index.internal.sortCache.clear()
      applyFilters(index, states[run++ % states.length]!, { key: 'length', direction: 'asc' })
    })
    bench('find-similar ranking, top 200', () => {
      const reference = mice[(run++ * 97) % mice.length]!
      rankSimilar(mice, targetFromMouse(reference), { scales, excludeHandle: reference.general__handle, limit: 200 })
    })
  })
}
