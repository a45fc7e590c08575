import type { MouseRow } from '../../lib/api-types'
import { activeTestProduct, previewKey, withTestProduct } from '../../lib/test-object-store'
import { viewQueryOptions } from '../../lib/view-query'

export const reviewQueries = {
  /** Every published review, newest first (the view's order). */
  list: () => viewQueryOptions('reviews'),
  /**
   * The mice the published mouse reviews name (api.reviewed_mice: a few dozen rows of api.mice), with
   * this visit's test-mode product first when it is a mouse, as the catalogue's list has it: what a
   * review's specification box needs, without the 1 MB catalogue.
   */
  mice: () =>
    viewQueryOptions('reviewed_mice', {
      key: ['list', previewKey()],
      transform: async (rows) => withTestProduct<MouseRow>(rows, await activeTestProduct(), 'mouse'),
    }),
}
