import type { MouseRow } from '../../../lib/api-types'
import { activeTestProduct, previewKey, withTestProduct } from '../../../lib/test-object-store'
import { viewQueryOptions } from '../../../lib/view-query'

export const miceQueries = {
  /** Every published mouse, with this visit's test-mode product first when it is a mouse. */
  list: () =>
    viewQueryOptions('mice', {
      key: ['list', previewKey()],
      transform: async (rows) => withTestProduct<MouseRow>(rows, await activeTestProduct(), 'mouse'),
    }),
}
