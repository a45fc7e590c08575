import { useCallback, useEffect, useRef } from 'react'

/** Whether focus is where the keyboard put it (a click or a tap on a button does not count). */
export function keyboardHasFocus(): boolean {
  const active = document.activeElement
  if (!active || active === document.body) return false
  try {
    return active.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * Focus for a compare page's selection (the chosen items with their remove buttons, and the
 * picker): adding or removing an item takes away the button that had focus (the search results
 * close, the chip goes), and focus would fall back to <body>, sending a keyboard user to the top
 * of the page. Once the selection has changed, focus goes to the remove button now in the removed
 * item's place (or the last one), else to the search field. Only when the keyboard had focus and it
 * was lost: pointer users are left alone (no on-screen keyboard popping up on a phone).
 *
 * `container` wraps the selection and the picker; remove buttons carry `data-remove-button`.
 */
export function useSelectionFocus(selectionKey: string) {
  const container = useRef<HTMLDivElement>(null)
  const pending = useRef<{ removedIndex?: number } | null>(null)
  useEffect(() => {
    const intent = pending.current
    pending.current = null
    const root = container.current
    if (!intent || !root) return
    if (document.activeElement && document.activeElement !== document.body) return
    const removeButtons = root.querySelectorAll<HTMLElement>('[data-remove-button]')
    const next =
      intent.removedIndex !== undefined && removeButtons.length > 0
        ? removeButtons[Math.min(intent.removedIndex, removeButtons.length - 1)]
        : root.querySelector<HTMLElement>('input[type="search"]')
    next?.focus()
  }, [selectionKey])
  const beforeRemove = useCallback((index: number) => {
    pending.current = keyboardHasFocus() ? { removedIndex: index } : null
  }, [])
  const beforeAdd = useCallback(() => {
    pending.current = keyboardHasFocus() ? {} : null
  }, [])
  return { container, beforeRemove, beforeAdd }
}
