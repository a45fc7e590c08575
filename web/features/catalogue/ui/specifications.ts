/** Pure helpers of the specifications table: what differs, what is best, how a value reads. */

import { messages } from '../../../lib/messages'
import { formatNumber } from '../../../lib/number-format'

export type SpecificationValue = number | string | boolean | null | undefined

/** Numbers compare as numbers, strings case-insensitively; an unknown value differs from a known one. */
function sameValue(a: SpecificationValue, b: SpecificationValue): boolean {
  const known = (value: SpecificationValue) => value !== null && value !== undefined && value !== ''
  if (!known(a) || !known(b)) return known(a) === known(b)
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase()
  return a === b
}

/** True when at least two items are compared and their values are not all the same. */
export function valuesDiffer(values: readonly SpecificationValue[]): boolean {
  if (values.length < 2) return false
  return values.some((value) => !sameValue(value, values[0]))
}

/**
 * Indexes of the best numeric values (ties all win). Nothing is best when fewer than two items
 * have a number, or when every number is the same.
 */
export function bestValues(values: readonly SpecificationValue[], better: 'higher' | 'lower'): number[] {
  const numbers = values.map((value) => (typeof value === 'number' && Number.isFinite(value) ? value : null))
  const known = numbers.filter((value): value is number => value !== null)
  if (known.length < 2) return []
  const best = better === 'higher' ? Math.max(...known) : Math.min(...known)
  if (known.every((value) => value === best)) return []
  return numbers.flatMap((value, index) => (value === best ? [index] : []))
}

/** Numbers in en-US with the unit, booleans as Yes/No, unknown as 'not known' (never a default). */
export function formatSpecificationValue(value: SpecificationValue, unit?: string): string {
  if (value === null || value === undefined || value === '') return messages.notKnown
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') {
    const text = formatNumber(value, 2)
    return unit ? `${text} ${unit}` : text
  }
  return value
}
