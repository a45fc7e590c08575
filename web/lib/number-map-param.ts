/**
 * Weights and tolerances in a URL (`w=length:2,weight:0.5`, `tol=length:6`: find-similar and fit):
 * a valibot schema that reads any value into a map of known keys to numbers (malformed entries
 * dropped, values clamped to the bounds), and the writer that leaves defaults out. Apart from
 * url-values.ts: only the pages with settings load it.
 */
import * as v from 'valibot'
import { clamp, type NumberRange } from './search-params'
import { decimalValue } from './url-values'

/** A map of numbers from `"length:2,weight:0.5"`, keys restricted to `keys`, values clamped to `bounds`. */
export function numberMapValue<Key extends string>(keys: readonly Key[], bounds?: NumberRange) {
  return v.fallback(
    v.pipe(
      v.string(),
      v.transform((text) => {
        const out: Partial<Record<Key, number>> = {}
        for (const item of text.split(',')) {
          const at = item.indexOf(':')
          if (at === -1) continue
          const key = item.slice(0, at).trim() as Key
          const value = v.parse(decimalValue, item.slice(at + 1))
          if (!keys.includes(key) || value === undefined) continue
          out[key] = clamp(value, bounds?.min, bounds?.max)
        }
        return out
      }),
    ),
    {},
  )
}

/** The map a `w=`/`tol=` value names (see numberMapValue); an empty map for anything else. */
export function readNumberMap<Key extends string>(raw: unknown, keys: readonly Key[], bounds?: NumberRange): Partial<Record<Key, number>> {
  return v.parse(numberMapValue(keys, bounds), raw)
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
    parts.push(`${key}:${Math.round(value * 1000) / 1000}`)
  }
  return parts.length > 0 ? parts.join(',') : undefined
}
