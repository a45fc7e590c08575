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

describe('readRedirectError on random URLs (fuzz)', () => {
  const pieces = ['error', 'error_description', 'error_code', 'x', 'p', '=', '&', '#', '?', '%', '%zz', '+', '', 'access_denied', '\u0000', '😀', '/', '..']
  let seed = 21
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const randomUrl = () => `https://site.test/${Array.from({ length: Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('')}`

  it('never throws; finds an error only where an error parameter has a value, and removes the error parameters', () => {
    for (let run = 0; run < 2_000; run += 1) {
      const href = randomUrl()
      const found = readRedirectError(href)
      if (!found) continue
      expect(found.error.error, href).not.toBe('')
      const again = readRedirectError(new URL(found.cleanPath, 'https://site.test').href)
      expect(again, href).toBeNull()
    }
  })
})
