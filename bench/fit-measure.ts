/**
 * The hand-fit score at scale (issue 22), on the synthetic catalogue (bench/synthetic-catalogue.ts):
 * the figure behind the budget 'data:fit:10000' (score every mouse for a hand, < 16 ms, one frame).
 * Pure measurement, no output; bench/fit.bench.ts prints it (wall-clock medians) and runs the same
 * work under vitest bench; bench/data-scale.measure.ts takes it on the CPU clock for `npm run bench`.
 *
 * "Score" is what a page does when the hand, grip or a setting changes: one scorer for the hand
 * (createFitScorer), then every row read through the nullable-row adapter and scored (scoreRows).
 * Ordering by fit also computes each row's closeness to the ideal, which orders tied scores.
 * The catalogue at scale has gaps, so every 11th row lacks its shape and every 37th its height:
 * those are "not enough data", and cost their own path. Also measured: scoring and ordering the
 * whole catalogue by fit (a sort by fit), and explaining one page of results in words.
 */
import { createFitScorer, fitInputFromMouse, orderByFit, scoreRows } from '../web/features/fit/fit-model'
import type { MouseRow } from '../web/lib/api-types'
import type { HandProfile } from '../web/lib/hand-profile'
import { time, wallClock, type BrowseFigure, type Clock } from './browse-measure'
import { generateSyntheticMice } from './synthetic-catalogue'

/** Hands that move the ideal across the catalogue, one per run in turn. */
export const benchHands: readonly HandProfile[] = [
  { lengthMm: 190, breadthMm: 85, grip: 'claw' },
  { lengthMm: 172, breadthMm: 78, grip: 'fingertip' },
  { lengthMm: 205, breadthMm: 95, grip: 'palm' },
  { lengthMm: 183.5, breadthMm: 81, grip: 'palm' },
]

/** The synthetic catalogue with the gaps the catalogue at scale has (see the module comment). */
export function miceWithGaps(count: number): MouseRow[] {
  return generateSyntheticMice(count, 42).map((row, index) => {
    if (index % 11 === 5) return { ...row, mouse__shape: null as unknown as MouseRow['mouse__shape'] }
    if (index % 37 === 3) return { ...row, mouse__height: null as unknown as number }
    return row
  })
}

export function measureFit(runs = 60, clock: Clock = wallClock): BrowseFigure[] {
  const figures: BrowseFigure[] = []
  for (const count of [1_000, 10_000]) {
    const mice = miceWithGaps(count)
    const label = count.toLocaleString('en-US')
    figures.push({
      id: `data:fit:${count}`,
      label: `Score ${label} mice for a hand (median)`,
      value: time(runs, (run) => scoreRows(mice, createFitScorer(benchHands[run % benchHands.length]!)).length, clock),
      unit: 'ms',
    })
    figures.push({
      id: `data:fit-sorted:${count}`,
      label: `Score ${label} mice for a hand and order them by fit, ties by closeness (median)`,
      value: time(Math.ceil(runs / 2), (run) => {
        const { scores, closeness } = scoreRows(mice, createFitScorer(benchHands[run % benchHands.length]!), true)
        return orderByFit(scores, closeness).length
      }, clock),
      unit: 'ms',
    })
  }
  const mice = miceWithGaps(1_000)
  figures.push({
    id: 'data:fit-explain:24',
    label: 'Explain the fit of 24 mice in words, one page of results (median)',
    value: time(runs, (run) => {
      const scorer = createFitScorer(benchHands[run % benchHands.length]!)
      let parts = 0
      for (let index = 0; index < 24; index++) {
        const result = scorer.explain(fitInputFromMouse(mice[(run * 24 + index) % mice.length]!))
        parts += result.status === 'scored' ? result.parts.length : result.missing.length
      }
      return parts
    }, clock),
    unit: 'ms',
  })
  return figures
}
