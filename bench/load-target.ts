/**
 * What `blocking-ab.ts` loads from each server it is given: the shared page, or the server's own
 * when its address names one. So a page can be measured against the reference page in the same
 * alternating loads (the budget is a ratio to it), which Lighthouse's runs, one slowdown
 * drawn per run, cannot do (bench/README.md, "Thirty-second session"):
 *
 *   node bench/blocking-ab.ts /mouse/sensors/browse http://127.0.0.1:8792/bench-reference http://127.0.0.1:8792
 */
export interface LoadTarget {
  /** The server's origin, which the script-delay proxy forwards to. */
  origin: string
  /** The page loaded through the proxy: path and query. */
  page: string
}

export function loadTarget(server: string, sharedPage: string): LoadTarget {
  const url = new URL(server)
  const own = url.pathname !== '/' || url.search !== ''
  return { origin: url.origin, page: own ? url.pathname + url.search : sharedPage }
}

/** Each median as a ratio to the first's (the reference page, when it is given first). */
export function ratiosToFirst(medians: readonly number[]): number[] {
  const [first] = medians
  return medians.map((value) => (first ? value / first : Number.NaN))
}
