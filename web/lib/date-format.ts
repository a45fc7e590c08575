/**
 * Dates as the site writes them (en-US, in UTC so every visitor reads the same day). Written by
 * hand for the same reason as formatNumber: the first toLocaleDateString or Intl.DateTimeFormat
 * on a page loads the browser's locale data, 20 ms and more of main thread on a phone, and a
 * compare table calls it for every mouse while the page builds.
 */
const longMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export type DateStyle =
  /** 'Mar 2023' */
  | 'month-year'
  /** 'Mar 5, 2023' */
  | 'short'
  /** 'March 5, 2023' */
  | 'long'

/** A time (ms since the epoch) in one of the site's date styles; '' for an invalid time. */
export function formatUtcDate(time: number, style: DateStyle): string {
  if (!Number.isFinite(time)) return ''
  const date = new Date(time)
  const longMonth = longMonths[date.getUTCMonth()]!
  const month = style === 'long' ? longMonth : longMonth.slice(0, 3)
  const year = date.getUTCFullYear()
  return style === 'month-year' ? `${month} ${year}` : `${month} ${date.getUTCDate()}, ${year}`
}
