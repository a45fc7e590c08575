/**
 * How a compare page's `p` value is read, before the compare-name rule (web/lib/compare-name.ts)
 * splits it: the site's validateSearch (every page's first load) and the worker agree on it. Apart
 * from compare-name.ts so that first load carries only this.
 */
/** Characters of `p` a compare page reads: far more than eight real names, little enough to keep any request cheap. */
export const maxCompareParamLength = 4000

/**
 * The text of a `p` value, whatever the URL parser made of it: a string as it is; a number, boolean,
 * list or object (TanStack Router's search parser reads JSON-looking values as JSON) back as JSON
 * text, which is how the worker, reading the raw query, sees it. Trimmed, then cut at
 * `maxCompareParamLength`.
 */
export function compareParamText(p: unknown): string {
  if (typeof p === 'string') return p.trim().slice(0, maxCompareParamLength)
  if (p === undefined || typeof p === 'function' || typeof p === 'symbol' || typeof p === 'bigint') return ''
  if (typeof p === 'number' && !Number.isFinite(p)) return ''
  try {
    return (JSON.stringify(p) ?? '').trim().slice(0, maxCompareParamLength)
  } catch {
    // A cycle: no URL makes one.
    return ''
  }
}
