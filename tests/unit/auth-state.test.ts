import type { Session, User } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { authEvents, initialAuthState, needsItemSync, nextAuthState, userLabel } from '../../web/features/auth/auth-state'

const user = (id: string) => ({ id, email: `${id}@example.com`, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' }) as User
const session = (id: string, token = 't') => ({ access_token: token, refresh_token: 'r', expires_in: 3600, expires_at: 1, token_type: 'bearer', user: user(id) }) as Session

describe('nextAuthState (SPEC §4 Session events)', () => {
  it('lists the seven events', () => {
    expect(authEvents).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'])
  })
  it('is ready after the initial session, with or without one', () => {
    expect(nextAuthState(initialAuthState, 'INITIAL_SESSION', null)).toEqual({ ready: true, session: null, user: null, lastEvent: 'INITIAL_SESSION', recovering: false })
    expect(nextAuthState(initialAuthState, 'INITIAL_SESSION', session('a')).user?.id).toBe('a')
  })
  it('follows sign-in, refresh, MFA verification and user updates', () => {
    let state = nextAuthState(initialAuthState, 'SIGNED_IN', session('a'))
    expect(state.session?.access_token).toBe('t')
    state = nextAuthState(state, 'TOKEN_REFRESHED', session('a', 't2'))
    expect(state.session?.access_token).toBe('t2')
    state = nextAuthState(state, 'MFA_CHALLENGE_VERIFIED', session('a', 't3'))
    expect(state).toMatchObject({ lastEvent: 'MFA_CHALLENGE_VERIFIED', session: { access_token: 't3' } })
    state = nextAuthState(state, 'USER_UPDATED', { ...session('a', 't3'), user: { ...user('a'), email: 'new@example.com' } })
    expect(state.user?.email).toBe('new@example.com')
  })
  it('clears everything on sign-out', () => {
    const state = nextAuthState(nextAuthState(initialAuthState, 'SIGNED_IN', session('a')), 'SIGNED_OUT', null)
    expect(state).toEqual({ ready: true, session: null, user: null, lastEvent: 'SIGNED_OUT', recovering: false })
  })
  it('marks a password recovery until the user is updated', () => {
    let state = nextAuthState(initialAuthState, 'PASSWORD_RECOVERY', session('a'))
    expect(state.recovering).toBe(true)
    state = nextAuthState(state, 'TOKEN_REFRESHED', session('a'))
    expect(state.recovering).toBe(true)
    state = nextAuthState(state, 'USER_UPDATED', session('a'))
    expect(state.recovering).toBe(false)
  })
  it('ignores unknown events', () => {
    const state = nextAuthState(initialAuthState, 'SIGNED_IN', session('a'))
    expect(nextAuthState(state, 'SOMETHING_NEW', null)).toBe(state)
  })
})

describe('needsItemSync', () => {
  it('syncs a new user once, on sign-in or a stored session', () => {
    const signedIn = nextAuthState(initialAuthState, 'SIGNED_IN', session('a'))
    expect(needsItemSync(initialAuthState, signedIn, null)).toBe(true)
    expect(needsItemSync(initialAuthState, signedIn, 'a')).toBe(false)
    const stored = nextAuthState(initialAuthState, 'INITIAL_SESSION', session('b'))
    expect(needsItemSync(initialAuthState, stored, null)).toBe(true)
    expect(needsItemSync(signedIn, nextAuthState(signedIn, 'TOKEN_REFRESHED', session('a')), 'a')).toBe(false)
    expect(needsItemSync(initialAuthState, nextAuthState(initialAuthState, 'INITIAL_SESSION', null), null)).toBe(false)
  })
})

describe('userLabel', () => {
  it('prefers the email, then the phone', () => {
    expect(userLabel({ email: 'a@example.com', phone: '15551234567' })).toBe('a@example.com')
    expect(userLabel({ email: '', phone: '15551234567' })).toBe('+15551234567')
    expect(userLabel(null)).toBe('your account')
  })
})
