import { describe, expect, it } from 'vitest'
import { blockingAfterPaint, mainThreadCpuShare, mainThreadTasks, taskKind, type TraceEvent } from '../../bench/trace-events'

const task = (startMs: number, durationMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: startMs * 1000, dur: durationMs * 1000 })

describe("blocking after the first paint at a fixed slowdown (bench/trace-events.ts)", () => {
  it('counts what each task that ends after the paint runs over 50 ms once slowed, and the time after the paint', () => {
    // Paint at 100 ms. Slowed 4×: 30 ms → 120 (70 over), 10 ms → 40 (none), 20 ms → 80 (30 over).
    const tasks = [task(10, 20), task(90, 30), task(200, 10), task(300, 20)]
    expect(blockingAfterPaint(tasks, 100_000, 4)).toEqual({ blockingMs: 70 + 30, busyMs: 30 })
  })

  it("by the thread clock, counts each task's time on a core, and its wall time where the trace has no thread time", () => {
    // Slowed 4×: 30 ms on a core of a 60 ms task → 120 (70 over); 20 ms without a thread time → 80 (30 over).
    const tasks = [{ ...task(90, 60), tdur: 30_000 }, task(300, 20), { ...task(400, 10), tdur: 12_000 }]
    expect(blockingAfterPaint(tasks, 100_000, 4, 'thread')).toEqual({ blockingMs: 70 + 30, busyMs: 20 + 10 })
    expect(blockingAfterPaint(tasks, 100_000, 4)).toEqual({ blockingMs: 190 + 30, busyMs: 30 })
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

  it("starts the load at the page's own navigation, not at one listed first or recorded after the paint", () => {
    const start = (ts: number, url = ''): TraceEvent => ({ name: 'navigationStart', ph: 'R', pid: 1, tid: 7, ts, args: { data: { documentLoaderURL: url } } })
    // As Chromium lists them for a browse load: two blank documents' starts after the paint first.
    const traced = [...events, start(940_000), start(1_372_000), start(5_000), start(8_000, 'http://127.0.0.1:8840/mouse/browse'), start(12_000)]
    expect(mainThreadTasks(traced).navigationStart).toBe(8_000)
    expect(mainThreadTasks([...events, start(940_000), start(5_000), start(12_000)]).navigationStart).toBe(12_000)
    expect(mainThreadTasks([...events, start(940_000)]).navigationStart).toBe(20_000)
  })
})

describe("the share of its tasks' time the page's main thread ran on a core (bench/trace-events.ts)", () => {
  const page: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 7, ts: 300_000 },
    { name: 'navigationStart', ph: 'R', pid: 1, tid: 7, ts: 10_000 },
  ]
  const timed = (startMs: number, durationMs: number, onCoreMs: number, tid = 7): TraceEvent => ({ ...task(startMs, durationMs), tid, tdur: onCoreMs * 1000 })

  it("weighs each task by its wall time, from the navigation's start, on the page's main thread only", () => {
    // A 21.7 ms task that ran 2.4 ms (a browse load here, waiting for a core) beside one that ran throughout.
    const events = [...page, timed(20, 21.7, 2.4), timed(50, 28.3, 28.3), timed(5, 40, 0), timed(60, 100, 0, 8)]
    expect(mainThreadCpuShare(events)).toBeCloseTo((2.4 + 28.3) / 50, 10)
  })

  it('never counts more time on a core than the wall time, and tells nothing without thread times or a page', () => {
    expect(mainThreadCpuShare([...page, timed(20, 10, 10.02)])).toBe(1)
    expect(mainThreadCpuShare([...page, task(20, 10)])).toBeUndefined()
    expect(mainThreadCpuShare([timed(20, 10, 5)])).toBeUndefined()
  })
})

describe('what a task was doing (bench/trace-events.ts taskKind)', () => {
  const child = (name: string, startMs: number, durationMs: number): TraceEvent => ({ ...task(startMs, durationMs), name })

  it('names the child that took most of the task, counting only the task’s own span', () => {
    const parent = task(100, 40)
    const children = [child('RunMicrotasks', 101, 10), child('v8.evaluateModule', 112, 25), child('v8.evaluateModule', 150, 30), child('FunctionCall', 90, 20)]
    expect(taskKind(parent, children)).toBe('v8.evaluateModule')
    expect(taskKind(parent, [...children, child('RunMicrotasks', 120, 16)])).toBe('RunMicrotasks')
  })

  it('tells a script that forced style and layout from one that did not, and a task with nothing traced', () => {
    const parent = task(0, 40)
    expect(taskKind(parent, [child('FunctionCall', 1, 38), child('UpdateLayoutTree', 10, 2), child('Layout', 13, 2)])).toBe('script + style and layout')
    expect(taskKind(parent, [child('FunctionCall', 1, 38), child('UpdateLayoutTree', 10, 1), child('Layout', 13, 1)])).toBe('FunctionCall')
    expect(taskKind(parent, [child('UpdateLayoutTree', 1, 10), child('Layout', 12, 20), child('Paint', 33, 2)])).toBe('Layout')
    expect(taskKind(parent, [child('RunTask', 1, 30), child('ThreadControllerImpl::RunTask', 1, 30)])).toBe('other')
  })
})
