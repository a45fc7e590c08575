import { describe, expect, it } from 'vitest'
import { blockingAfterPaint, type TraceEvent } from '../../bench/trace-events'

const task = (startMs: number, durationMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: startMs * 1000, dur: durationMs * 1000 })

describe("blocking after the first paint at a fixed slowdown (bench/trace-events.ts)", () => {
  it('counts what each task that ends after the paint runs over 50 ms once slowed, and the time after the paint', () => {
    // Paint at 100 ms. Slowed 4×: 30 ms → 120 (70 over), 10 ms → 40 (none), 20 ms → 80 (30 over).
    const tasks = [task(10, 20), task(90, 30), task(200, 10), task(300, 20)]
    expect(blockingAfterPaint(tasks, 100_000, 4)).toEqual({ blockingMs: 70 + 30, busyMs: 30 })
  })

  it('leaves out the tasks that ended before the paint, and counts nothing at no slowdown under 50 ms', () => {
    expect(blockingAfterPaint([task(0, 90)], 100_000, 4)).toEqual({ blockingMs: 0, busyMs: 0 })
    expect(blockingAfterPaint([task(150, 49)], 100_000, 1)).toEqual({ blockingMs: 0, busyMs: 49 })
  })
})
