import { Text } from '@chakra-ui/react'
import { useLocation, type ErrorComponentProps, type NotFoundRouteProps } from '@tanstack/react-router'
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload'
import { DataError } from '../../lib/data-errors'
import { messageOf, statusOf } from '../../lib/http-error'
import { messages } from '../../lib/messages'
import { GenericErrorScreen, NotFoundScreen } from './error-screens'

/** Unmatched paths ('Page not found: {path}'), and validity checks that threw notFound() with their own message. */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  const location = useLocation()
  const message = (data as { message?: unknown } | undefined)?.message
  return <NotFoundScreen message={typeof message === 'string' ? message : messages.pageNotFoundAt(location.pathname)} />
}

/**
 * Any error a route throws: 404s get the not-found screen, the rest the generic one (SPEC §2). A
 * failure of the data layer is never 'Page not found', whatever its status: a catalogue file that
 * cannot be read (a 404 while a deploy goes out, a 5xx, bad JSON) gets the error screen with its
 * status and 'Try again'; the page itself exists.
 */
export function RouteError({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error)) reloadOnceForChunkError(Date.now(), window.sessionStorage, () => window.location.reload())
  const status = statusOf(error)
  if (status === 404 && !(error instanceof DataError)) return <NotFoundScreen message={messageOf(error) ?? messages.notFoundTitle} />
  return <GenericErrorScreen statusCode={status} errorMessage={messageOf(error)} />
}

/** A page still loading after a second (router.tsx defaultPendingMs): said politely, in the shell. */
export function RoutePending() {
  return (
    <Text role="status" color="fg.muted" textAlign="center" py={{ base: '16', md: '24' }} px="4" data-testid="page-loading">
      {messages.pageLoading}
    </Text>
  )
}
