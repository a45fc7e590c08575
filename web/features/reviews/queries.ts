import { viewQueryOptions } from '../../lib/view-query'

export const reviewQueries = {
  /** Every published review, newest first (the view's order). */
  list: () => viewQueryOptions('reviews'),
}
