/** The events of a Chromium trace that the bench's tools read (profile-load.ts, layout-work.ts). */
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
