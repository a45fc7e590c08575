/**
 * The open-data API's JSON Schemas, derived from the one description of the api views there is:
 * the real views (column names, order and Postgres types, the values of enum types) in PGlite
 * (supabase/pglite.ts), and web/lib/api-types.ts for what Postgres cannot say about a view's
 * columns (whether one can be null, the values of CHECKed text columns, the shape of JSON
 * columns, the doc comments). tests/db/api-types.test.ts keeps the two in step.
 *
 * Used by `npm run open-data:schema` (scripts/write-open-data-schemas.ts), which writes the files
 * the worker serves, and by the contract test, which compares those committed files with what
 * this derives from the views today (contractProblems below).
 */
import { readFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import type { JsonSchema, JsonType, RowSchema } from '../edge/json-schema.ts'
import * as apiTypes from '../web/lib/api-types.ts'
import * as outlineValues from '../web/lib/outline-values.ts'
import { apiVersion, listPath, openDataResourceNames, openDataResources, type OpenDataResourceName } from '../web/features/open-data/open-data-api.ts'
import type { ChangelogEntry } from '../web/features/open-data/open-data-changelog.ts'

export const schemaDialect = 'https://json-schema.org/draft/2020-12/schema'

/** Where a version's schema files live. */
export const schemasDir = (version: string = apiVersion) => new URL(`../edge/open-data-schemas/${version}/`, import.meta.url)
export const schemaFile = (resource: OpenDataResourceName, version: string = apiVersion) => new URL(`${resource}.json`, schemasDir(version))

/** The row type that web/lib/api-types.ts gives each view the API serves. */
const rowTypeOf: Record<OpenDataResourceName, string> = {
  mice: 'MouseRow',
  sensors: 'SensorRow',
  switches: 'SwitchRow',
  encoders: 'EncoderRow',
  brands: 'BrandRow',
}

/** api-types.ts's enumerated types, by type name. */
const tsEnums: Record<string, readonly string[]> = {
  ProductCategory: apiTypes.productCategories,
  MouseShape: apiTypes.mouseShapes,
  FrontFlare: apiTypes.frontFlares,
  SideCurvature: apiTypes.sideCurvatures,
  HumpPlacement: apiTypes.humpPlacements,
  HandCompatibility: apiTypes.handCompatibilities,
  SensorType: apiTypes.sensorTypes,
  SwitchType: apiTypes.switchTypes,
  EncoderType: apiTypes.encoderTypes,
  MousepadSurface: apiTypes.mousepadSurfaces,
  MousepadSpeed: apiTypes.mousepadSpeeds,
  PromoPriority: apiTypes.promoPriorities,
  LinkType: apiTypes.linkTypes,
  SizeClass: apiTypes.sizeClasses,
  OutlineKind: apiTypes.outlineKinds,
  TraceMethod: outlineValues.traceMethods,
  ScaleBasis: outlineValues.scaleBases,
  OutlineDimension: outlineValues.outlineDimensions,
  SourceKind: apiTypes.sourceKinds,
  LatencyMode: apiTypes.latencyModes,
}

export interface TsField {
  /** The TypeScript type without `| null`. */
  type: string
  nullable: boolean
  /** Declared `name?:`: the key may be absent. */
  optional?: boolean
  /** The field's doc comment. */
  description?: string
}

export const apiTypesSource = () => readFileSync(new URL('../web/lib/api-types.ts', import.meta.url), 'utf8')

/**
 * The fields of an object type of api-types.ts (`export type Name = [GeneralFields<'…'> & ]{ … }`),
 * with the fields of GeneralFields first when the type includes it, as the views list them.
 */
export function tsFields(source: string, typeName: string): Map<string, TsField> {
  const match = new RegExp(`export type ${typeName}(?:<[^>]*>)? = (GeneralFields<'\\w+'> & )?\\{\\n([\\s\\S]*?)\\n\\}`).exec(source)
  if (!match) throw new Error(`web/lib/api-types.ts: no object type ${typeName}`)
  const fields = match[1] ? tsFields(source, 'GeneralFields') : new Map<string, TsField>()
  let comment: string[] | undefined
  let pending: string | undefined
  for (const line of match[2]!.split('\n')) {
    const text = line.trim()
    if (comment) {
      if (text.endsWith('*/')) {
        comment.push(text.slice(0, -2).replace(/^\*\s?/, ''))
        pending = comment.join(' ').trim()
        comment = undefined
      } else comment.push(text.replace(/^\*\s?/, ''))
      continue
    }
    const single = /^\/\*\*(.*)\*\/$/.exec(text)
    if (single) {
      pending = single[1]!.trim()
      continue
    }
    if (text.startsWith('/**')) {
      comment = [text.slice(3)]
      continue
    }
    const field = /^(\w+)(\?)?: (.+)$/.exec(text)
    if (!field) continue
    const full = field[3]!.trim()
    const nullable = full.endsWith('| null')
    fields.set(field[1]!, {
      type: nullable ? full.replace(/\s*\| null$/, '') : full,
      nullable,
      ...(field[2] ? { optional: true } : {}),
      ...(pending ? { description: pending.replace(/\s+/g, ' ') } : {}),
    })
    pending = undefined
  }
  return fields
}

export interface ViewColumn {
  name: string
  /** information_schema's data_type, e.g. 'integer', 'numeric', 'ARRAY', 'USER-DEFINED'. */
  dataType: string
  /** e.g. 'int4', '_text', 'mouse_shape'. */
  udtName: string
  /** The labels of an enum type, in order. */
  enumValues?: string[]
}

/** A view's columns as Postgres describes them, in view order. */
export async function viewColumns(db: PGlite, view: string): Promise<ViewColumn[]> {
  const { rows } = await db.query<{ name: string; data_type: string; udt_name: string; enum_values: string[] | null }>(
    `select c.column_name::text as name, c.data_type::text as data_type, c.udt_name::text as udt_name,
            (select array_agg(e.enumlabel::text order by e.enumsortorder)
               from pg_type t join pg_enum e on e.enumtypid = t.oid
               join pg_namespace n on n.oid = t.typnamespace
              where t.typname = c.udt_name and n.nspname = c.udt_schema) as enum_values
       from information_schema.columns c
      where c.table_schema = 'api' and c.table_name = $1
      order by c.ordinal_position`,
    [view],
  )
  if (rows.length === 0) throw new Error(`api.${view}: no such view`)
  return rows.map((row) => ({ name: row.name, dataType: row.data_type, udtName: row.udt_name, ...(row.enum_values ? { enumValues: row.enum_values } : {}) }))
}

function withNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return schema
  const type = schema.type
  const out: JsonSchema = { ...schema, type: Array.isArray(type) ? [...type, 'null'] : [type as JsonType, 'null'] }
  if (schema.enum) out.enum = [...schema.enum, null]
  return out
}

function scalarOfTs(tsType: string, where: string): JsonSchema {
  if (tsType === 'string') return { type: 'string' }
  if (tsType === 'number') return { type: 'number' }
  if (tsType === 'boolean') return { type: 'boolean' }
  const values = tsEnums[tsType]
  if (values) return { type: 'string', enum: [...values] }
  throw new Error(`${where}: no JSON Schema for the TypeScript type ${tsType}`)
}

/** A field of an object type: a scalar, another object type of api-types.ts, or a list of either. */
function fieldOfTs(source: string, tsType: string, where: string): JsonSchema {
  const list = /^(\w+)\[\]$/.exec(tsType)
  if (list) return { type: 'array', items: fieldOfTs(source, list[1]!, where) }
  if (/^[A-Z]\w*$/.test(tsType) && !tsEnums[tsType]) return objectOfTs(source, tsType, where)
  return scalarOfTs(tsType, where)
}

/** An object type of api-types.ts (e.g. AffiliateLink; OutlineSources, whose fields are objects too) as a schema. */
function objectOfTs(source: string, typeName: string, where: string): JsonSchema {
  const fields = tsFields(source, typeName)
  const properties: Record<string, JsonSchema> = {}
  for (const [name, field] of fields) {
    const schema = withNull(fieldOfTs(source, field.type, `${where}.${name}`), field.nullable)
    properties[name] = field.description ? { description: field.description, ...schema } : schema
  }
  return { type: 'object', properties, required: [...fields].filter(([, field]) => !field.optional).map(([name]) => name) }
}

/** One column's schema, from its Postgres type and its api-types.ts field. */
export function columnSchema(source: string, resource: OpenDataResourceName, column: ViewColumn, field: TsField): JsonSchema {
  const where = `api.${openDataResources[resource].view}.${column.name}`
  let schema: JsonSchema
  const category = (openDataResources[resource] as { category?: string }).category
  if (field.type === 'Category') {
    if (!category) throw new Error(`${where}: a category column on a view without a category`)
    schema = { type: 'string', const: category }
  } else {
    switch (column.dataType) {
      case 'smallint':
      case 'integer':
      case 'bigint':
        schema = { type: 'integer' }
        break
      case 'numeric':
      case 'real':
      case 'double precision':
        schema = { type: 'number' }
        break
      case 'boolean':
        schema = { type: 'boolean' }
        break
      case 'text':
      case 'character varying':
        // A text column whose TypeScript type lists its values (a CHECKed column).
        schema = field.type === 'string' ? { type: 'string' } : scalarOfTs(field.type, where)
        break
      case 'date':
        schema = { type: 'string', format: 'date' }
        break
      case 'timestamp with time zone':
        schema = { type: 'string', format: 'date-time' }
        break
      case 'USER-DEFINED':
        if (!column.enumValues) throw new Error(`${where}: user-defined type ${column.udtName} is not an enum`)
        schema = { type: 'string', enum: [...column.enumValues] }
        break
      case 'ARRAY': {
        const element = { _text: 'string', _varchar: 'string', _numeric: 'number', _int2: 'integer', _int4: 'integer', _int8: 'integer', _bool: 'boolean' }[column.udtName] as JsonType | undefined
        if (!element) throw new Error(`${where}: no JSON Schema for arrays of ${column.udtName}`)
        schema = { type: 'array', items: { type: element } }
        break
      }
      case 'json':
      case 'jsonb': {
        // An object type of api-types.ts (FigureSource) or a list of one (AffiliateLink[]).
        const list = /^(\w+)\[\]$/.exec(field.type)
        if (list) schema = { type: 'array', items: objectOfTs(source, list[1]!, where) }
        else if (/^\w+$/.test(field.type)) schema = objectOfTs(source, field.type, where)
        else throw new Error(`${where}: a JSON column needs an object type or object-list type in api-types.ts (got ${field.type})`)
        break
      }
      default:
        throw new Error(`${where}: no JSON Schema for the Postgres type ${column.dataType}`)
    }
  }
  // A column v1 promises a value in keeps that promise: v1 leaves out the rows without one
  // (open-data-api.ts, rowsNeed), so its schema stays non-null.
  const promised = ((openDataResources[resource] as { rowsNeed?: readonly string[] }).rowsNeed ?? []).includes(column.name)
  const out = withNull(schema, field.nullable && !promised)
  const description = promised ? `${field.description ? `${field.description} ` : ''}Only rows where it is known are served.` : field.description
  return description ? { description, ...out } : out
}

/** One resource's schema, from the view and api-types.ts. */
export async function resourceSchema(db: PGlite, source: string, resource: OpenDataResourceName): Promise<RowSchema> {
  const spec = openDataResources[resource]
  const columns = await viewColumns(db, spec.view)
  const fields = tsFields(source, rowTypeOf[resource])
  const properties: Record<string, JsonSchema> = {}
  for (const column of columns) {
    const field = fields.get(column.name)
    if (!field) throw new Error(`api.${spec.view}.${column.name} is not in ${rowTypeOf[resource]} (web/lib/api-types.ts)`)
    properties[column.name] = columnSchema(source, resource, column, field)
  }
  return {
    $schema: schemaDialect,
    title: `MouseCompare open data ${apiVersion}: ${resource}, one row`,
    description: `${spec.description} One row of the api.${spec.view} view. ${listPath(resource, 'json')} lists every row under "data"; /api/${apiVersion}/${resource}/{${spec.handleColumn}}.json gives one under "data".`,
    type: 'object',
    properties,
    required: columns.map((column) => column.name),
  }
}

export async function currentSchemas(db: PGlite, source = apiTypesSource()): Promise<Record<OpenDataResourceName, RowSchema>> {
  const out = {} as Record<OpenDataResourceName, RowSchema>
  for (const resource of openDataResourceNames) out[resource] = await resourceSchema(db, source, resource)
  return out
}

// The contract ----------------------------------------------------------------------------------

export type ContractProblemKind = 'removed' | 'changed' | 'values-removed' | 'unlisted-column' | 'unlisted-values' | 'unlisted-fields'

export interface ContractProblem {
  resource: OpenDataResourceName
  column: string
  kind: ContractProblemKind
  /** Breaking changes need a new version path; the others need a changelog entry. */
  breaking: boolean
  message: string
}

/** What a column promises consumers: its types (null included), format, constant, item shape. */
function promise(schema: JsonSchema): string {
  const strip = (value: JsonSchema): unknown => {
    const { description: _description, enum: _enum, title: _title, ...rest } = value
    const types = Array.isArray(rest.type) ? [...rest.type].sort() : rest.type
    return {
      ...rest,
      type: types,
      ...(rest.items ? { items: strip(rest.items) } : {}),
      ...(rest.properties ? { properties: Object.fromEntries(Object.entries(rest.properties).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => [key, strip(item)])) } : {}),
      ...(rest.required ? { required: [...rest.required].sort() } : {}),
    }
  }
  return JSON.stringify(strip(schema))
}

function describeType(schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type)
  return schema.format ? `${types} (${schema.format})` : types
}

const enumValues = (schema: JsonSchema) => (schema.enum ?? []).filter((value): value is string => value !== null)

/** The object a column holds: the column's own schema, or its items' for a list of objects. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema
  if (schema.items?.properties) return schema.items
  return undefined
}

/**
 * `now` without the object fields `was` does not have, and those fields: an optional field added
 * to an object column is additive, like a new column; the rest of the column must keep its promise.
 */
function withoutNewFields(was: JsonSchema, now: JsonSchema): { schema: JsonSchema; added: string[]; requiredAdded: string[] } {
  const before = objectOf(was)
  const after = objectOf(now)
  if (!before?.properties || !after?.properties) return { schema: now, added: [], requiredAdded: [] }
  const added = Object.keys(after.properties).filter((field) => !(field in before.properties!))
  if (added.length === 0) return { schema: now, added, requiredAdded: [] }
  const trimmed: JsonSchema = {
    ...after,
    properties: Object.fromEntries(Object.entries(after.properties).filter(([field]) => !added.includes(field))),
    required: (after.required ?? []).filter((field) => !added.includes(field)),
  }
  const requiredAdded = (after.required ?? []).filter((field) => added.includes(field))
  return { schema: after === now ? trimmed : { ...now, items: trimmed }, added, requiredAdded }
}

/**
 * How the schema derived from the views today (`current`) differs from the committed, published
 * one: a removed column, a changed type, nullability, format or item shape, or a removed value of
 * an enumerated column breaks the contract (a new version path is needed); a new column or value
 * is allowed only when the changelog lists it. Descriptions are not part of the contract.
 */
export function contractProblems(resource: OpenDataResourceName, committed: RowSchema, current: RowSchema, changelog: readonly ChangelogEntry[]): ContractProblem[] {
  const problems: ContractProblem[] = []
  const listedColumns = new Set(changelog.flatMap((entry) => entry.added ?? []).filter((item) => item.resource === resource).map((item) => item.column))
  const listedValues = (column: string) =>
    new Set(changelog.flatMap((entry) => entry.addedValues ?? []).filter((item) => item.resource === resource && item.column === column).flatMap((item) => item.values))
  const listedFields = (column: string) =>
    new Set(changelog.flatMap((entry) => entry.addedFields ?? []).filter((item) => item.resource === resource && item.column === column).flatMap((item) => item.fields))
  const values = (column: string, was: JsonSchema, now: JsonSchema) => {
    const before = enumValues(was)
    const after = enumValues(now)
    const removed = before.filter((value) => !after.includes(value))
    if (removed.length > 0) {
      problems.push({ resource, column, kind: 'values-removed', breaking: true, message: `${resource}.${column} no longer has the values ${removed.join(', ')}` })
    }
    const listed = listedValues(column)
    const unlisted = before.length > 0 ? after.filter((value) => !before.includes(value) && !listed.has(value)) : []
    if (unlisted.length > 0) {
      problems.push({ resource, column, kind: 'unlisted-values', breaking: false, message: `${resource}.${column} has new values not in the changelog: ${unlisted.join(', ')}` })
    }
  }
  for (const [column, was] of Object.entries(committed.properties)) {
    const now = current.properties[column]
    if (!now) {
      problems.push({ resource, column, kind: 'removed', breaking: true, message: `${resource}.${column} was removed` })
      continue
    }
    const grown = withoutNewFields(was, now)
    if (promise(was) !== promise(grown.schema) || grown.requiredAdded.length > 0) {
      const required = grown.requiredAdded.length > 0 ? ` (new required fields: ${grown.requiredAdded.join(', ')})` : ''
      problems.push({ resource, column, kind: 'changed', breaking: true, message: `${resource}.${column} changed from ${describeType(was)} to ${describeType(now)}${required}` })
    }
    const unlistedFields = grown.added.filter((field) => !listedFields(column).has(field))
    if (unlistedFields.length > 0) {
      problems.push({ resource, column, kind: 'unlisted-fields', breaking: false, message: `${resource}.${column} has new fields not in the changelog: ${unlistedFields.join(', ')}` })
    }
    values(column, was, now)
    // The values of an object column's enumerated fields (e.g. a source's kind), as `column.field`.
    const before = objectOf(was)?.properties ?? {}
    const after = objectOf(now)?.properties ?? {}
    for (const [field, schema] of Object.entries(before)) if (after[field]) values(`${column}.${field}`, schema, after[field])
  }
  for (const column of Object.keys(current.properties)) {
    if (column in committed.properties || listedColumns.has(column)) continue
    problems.push({ resource, column, kind: 'unlisted-column', breaking: false, message: `${resource}.${column} is a new column not in the changelog` })
  }
  return problems
}
