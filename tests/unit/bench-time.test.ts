import { describe, expect, it } from 'vitest'
import { time, type Clock } from '../../bench/browse-measure'

/** A clock that, like the CPU clock here, only moves in 4 ms ticks; `work` advances the true time. */
function tickingClock(phase: number) {
  let now = phase
  const clock: Clock = { now: () => Math.floor(now / 4) * 4, minSpanMs: 25 }
  return { clock, spend: (ms: number) => void (now += ms) }
}

describe('bench timing on a coarse clock', () => {
  it('measures calls far shorter than a tick by batching, without rounding to ticks', () => {
    for (const [phase, cost] of [[0, 0.7], [1.3, 1.3], [2.9, 3.7], [0.5, 9.1]] as const) {
      const { clock, spend } = tickingClock(phase)
      const measured = time(15, () => spend(cost), clock)
      expect(Math.abs(measured - cost) / cost).toBeLessThan(0.05)
    }
  })

  it('times single calls on the wall clock, as before', () => {
    let calls = 0
    expect(time(10, () => calls++)).toBeGreaterThanOrEqual(0)
    expect(calls).toBe(15)
  })
})
