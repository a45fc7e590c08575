/**
 * The sign-in session in shared state: one store for the page, fed by supabase-js's
 * onAuthStateChange (which also runs the token refresh), read with useAuth(). No provider is
 * needed, so any lazily loaded piece (top bar entry, save and favourite buttons) shares it.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { AuthError } from '@supabase/supabase-js'
import { loadAuthClient } from './auth-client'
import { describeAuthError } from './auth-errors'
import { initialAuthState, nextAuthState, type AuthState } from './auth-state'
import type { Identifier, PasswordCredentials, VerifyParams } from './auth-validation'

let state: AuthState = initialAuthState
const listeners = new Set<() => void>()
let started: Promise<void> | undefined
let unsubscribe: (() => void) | undefined

function emit() {
  for (const listener of listeners) listener()
}

export function getAuthState(): AuthState {
  return state
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Starts following the auth events (once per page). */
export function startAuth(): Promise<void> {
  started ??= loadAuthClient().then((client) => {
    const { data } = client.auth.onAuthStateChange((event, session) => {
      state = nextAuthState(state, event, session)
      emit()
    })
    unsubscribe = () => data.subscription.unsubscribe()
  })
  return started
}

/** The session and user, following the auth events. */
export function useAuth(): AuthState {
  useEffect(() => {
    void startAuth()
  }, [])
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState)
}

/** Tests only: forget the session state and the subscription (each test starts signed out). */
export function resetAuthStoreForTests(): void {
  unsubscribe?.()
  unsubscribe = undefined
  started = undefined
  state = initialAuthState
  emit()
}

export type AuthResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string }

function failure(error: unknown): { ok: false; message: string } {
  return { ok: false, message: describeAuthError(error) }
}

async function run<T>(work: () => Promise<{ error: AuthError | null } & T>): Promise<AuthResult<T>> {
  try {
    const result = await work()
    if (result.error) return failure(result.error)
    return { ok: true, value: result }
  } catch (error) {
    return failure(error)
  }
}

export async function signInWithPassword(credentials: PasswordCredentials): Promise<AuthResult> {
  const result = await run(async () => (await loadAuthClient()).auth.signInWithPassword(credentials))
  return result.ok ? { ok: true, value: undefined } : result
}

/** Signs up; `signedIn` is false when the service first wants the address confirmed. */
export async function signUp(credentials: PasswordCredentials): Promise<AuthResult<{ signedIn: boolean }>> {
  const result = await run(async () =>
    (await loadAuthClient()).auth.signUp({ ...credentials, options: 'email' in credentials ? { emailRedirectTo: window.location.href } : undefined }),
  )
  return result.ok ? { ok: true, value: { signedIn: result.value.data.session !== null } } : result
}

/** Sends a one-time code (and, by email, a sign-in link) to an address. */
export async function sendOneTimeCode(identifier: Identifier): Promise<AuthResult> {
  const result = await run(async () => {
    const client = await loadAuthClient()
    return identifier.kind === 'email'
      ? client.auth.signInWithOtp({ email: identifier.email, options: { emailRedirectTo: window.location.href } })
      : client.auth.signInWithOtp({ phone: identifier.phone })
  })
  return result.ok ? { ok: true, value: undefined } : result
}

export async function verifyOneTimeCode(params: VerifyParams): Promise<AuthResult> {
  const result = await run(async () => (await loadAuthClient()).auth.verifyOtp(params))
  return result.ok ? { ok: true, value: undefined } : result
}

export async function updatePassword(password: string): Promise<AuthResult> {
  const result = await run(async () => (await loadAuthClient()).auth.updateUser({ password }))
  return result.ok ? { ok: true, value: undefined } : result
}

/** Signs out of this device. The local session is removed even if the service cannot be reached. */
export async function signOut(): Promise<AuthResult> {
  const result = await run(async () => (await loadAuthClient()).auth.signOut({ scope: 'local' }))
  return result.ok ? { ok: true, value: undefined } : result
}
