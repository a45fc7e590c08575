/** The Clipboard API, with the failure cases folded into a boolean (copy buttons fall back on false). */
/** The part of the Clipboard API the copy button needs. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>
}

/**
 * Writes `text` to the clipboard. True when it was copied; false when there is no clipboard
 * (insecure context, old browser) or the browser refused (permission denied, not focused), so
 * the caller can fall back to selecting the text for a manual copy. Never throws.
 */
export async function writeToClipboard(
  text: string,
  clipboard: ClipboardWriter | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false
  try {
    await clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
