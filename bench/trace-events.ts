/** The events of a Chromium trace that the bench's tools read (profile-load.ts, layout-work.ts, blocking-ab.ts). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number } }
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
 * The page's main thread's tasks (RunTask) and its navigation's start (`navigationStart`, else the
 * commit of the navigation when the trace has no such mark), from a trace.
 */
export function mainThreadTasks(events: readonly TraceEvent[]): { main: ReturnType<typeof pageMainThread>; tasks: TraceEvent[]; navigationStart: number | undefined } {
  const main = pageMainThread(events)
  if (!main) return { main, tasks: [], navigationStart: undefined }
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid
  const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X')
  const start = events.find((event) => event.pid === main.pid && event.name === 'navigationStart') ?? events.find((event) => onMain(event) && event.name === 'DocumentLoader::CommitNavigation')
  return { main, tasks, navigationStart: start?.ts }
}

/**
 * Blocking after the first paint at a fixed CPU slowdown, Lighthouse's total blocking time without
 * its simulation: every task of the main thread that ends after `firstPaint` (µs, the trace's
 * clock), slowed `multiplier` times, counts what it runs over 50 ms (whole: a task that straddles
 * the paint is not cut at it). With the main thread's time in the tasks after that paint, in ms.
 */
export function blockingAfterPaint(tasks: readonly TraceEvent[], firstPaint: number, multiplier: number): { blockingMs: number; busyMs: number } {
  let blockingMs = 0
  let busyMs = 0
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000
    if (task.ts + (task.dur ?? 0) <= firstPaint) continue
    blockingMs += Math.max(0, multiplier * ms - 50)
    if (task.ts > firstPaint) busyMs += ms
  }
  return { blockingMs, busyMs }
}
