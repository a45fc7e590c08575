/**
 * The hand-fit score at 1,000 and 10,000 mice (issue 22).
 *
 *   npx vitest bench --run --project unit bench/fit.bench.ts
 *
 * Prints the medians of bench/fit-measure.ts first (the budget figure: scoring 10,000 mice < 16 ms),
 * then vitest's own statistics for the same work.
 */
import { bench, describe } from 'vitest'
import { createFitScorer, orderByFit, scoreRows } from '../web/features/fit/fit-model'
import { benchHands, measureFit, miceWithGaps } from './fit-measure'

const figures = measureFit()
console.log('\nHand fit at scale (median ms):')
for (const figure of figures) console.log(`  ${figure.value.toFixed(2).padStart(8)} ms  ${figure.label}`)

for (const count of [1_000, 10_000]) {
  const mice = miceWithGaps(count)
  let run = 0
  describe(`${count.toLocaleString('en-US')} mice`, () => {
    bench('score every mouse for a hand', () => {
      scoreRows(mice, createFitScorer(benchHands[run++ % benchHands.length]!))
    })
    bench('score and order by fit (ties by closeness)', () => {
      const { scores, closeness } = scoreRows(mice, createFitScorer(benchHands[run++ % benchHands.length]!), true)
      orderByFit(scores, closeness)
    })
  })
}
