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

export interface StoredHandState {
  /** This device's hand (the account's, once synced); null when none is set. */
  stored: HandProfile | null
  /** The unit the hand form shows. */
  unit: LengthUnit
}

let state: StoredHandState | undefined
const listeners = new Set<() => void>()

function readStorage(): StoredHandState {
  return { stored: parseStoredHand(safeStorage.get(storageKeys.handProfile)), unit: parseHandUnit(safeStorage.get(storageKeys.handUnit)) }
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
    if (!sameHand(next.stored, current.stored) || next.unit !== current.unit) emit(next)
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
  else safeStorage.remove(storageKeys.handProfile)
  const current = getStoredHandState()
  if (!sameHand(current.stored, hand)) emit({ ...current, stored: hand })
  if (origin === 'visitor') void startHandAccountSync()?.then((sync) => sync.saveHandToAccount(hand))
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
  const { stored, unit } = useStoredHand()
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
  return { hand, source: fromUrl ? 'url' : stored ? 'stored' : null, stored, invalidInUrl: present && !fromUrl, unit, setHand, clearHand, setUnit: storeHandUnit }
}
