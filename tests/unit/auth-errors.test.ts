import { AuthApiError, AuthImplicitGrantRedirectError, AuthInvalidCredentialsError, AuthInvalidJwtError, AuthInvalidTokenResponseError, AuthRetryableFetchError, AuthSessionMissingError, AuthUnknownError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { authErrorFacts, describeAuthError, isRetryableAuthError } from '../../web/features/auth/auth-errors'
import { authMessages } from '../../web/lib/auth-messages'

describe('authErrorFacts (SPEC §8: code from code or error_code; message from msg, message, error_description or error)', () => {
  it('reads the code from code, else error_code', () => {
    expect(authErrorFacts({ code: 'a', error_code: 'b' }).code).toBe('a')
    expect(authErrorFacts({ error_code: 'b' }).code).toBe('b')
  })
  it('reads the message in the spec order', () => {
    expect(authErrorFacts({ msg: '1', message: '2', error_description: '3', error: '4' }).message).toBe('1')
    expect(authErrorFacts({ message: '2', error_description: '3', error: '4' }).message).toBe('2')
    expect(authErrorFacts({ error_description: '3', error: '4' }).message).toBe('3')
    expect(authErrorFacts({ error: '4' }).message).toBe('4')
  })
  it('reads weak-password reasons from the error or the body', () => {
    expect(authErrorFacts({ weak_password: { reasons: ['length', 7] } }).reasons).toEqual(['length'])
    expect(authErrorFacts(new AuthWeakPasswordError('weak', 422, ['pwned'])).reasons).toEqual(['pwned'])
  })
  it.each([null, undefined, 42, 'text', [], {}])('never throws on %j', (value) => {
    expect(() => authErrorFacts(value)).not.toThrow()
    expect(describeAuthError(value)).toBeTypeOf('string')
  })
})

describe('describeAuthError', () => {
  it('session missing', () => {
    expect(describeAuthError(new AuthSessionMissingError())).toBe(authMessages.sessionMissing)
    expect(describeAuthError({ message: 'Auth session missing!' })).toBe(authMessages.sessionMissing)
    expect(describeAuthError({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' })).toBe(authMessages.sessionMissing)
  })
  it('invalid credentials, by code or by the legacy message', () => {
    expect(describeAuthError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe(authMessages.invalidCredentials)
    expect(describeAuthError({ error: 'invalid_grant', error_description: 'Invalid login credentials' })).toBe(authMessages.invalidCredentials)
  })
  it('weak password with its reasons', () => {
    expect(describeAuthError(new AuthWeakPasswordError('Password is too weak', 422, ['length', 'characters']))).toBe(
      'Choose a stronger password: it is too short; mix lower and upper case letters, digits and symbols.',
    )
    expect(describeAuthError({ code: 'weak_password', msg: 'weak', weak_password: { reasons: ['pwned', 'pwned'] } })).toBe(
      'Choose a stronger password: it has appeared in a data breach, so it is easy to guess.',
    )
    expect(describeAuthError({ code: 'weak_password', weak_password: { reasons: ['unknown'] } })).toBe('Choose a stronger password.')
  })
  it.each([0, 502, 503, 504])('retryable fetch error, status %i', (status) => {
    const error = new AuthRetryableFetchError('Failed to fetch', status)
    expect(isRetryableAuthError(error)).toBe(true)
    expect(describeAuthError(error)).toBe(authMessages.networkFailure)
    expect(describeAuthError({ status, message: 'Bad gateway' })).toBe(authMessages.networkFailure)
  })
  it('a browser fetch failure', () => {
    expect(describeAuthError(new TypeError('Failed to fetch'))).toBe(authMessages.networkFailure)
  })
  it('invalid token response, invalid JWT, redirect errors', () => {
    expect(describeAuthError(new AuthInvalidTokenResponseError())).toBe(authMessages.invalidTokenResponse)
    expect(describeAuthError(new AuthInvalidJwtError('Invalid JWT structure'))).toBe(authMessages.invalidJwt)
    expect(describeAuthError({ code: 'bad_jwt', msg: 'invalid JWT: token is expired' })).toBe(authMessages.invalidJwt)
    expect(describeAuthError(new AuthImplicitGrantRedirectError('Email link is invalid or has expired'))).toBe('Sign-in did not complete: Email link is invalid or has expired')
  })
  it('passes on the SPEC §5 texts supabase-js itself raises', () => {
    expect(describeAuthError(new AuthInvalidCredentialsError('You must provide either an email or phone number and a password'))).toBe(
      'You must provide either an email or phone number and a password',
    )
  })
  it.each([
    ['email_not_confirmed', authMessages.emailNotConfirmed],
    ['user_already_exists', authMessages.alreadyRegistered],
    ['otp_expired', authMessages.codeExpired],
    ['over_email_send_rate_limit', authMessages.tooManyAttempts],
    ['signup_disabled', authMessages.signUpDisabled],
    ['otp_disabled', authMessages.noAccountForCode],
  ])('code %s', (code, text) => {
    expect(describeAuthError(new AuthApiError('server words', 400, code))).toBe(text)
  })
  it('rate limiting by status', () => {
    expect(describeAuthError({ status: 429, message: 'slow down' })).toBe(authMessages.tooManyAttempts)
  })
  it('unknown errors', () => {
    expect(describeAuthError(new AuthUnknownError('boom', new Error('x')))).toBe(authMessages.unknownError)
    expect(describeAuthError(new AuthApiError('weird', 400, 'something_new'))).toBe(authMessages.unknownError)
  })
})
