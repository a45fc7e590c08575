import { viewQueryOptions } from '../../lib/view-query'

export const affiliateQueries = {
  /** Partners in rank order (the view's order). */
  list: () => viewQueryOptions('affiliate_partners'),
}
