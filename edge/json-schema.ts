/**
 * The subset of JSON Schema (draft 2020-12) the open-data schemas use, and how a schema file is
 * written. No imports: the schema generator (Node) and the worker both use it.
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null'

/** The subset of JSON Schema the generated schemas use. */
export interface JsonSchema {
  $schema?: string
  title?: string
  description?: string
  type?: JsonType | JsonType[]
  format?: 'date' | 'date-time'
  enum?: (string | null)[]
  const?: string
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
}

/** A row's schema: an object with every column as a property. */
export interface RowSchema extends JsonSchema {
  type: 'object'
  properties: Record<string, JsonSchema>
  required: string[]
}

/** A schema file's text, exactly as `npm run open-data:schema` writes it and the worker serves it. */
export function renderSchema(schema: JsonSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`
}
