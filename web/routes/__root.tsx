import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import { AppShell } from '../features/shell/app-shell'
import { HeadContent } from '../features/shell/head-content'
import { PageHeldContext } from '../features/shell/page-held'
import { RouteError, RouteNotFound, RoutePending } from '../features/shell/route-error'
import { pageHead } from '../lib/page-head'
import { isPreviewActive } from '../lib/preview-session'
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
  // Defaults every page's head overrides: the site name as the title. A page in test mode is
  // never for indexing, whatever the page (SPEC §4; issue 17): no route sets robots, so this holds.
  head: () => {
    const head = pageHead({ title: undefined, description: undefined })
    return isPreviewActive() ? { meta: [...head.meta, { name: 'robots', content: 'noindex' }] } : head
  },
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function RootLayout() {
  // While app-start holds the first page out of the shell, its loading note stands in for it.
  const pageHeld = useContext(PageHeldContext)
  return (
    <>
      <HeadContent />
      <AppShell>{pageHeld ? <RoutePending /> : <Outlet />}</AppShell>
    </>
  )
}
