/**
 * The ranking /mouse/find-similar shows first for a search, prepared by the route's loader in
 * short tasks (prepareSimilarRanking) so that the page's render finds it instead of ranking the
 * whole catalogue in one long task. The page asks rankSimilar with the same options, in the same
 * order (the ranking's key is their JSON).
 */
import type { MouseRow } from '../../lib/api-types'
import type { FindSimilarSearch } from './find-similar-search'
import { tolerancesFromSearch, typedTarget, weightsFromSearch } from './find-similar-settings'
import { prepareSimilarRanking, targetFromMouse } from './similarity'

/** The most results the page ranks (it shows them a page at a time). */
export const similarResultLimit = 200

export function prepareFindSimilarRanking(mice: readonly MouseRow[], search: FindSimilarSearch): Promise<void> {
  // The last row with the handle, as the page's handle → row map has it.
  const reference = search.mouse === undefined ? undefined : mice.findLast((row) => row.general__handle === search.mouse)
  const target = reference ? targetFromMouse(reference) : search.mouse ? null : typedTarget(search)
  if (!target) return Promise.resolve()
  return prepareSimilarRanking(mice, target, {
    weights: weightsFromSearch(search),
    tolerances: tolerancesFromSearch(search),
    excludeHandle: reference?.general__handle,
    limit: similarResultLimit,
  })
}
