/**
 * Failures of the data layer as one typed error with a message a visitor can read. Whether a
 * failure is worth retrying is decided here, from SPEC §7: network failures, and statuses
 * 408, 409, 425, 429, 500, 502, 503 and 504; never other 4xx.
 */

export type DataErrorKind = 'network' | 'http' | 'invalid-response'

export const retryableStatuses: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]
export const maxNetworkRetries = 3

export class DataError extends Error {
  override name = 'DataError'
  constructor(
    readonly kind: DataErrorKind,
    /** What was being read, for the message and the logs. */
    readonly resource: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(describe(kind, resource, status))
  }
}

function describe(kind: DataErrorKind, resource: string, status?: number): string {
  const what = resource.replaceAll('_', ' ')
  switch (kind) {
    case 'network':
      return `Could not reach the catalogue to load ${what}. Check your connection and try again.`
    case 'invalid-response':
      return `The catalogue sent ${what} in a form this page cannot read. Please try again later.`
    case 'http':
      if (status === 401 || status === 403) return `The catalogue refused to share ${what} (status ${status}).`
      if (status === 429) return `Too many requests for ${what} right now. Please wait a moment and try again.`
      return `The catalogue could not load ${what} (status ${status ?? 'unknown'}). Please try again later.`
  }
}

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof DataError)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && error.status !== undefined && retryableStatuses.includes(error.status)
}

/** React Query's `retry` option: up to 3 retries, only for retryable failures. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < maxNetworkRetries && isRetryable(error)
}

/** Exponential back-off between retries, capped so a page never waits long. */
export function retryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 4_000)
}

export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError'
}
