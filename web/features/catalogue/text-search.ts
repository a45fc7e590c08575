/**
 * Typo-tolerant text matching for catalogue search boxes (pure, no UI).
 *
 * A text is split into lower-case tokens (letters and digits, accents removed); each pair of
 * adjacent tokens is also kept joined, so "gpro" finds "G Pro" and "superlight 2" finds
 * "Superlight2". A query matches a text when EVERY query token matches SOME text token:
 *
 * - the text token starts with the query token ("vip" → "viper"), or
 * - the query token is at least 3 characters and appears inside the text token, or
 * - they are within a small edit distance (insert, delete, substitute or swap two neighbours):
 *   1 for query tokens of 4–7 characters, 2 from 8 characters; compared with the text token or
 *   with its prefix of the query token's length, so a typo in a half-typed word still matches.
 *   Tokens of 3 characters or fewer must match exactly (as a prefix): "g" finds only words
 *   that start with g.
 *
 * Catalogues repeat words (brands, series names), so matches are memoized per distinct text
 * token: a search over 10,000 rows compares each distinct word once.
 */

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** Lower-case tokens of `text`, plus each pair of neighbours joined. */
export function tokenize(text: string): string[] {
  const words = normalizeText(text).match(/[a-z0-9]+/g) ?? []
  const tokens = [...words]
  for (let index = 0; index + 1 < words.length; index++) tokens.push(words[index]! + words[index + 1]!)
  return tokens
}

/** Query tokens: the words of the query, without the joined pairs. */
export function queryTokens(query: string): string[] {
  return normalizeText(query).match(/[a-z0-9]+/g) ?? []
}

/** The edit distance allowed for a query token of this length. */
export function allowedTypos(length: number): number {
  if (length >= 8) return 2
  if (length >= 4) return 1
  return 0
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), giving up early: returns
 * `limit + 1` as soon as the distance must exceed `limit`.
 */
// Three reusable rows: editDistance runs for every distinct word of a catalogue, so it must not allocate.
let rowA = new Int32Array(64)
let rowB = new Int32Array(64)
let rowC = new Int32Array(64)

export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const width = b.length + 1
  if (rowA.length < width) {
    rowA = new Int32Array(width * 2)
    rowB = new Int32Array(width * 2)
    rowC = new Int32Array(width * 2)
  }
  let previousPrevious = rowA
  let previous = rowB
  let current = rowC
  for (let j = 0; j < width; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) value = Math.min(value, previousPrevious[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    const spare = previousPrevious
    previousPrevious = previous
    previous = current
    current = spare
  }
  return previous[b.length]!
}

/** Whether one query token matches one text token (see the module comment). */
export function tokenMatches(queryToken: string, textToken: string): boolean {
  if (textToken.startsWith(queryToken)) return true
  if (queryToken.length >= 3 && textToken.includes(queryToken)) return true
  const typos = allowedTypos(queryToken.length)
  if (typos === 0) return false
  if (editDistance(queryToken, textToken, typos) <= typos) return true
  // A half-typed word: compare with the text token's beginning of about the same length.
  if (textToken.length > queryToken.length) {
    return editDistance(queryToken, textToken.slice(0, queryToken.length), typos) <= typos
  }
  return false
}

export interface TextMatcher {
  /** True when the query is empty. */
  readonly isEmpty: boolean
  /** Whether every query token matches one of these text tokens (from `tokenize`). */
  matches(textTokens: readonly string[]): boolean
}

/** A matcher for one query, memoizing each distinct text token's result. */
export function createTextMatcher(query: string): TextMatcher {
  const tokens = queryTokens(query)
  const memo = tokens.map(() => new Map<string, boolean>())
  return {
    isEmpty: tokens.length === 0,
    matches(textTokens) {
      for (let q = 0; q < tokens.length; q++) {
        const queryToken = tokens[q]!
        const cache = memo[q]!
        let found = false
        for (const textToken of textTokens) {
          let hit = cache.get(textToken)
          if (hit === undefined) {
            hit = tokenMatches(queryToken, textToken)
            cache.set(textToken, hit)
          }
          if (hit) {
            found = true
            break
          }
        }
        if (!found) return false
      }
      return true
    },
  }
}

/** Convenience: does `text` match `query`? (Tokenizes on every call; use createTextMatcher for lists.) */
export function matchesText(query: string, text: string): boolean {
  return createTextMatcher(query).matches(tokenize(text))
}
