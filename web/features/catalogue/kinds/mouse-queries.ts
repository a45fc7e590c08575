import type { MouseRow } from '../../../lib/api-types'
import { activeTestProduct, previewKey, withTestProduct } from '../../../lib/test-object-store'
import { viewQueryOptions } from '../../../lib/view-query'

export const miceQueries = {
  /**
   * Every published mouse, with this visit's test-mode product first when it is a mouse; each
   * figure source reduced to its kind (api.mouse_list; the compare page reads the full sources).
   */
  list: () =>
    viewQueryOptions('mouse_list', {
      key: ['list', previewKey()],
      transform: async (rows) => withTestProduct<MouseRow>(rows, await activeTestProduct(), 'mouse'),
    }),
}
