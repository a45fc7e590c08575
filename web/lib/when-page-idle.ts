/**
 * Runs `work` once the page's own heading (its h1) is on screen and the browser is then idle; returns
 * a cancel function. For code a visitor did not come for (the promo carousel, the head renderer):
 * "the router has nothing left to load" is not enough, because the first page renders in a React
 * transition, in slices, and an idle moment between two slices would start these downloads before the
 * page is shown (and bench counts every script requested before the h1). The heading is looked for
 * on each frame, for at most about 5 s, after which the work runs anyway.
 */
export function whenPageIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false
  let cancelWait = () => {}
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(work, { timeout: timeoutMs })
      cancelWait = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(work, 200)
      cancelWait = () => window.clearTimeout(handle)
    }
  }
  // Every browser (and jsdom) has requestAnimationFrame; requestIdleCallback not Safari.
  const waitForHeading = (frames: number) => {
    if (cancelled) return
    if (document.querySelector('h1') || frames >= 300) idle()
    else {
      const handle = requestAnimationFrame(() => waitForHeading(frames + 1))
      cancelWait = () => cancelAnimationFrame(handle)
    }
  }
  waitForHeading(0)
  return () => {
    cancelled = true
    cancelWait()
  }
}
