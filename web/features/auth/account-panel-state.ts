/** Whether the account panel is open, shared by the top bar and the mobile drawer entries. */
import { useSyncExternalStore } from 'react'

let open = false
const listeners = new Set<() => void>()

export function setAccountPanelOpen(next: boolean): void {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAccountPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => open)
}
