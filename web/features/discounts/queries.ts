import type { DiscountRow } from '../../lib/api-types'
import { viewQueryOptions } from '../../lib/view-query'

/** The view only holds discounts valid when it was read; the snapshot may be older than now. */
export function isDiscountCurrent(discount: Pick<DiscountRow, 'valid_from' | 'valid_until'>, now: Date): boolean {
  const from = Date.parse(discount.valid_from)
  const until = discount.valid_until === null ? Number.POSITIVE_INFINITY : Date.parse(discount.valid_until)
  return !(from > now.getTime()) && until > now.getTime()
}

export const discountQueries = {
  current: () => viewQueryOptions('discounts', { key: ['current'], transform: (rows) => rows.filter((row) => isDiscountCurrent(row, new Date())) }),
}
