/**
 * A number as a person types it or a URL carries it, one valibot rule for forms, test mode and
 * search parameters: decimals only, so no hex, exponents or Infinity sneak in through Number().
 * vite.config.ts keeps this module out of the app-core chunk: valibot loads only with its users.
 */
import * as v from 'valibot'

const decimalPattern = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/

/** Text that is a decimal number ("12", " -3 ", ".5") as that number; `message` for anything else. */
export function decimalText(message?: string) {
  return v.pipe(v.string(message), v.regex(decimalPattern, message), v.transform(Number.parseFloat), v.finite(message))
}

/** What a form field holds, as a decimal number: trimmed, a decimal comma read as a point ("7,5"). */
export function typedDecimal(message?: string) {
  return v.pipe(
    v.string(message),
    v.transform((text) => text.trim().replace(',', '.')),
    decimalText(message),
  )
}

/** A typed number ("190", "7.5", "7,5"), or undefined when the text is not one. */
export function parseTypedNumber(text: string): number | undefined {
  const result = v.safeParse(typedDecimal(), text)
  return result.success ? result.output : undefined
}

/** A decimal number ("12", " -3 ", ".5"; no comma), or undefined when the value is not one. */
export function parseDecimalText(value: unknown): number | undefined {
  const result = v.safeParse(decimalText(), value)
  return result.success ? result.output : undefined
}
