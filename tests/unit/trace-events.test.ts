import { describe, expect, it } from 'vitest'
import { blockingAfterPaint, mainThreadTasks, type TraceEvent } from '../../bench/trace-events'

const task = (startMs: number, durationMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: startMs * 1000, dur: durationMs * 1000 })

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

describe("the page's main thread in a trace (bench/trace-events.ts)", () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 7, ts: 300_000 },
    { name: 'DocumentLoader::CommitNavigation', ph: 'X', pid: 1, tid: 7, ts: 20_000, dur: 5_000 },
    task(20, 30),
    { ...task(40, 10), tid: 8 },
  ]

  it("finds its tasks and starts the load at the navigation's commit when the trace has no navigationStart", () => {
    const { main, tasks, navigationStart } = mainThreadTasks(events)
    expect(main).toEqual({ pid: 1, tid: 7, firstPaint: 300_000 })
    expect(tasks.map((event) => event.ts)).toEqual([20_000])
    expect(navigationStart).toBe(20_000)
    expect(mainThreadTasks([...events, { name: 'navigationStart', ph: 'R', pid: 1, tid: 7, ts: 10_000 }]).navigationStart).toBe(10_000)
  })
})
