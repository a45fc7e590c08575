/**
 * The open-data API's versioned contract: the committed v1 schemas (edge/open-data-schemas/v1,
 * what the worker serves) against what the api views say today (real Postgres in PGlite, plus
 * web/lib/api-types.ts). A removed column, a changed type or nullability, or a removed enum value
 * fails until there is a new version path; a new column or value passes only when the changelog
 * (web/features/open-data/open-data-changelog.ts, shown on /open-data) lists it; and the files
 * must be what `npm run open-data:schema` writes, so the served schema never lags the data.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { renderSchema, type RowSchema } from '../../edge/json-schema.ts'
import { openDataSchemas } from '../../edge/open-data-schema.ts'
import { contractProblems, currentSchemas, schemaFile, tsFields, apiTypesSource } from '../../scripts/open-data-schema.ts'
import { openCatalogue } from '../../supabase/pglite.ts'
import { openDataResourceNames, openDataResources, type OpenDataResourceName } from '../../web/features/open-data/open-data-api.ts'
import { openDataChangelog, type ChangelogEntry } from '../../web/features/open-data/open-data-changelog.ts'

let db: PGlite
let current: Record<OpenDataResourceName, RowSchema>

beforeAll(async () => {
  db = await openCatalogue()
  current = await currentSchemas(db)
}, 60_000)

afterAll(async () => {
  await db?.close()
})

const committed = (resource: OpenDataResourceName) => JSON.parse(readFileSync(schemaFile(resource), 'utf8')) as RowSchema

describe('the committed v1 schemas against the api views', () => {
  it.each(openDataResourceNames)('%s: no breaking change, and every addition is in the changelog', (resource) => {
    const problems = contractProblems(resource, committed(resource), current[resource], openDataChangelog)
    expect(problems.map((problem) => `${problem.breaking ? 'breaking' : 'not in the changelog'}: ${problem.message}`)).toEqual([])
  })

  it.each(openDataResourceNames)('%s: the file is what `npm run open-data:schema` writes today', (resource) => {
    expect(readFileSync(schemaFile(resource), 'utf8'), 'run `npm run open-data:schema`').toBe(renderSchema(current[resource]))
  })

  it.each(openDataResourceNames)('%s: the worker serves the committed file', (resource) => {
    expect(renderSchema(openDataSchemas[resource])).toBe(readFileSync(schemaFile(resource), 'utf8'))
  })

  it('lists in the changelog only columns and values the schemas have', () => {
    for (const entry of openDataChangelog) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      for (const { resource, column } of entry.added ?? []) expect(Object.keys(committed(resource).properties), `${resource}.${column}`).toContain(column)
      for (const { resource, column, values } of entry.addedValues ?? []) {
        // `column.field`: a field of an object column (its items' for a list).
        const [name, field] = column.split('.') as [string, string | undefined]
        const schema = committed(resource).properties[name]
        const object = schema?.properties ? schema : schema?.items
        const enumValues = (field === undefined ? schema?.enum : object?.properties?.[field]?.enum) ?? []
        for (const value of values) expect(enumValues, `${resource}.${column}`).toContain(value)
      }
      for (const { resource, column, fields } of entry.addedFields ?? []) {
        const schema = committed(resource).properties[column]
        const object = schema?.properties ? schema : schema?.items
        for (const field of fields) {
          expect(Object.keys(object?.properties ?? {}), `${resource}.${column}`).toContain(field)
          expect(object?.required ?? [], `${resource}.${column}.${field} is optional`).not.toContain(field)
        }
      }
    }
    const dates = openDataChangelog.map((entry) => entry.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('describes every column of each view, in view order, with the handle column required', async () => {
    for (const resource of openDataResourceNames) {
      const { rows } = await db.query<{ name: string }>(
        `select column_name::text as name from information_schema.columns where table_schema = 'api' and table_name = $1 order by ordinal_position`,
        [openDataResources[resource].view],
      )
      expect(Object.keys(committed(resource).properties), resource).toEqual(rows.map((row) => row.name))
      expect(committed(resource).required, resource).toContain(openDataResources[resource].handleColumn)
    }
  })
})

describe('the contract rules (contractProblems)', () => {
  const base: RowSchema = {
    type: 'object',
    properties: {
      general__handle: { type: 'string' },
      mouse__weight: { type: 'number' },
      mouse__shape: { type: 'string', enum: ['symmetrical', 'ergonomic'] },
      mouse__variant: { type: ['string', 'null'] },
      links: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] } },
    },
    required: ['general__handle', 'mouse__weight', 'mouse__shape', 'mouse__variant', 'links'],
  }
  const withProperties = (change: (properties: RowSchema['properties']) => void): RowSchema => {
    const copy = structuredClone(base)
    change(copy.properties)
    return copy
  }
  const kinds = (schema: RowSchema, changelog: ChangelogEntry[] = []) => contractProblems('mice', base, schema, changelog).map((problem) => `${problem.kind}:${problem.column}`)
  const entry = (extra: Partial<ChangelogEntry>): ChangelogEntry => ({ date: '2026-12-01', version: 'v1', summary: 'test', ...extra })

  it('passes the same schema, and ignores descriptions', () => {
    expect(kinds(base)).toEqual([])
    expect(kinds(withProperties((p) => (p.mouse__weight = { description: 'Grams.', type: 'number' })))).toEqual([])
  })

  it('fails a removed column, a changed type, format or item shape', () => {
    expect(kinds(withProperties((p) => delete p.mouse__weight))).toEqual(['removed:mouse__weight'])
    expect(kinds(withProperties((p) => (p.mouse__weight = { type: 'integer' })))).toEqual(['changed:mouse__weight'])
    expect(kinds(withProperties((p) => (p.mouse__variant = { type: ['string', 'null'], format: 'date' })))).toEqual(['changed:mouse__variant'])
    expect(kinds(withProperties((p) => (p.links = { type: 'array', items: { type: 'string' } })))).toEqual(['changed:links'])
  })

  it('fails a change of nullability either way', () => {
    expect(kinds(withProperties((p) => (p.mouse__weight = { type: ['number', 'null'] })))).toEqual(['changed:mouse__weight'])
    expect(kinds(withProperties((p) => (p.mouse__variant = { type: 'string' })))).toEqual(['changed:mouse__variant'])
  })

  it('fails a removed enum value; a new one passes only when the changelog lists it', () => {
    expect(kinds(withProperties((p) => (p.mouse__shape = { type: 'string', enum: ['symmetrical'] })))).toEqual(['values-removed:mouse__shape'])
    const grown = withProperties((p) => (p.mouse__shape = { type: 'string', enum: ['symmetrical', 'ergonomic', 'hybrid'] }))
    expect(kinds(grown)).toEqual(['unlisted-values:mouse__shape'])
    expect(kinds(grown, [entry({ addedValues: [{ resource: 'mice', column: 'mouse__shape', values: ['hybrid'] }] })])).toEqual([])
    expect(kinds(grown, [entry({ addedValues: [{ resource: 'sensors', column: 'mouse__shape', values: ['hybrid'] }] })])).toEqual(['unlisted-values:mouse__shape'])
  })

  it('passes an added column only when the changelog lists it for that resource', () => {
    const added = withProperties((p) => (p.mouse__sources = { type: ['string', 'null'] }))
    expect(kinds(added)).toEqual(['unlisted-column:mouse__sources'])
    expect(contractProblems('mice', base, added, [])[0]!.breaking).toBe(false)
    expect(kinds(added, [entry({ added: [{ resource: 'mice', column: 'mouse__sources' }] })])).toEqual([])
    expect(kinds(added, [entry({ added: [{ resource: 'brands', column: 'mouse__sources' }] })])).toEqual(['unlisted-column:mouse__sources'])
  })

  it('passes an optional field added to an object column only when the changelog lists it; a required one breaks', () => {
    const grown = withProperties((p) => (p.links = { type: 'array', items: { type: 'object', properties: { url: { type: 'string' }, checked: { type: 'string' } }, required: ['url'] } }))
    expect(kinds(grown)).toEqual(['unlisted-fields:links'])
    expect(kinds(grown, [entry({ addedFields: [{ resource: 'mice', column: 'links', fields: ['checked'] }] })])).toEqual([])
    const required = withProperties((p) => (p.links = { type: 'array', items: { type: 'object', properties: { url: { type: 'string' }, checked: { type: 'string' } }, required: ['url', 'checked'] } }))
    expect(kinds(required, [entry({ addedFields: [{ resource: 'mice', column: 'links', fields: ['checked'] }] })])).toEqual(['changed:links'])
    const removed = withProperties((p) => (p.links = { type: 'array', items: { type: 'object', properties: {}, required: [] } }))
    expect(kinds(removed)).toEqual(['changed:links'])
  })

  it('checks the values of an enumerated field of an object column as `column.field`', () => {
    const source = (values: string[]) => ({ type: 'object' as const, properties: { kind: { type: 'string' as const, enum: values } }, required: ['kind'] })
    const withSource: RowSchema = { ...base, properties: { ...base.properties, source: source(['maker', 'opendb']) } }
    const grown: RowSchema = { ...base, properties: { ...base.properties, source: source(['maker', 'opendb', 'review']) } }
    const shrunk: RowSchema = { ...base, properties: { ...base.properties, source: source(['maker']) } }
    const problems = (schema: RowSchema, changelog: ChangelogEntry[] = []) => contractProblems('mice', withSource, schema, changelog).map((problem) => `${problem.kind}:${problem.column}`)
    expect(problems(grown)).toEqual(['unlisted-values:source.kind'])
    expect(problems(grown, [entry({ addedValues: [{ resource: 'mice', column: 'source.kind', values: ['review'] }] })])).toEqual([])
    expect(problems(shrunk)).toEqual(['values-removed:source.kind'])
  })

  it('marks removals and changes as breaking', () => {
    const problems = contractProblems('mice', base, withProperties((p) => delete p.mouse__shape), [])
    expect(problems).toHaveLength(1)
    expect(problems[0]!.breaking).toBe(true)
  })
})

describe('reading web/lib/api-types.ts', () => {
  it('reads fields, nullability and doc comments', () => {
    const fields = tsFields(apiTypesSource(), 'SensorRow')
    expect(fields.get('general__handle')).toMatchObject({ type: 'string', nullable: false })
    expect(fields.get('mouse_sensor__polling_rate')).toEqual({ type: 'number', nullable: true, description: 'Hz; null when not published.' })
    expect(fields.get('mouse_sensor__type')).toMatchObject({ type: 'SensorType', nullable: true })
    expect(fields.get('mouse_sensor__mice_count')).toEqual({ type: 'number', nullable: false, description: 'Published mice that use it.' })
  })
})
