import type { MousepadRow } from '../../lib/api-types'
import { activeTestProduct, withTestProduct } from '../../lib/test-object-store'
import { viewQueryOptions } from '../../lib/view-query'

export const mousepadQueries = {
  list: () =>
    viewQueryOptions('mousepads', {
      key: ['list', activeTestProduct()?.general__handle ?? null],
      transform: (rows) => withTestProduct<MousepadRow>(rows, activeTestProduct(), 'mousepad'),
    }),
}
