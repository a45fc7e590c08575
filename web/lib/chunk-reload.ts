/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Reloading fetches
 * the new build; a 10 s guard (SPEC §9) makes sure a chunk that is really broken cannot make the
 * page reload forever.
 */
import { timings } from './constants'

export const chunkReloadStorageKey = 'chunkReloadAt'

// What each browser says when an import() fails (Chromium, Firefox, Safari), and Vite's preload
// helper for a stylesheet. (Webpack's "Loading chunk … failed" cannot happen in this build.)
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return chunkErrorPatterns.some((pattern) => pattern.test(message))
}

interface GuardStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Reloads unless the last reload for this reason was less than 10 s ago. Returns whether it reloaded. */
export function reloadOnceForChunkError(now: number, storage: GuardStorage | undefined, reload: () => void): boolean {
  let last = Number.NaN
  try {
    const stored = storage?.getItem(chunkReloadStorageKey)
    if (stored) last = Number(stored)
  } catch {
    // Unreadable storage: treat as never reloaded, but the write below may fail too, so only
    // a storage that works can ever trigger a reload.
  }
  if (Number.isFinite(last) && now - last >= 0 && now - last < timings.chunkReloadGuardMs) return false
  try {
    storage?.setItem(chunkReloadStorageKey, String(now))
  } catch {
    return false
  }
  if (!storage) return false
  reload()
  return true
}

export function installChunkReloadGuard(): void {
  addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError(Date.now(), sessionStorage, () => location.reload())) event.preventDefault()
  })
}
