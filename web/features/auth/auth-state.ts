/**
 * The sign-in session in shared state (SPEC §3 Sign-in session, §4 Session): the session and user
 * follow supabase-js's auth events. Pure: the store (auth-store.ts) feeds it the events.
 */
import type { Session, User } from '@supabase/supabase-js'

export const authEvents = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const
export type AuthEventName = (typeof authEvents)[number]

export interface AuthState {
  /** False until the stored session has been read (INITIAL_SESSION). */
  ready: boolean
  session: Session | null
  user: User | null
  lastEvent: AuthEventName | null
  /** The visitor came back from a password-recovery link and should choose a new password. */
  recovering: boolean
}

export const initialAuthState: AuthState = { ready: false, session: null, user: null, lastEvent: null, recovering: false }

export function isAuthEvent(event: string): event is AuthEventName {
  return (authEvents as readonly string[]).includes(event)
}

/** The state after one auth event. Unknown events change nothing. */
export function nextAuthState(state: AuthState, event: string, session: Session | null): AuthState {
  if (!isAuthEvent(event)) return state
  switch (event) {
    case 'SIGNED_OUT':
      return { ready: true, session: null, user: null, lastEvent: event, recovering: false }
    case 'PASSWORD_RECOVERY':
      return { ready: true, session, user: session?.user ?? state.user, lastEvent: event, recovering: true }
    case 'USER_UPDATED':
      // A password change ends the recovery.
      return { ready: true, session: session ?? state.session, user: session?.user ?? state.user, lastEvent: event, recovering: false }
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'MFA_CHALLENGE_VERIFIED':
      return { ready: true, session, user: session?.user ?? null, lastEvent: event, recovering: session ? state.recovering : false }
  }
}

/**
 * Whether this event brings a user whose items have not been merged in this page yet: a sign-in,
 * or a stored session found at start (another tab or an earlier visit signed in).
 */
export function needsItemSync(previous: AuthState, next: AuthState, syncedUserId: string | null): boolean {
  const id = next.user?.id ?? null
  if (id === null || id === syncedUserId) return false
  return next.lastEvent === 'SIGNED_IN' || next.lastEvent === 'INITIAL_SESSION' || previous.user?.id !== id
}

/** How the account is named in the UI: email, else phone, else a neutral word. */
export function userLabel(user: Pick<User, 'email' | 'phone'> | null): string {
  return user?.email || (user?.phone ? `+${user.phone.replace(/^\+/, '')}` : '') || 'your account'
}
