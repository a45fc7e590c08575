import { queryOptions } from '@tanstack/react-query'
import { activeDataSource } from './active-data-source'
import type { ApiRows, ApiView } from './api-types'
import type { ReadOptions } from './data-source'

/** Query keys start with the view, so invalidating ['api', view] refreshes everything read from it. */
export const viewKey = <View extends ApiView>(view: View) => ['api', view] as const

/** Every row of one api view, shared by all features that read it (one request per visit). */
export function viewQueryOptions<View extends ApiView, Result = ApiRows[View][]>(
  view: View,
  options: { orderBy?: ReadOptions['orderBy']; transform?: (rows: ApiRows[View][]) => Result | Promise<Result>; key?: readonly unknown[] } = {},
) {
  return queryOptions({
    queryKey: [...viewKey(view), ...(options.key ?? ['all'])],
    queryFn: async ({ signal }): Promise<Result> => {
      const rows = await activeDataSource().readView(view, { signal, orderBy: options.orderBy })
      return options.transform ? options.transform(rows) : (rows as unknown as Result)
    },
  })
}
