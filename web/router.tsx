import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { RouteError, RouteNotFound } from './features/shell/route-error'
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
    defaultNotFoundComponent: RouteNotFound,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
