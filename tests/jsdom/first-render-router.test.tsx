import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { watchPagePending } from '../../web/lib/first-render'

// web/app-start.tsx renders the shell alone when the router shows the first page's loading note;
// it learns that from the router's stores, whose types promise only `get`. These run the router
// itself, so an upgrade that changes how its stores are watched fails here.
function routerWithSlowPage(pendingMs: number) {
  let releasePage: () => void = () => {}
  const pageHeld = new Promise<void>((resolve) => (releasePage = resolve))
  const rootRoute = createRootRoute()
  const slowRoute = createRoute({ getParentRoute: () => rootRoute, path: '/slow', loader: () => pageHeld })
  const router = createRouter({
    routeTree: rootRoute.addChildren([slowRoute]),
    history: createMemoryHistory({ initialEntries: ['/slow'] }),
    defaultPendingComponent: () => null,
    defaultPendingMs: pendingMs,
  })
  return { router, releasePage }
}

describe('watching for the first page’s loading note (watchPagePending)', () => {
  it('reports when the router gives up waiting for the page, once its stores hold the pending page', async () => {
    const { router, releasePage } = routerWithSlowPage(20)
    const seen: string[][] = []
    watchPagePending(router.stores.matches, () => seen.push(router.stores.matches.get().map((match) => match.status)))
    const load = router.load()
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(seen[0]).toEqual(['success', 'pending'])
    releasePage()
    await load
    expect(router.stores.matches.get().map((match) => match.status)).toEqual(['success', 'success'])
    // Each report saw the pending page (the router may publish it more than once); its arrival is no report.
    expect(seen.every((statuses) => statuses.includes('pending'))).toBe(true)
  })

  it('never reports a page that arrives within the wait', async () => {
    const { router, releasePage } = routerWithSlowPage(60_000)
    let reports = 0
    watchPagePending(router.stores.matches, () => reports++)
    const load = router.load()
    releasePage()
    await load
    expect(router.stores.matches.get().map((match) => match.status)).toEqual(['success', 'success'])
    expect(reports).toBe(0)
  })
})
