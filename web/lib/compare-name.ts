/**
 * The compare-name rule (SPEC §2, §9): how the products on a compare page are written in its `p`
 * query value. Each name's non-alphanumeric characters become '-', and names are joined by
 * '-vs.-'. Shared by the worker (legacy redirects, compare page titles, sitemaps) and the site.
 *
 * Pure and total: every function accepts any string and returns a value made only of ASCII
 * letters, digits, '-' and '.', so a `p` built here is safe in a URL as it is.
 */
import { compareNameSeparator } from './constants'

/** Limits that keep a `p` value (and a redirect's Location) a sensible size whatever the input. */
export const compareNameLimits = {
  /** Characters kept of one name. Real product names are far shorter. */
  maxNameLength: 200,
  /** Names kept in one `p` value. */
  maxNames: 12,
} as const

/** Each character that is not an ASCII letter or digit becomes '-' (one for one, no collapsing). */
export function toCompareName(name: string): string {
  // The u flag reads code points, so a character outside the BMP (an emoji) becomes one '-', not two.
  return name.replace(/[^A-Za-z0-9]/gu, '-')
}

/**
 * The part of a `p` value that names this product: its name, trimmed of surrounding whitespace
 * and cut at `maxNameLength`, through `toCompareName`; '' when that has no letter or digit.
 */
export function compareParamPart(name: string): string {
  const part = toCompareName(name.trim().slice(0, compareNameLimits.maxNameLength))
  return /[A-Za-z0-9]/.test(part) ? part : ''
}

/**
 * The `p` value for these product names, in the order given: each name, trimmed of surrounding
 * whitespace, through `toCompareName`, joined by '-vs.-'. Names without a single letter or digit
 * are dropped (they would name nothing), and so are names past `maxNames`.
 */
export function buildCompareParam(names: readonly string[]): string {
  const parts: string[] = []
  for (const name of names) {
    if (parts.length >= compareNameLimits.maxNames) break
    const part = compareParamPart(name)
    if (part !== '') parts.push(part)
  }
  return parts.join(compareNameSeparator)
}

/**
 * The parts of a `p` value, forgivingly: split on '-vs.-' in any letter case, stray dashes at
 * either end of a part trimmed, empty parts dropped. The parts are returned as written (apart
 * from the trimming); compare them with `compareKey`.
 */
export function splitCompareParam(p: string): string[] {
  const parts: string[] = []
  for (const raw of p.split(separatorPattern)) {
    const part = trimDashes(raw.trim())
    if (part !== '') parts.push(part)
  }
  return parts
}

/**
 * The form in which a product name and a part of `p` are compared: the compare name, lower
 * case, runs of '-' collapsed and trimmed. `compareKey(productName(row)) === compareKey(part)`
 * finds the product a part names, whatever the case and stray dashes of the link.
 */
export function compareKey(nameOrPart: string): string {
  // The same as toCompareName, lower case, runs of '-' collapsed, in one pass instead of three: a
  // run of characters that are not ASCII letters or digits (dashes among them) becomes one '-'.
  // The compare page keys every name in the catalogue (web/lib/compare-selection.ts).
  return trimDashes(nameOrPart.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase())
}

/**
 * A clean `p` value from any input (a legacy `compare` value, a hand-typed link): split as
 * `splitCompareParam` does, each part through `toCompareName` and trimmed of dashes, limits
 * applied. Idempotent.
 */
export function normalizeCompareParam(p: string): string {
  const parts: string[] = []
  for (const raw of splitCompareParam(p.slice(0, compareNameLimits.maxNames * (compareNameLimits.maxNameLength + 8)))) {
    if (parts.length >= compareNameLimits.maxNames) break
    const part = trimDashes(toCompareName(raw.slice(0, compareNameLimits.maxNameLength)))
    if (/[A-Za-z0-9]/.test(part)) parts.push(part)
  }
  return parts.join(compareNameSeparator)
}

/** `compareNameSeparator` in any letter case, written out (tests/unit/compare-name.test.ts holds the two equal). */
export const separatorPattern = /-vs\.-/i

function trimDashes(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && value[start] === '-') start++
  while (end > start && value[end - 1] === '-') end--
  return value.slice(start, end)
}
