import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { RouteError, RouteNotFound, RoutePending } from './features/shell/route-error'
import { routeTree } from './route-tree.gen'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router only asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    notFoundMode: 'root',
    // A failing page renders its error inside the shell: the top bar and menus keep working.
    defaultErrorComponent: RouteError,
    // A page whose code or data takes longer than a second shows the shell with a loading note
    // in its place, instead of a blank screen (a slow phone network, a slow data API).
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 1000,
    defaultNotFoundComponent: RouteNotFound,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
