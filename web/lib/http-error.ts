/**
 * An error that carries an HTTP-like status, so the error screen can tell "not found" (404)
 * from everything else (SPEC §2 Error screens) and show "Status code:".
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status
  if (typeof error === 'object' && error !== null) {
    const candidate = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 100 && candidate <= 599) return candidate
  }
  return undefined
}

export function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined
  if (typeof error === 'string') return error || undefined
  return undefined
}
