/** The events of a Chromium trace that the bench's tools read (profile-load.ts, layout-work.ts, blocking-ab.ts). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time in the event (µs), beside its wall time `dur`; absent when the trace has no thread clock. */
  tdur?: number
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number }; data?: { documentLoaderURL?: string } }
}

/**
 * The page's renderer main thread: the one in the renderer that painted the first contentful paint
 * (traced with the `loading` category). Not the busiest renderer in the trace: once, that was
 * another context's, still shutting down (2,554 tasks against the page's 894).
 */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number; firstPaint: number } | undefined {
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!firstPaint) return undefined
  const main = events.find((event) => event.name === 'thread_name' && event.pid === firstPaint.pid && event.args?.name === 'CrRendererMain')
  return main ? { pid: main.pid, tid: main.tid, firstPaint: firstPaint.ts } : undefined
}

/**
 * The page's main thread's tasks (RunTask) and its navigation's start, from a trace: the
 * `navigationStart` of the page's own document (the one that names its URL, as Lighthouse picks
 * it), else the last navigation start or commit before the first paint, else undefined (a trace
 * that missed the renderer's first events, all of them before the first paint: blocking-ab.ts).
 * A page's renderer records several: a blank document's, and after the paint its SVG images'
 * documents' (two in every browse load here), which the trace does not list in time order; taking
 * the first one listed once made a load's first paint read as 441 ms before its start and its
 * earlier tasks go uncounted.
 */
export function mainThreadTasks(events: readonly TraceEvent[]): { main: ReturnType<typeof pageMainThread>; tasks: TraceEvent[]; navigationStart: number | undefined } {
  const main = pageMainThread(events)
  if (!main) return { main, tasks: [], navigationStart: undefined }
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid
  const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X')
  const beforePaint = (name: string) => events.filter((event) => event.pid === main.pid && event.name === name && event.ts <= main.firstPaint).sort((a, b) => a.ts - b.ts)
  const starts = beforePaint('navigationStart')
  const start = starts.find((event) => /^https?:/.test(event.args?.data?.documentLoaderURL ?? '')) ?? starts.at(-1) ?? beforePaint('DocumentLoader::CommitNavigation').at(-1)
  return { main, tasks, navigationStart: start?.ts }
}

/**
 * The share of its tasks' wall time the page's main thread ran on a core, from its navigation's
 * start: the tasks' thread time over their wall time. What is missing is time the thread was
 * runnable and waiting for a core, or asleep inside a task (a synchronous wait). Undefined when the
 * trace has no page, no navigation start or no thread times. (cpu-calibration.ts,
 * minMainThreadCpuShare: why the bench reads it.)
 */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number | undefined {
  const { tasks, navigationStart } = mainThreadTasks(events)
  if (navigationStart === undefined) return undefined
  return cpuShareOfTasks(tasks.filter((task) => task.ts >= navigationStart))
}

/** Tasks' time on a core over their wall time, over those with both; undefined when none has. */
export function cpuShareOfTasks(tasks: readonly TraceEvent[]): number | undefined {
  let wall = 0
  let onCore = 0
  for (const task of tasks) {
    if (task.dur === undefined || task.tdur === undefined) continue
    wall += task.dur
    onCore += Math.min(task.tdur, task.dur)
  }
  return wall > 0 ? onCore / wall : undefined
}

/**
 * Blocking after the first paint at a fixed CPU slowdown, Lighthouse's total blocking time without
 * its simulation: every task of the main thread that ends after `firstPaint` (µs, the trace's
 * clock), slowed `multiplier` times, counts what it runs over 50 ms (whole: a task that straddles
 * the paint is not cut at it). With the main thread's time in the tasks after that paint, in ms.
 * By the `thread` clock a task lasts only its time on a core (`tdur`, where the trace has it): what
 * it would block with a core of its own, without the waits of a busy host (mainThreadCpuShare).
 */
export function blockingAfterPaint(tasks: readonly TraceEvent[], firstPaint: number, multiplier: number, clock: 'wall' | 'thread' = 'wall'): { blockingMs: number; busyMs: number } {
  let blockingMs = 0
  let busyMs = 0
  for (const task of tasks) {
    const wall = task.dur ?? 0
    if (task.ts + wall <= firstPaint) continue
    const ms = (clock === 'thread' && task.tdur !== undefined ? Math.min(task.tdur, wall) : wall) / 1000
    blockingMs += Math.max(0, multiplier * ms - 50)
    if (task.ts > firstPaint) busyMs += ms
  }
  return { blockingMs, busyMs }
}

/** The trace events that say what a task was doing (its children), as `taskKind` names them. */
const kindEvents = ['v8.evaluateModule', 'v8.compileModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'MajorGC']

/**
 * What a task of the main thread was doing: the name of its child event (`kindEvents`, over the
 * page's main-thread events `children`, sorted or not) that took the most of it, `script + style and
 * layout` when a script's task also ran at least `forcedMs` of style and layout (a commit that
 * measured the page, say), or `other` when none is traced. Blocking totals by kind separate a
 * page's own work from the start-up every page shares, whose module evaluation moves most from
 * load to load here (bench/README.md, "Thirty-first session").
 */
export function taskKind(task: TraceEvent, children: readonly TraceEvent[], forcedMs = 3): string {
  const end = task.ts + (task.dur ?? 0)
  const time = new Map<string, number>()
  for (const event of children) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts >= end || !kindEvents.includes(event.name)) continue
    time.set(event.name, (time.get(event.name) ?? 0) + (event.dur ?? 0))
  }
  let kind = 'other'
  let most = 0
  for (const [name, microseconds] of time) {
    if (microseconds > most) [kind, most] = [name, microseconds]
  }
  const styleAndLayout = ((time.get('UpdateLayoutTree') ?? 0) + (time.get('Layout') ?? 0)) / 1000
  return kind === 'FunctionCall' && styleAndLayout >= forcedMs ? 'script + style and layout' : kind
}
