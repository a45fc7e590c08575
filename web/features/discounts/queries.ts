import type { DiscountRow } from '../../lib/api-types'
import { viewQueryOptions } from '../../lib/view-query'

/** The view only holds discounts valid when it was read; the snapshot may be older than now. */
export function isDiscountCurrent(discount: Pick<DiscountRow, 'valid_from' | 'valid_until'>, now: Date): boolean {
  const from = Date.parse(discount.valid_from)
  const until = discount.valid_until === null ? Number.POSITIVE_INFINITY : Date.parse(discount.valid_until)
  return !(from > now.getTime()) && until > now.getTime()
}

/**
 * The current discount with this handle, or undefined when it is unknown or not valid at `now`.
 * Here rather than in discount-logic.ts because the /discounts/$handle loader (in the app's entry
 * chunk) needs it: the formatting helpers stay out of every page's first load.
 */
export function findCurrentDiscount(rows: readonly DiscountRow[], handle: string, now: Date): DiscountRow | undefined {
  const row = rows.find((candidate) => candidate.handle === handle)
  return row && isDiscountCurrent(row, now) ? row : undefined
}

export const discountQueries = {
  current: () => viewQueryOptions('discounts', { key: ['current'], transform: (rows) => rows.filter((row) => isDiscountCurrent(row, new Date())) }),
}
