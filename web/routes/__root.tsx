import { createRootRouteWithContext, Outlet, useLocation, type ErrorComponentProps, type NotFoundRouteProps } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppShell } from '../features/shell/app-shell'
import { GenericErrorScreen, NotFoundScreen } from '../features/shell/error-screens'
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload'
import { messageOf, statusOf } from '../lib/http-error'
import { messages } from '../lib/messages'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}

/** Unmatched paths, and routes whose validity check threw notFound() with their own message. */
function RootNotFound({ data }: NotFoundRouteProps) {
  const location = useLocation()
  const message = (data as { message?: unknown } | undefined)?.message
  return <NotFoundScreen message={typeof message === 'string' ? message : messages.pageNotFoundAt(location.pathname)} />
}

function RootError({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error)) reloadOnceForChunkError(Date.now(), window.sessionStorage, () => window.location.reload())
  const status = statusOf(error)
  if (status === 404) return <NotFoundScreen message={messageOf(error) ?? messages.notFoundTitle} />
  return <GenericErrorScreen statusCode={status} errorMessage={messageOf(error)} />
}
