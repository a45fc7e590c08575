/**
 * valibot schemas for the values of a query string, as TanStack Router's search parser hands them
 * over (a string, or what a JSON-looking value parsed to: a number, a boolean, a list, an object,
 * nothing). Each schema accepts anything and never throws: a malformed value becomes `undefined`
 * (or the default given), so a page falls back to its defaults. The routes' search schemas
 * (web/features/catalogue/search/*, find-similar, fit) are built from these.
 *
 * | state        | in the URL                        |
 * |--------------|-----------------------------------|
 * | number range | `length=110..125`, `..125`, `60..` |
 * | list         | `shape=ergonomic,hybrid`          |
 * | sort         | `sort=weight` (ascending), `sort=-weight` (descending) |
 * | number       | `height=40`                       |
 */
import * as v from 'valibot'
import { compareParamText } from './compare-param'
import type { NumberRange, SortState } from './search-params'

/** A decimal number as written in a URL ("12", "12.5", " 12 "): no hex, exponents or Infinity. */
const decimalPattern = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/

// The router reads a JSON-looking value as JSON, so a value arrives as a string, a number, a boolean,
// a list (a repeated key) or an object. These schemas first take it back to what the URL wrote, then
// validate that. (Written as transforms rather than unions: the schemas are in every page's first
// load, and valibot's union, array and boolean schemas would add about 0.8 KB gzip to it.)

/** A number as the URL wrote it, a decimal string as its number; anything else fails `v.number()`. */
const toNumber = (raw: unknown): unknown => (typeof raw === 'string' ? (decimalPattern.test(raw) ? Number.parseFloat(raw) : Number.NaN) : raw)

/** A finite decimal number from a string or a number, else undefined. */
export const decimalValue = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(toNumber), v.number(), v.finite())), undefined)

/** A finite number as its digits; anything else as it is (and only a string passes `v.string()`). */
const numberAsText = (raw: unknown): unknown => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw)

/** A query value as text: a string as it is, a finite number as its digits. */
const queryText = v.pipe(v.unknown(), v.transform(numberAsText), v.string())

/**
 * Text, trimmed, at most `maxLength` characters (longer text is cut, or refused with `refuseLonger`:
 * a hand cut short is a hand it never was), matching `pattern` when given; empty is undefined.
 */
export function textValue(maxLength: number, options: { pattern?: RegExp; refuseLonger?: boolean } = {}) {
  const { pattern, refuseLonger = false } = options
  return v.fallback(
    v.optional(
      v.pipe(
        queryText,
        v.trim(),
        v.check((text) => !refuseLonger || text.length <= maxLength),
        v.transform((text) => text.slice(0, maxLength)),
        v.check((text) => text !== ''),
        v.check((text) => pattern === undefined || pattern.test(text)),
      ),
    ),
    undefined,
  )
}

/** One of `values`, else undefined. */
export function enumValue<const Value extends string>(values: readonly Value[]) {
  return v.fallback(v.optional(v.picklist(values)), undefined)
}

/** A number rounded to a tenth inside [min, max] (clamped), else undefined. */
export function figureValue(bounds: { min: number; max: number }) {
  return v.pipe(
    decimalValue,
    v.transform((value) => (value === undefined ? undefined : Math.round(Math.min(bounds.max, Math.max(bounds.min, value)) * 10) / 10)),
  )
}

const rangeSeparator = '..'

/** One side of a range: a decimal, or nothing (garbage on one side drops that side). */
const rangeEnd = (text: string): number | undefined => v.parse(decimalValue, text)

/**
 * A number range from `"110..125"`, `"..125"`, `"110.."` or one number (`"120"` = exactly 120).
 * Reversed ends are swapped; a range with neither end is undefined.
 */
export const rangeValue = v.fallback(
  v.pipe(
    v.optional(queryText, ''),
    v.transform((text): NumberRange | undefined => {
      const at = text.indexOf(rangeSeparator)
      let min = at === -1 ? rangeEnd(text) : rangeEnd(text.slice(0, at))
      let max = at === -1 ? min : rangeEnd(text.slice(at + rangeSeparator.length))
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
      if (min === undefined && max === undefined) return undefined
      return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
    }),
  ),
  undefined,
)

/** The items of a list value: a comma list, one number or boolean, or a list of those (a repeated key); else none. */
function listItemsOf(raw: unknown): string[] {
  if (typeof raw === 'boolean') return [String(raw)]
  const text = numberAsText(raw)
  if (typeof text === 'string') return text.split(',')
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const itemText = numberAsText(item)
    return typeof itemText === 'string' ? itemText.split(',') : []
  })
}

const listItems = v.pipe(v.unknown(), v.transform(listItemsOf))

/**
 * A list of strings: items trimmed, empty ones and duplicates dropped; with `allowed`, items outside
 * it dropped (a stale or tampered URL keeps what still makes sense). At most `maxItems` items.
 */
export function listValue(allowed?: readonly string[], maxItems = 100) {
  return v.pipe(
    listItems,
    v.transform((items) => {
      const out: string[] = []
      for (const item of new Set(items.map((raw) => raw.trim()))) {
        if (item === '' || (allowed && !allowed.includes(item))) continue
        out.push(item)
        if (out.length >= maxItems) break
      }
      return out
    }),
  )
}

/** The sort from `"weight"` (ascending) or `"-weight"` (descending) with a known key, else `fallback`. */
export function sortValue<Key extends string>(keys: readonly Key[], fallback: SortState<Key>) {
  return v.fallback(
    v.pipe(
      v.string(),
      v.transform((text) => (text.startsWith('-') ? { key: text.slice(1), direction: 'desc' as const } : { key: text, direction: 'asc' as const })),
      v.check((sort) => (keys as readonly string[]).includes(sort.key)),
      v.transform((sort) => sort as SortState<Key>),
    ),
    fallback,
  )
}

/** A compare page's `p` as the shared resolver reads it (JSON-parsed values back as their text); none when empty. */
export const compareParamValue = v.pipe(
  v.unknown(),
  v.transform(compareParamText),
  v.transform((text) => (text === '' ? undefined : text)),
)

/**
 * A route's search schema: these entries, from any input (a non-object is no search), unknown keys
 * dropped. Never throws, as every entry has a fallback. Every entry's key is in the result, undefined
 * when absent or bad: TanStack Router spreads a route's validated search over the raw one, so a key
 * left out would keep its raw value.
 */
export function searchSchema<const Entries extends v.ObjectEntries>(entries: Entries) {
  const schema = v.object(entries)
  const keys = Object.keys(entries)
  return (raw: unknown): v.InferOutput<typeof schema> => {
    const record = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
    return v.parse(schema, Object.fromEntries(keys.map((key) => [key, Object.hasOwn(record, key) ? record[key] : undefined])))
  }
}

/**
 * A hand's characters as a link carries them (`hand=190x85-claw`), at most 40: /mouse/fit and
 * /mouse/browse read `hand=` by this one rule; what the hand means is checked by the fit code
 * (web/lib/hand-profile.ts), which loads only when a hand is given.
 */
export const handValue = textValue(40, { pattern: /^[0-9a-z.x-]+$/ })
