import type { MousepadRow } from '../../lib/api-types'
import { activeTestProduct, previewKey, withTestProduct } from '../../lib/test-object-store'
import { viewQueryOptions } from '../../lib/view-query'

export const mousepadQueries = {
  list: () =>
    viewQueryOptions('mousepads', {
      key: ['list', previewKey()],
      transform: async (rows) => withTestProduct<MousepadRow>(rows, await activeTestProduct(), 'mousepad'),
    }),
}
