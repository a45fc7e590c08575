import { describe, expect, it } from 'vitest'
import { describeRedirectError, readRedirectError } from '../../web/features/auth/redirect-errors'
import { authMessages } from '../../web/lib/auth-messages'

describe('readRedirectError', () => {
  it('finds nothing in an ordinary URL (and leaves plain anchors alone)', () => {
    expect(readRedirectError('https://site.test/mouse/compare?p=A-vs.-B#specifications')).toBeNull()
    expect(readRedirectError('https://site.test/#access_token=x')).toBeNull()
  })
  it('reads error, error_description and error_code from the query and removes only them', () => {
    const found = readRedirectError('https://site.test/mouse/compare?p=A-vs.-B&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired#top')
    expect(found).toEqual({
      error: { error: 'access_denied', code: 'otp_expired', description: 'Email link is invalid or has expired' },
      cleanPath: '/mouse/compare?p=A-vs.-B#top',
    })
  })
  it('reads them from the hash (implicit flow) and drops an empty hash', () => {
    expect(readRedirectError('https://site.test/?x=1#error=server_error&error_description=Database+error')).toEqual({
      error: { error: 'server_error', code: undefined, description: 'Database error' },
      cleanPath: '/?x=1',
    })
    expect(readRedirectError('https://site.test/#error_description=Bad&sb=')!.cleanPath).toBe('/#sb=')
  })
  it('survives a relative or broken href', () => {
    expect(readRedirectError('/account?error=x')!.cleanPath).toBe('/account')
  })
})

describe('describeRedirectError', () => {
  it('an expired or used link', () => {
    expect(describeRedirectError({ error: 'access_denied', code: 'otp_expired', description: 'Email link is invalid or has expired' })).toBe(authMessages.linkExpired)
  })
  it('a known code', () => {
    expect(describeRedirectError({ error: 'invalid_request', code: 'flow_state_not_found', description: 'x' })).toBe(authMessages.linkExpired)
  })
  it('otherwise the service words, or the error name', () => {
    expect(describeRedirectError({ error: 'server_error', code: undefined, description: 'Database error saving new user' })).toBe('Sign-in did not complete: Database error saving new user')
    expect(describeRedirectError({ error: 'temporarily_unavailable', code: undefined, description: undefined })).toBe('Sign-in did not complete: temporarily unavailable')
  })
})
