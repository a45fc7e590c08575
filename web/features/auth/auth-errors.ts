/**
 * Auth errors as people read them (SPEC §8). Accepts what supabase-js throws or returns (AuthError
 * subclasses: name, status, code, reasons) and raw service bodies: the code is read from `code` or
 * `error_code`, the message from `msg`, `message`, `error_description` or `error`.
 */
import { authMessages } from '../../lib/auth-messages'

export interface AuthErrorFacts {
  name: string | undefined
  status: number | undefined
  code: string | undefined
  message: string | undefined
  reasons: string[]
}

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** The facts of any thrown or returned value (never throws). */
export function authErrorFacts(error: unknown): AuthErrorFacts {
  if (typeof error === 'string') return { name: undefined, status: undefined, code: undefined, message: stringOf(error), reasons: [] }
  if (typeof error !== 'object' || error === null) return { name: undefined, status: undefined, code: undefined, message: undefined, reasons: [] }
  const record = error as Record<string, unknown>
  const weak = record.weak_password as Record<string, unknown> | undefined
  const reasonList = Array.isArray(record.reasons) ? record.reasons : Array.isArray(weak?.reasons) ? weak.reasons : []
  const status = typeof record.status === 'number' ? record.status : typeof record.statusCode === 'number' ? record.statusCode : undefined
  return {
    name: stringOf(record.name),
    status,
    code: stringOf(record.code) ?? stringOf(record.error_code),
    message: stringOf(record.msg) ?? stringOf(record.message) ?? stringOf(record.error_description) ?? stringOf(record.error),
    reasons: reasonList.filter((reason): reason is string => typeof reason === 'string'),
  }
}

/** Statuses supabase-js treats as retryable network failures (0: no response at all). */
export const retryableStatuses: readonly number[] = [0, 502, 503, 504]

export function isRetryableAuthError(error: unknown): boolean {
  const facts = authErrorFacts(error)
  return facts.name === 'AuthRetryableFetchError' || (facts.status !== undefined && retryableStatuses.includes(facts.status))
}

function weakPasswordMessage(reasons: readonly string[]): string {
  const known = [...new Set(reasons)].map((reason) => authMessages.weakPasswordReasons[reason]).filter((text): text is string => text !== undefined)
  return known.length > 0 ? `${authMessages.weakPassword}: ${known.join('; ')}.` : `${authMessages.weakPassword}.`
}

const byCode: Record<string, string> = {
  invalid_credentials: authMessages.invalidCredentials,
  session_not_found: authMessages.sessionMissing,
  session_expired: authMessages.sessionMissing,
  refresh_token_not_found: authMessages.sessionMissing,
  refresh_token_already_used: authMessages.sessionMissing,
  bad_jwt: authMessages.invalidJwt,
  no_authorization: authMessages.sessionMissing,
  email_not_confirmed: authMessages.emailNotConfirmed,
  phone_not_confirmed: authMessages.phoneNotConfirmed,
  user_already_exists: authMessages.alreadyRegistered,
  email_exists: authMessages.alreadyRegistered,
  phone_exists: authMessages.alreadyRegistered,
  otp_expired: authMessages.codeExpired,
  otp_disabled: authMessages.noAccountForCode,
  over_request_rate_limit: authMessages.tooManyAttempts,
  over_email_send_rate_limit: authMessages.tooManyAttempts,
  over_sms_send_rate_limit: authMessages.tooManyAttempts,
  signup_disabled: authMessages.signUpDisabled,
  email_provider_disabled: authMessages.signUpDisabled,
  phone_provider_disabled: authMessages.signUpDisabled,
  email_address_invalid: authMessages.invalidIdentifier,
  same_password: authMessages.samePassword,
  flow_state_expired: authMessages.linkExpired,
  flow_state_not_found: authMessages.linkExpired,
}

/** One clear sentence for any auth error. */
export function describeAuthError(error: unknown): string {
  const facts = authErrorFacts(error)
  if (facts.name === 'AuthWeakPasswordError' || facts.code === 'weak_password') return weakPasswordMessage(facts.reasons)
  if (facts.name === 'AuthSessionMissingError' || facts.message === 'Auth session missing!') return authMessages.sessionMissing
  if (isRetryableAuthError(error)) return authMessages.networkFailure
  if (facts.name === 'AuthInvalidTokenResponseError') return authMessages.invalidTokenResponse
  if (facts.name === 'AuthInvalidJwtError') return authMessages.invalidJwt
  if (facts.code && byCode[facts.code]) return byCode[facts.code]!
  if (facts.message === 'Invalid login credentials') return authMessages.invalidCredentials
  if (facts.name === 'AuthImplicitGrantRedirectError' || facts.name === 'AuthPKCEGrantCodeExchangeError' || facts.name === 'AuthPKCECodeVerifierMissingError') {
    return authMessages.redirectFailed(facts.message ?? authMessages.unknownError)
  }
  // Client-side validation errors of supabase-js already say it plainly (the SPEC §5 texts).
  if (facts.name === 'AuthInvalidCredentialsError' && facts.message) return facts.message
  if (facts.status === 429) return authMessages.tooManyAttempts
  // A browser fetch that never got a response ('Failed to fetch', 'NetworkError …', 'Load failed').
  if (facts.name === 'TypeError' && facts.message && /fetch|network|load failed/i.test(facts.message)) return authMessages.networkFailure
  return authMessages.unknownError
}

/**
 * A refusal of the account's own limits (supabase/migrations/20261123000200_account_limits.sql):
 * PostgREST passes the database's hint ('limit:…' or 'invalid:…') and sentence through. The
 * known limits get the site's text; any other refusal of an argument keeps the database's
 * sentence, which is written for people. Undefined for anything else.
 */
export function describeAccountRefusal(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { hint, message } = error as { hint?: unknown; message?: unknown }
  if (typeof hint !== 'string') return undefined
  if (hint === 'limit:saved_comparisons') return authMessages.tooManyComparisons
  if (hint === 'limit:favourites') return authMessages.tooManyFavourites
  if (hint === 'limit:payload') return authMessages.tooMuchToMerge
  if (hint.startsWith('invalid:') && typeof message === 'string' && message !== '') return message
  return undefined
}
