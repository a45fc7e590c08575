/**
 * Saved comparisons and favourites, wherever they live: signed out, in this device's local
 * storage; signed in, in the account (api functions through supabase-js). On sign-in (or when a
 * stored session is found at start) this device's items are merged into the account without
 * duplicates, and the account's recent mice come back to this device.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { accountLimits } from '../../lib/account-limits'
import { authMessages } from '../../lib/auth-messages'
import {
  parseFavourites,
  parseSavedComparisons,
  parseStringList,
  safeStorage,
  savedItemKeys,
  storageKeys,
} from '../../lib/storage-keys'
import { loadAuthClient } from './auth-client'
import { describeAccountRefusal, describeAuthError } from './auth-errors'
import { getAuthState, startAuth, subscribeAuth } from './auth-store'
import { needsItemSync, type AuthState } from './auth-state'
import { notify } from './toaster'
import {
  emptyUserItems,
  findComparison,
  isFavourite,
  mergePayload,
  parseSkippedItems,
  parseUserItems,
  recentMouseHandlesOf,
  withComparison,
  withFavourite,
  withoutComparison,
  type SavedComparison,
  type UserItems,
} from './user-items'

/** As many recent mice as the compare page keeps (web/features/catalogue/compare/recent-mice.ts). */
const recentMiceMax = 12

export interface UserItemsState {
  /** Where the items live now. */
  mode: 'local' | 'account'
  /** True while the account's items are being fetched and merged. */
  syncing: boolean
  items: UserItems
}

function readLocalItems(): UserItems {
  return {
    comparisons: parseSavedComparisons(safeStorage.get(savedItemKeys.savedComparisons)),
    favourites: parseFavourites(safeStorage.get(savedItemKeys.favouriteProducts)),
    recent: [],
  }
}

function writeLocalItems(items: Pick<UserItems, 'comparisons' | 'favourites'>) {
  safeStorage.set(savedItemKeys.savedComparisons, JSON.stringify(items.comparisons))
  safeStorage.set(savedItemKeys.favouriteProducts, JSON.stringify(items.favourites))
}

let state: UserItemsState = { mode: 'local', syncing: false, items: emptyUserItems }
let loadedLocal = false
const listeners = new Set<() => void>()
let syncedUserId: string | null = null
let previousAuth: AuthState = getAuthState()
let started = false
let stopAuth: (() => void) | undefined

function setState(next: UserItemsState) {
  state = next
  for (const listener of listeners) listener()
}

function getState(): UserItemsState {
  if (!loadedLocal && state.mode === 'local') {
    loadedLocal = true
    state = { ...state, items: readLocalItems() }
  }
  return state
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A PostgREST or network failure as one sentence. */
function describeDataFailure(error: unknown, status?: number): string {
  const refusal = describeAccountRefusal(error)
  if (refusal) return refusal
  if (status === 401 || status === 403) return authMessages.sessionMissing
  if (status === 0 || status === undefined) {
    const described = describeAuthError({ ...(error as object), status: 0 })
    return described
  }
  return describeAuthError(error)
}

async function syncAccount(userId: string) {
  setState({ ...getState(), syncing: true })
  const local = readLocalItems()
  const recentMouseHandles = parseStringList(safeStorage.get(storageKeys.recentMouseHandles), recentMiceMax)
  const localCount = local.comparisons.length + local.favourites.length
  try {
    const client = await loadAuthClient()
    const request =
      localCount + recentMouseHandles.length > 0
        ? client.rpc('merge_user_items', mergePayload({ ...local, recentMouseHandles }, new Date()))
        : client.rpc('user_items')
    const { data, error, status } = await request
    if (getAuthState().user?.id !== userId) return
    if (error) {
      syncedUserId = null
      setState({ ...state, syncing: false })
      notify('error', authMessages.saveFailed(describeDataFailure(error, status)))
      return
    }
    const items = parseUserItems(data)
    // They are in the account now: keeping them here too would bring back what is deleted there.
    writeLocalItems(emptyUserItems)
    const recent = recentMouseHandlesOf(items, recentMiceMax)
    if (recent.length > 0) {
      safeStorage.set(storageKeys.recentMouseHandles, JSON.stringify(recent))
      safeStorage.set(storageKeys.recentProductHandlesFor('mouse'), JSON.stringify(recent))
    }
    setState({ mode: 'account', syncing: false, items })
    const skipped = parseSkippedItems(data)
    const added = localCount - skipped.comparisons - skipped.favourites
    if (added > 0) notify('success', authMessages.itemsMerged(added))
    if (skipped.comparisons + skipped.favourites > 0) notify('error', authMessages.notAllMerged(skipped.comparisons, skipped.favourites))
  } catch (error) {
    syncedUserId = null
    setState({ ...state, syncing: false })
    notify('error', authMessages.saveFailed(describeAuthError(error)))
  }
}

function onAuthChange() {
  const auth = getAuthState()
  const previous = previousAuth
  previousAuth = auth
  if (!auth.user) {
    syncedUserId = null
    if (state.mode === 'account' || state.syncing) {
      loadedLocal = true
      setState({ mode: 'local', syncing: false, items: readLocalItems() })
    }
    return
  }
  if (needsItemSync(previous, auth, syncedUserId)) {
    syncedUserId = auth.user.id
    const userId = auth.user.id
    // Never call supabase-js from inside its own auth callback: it holds a lock there.
    setTimeout(() => void syncAccount(userId), 0)
  }
}

/** Starts following the session (once per page). */
export function startUserItems(): void {
  if (started) return
  started = true
  stopAuth = subscribeAuth(onAuthChange)
  onAuthChange()
  void startAuth()
}

export function useUserItems(): UserItemsState {
  useEffect(() => startUserItems(), [])
  return useSyncExternalStore(subscribe, getState, getState)
}

/** Tests only. */
export function resetUserItemsStoreForTests(): void {
  stopAuth?.()
  stopAuth = undefined
  started = false
  syncedUserId = null
  loadedLocal = false
  previousAuth = getAuthState()
  state = { mode: 'local', syncing: false, items: emptyUserItems }
}

export interface ComparisonInput {
  category?: string
  compareParam: string
  productHandles: readonly string[]
  name?: string | null
}

/** Saves a comparison (account or device); true on success. */
export async function saveComparison(input: ComparisonInput): Promise<boolean> {
  const category = input.category ?? 'mouse'
  const productHandles = [...new Set(input.productHandles)].slice(0, 12)
  const name = input.name ?? null
  const current = getState()
  // The account's limit applies on this device too (the database enforces it for the account).
  if (!findComparison(current.items.comparisons, category, input.compareParam) && current.items.comparisons.length >= accountLimits.savedComparisons) {
    notify('error', authMessages.saveFailed(authMessages.tooManyComparisons))
    return false
  }
  if (current.mode === 'local') {
    const comparison: SavedComparison = {
      id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      category,
      compareParam: input.compareParam,
      productHandles,
      name,
      createdAt: new Date().toISOString(),
    }
    const comparisons = withComparison(current.items.comparisons, comparison)
    writeLocalItems({ ...current.items, comparisons })
    setState({ ...current, items: { ...current.items, comparisons } })
    notify('success', authMessages.comparisonSaved, authMessages.savedLocally)
    return true
  }
  try {
    const client = await loadAuthClient()
    const { data, error, status } = await client.rpc('save_comparison', {
      category,
      compare_param: input.compareParam,
      product_handles: productHandles,
      name,
    })
    if (error) throw Object.assign(new Error(describeDataFailure(error, status)), { described: true })
    const [saved] = parseUserItems({ comparisons: [data] }).comparisons
    if (!saved) throw new Error(authMessages.unknownError)
    setState({ ...state, items: { ...state.items, comparisons: withComparison(state.items.comparisons, saved) } })
    notify('success', authMessages.comparisonSaved)
    return true
  } catch (error) {
    notify('error', authMessages.saveFailed((error as { described?: boolean }).described ? (error as Error).message : describeAuthError(error)))
    return false
  }
}

/** Deletes a saved comparison; true on success. */
export async function deleteComparison(id: string): Promise<boolean> {
  const current = getState()
  const comparisons = withoutComparison(current.items.comparisons, id)
  if (current.mode === 'local') {
    writeLocalItems({ ...current.items, comparisons })
    setState({ ...current, items: { ...current.items, comparisons } })
    notify('info', authMessages.comparisonRemoved)
    return true
  }
  setState({ ...current, items: { ...current.items, comparisons } })
  try {
    const client = await loadAuthClient()
    const { error, status } = await client.rpc('delete_saved_comparison', { comparison_id: id })
    if (error) throw Object.assign(new Error(describeDataFailure(error, status)), { described: true })
    notify('info', authMessages.comparisonRemoved)
    return true
  } catch (error) {
    setState({ ...state, items: { ...state.items, comparisons: current.items.comparisons } })
    notify('error', authMessages.saveFailed((error as { described?: boolean }).described ? (error as Error).message : describeAuthError(error)))
    return false
  }
}

export function savedComparisonFor(items: UserItems, category: string, compareParam: string): SavedComparison | undefined {
  return findComparison(items.comparisons, category, compareParam)
}

/** Marks or unmarks a favourite (at once; undone if the account refuses). */
export async function setFavourite(category: string, productHandle: string, favourite: boolean): Promise<boolean> {
  const current = getState()
  if (favourite && !isFavourite(current.items.favourites, category, productHandle) && current.items.favourites.length >= accountLimits.favourites) {
    notify('error', authMessages.saveFailed(authMessages.tooManyFavourites))
    return false
  }
  const favourites = withFavourite(current.items.favourites, category, productHandle, favourite, new Date())
  setState({ ...current, items: { ...current.items, favourites } })
  if (current.mode === 'local') {
    writeLocalItems({ ...current.items, favourites })
    notify(favourite ? 'success' : 'info', favourite ? authMessages.favouriteAdded : authMessages.favouriteRemoved)
    return true
  }
  try {
    const client = await loadAuthClient()
    const { error, status } = await client.rpc('set_favourite', { category, product_handle: productHandle, favourite })
    if (error) throw Object.assign(new Error(describeDataFailure(error, status)), { described: true })
    notify(favourite ? 'success' : 'info', favourite ? authMessages.favouriteAdded : authMessages.favouriteRemoved)
    return true
  } catch (error) {
    setState({ ...state, items: { ...state.items, favourites: current.items.favourites } })
    notify('error', authMessages.saveFailed((error as { described?: boolean }).described ? (error as Error).message : describeAuthError(error)))
    return false
  }
}
