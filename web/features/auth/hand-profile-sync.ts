/**
 * The visitor's hand in the account (issue 22), next to the saved comparisons and favourites
 * (user-items-store.ts), loaded by the hand store (web/features/fit/hand-store.ts) only when
 * Supabase is configured:
 *
 * - on sign-in (or a stored session found at start), this device's hand is merged into the
 *   account: the account's hand wins unless it has none (api.merge_hand_profile), and the result
 *   becomes this device's hand;
 * - while signed in, each change on this device is saved to the account (api.set_hand_profile,
 *   api.clear_hand_profile); a failure is reported and the hand stays on this device;
 * - signed out, the hand simply stays on this device.
 *
 * What it has to say (the account's hand is now in use, saving failed) goes to the hand store and
 * is shown with the hand, not as a notification: the notifications' code is shared by the other
 * sign-in pieces, and importing it here would change how the bundler splits the code every page
 * loads first.
 */
import { authMessages } from '../../lib/auth-messages'
import { describeHand, sameHand, type HandProfile } from '../../lib/hand-profile'
import { getStoredHandState, setHandAccountMessage, storeHand } from '../fit/public'
import { loadAuthClient } from './auth-client'
import { describeAuthError } from './auth-errors'
import { needsItemSync, type AuthState } from './auth-state'
import { getAuthState, startAuth, subscribeAuth } from './auth-store'
import { handProfileArgs, parseAccountHand } from './hand-profile-account'

let started = false
let stopAuth: (() => void) | undefined
let previousAuth: AuthState = getAuthState()
let syncedUserId: string | null = null
/** The latest change waiting for the merge to finish (undefined: none). */
let pending: { hand: HandProfile | null } | undefined
let merging: Promise<void> | undefined

function describeFailure(error: unknown, status?: number): string {
  if (status === 401 || status === 403) return authMessages.sessionMissing
  return describeAuthError(status === 0 || status === undefined ? { ...(error as object), status: 0 } : error)
}

async function merge(userId: string): Promise<void> {
  const local = getStoredHandState().stored
  try {
    const client = await loadAuthClient()
    const { data, error, status } = await client.rpc('merge_hand_profile', local ? handProfileArgs(local) : {})
    if (getAuthState().user?.id !== userId) return
    if (error) {
      syncedUserId = null
      setHandAccountMessage({ kind: 'error', text: `${authMessages.saveFailed(describeFailure(error, status))} ${authMessages.handKeptOnDevice}` })
      return
    }
    const account = parseAccountHand(data)
    if (account && !sameHand(account, local)) {
      storeHand(account, 'account')
      if (local) setHandAccountMessage({ kind: 'info', text: authMessages.handFromAccount(describeHand(account)) })
    }
  } catch (error) {
    syncedUserId = null
    setHandAccountMessage({ kind: 'error', text: `${authMessages.saveFailed(describeAuthError(error))} ${authMessages.handKeptOnDevice}` })
  }
}

function onAuthChange() {
  const auth = getAuthState()
  const previous = previousAuth
  previousAuth = auth
  if (!auth.user) {
    syncedUserId = null
    return
  }
  if (needsItemSync(previous, auth, syncedUserId)) {
    const userId = auth.user.id
    syncedUserId = userId
    // Never call supabase-js from inside its own auth callback: it holds a lock there.
    merging = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => merge(userId))
      .finally(() => {
        merging = undefined
        const change = pending
        pending = undefined
        if (change) void saveHandToAccount(change.hand)
      })
  }
}

/** Starts following the session (once per page). */
export function startHandProfileSync(): void {
  if (started) return
  started = true
  stopAuth = subscribeAuth(onAuthChange)
  onAuthChange()
  void startAuth()
}

/** Saves this device's new hand (null: cleared) to the account when signed in; true when saved (or nothing to do). */
export async function saveHandToAccount(hand: HandProfile | null): Promise<boolean> {
  const auth = getAuthState()
  if (!auth.user) return true
  if (merging) {
    // After the merge, so the account's hand does not overwrite this newer change.
    pending = { hand }
    return true
  }
  try {
    const client = await loadAuthClient()
    const { error, status } = hand ? await client.rpc('set_hand_profile', handProfileArgs(hand)) : await client.rpc('clear_hand_profile')
    if (error) {
      setHandAccountMessage({ kind: 'error', text: `${authMessages.saveFailed(describeFailure(error, status))} ${authMessages.handKeptOnDevice}` })
      return false
    }
    return true
  } catch (error) {
    setHandAccountMessage({ kind: 'error', text: `${authMessages.saveFailed(describeAuthError(error))} ${authMessages.handKeptOnDevice}` })
    return false
  }
}

/** Tests only. */
export function resetHandProfileSyncForTests(): void {
  stopAuth?.()
  stopAuth = undefined
  started = false
  syncedUserId = null
  pending = undefined
  merging = undefined
  previousAuth = getAuthState()
}
