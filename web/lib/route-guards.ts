import { notFound } from '@tanstack/react-router'
import { HttpError } from './http-error'
import { messages } from './messages'

/**
 * SPEC §5 Routes: a route's validity check that fails shows 404 'Page Not Found: {fullPath}',
 * or the status the check gives.
 */
export function failRouteCheck(fullPath: string, status = 404): never {
  if (status !== 404) throw new HttpError(status, messages.routeNotFoundAt(fullPath))
  throw notFound({ data: { message: messages.routeNotFoundAt(fullPath) } })
}
