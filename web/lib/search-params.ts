/**
 * The URL state's shared types and its writers: serializers return `undefined` for "the default", so
 * the key is left out of the URL, and keep the query string readable with TanStack Router's
 * JSON-aware default serialization (ranges `length=110..125`, lists `shape=ergonomic,hybrid`, sort
 * `sort=-weight`). Reading a URL is valibot's job (web/lib/url-values.ts; weights and tolerances
 * maps: web/lib/number-map-param.ts); `parseNumberParam` is left for the forms.
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

/** `"110..125"`, `"..125"`, `"110.."`; undefined for an empty range (no limit on either side). */
export function serializeRangeParam(range: NumberRange | undefined): string | undefined {
  if (!range) return undefined
  const { min, max } = range
  const hasMin = min !== undefined && Number.isFinite(min)
  const hasMax = max !== undefined && Number.isFinite(max)
  if (!hasMin && !hasMax) return undefined
  return `${hasMin ? formatNumber(min) : ''}${rangeSeparator}${hasMax ? formatNumber(max) : ''}`
}

function formatNumber(value: number): string {
  // Up to 3 decimals, no trailing zeros, no exponent.
  return String(Math.round(value * 1000) / 1000)
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

/** `"weight"` or `"-weight"`; undefined when it equals `fallback` (the default stays out of the URL). */
export function serializeSortParam<Key extends string>(sort: SortState<Key>, fallback?: SortState<Key>): string | undefined {
  if (fallback && sort.key === fallback.key && sort.direction === fallback.direction) return undefined
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key
}
