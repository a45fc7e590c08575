import type { DiscountRow } from '../../lib/api-types'
import { formatUtcDate } from '../../lib/date-format'
import { isDiscountCurrent } from './queries'

/**
 * Pure rules of the discounts pages: which discounts are offered, how their validity reads, and
 * which outbound links are safe to render.
 */

/** The discounts current at `now`, soonest-ending first (open-ended ones last), in a stable order. */
export function currentDiscounts(rows: readonly DiscountRow[], now: Date): DiscountRow[] {
  return rows
    .filter((row) => isDiscountCurrent(row, now))
    .map((row, index) => ({ row, index }))
    .sort((a, b) => endTime(a.row) - endTime(b.row) || a.index - b.index)
    .map(({ row }) => row)
}

function endTime(row: Pick<DiscountRow, 'valid_until'>): number {
  if (row.valid_until === null) return Number.POSITIVE_INFINITY
  const time = Date.parse(row.valid_until)
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time
}

/** 'Valid until Dec 31, 2027' or 'No end date' (dates in UTC, so every visitor reads the same day). */
export function validityText(row: Pick<DiscountRow, 'valid_until'>): string {
  if (row.valid_until === null) return 'No end date'
  const time = Date.parse(row.valid_until)
  return Number.isNaN(time) ? 'No end date' : `Valid until ${formatUtcDate(time, 'short')}`
}

/** The ISO date (YYYY-MM-DD) for a <time dateTime>, or undefined for open-ended discounts. */
export function validUntilDate(row: Pick<DiscountRow, 'valid_until'>): string | undefined {
  if (row.valid_until === null) return undefined
  const time = Date.parse(row.valid_until)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}

/** Only http(s) links are rendered: a javascript: or data: URL in the data never becomes a link. */
export function safeExternalUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}

/** The label on a discount's outbound link: 'Shop at SteelSeries', or 'Get the deal' without a brand. */
export function dealLinkLabel(row: Pick<DiscountRow, 'brand_name'>): string {
  return row.brand_name ? `Shop at ${row.brand_name}` : 'Get the deal'
}
