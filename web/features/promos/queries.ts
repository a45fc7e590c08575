import { viewQueryOptions } from '../../lib/view-query'

export const promoQueries = {
  /** SPEC §7: the available-promos view, all fields, ordered by rank ascending. */
  available: () => viewQueryOptions('available_promos', { orderBy: { column: 'rank', ascending: true } }),
  /** SPEC §7: the promo colours, all fields, no filter. */
  colors: () => viewQueryOptions('promo_colors'),
}
