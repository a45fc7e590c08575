/**
 * The router marks the visit's first history entry with its key (@tanstack/history's
 * `createBrowserHistory`: a `replaceState` when the entry's state has none). In Chromium that one
 * call took 0.3–11 ms at full speed (once 25; bench/README.md, sixteenth session), inside the task that
 * creates the router. The entry module (web/main.tsx) makes it instead, in a task of its own before
 * the app's scripts run, with the state the router would write (tests/jsdom/history-entry.test.ts
 * holds them equal), so the router finds its key and leaves the entry alone.
 */
export function markHistoryEntry(): void {
  const state = history.state as { __TSR_key?: unknown; key?: unknown } | null
  if (state?.__TSR_key || state?.key) return
  const key = Math.random().toString(36).slice(2, 9)
  history.replaceState({ __TSR_index: 0, key, __TSR_key: key }, '')
}
