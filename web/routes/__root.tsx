import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppShell } from '../features/shell/app-shell'
import { RouteError, RouteNotFound } from '../features/shell/route-error'
import { clientRouteRuleHref } from '../lib/route-rules'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Route rules (web/lib/route-rules.ts) are server redirects: a location that matches one is
  // left by a full page load, so the worker's redirect (internal or external) takes effect.
  // The root route enters once, on the app's first load; every later navigation 'stay's.
  beforeLoad: async ({ location, cause, preload }) => {
    if (preload || typeof window === 'undefined') return
    const href = clientRouteRuleHref(location, cause === 'enter')
    if (href === undefined) return
    window.location.assign(href)
    // Hold the router here until the browser leaves, so no 404 flashes in between.
    await new Promise<void>(() => {})
  },
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
