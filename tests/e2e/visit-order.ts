/**
 * The order in which a file visits its pages when it moves between them with the app's router
 * (`navigateInApp`, browser.ts). A page of the same path as the one before keeps its components
 * mounted, and with them their state, so such a pair needs a fresh load; spreading each path's
 * pages through the visit avoids most of those loads. Each path's pages keep their order (a later
 * state may rely on an earlier one: a mouse's page viewed before the "recently viewed" list).
 */
export const pathOf = (url: string) => url.split('?')[0]!

/**
 * `items` reordered so that no two neighbours share a path where that can be avoided: at each
 * step, the next item of the path with the most items left, among the paths other than the last
 * one's; ties go to the path that comes first in `items`.
 */
export function spreadByPath<T>(items: readonly T[], url: (item: T) => string): T[] {
  const queues = new Map<string, T[]>()
  for (const item of items) {
    const path = pathOf(url(item))
    queues.set(path, [...(queues.get(path) ?? []), item])
  }
  const order: T[] = []
  let last: string | undefined
  while (order.length < items.length) {
    let pick: string | undefined
    for (const [path, queue] of queues) {
      if (queue.length === 0 || path === last) continue
      if (pick === undefined || queue.length > queues.get(pick)!.length) pick = path
    }
    // Only the last path has items left: they follow one another.
    pick ??= last!
    order.push(queues.get(pick)!.shift()!)
    last = pick
  }
  return order
}

/** Whether going from `previous` (none: the page is new) to `next` needs a fresh load rather than the app's router. */
export const needsFreshLoad = (previous: string | undefined, next: string) => previous === undefined || pathOf(previous) === pathOf(next)
