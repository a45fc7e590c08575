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
  /** 'March 2023' */
  | 'long-month-year'
  /** 'Mar 5, 2023' */
  | 'short'
  /** 'March 5, 2023' */
  | 'long'

/**
 * A date kept at the precision that is known ('2023', '2023-09', '2023-09-19'), written at that
 * precision: '2023', 'Sep 2023', 'Sep 19, 2023'; null when there is none or it cannot be read.
 */
export function formatPartialDate(date: string | null | undefined): string | null {
  const match = typeof date === 'string' ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(date) : null
  if (!match) return null
  if (match[2] === undefined) return match[1]!
  const time = Date.parse(`${match[1]}-${match[2]}-${match[3] ?? '01'}T00:00:00Z`)
  if (Number.isNaN(time)) return null
  return formatUtcDate(time, match[3] === undefined ? 'month-year' : 'short')
}

/** A time (ms since the epoch) in one of the site's date styles; '' for an invalid time. */
export function formatUtcDate(time: number, style: DateStyle): string {
  if (!Number.isFinite(time)) return ''
  const date = new Date(time)
  const longMonth = longMonths[date.getUTCMonth()]!
  const month = style === 'long' || style === 'long-month-year' ? longMonth : longMonth.slice(0, 3)
  const year = date.getUTCFullYear()
  return style === 'month-year' || style === 'long-month-year' ? `${month} ${year}` : `${month} ${date.getUTCDate()}, ${year}`
}
