/**
 * Windowing against the page's own scroll (no inner scroll box): given a container, the number of
 * rows and a fixed row height, which rows are on screen (plus `overscan` rows either side).
 * Listens to scroll and resize, at most once per animation frame. Rows keep a fixed height, so
 * positions are arithmetic and nothing is measured but the container's top.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'

export interface WindowRange {
  /** First rendered row (inclusive). */
  start: number
  /** Last rendered row (exclusive). */
  end: number
}

export interface WindowVirtualizerOptions {
  containerRef: RefObject<HTMLElement | null>
  count: number
  rowHeight: number
  /** Rows rendered beyond each edge of the viewport, so keyboard focus always has a next row. */
  overscan?: number
}

export function visibleRange(containerTop: number, viewportHeight: number, count: number, rowHeight: number, overscan: number): WindowRange {
  // containerTop: the container's top relative to the viewport (negative once scrolled past).
  const first = Math.floor(-containerTop / rowHeight)
  const last = Math.ceil((viewportHeight - containerTop) / rowHeight)
  const start = Math.max(0, Math.min(count, first - overscan))
  const end = Math.max(start, Math.min(count, last + overscan))
  return { start, end }
}

/** The rows of a `count`-row list that a range of rows on screen covers. */
export function clampRange(range: WindowRange, count: number): WindowRange {
  const start = Math.min(range.start, count)
  return { start, end: Math.max(start, Math.min(range.end, count)) }
}

/**
 * The range to keep after measuring `measured`: the same object when nothing changes, so the
 * caller can skip the update. The first guess assumes the list starts at the top of the screen, so
 * it renders a few rows more than a list lower down needs. Those rows still cover the screen: the
 * first measurement keeps them rather than render the list again in the middle of building the
 * page. Scrolling narrows it as usual.
 */
export function nextRange(current: WindowRange, measured: WindowRange, firstMeasurement: boolean): WindowRange {
  if (current.start === measured.start && current.end === measured.end) return current
  if (firstMeasurement && current.start <= measured.start && current.end >= measured.end) return current
  return measured
}

/**
 * The state is the range of rows on screen whatever the list's length, clamped to `count` as it
 * renders: a filter that changes the count changes nothing here, so it costs no second render.
 */
export function useWindowVirtualizer({ containerRef, count, rowHeight, overscan = 4 }: WindowVirtualizerOptions): WindowRange {
  const [range, setRange] = useState<WindowRange>(() => visibleRange(0, window.innerHeight || 800, Number.POSITIVE_INFINITY, rowHeight, overscan))
  const rangeRef = useRef(range)
  rangeRef.current = range
  const frame = useRef(0)
  const measured = useRef(false)

  const update = useCallback(() => {
    frame.current = 0
    const element = containerRef.current
    if (!element) return
    const top = element.getBoundingClientRect().top
    const onScreen = visibleRange(top, window.innerHeight || 800, Number.POSITIVE_INFINITY, rowHeight, overscan)
    const next = nextRange(rangeRef.current, onScreen, !measured.current)
    measured.current = true
    // Only a real change is set: an update that would change nothing still queues a render pass.
    if (next !== rangeRef.current) {
      rangeRef.current = next
      setRange(next)
    }
  }, [containerRef, rowHeight, overscan])

  // A passive effect, not a layout effect: measuring the container's top inside the commit would
  // force the page's first layout into the same task (on a phone, 60 ms instead of two tasks of
  // 25 and 35). The first guess covers the screen of a list that starts at the top, and scrolling
  // corrects any other case within a frame, as it always does. A new count measures again, since
  // a shorter list may have moved the page's scroll.
  useEffect(() => {
    update()
    const schedule = () => {
      if (frame.current === 0) frame.current = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame.current !== 0) cancelAnimationFrame(frame.current)
      frame.current = 0
    }
  }, [update, count])

  return clampRange(range, count)
}

/**
 * What the container's width (content box) comes to, following resizes: `fromWidth(width)` once
 * the browser has laid the container out, null when it has no width (hidden), undefined until then.
 * The state is the derived value, not the width, so a measurement that changes nothing (a resize
 * within a phone's single column) does not render the list again.
 *
 * Measured when a resize observer reports, after the browser's own layout, never by reading the
 * width inside the commit: that forced the page's first style and layout into the commit's task
 * (browse, on a phone: one task of 45–68 ms instead of the commit's and the frame's). A list whose
 * items' places depend on the value draws their contents only once it is known (virtual-grid.tsx),
 * so nothing painted moves when it comes (a desktop's cards moved from the single column of the
 * old fallback: a layout shift of 0.26, browse.e2e.ts checks for it).
 */
export function useElementWidth<Value>(ref: RefObject<HTMLElement | null>, fromWidth: (width: number) => Value): Value | null | undefined {
  const [value, setValue] = useState<Value | null>()
  const fromWidthRef = useRef(fromWidth)
  fromWidthRef.current = fromWidth
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(() => setValue(element.clientWidth > 0 ? fromWidthRef.current(element.clientWidth) : null))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return value
}
