/**
 * What a search box has reported and not yet seen come back.
 *
 * A search box reports its text after a pause; the page puts it in the URL (trimmed) or in state,
 * and hands it back as the box's value, one render or one navigation later. By then the visitor
 * may have typed on. If the box took that value as its text, it would drop what was typed since,
 * or a trailing space ("logitech g pro " comes back as "logitech g pro", and the next key makes
 * "prox"). So the box keeps a list of its reports: a value that is one of them (as sent or as the
 * URL normalises it) is its own echo and leaves the text alone; anything else (back/forward, a
 * "clear filters" button) is a change from outside and replaces the text.
 */
export interface TypedEchoes {
  /** Remember a value the box is about to report. */
  sent(value: string): void
  /**
   * Whether `value`, just received from outside, is the echo of a report (true: keep the text).
   * Echoes come back in order, so an echo also settles every earlier report; an outside value
   * forgets them all.
   */
  isEcho(value: string): boolean
}

/** How a reported value may come back: the URL keeps it trimmed. */
const normalise = (value: string) => value.trim()

export function createTypedEchoes(): TypedEchoes {
  let pending: string[] = []
  return {
    sent(value) {
      pending.push(value)
    },
    isEcho(value) {
      const index = pending.findIndex((sent) => sent === value || normalise(sent) === value)
      if (index === -1) {
        pending = []
        return false
      }
      pending = pending.slice(index + 1)
      return true
    },
  }
}
