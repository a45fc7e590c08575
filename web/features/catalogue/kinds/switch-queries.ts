import { viewQueryOptions } from '../../../lib/view-query'

export const switchQueries = {
  list: () => viewQueryOptions('mouse_switches'),
}
