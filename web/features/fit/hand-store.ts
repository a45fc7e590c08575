/**
 * The visitor's hand, wherever it comes from (issue 22):
 *
 * 1. the page's URL (`hand=190x85-claw`): a shared link shows the sender's hand, without replacing
 *    the visitor's own;
 * 2. this browser's storage (storageKeys.handProfile), which
 * 3. the account keeps in step when signed in (web/features/auth/hand-profile-sync.ts, loaded only
 *    when Supabase is configured): on sign-in the account's hand wins unless it has none, and each
 *    change here is saved there.
 *
 * One store for the page (useSyncExternalStore), so every component that shows a fit agrees; other
 * tabs' changes arrive through the storage event.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { parseHandParam, sameHand, serializeHandParam, serializeStoredHand, type HandProfile, type LengthUnit } from '../../lib/hand-profile'
import { publicEnv } from '../../lib/public-env'
import { parseHandUnit, parseStoredHand, safeStorage, storageKeys } from '../../lib/storage-keys'

/** What the account side has to say about the hand: its hand replaced this device's, or saving failed. */
export interface HandAccountMessage {
  kind: 'info' | 'error'
  text: string
}

export interface StoredHandState {
  /** This device's hand (the account's, once synced); null when none is set. */
  stored: HandProfile | null
  /** The unit the hand form shows. */
  unit: LengthUnit
  /** Shown with the hand (not as a notification: see hand-profile-sync.ts); null when there is nothing to say. */
  accountMessage: HandAccountMessage | null
}

let state: StoredHandState | undefined
const listeners = new Set<() => void>()

function readStorage(): StoredHandState {
  return { stored: parseStoredHand(safeStorage.get(storageKeys.handProfile)), unit: parseHandUnit(safeStorage.get(storageKeys.handUnit)), accountMessage: null }
}

export function getStoredHandState(): StoredHandState {
  state ??= readStorage()
  return state
}

function emit(next: StoredHandState) {
  state = next
  for (const listener of listeners) listener()
}

function onStorageEvent(event: StorageEvent) {
  if (event.key === null || event.key === storageKeys.handProfile || event.key === storageKeys.handUnit) {
    const next = readStorage()
    const current = getStoredHandState()
    if (!sameHand(next.stored, current.stored) || next.unit !== current.unit) emit({ ...next, accountMessage: current.accountMessage })
  }
}

export function subscribeStoredHand(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorageEvent)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorageEvent)
  }
}

/** localStorage.removeItem where storage may be blocked (safeStorage has no remove: only this page needs one). */
function removeStored(key: string) {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // Blocked storage: nothing was kept.
  }
}

type AccountSync = typeof import('../auth/hand-profile-sync')
let accountSync: Promise<AccountSync> | undefined

/** The account side, loaded and started on first use when Supabase is configured (else undefined). */
export function startHandAccountSync(): Promise<AccountSync> | undefined {
  if (!publicEnv.supabase) return undefined
  accountSync ??= import('../auth/hand-profile-sync').then((module) => {
    module.startHandProfileSync()
    return module
  })
  // A failed chunk load may be retried on the next change.
  accountSync.catch(() => (accountSync = undefined))
  return accountSync
}

/**
 * Sets (or with null, forgets) this device's hand. A visitor's change is also saved to the account
 * when signed in; `origin: 'account'` is the account's own hand arriving, not sent back.
 */
export function storeHand(hand: HandProfile | null, origin: 'visitor' | 'account' = 'visitor'): void {
  if (hand) safeStorage.set(storageKeys.handProfile, serializeStoredHand(hand))
  else removeStored(storageKeys.handProfile)
  const current = getStoredHandState()
  // A visitor's change makes an earlier account message stale.
  const accountMessage = origin === 'visitor' ? null : current.accountMessage
  if (!sameHand(current.stored, hand) || accountMessage !== current.accountMessage) emit({ ...current, stored: hand, accountMessage })
  if (origin === 'visitor') void startHandAccountSync()?.then((sync) => sync.saveHandToAccount(hand))
}

/** The account side's message about the hand (null clears it). */
export function setHandAccountMessage(message: HandAccountMessage | null): void {
  emit({ ...getStoredHandState(), accountMessage: message })
}

export function storeHandUnit(unit: LengthUnit): void {
  safeStorage.set(storageKeys.handUnit, unit)
  const current = getStoredHandState()
  if (current.unit !== unit) emit({ ...current, unit })
}

/** Tests only: forget the state read from storage. */
export function resetHandStoreForTests(): void {
  state = undefined
  accountSync = undefined
}

export function useStoredHand(): StoredHandState {
  return useSyncExternalStore(subscribeStoredHand, getStoredHandState, getStoredHandState)
}

export interface HandInUse {
  /** The hand to fit mice to: the URL's when it carries a valid one, else this device's; null when none. */
  hand: HandProfile | null
  /** Where `hand` comes from. */
  source: 'url' | 'stored' | null
  /** This device's (or the account's) hand, whatever the URL says. */
  stored: HandProfile | null
  /** The account's hand replaced this device's, or saving to the account failed. */
  accountMessage: HandAccountMessage | null
  /** The URL has a `hand` value that is not a valid hand (it is ignored). */
  invalidInUrl: boolean
  unit: LengthUnit
  /** Stores this hand; a hand in the URL is replaced by it, so the page shows what was just set. */
  setHand: (hand: HandProfile) => void
  /** Forgets this device's (and the account's) hand, and removes a hand from the URL. */
  clearHand: () => void
  setUnit: (unit: LengthUnit) => void
}

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The visitor's hand for this page (see the module comment), with set and clear. */
export function useHand(): HandInUse {
  const { stored, unit, accountMessage } = useStoredHand()
  // The raw query value, whatever the route's validateSearch kept, as text (a number or a list
  // the router parsed is no hand either way).
  const raw = useRouterState({ select: (routerState) => textOf((routerState.location.search as Record<string, unknown>).hand) })
  const navigate = useNavigate()
  useEffect(() => void startHandAccountSync(), [])
  const fromUrl = useMemo(() => parseHandParam(raw), [raw])
  const present = raw !== undefined && raw !== ''

  const replaceInUrl = useCallback(
    (value: string | undefined) => {
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, hand: value }), replace: true, resetScroll: false })
    },
    [navigate],
  )
  const setHand = useCallback(
    (hand: HandProfile) => {
      storeHand(hand)
      if (present) replaceInUrl(serializeHandParam(hand))
    },
    [present, replaceInUrl],
  )
  const clearHand = useCallback(() => {
    storeHand(null)
    if (present) replaceInUrl(undefined)
  }, [present, replaceInUrl])

  const hand = fromUrl ?? stored
  return { hand, source: fromUrl ? 'url' : stored ? 'stored' : null, stored, accountMessage, invalidInUrl: present && !fromUrl, unit, setHand, clearHand, setUnit: storeHandUnit }
}
