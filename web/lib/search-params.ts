/**
 * Generic URL-state helpers for pages whose whole state lives in the query string (browse,
 * find-similar, ...). Every parser takes `unknown` — whatever the router's search parser made of
 * the URL (a string, a number, an array, an object, nothing) — and never throws: a malformed value
 * becomes `undefined` (or the default given) so the page falls back to its defaults.
 *
 * Serializers return `undefined` for "the default", so the key is left out of the URL, and keep
 * the query string readable with TanStack Router's JSON-aware default serialization:
 *
 * | state        | in the URL                       |
 * |--------------|----------------------------------|
 * | number range | `length=110..125`, `..125`, `60..` |
 * | list         | `shape=ergonomic,hybrid`         |
 * | sort         | `sort=weight` (ascending), `sort=-weight` (descending) |
 * | number       | `height=40`                      |
 * | weights map  | `w=length:2,weight:0.5`          |
 */

/** A closed or half-open interval; a missing end means "no limit". */
export interface NumberRange {
  min?: number
  max?: number
}

export type SortDirection = 'asc' | 'desc'

export interface SortState<Key extends string = string> {
  key: Key
  direction: SortDirection
}

const decimalPattern = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/

/** A finite decimal number from a URL value ("12", "12.5", 12), else undefined. No hex, exponents or Infinity. */
export function parseNumberParam(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined
  if (typeof raw !== 'string' || !decimalPattern.test(raw)) return undefined
  const value = Number.parseFloat(raw)
  return Number.isFinite(value) ? value : undefined
}

/** Keeps `value` inside [min, max] (either bound optional). */
export function clamp(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(max, Math.max(min, value))
}

const rangeSeparator = '..'

/**
 * A number range from `"110..125"`, `"..125"`, `"110.."` or a single number (`"120"` = exactly
 * 120). Garbage on one side drops that side; a range with neither side, or reversed ends, is
 * repaired (ends swapped) or dropped. `bounds`, when given, clamps both ends.
 */
export function parseRangeParam(raw: unknown, bounds?: NumberRange): NumberRange | undefined {
  let min: number | undefined
  let max: number | undefined
  if (typeof raw === 'number') {
    min = parseNumberParam(raw)
    max = min
  } else if (typeof raw === 'string') {
    const at = raw.indexOf(rangeSeparator)
    if (at === -1) {
      min = parseNumberParam(raw)
      max = min
    } else {
      min = parseNumberParam(raw.slice(0, at))
      max = parseNumberParam(raw.slice(at + rangeSeparator.length))
    }
  } else {
    return undefined
  }
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (bounds) {
    if (min !== undefined) min = clamp(min, bounds.min, bounds.max)
    if (max !== undefined) max = clamp(max, bounds.min, bounds.max)
  }
  if (min === undefined && max === undefined) return undefined
  const range: NumberRange = {}
  if (min !== undefined) range.min = min
  if (max !== undefined) range.max = max
  return range
}

/** `"110..125"`, `"..125"`, `"110.."`; undefined for an empty range (no limit on either side). */
export function serializeRangeParam(range: NumberRange | undefined): string | undefined {
  if (!range) return undefined
  const { min, max } = range
  const hasMin = min !== undefined && Number.isFinite(min)
  const hasMax = max !== undefined && Number.isFinite(max)
  if (!hasMin && !hasMax) return undefined
  return `${hasMin ? formatNumber(min) : ''}${rangeSeparator}${hasMax ? formatNumber(max) : ''}`
}

/** True when `value` lies in the range (missing ends are open). A missing value is never inside a set range. */
export function inRange(value: number | null | undefined, range: NumberRange | undefined): boolean {
  if (!range) return true
  if (value === null || value === undefined || Number.isNaN(value)) return range.min === undefined && range.max === undefined
  if (range.min !== undefined && value < range.min) return false
  if (range.max !== undefined && value > range.max) return false
  return true
}

/** True when the range limits nothing. */
export function isEmptyRange(range: NumberRange | undefined): boolean {
  return !range || (range.min === undefined && range.max === undefined)
}

function formatNumber(value: number): string {
  // Up to 3 decimals, no trailing zeros, no exponent.
  return String(Math.round(value * 1000) / 1000)
}

/**
 * A list of strings from `"a,b,c"`, a single value or an array. Items are trimmed, empty ones and
 * duplicates dropped; with `allowed`, items outside it are dropped (so a stale or tampered URL
 * keeps what still makes sense). At most `maxItems` items.
 */
export function parseListParam(raw: unknown, allowed?: readonly string[], maxItems = 100): string[] {
  let items: unknown[]
  if (typeof raw === 'string') items = raw.split(',')
  else if (typeof raw === 'number' || typeof raw === 'boolean') items = [String(raw)]
  else if (Array.isArray(raw)) items = raw.flatMap((item) => (typeof item === 'string' ? item.split(',') : typeof item === 'number' ? [String(item)] : []))
  else return []
  const out: string[] = []
  const seen = new Set<string>()
  for (const item of items) {
    if (typeof item !== 'string') continue
    const value = item.trim()
    if (value === '' || seen.has(value)) continue
    if (allowed && !allowed.includes(value)) continue
    seen.add(value)
    out.push(value)
    if (out.length >= maxItems) break
  }
  return out
}

/**
 * `"a,b"`; undefined for an empty list. A single numeric item is returned as a number so the
 * router writes `polling=1000`, not `polling=%221000%22`.
 */
export function serializeListParam(list: readonly string[] | undefined): string | number | undefined {
  if (!list || list.length === 0) return undefined
  const joined = list.join(',')
  const asNumber = parseNumberParam(joined)
  return asNumber !== undefined && String(asNumber) === joined ? asNumber : joined
}

/** A list of numbers from `"1000,4000"` (non-numeric items dropped), in the order given. */
export function parseNumberListParam(raw: unknown, maxItems = 100): number[] {
  return parseListParam(raw, undefined, maxItems).flatMap((item) => parseNumberParam(item) ?? [])
}

/**
 * The sort from `"weight"` (ascending) or `"-weight"` (descending), with `key` one of `keys`;
 * anything else gives `fallback`.
 */
export function parseSortParam<Key extends string>(raw: unknown, keys: readonly Key[], fallback: SortState<Key>): SortState<Key> {
  if (typeof raw !== 'string') return fallback
  const descending = raw.startsWith('-')
  const key = (descending ? raw.slice(1) : raw) as Key
  if (!keys.includes(key)) return fallback
  return { key, direction: descending ? 'desc' : 'asc' }
}

/** `"weight"` or `"-weight"`; undefined when it equals `fallback` (the default stays out of the URL). */
export function serializeSortParam<Key extends string>(sort: SortState<Key>, fallback?: SortState<Key>): string | undefined {
  if (fallback && sort.key === fallback.key && sort.direction === fallback.direction) return undefined
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key
}

/** A string value (trimmed, at most `maxLength` characters); numbers become strings; else undefined. */
export function parseTextParam(raw: unknown, maxLength = 200): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw)
  if (typeof raw !== 'string') return undefined
  const value = raw.trim().slice(0, maxLength)
  return value === '' ? undefined : value
}

/** One of `values`, else undefined. */
export function parseEnumParam<Value extends string>(raw: unknown, values: readonly Value[]): Value | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as Value) : undefined
}

/** `true` for true/"true"/"yes"/"1", `false` for false/"false"/"no"/"0", else undefined. */
export function parseBooleanParam(raw: unknown): boolean | undefined {
  if (raw === true || raw === 'true' || raw === 'yes' || raw === 1 || raw === '1') return true
  if (raw === false || raw === 'false' || raw === 'no' || raw === 0 || raw === '0') return false
  return undefined
}

/**
 * A map of numbers from `"length:2,weight:0.5"` with keys restricted to `keys` and values
 * clamped to `bounds`; malformed entries are dropped.
 */
export function parseNumberMapParam<Key extends string>(raw: unknown, keys: readonly Key[], bounds?: NumberRange): Partial<Record<Key, number>> {
  const out: Partial<Record<Key, number>> = {}
  for (const item of parseListParam(raw)) {
    const at = item.indexOf(':')
    if (at === -1) continue
    const key = item.slice(0, at).trim() as Key
    const value = parseNumberParam(item.slice(at + 1))
    if (!keys.includes(key) || value === undefined) continue
    out[key] = clamp(value, bounds?.min, bounds?.max)
  }
  return out
}

/** `"length:2,weight:0.5"` for the entries that differ from `defaults`; undefined when none do. */
export function serializeNumberMapParam<Key extends string>(
  map: Partial<Record<Key, number>>,
  defaults?: Partial<Record<Key, number>>,
): string | undefined {
  const parts: string[] = []
  for (const [key, value] of Object.entries(map) as [Key, number | undefined][]) {
    if (value === undefined || !Number.isFinite(value)) continue
    if (defaults && defaults[key] === value) continue
    parts.push(`${key}:${formatNumber(value)}`)
  }
  return parts.length > 0 ? parts.join(',') : undefined
}

/** Drops keys whose value is undefined, so the router leaves them out of the URL. */
export function compactSearch<Search extends Record<string, unknown>>(search: Search): Partial<Search> {
  const out: Partial<Search> = {}
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value
  }
  return out
}
