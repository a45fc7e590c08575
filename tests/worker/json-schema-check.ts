/**
 * A small JSON Schema checker for the keywords the open-data schemas use (edge/json-schema.ts):
 * type, enum, const, format (date, date-time), items, properties, required, and the annotations
 * $schema, title and description. Any other keyword throws, so a schema that grows a keyword
 * this does not check cannot pass unchecked.
 */
import type { JsonSchema, JsonType } from '../../edge/json-schema'

const known = new Set(['$schema', 'title', 'description', 'type', 'enum', 'const', 'format', 'items', 'properties', 'required'])

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object') return typeof value as JsonType
  throw new Error(`not a JSON value: ${typeof value}`)
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

function validDate(text: string): boolean {
  const match = isoDate.exec(text)
  if (!match) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** The problems of `value` against `schema`, each with its JSON path; empty when it conforms. */
export function schemaProblems(schema: JsonSchema, value: unknown, path = '$'): string[] {
  for (const keyword of Object.keys(schema)) if (!known.has(keyword)) throw new Error(`${path}: the checker does not know the keyword ${keyword}`)
  const problems: string[] = []
  const actual = typeOf(value)
  if (schema.type !== undefined) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type]
    // An integer is also a number (JSON Schema's own rule).
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) {
      return [`${path}: ${JSON.stringify(value)} is ${actual}, expected ${allowed.join(' or ')}`]
    }
  }
  if (schema.const !== undefined && value !== schema.const) problems.push(`${path}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`)
  if (schema.enum && !schema.enum.includes(value as string | null)) problems.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`)
  if (schema.format && typeof value === 'string') {
    const ok = schema.format === 'date' ? validDate(value) : isoDateTime.test(value) && !Number.isNaN(Date.parse(value))
    if (!ok) problems.push(`${path}: ${JSON.stringify(value)} is not a ${schema.format}`)
  }
  if (schema.items && Array.isArray(value)) value.forEach((item, i) => problems.push(...schemaProblems(schema.items!, item, `${path}[${i}]`)))
  if (actual === 'object') {
    const record = value as Record<string, unknown>
    for (const name of schema.required ?? []) if (!Object.hasOwn(record, name)) problems.push(`${path}: missing ${name}`)
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (Object.hasOwn(record, name)) problems.push(...schemaProblems(property, record[name], `${path}.${name}`))
    }
  }
  return problems
}
