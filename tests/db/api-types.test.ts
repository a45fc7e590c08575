/**
 * web/lib/api-types.ts against the real database: every row type's fields, TypeScript types and
 * nullability, and every enumerated list, so the typed description cannot drift from the views.
 */
import { readFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCatalogue } from '../../supabase/pglite.ts'
import * as apiTypes from '../../web/lib/api-types.ts'
import { apiViewNames, apiViews, type ApiView } from '../../web/lib/api-types.ts'

let db: PGlite

beforeAll(async () => {
  db = await openCatalogue()
}, 60_000)

afterAll(async () => {
  await db?.close()
})

/** Row type of each view, as named in api-types.ts. */
const rowTypeOf: Record<ApiView, string> = {
  brands: 'BrandRow',
  mice: 'MouseRow',
  mouse_sensors: 'SensorRow',
  mouse_switches: 'SwitchRow',
  mouse_scroll_wheel_encoders: 'EncoderRow',
  mousepads: 'MousepadRow',
  reviews: 'ReviewRow',
  discounts: 'DiscountRow',
  affiliate_partners: 'AffiliatePartnerRow',
  promo_colors: 'PromoColorRow',
  available_promos: 'PromoRow',
  catalogue_counts: 'CatalogueCountRow',
  reviewed_mice: 'MouseRow',
  mouse_list: 'MouseRow',
  mouse_sources: 'MouseSourcesRow',
}

const source = readFileSync(new URL('../../web/lib/api-types.ts', import.meta.url), 'utf8')

/** `export type Name = [GeneralFields<'…'> & ]{ field: type … }` → field → TS type text. */
function fieldsOf(typeName: string): Map<string, string> {
  const match = new RegExp(`export type ${typeName}(?:<[^>]*>)? = (GeneralFields<'\\w+'> & )?\\{\\n([\\s\\S]*?)\\n\\}`).exec(source)
  if (!match) throw new Error(`api-types.ts: no object type ${typeName}`)
  const fields = match[1] ? fieldsOf('GeneralFields') : new Map<string, string>()
  for (const line of match[2]!.split('\n')) {
    const field = /^ {2}(\w+): (.+)$/.exec(line)
    if (field) fields.set(field[1]!, field[2]!.trim())
  }
  return fields
}

/** The TS type each Postgres column type must have. */
const enumTypes: Record<string, string> = {
  product_category: 'ProductCategory',
  mouse_shape: 'MouseShape',
  front_flare: 'FrontFlare',
  side_curvature: 'SideCurvature',
  hump_placement: 'HumpPlacement',
  hand_compatibility: 'HandCompatibility',
  sensor_type: 'SensorType',
  promo_priority: 'PromoPriority',
  link_type: 'LinkType',
}
/** text columns restricted by a CHECK constraint, typed with their value list. */
const checkedTextColumns: Record<string, string> = {
  mouse_switch__type: 'SwitchType',
  mouse__size_class: 'SizeClass',
  mouse__outline_kind: 'OutlineKind',
  mouse_scroll_wheel_encoder__type: 'EncoderType',
  mousepad__surface: 'MousepadSurface',
  mousepad__speed: 'MousepadSpeed',
}

function expectedTsType(column: string, dataType: string, udtName: string): string {
  if (column === 'general__category') return 'Category'
  if (checkedTextColumns[column]) return checkedTextColumns[column]
  switch (dataType) {
    case 'bigint':
    case 'integer':
    case 'smallint':
    case 'numeric':
      return 'number'
    case 'text':
    case 'character varying':
    case 'date':
    case 'timestamp with time zone':
      return 'string'
    case 'boolean':
      return 'boolean'
    case 'jsonb':
      if (column === 'mouse__outline_source') return 'OutlineSources'
      return column.endsWith('_source') ? 'FigureSource' : column === 'mouse__click_latency' ? 'ClickLatency[]' : 'AffiliateLink[]'
    case 'ARRAY':
      return udtName === '_text' ? 'string[]' : ['_numeric', '_int4', '_int8'].includes(udtName) ? 'number[]' : `unknown ${udtName}`
    case 'USER-DEFINED':
      return enumTypes[udtName] ?? `unknown ${udtName}`
    default:
      return `unknown ${dataType}`
  }
}

describe.each(Object.keys(apiViewNames) as ApiView[])('api.%s', (view) => {
  it('has a row type whose fields and types match the view', async () => {
    const { rows: columns } = await db.query<{ name: string; data_type: string; udt_name: string }>(
      `select column_name::text as name, data_type::text, udt_name::text from information_schema.columns
        where table_schema = 'api' and table_name = $1 order by ordinal_position`,
      [view],
    )
    const fields = fieldsOf(rowTypeOf[view])
    expect([...fields.keys()].sort()).toEqual(columns.map((c) => c.name).sort())
    for (const column of columns) {
      const tsType = fields.get(column.name)!.replace(/ \| null$/, '')
      expect(tsType, `${view}.${column.name}`).toBe(expectedTsType(column.name, column.data_type, column.udt_name))
    }
  })

  it('has no null in a column typed as non-nullable, and each nullable column allows it', async () => {
    const fields = fieldsOf(rowTypeOf[view])
    const nonNullable = [...fields].filter(([, type]) => !type.endsWith('| null')).map(([name]) => name)
    expect(nonNullable.length).toBeGreaterThan(0)
    const checks = nonNullable.map((name) => `count(*) filter (where "${name}" is null)::integer as "${name}"`).join(', ')
    const { rows } = await db.query<Record<string, number>>(`select ${checks} from api.${view}`)
    for (const name of nonNullable) expect(rows[0]![name], `${view}.${name} has nulls`).toBe(0)
  })

  it('lists its columns in apiViews', () => {
    expect(apiViews[view]).toBeDefined()
    expect(apiViewNames[view]).toBe(view)
  })
})

describe('enumerated values', () => {
  const enums: [string, readonly string[]][] = [
    ['product_category', apiTypes.productCategories],
    ['mouse_shape', apiTypes.mouseShapes],
    ['front_flare', apiTypes.frontFlares],
    ['side_curvature', apiTypes.sideCurvatures],
    ['hump_placement', apiTypes.humpPlacements],
    ['hand_compatibility', apiTypes.handCompatibilities],
    ['sensor_type', apiTypes.sensorTypes],
    ['promo_priority', apiTypes.promoPriorities],
    ['link_type', apiTypes.linkTypes],
    ['source_kind', apiTypes.sourceKinds],
  ]

  it.each(enums)('catalog.%s has exactly the values of api-types.ts', async (type, values) => {
    const { rows } = await db.query<{ values: string[] }>(`select enum_range(null::catalog.${type})::text[] as values`)
    expect(rows[0]!.values).toEqual([...values])
  })

  it('spells the SPEC values exactly', () => {
    expect(apiTypes.frontFlares).toContain('inward - slight')
    expect(apiTypes.sideCurvatures).toEqual(['flat', 'inward - aggressive', 'outward - aggressive', 'inward', 'outward'])
    expect(apiTypes.humpPlacements).toContain('back - minimal')
    expect(apiTypes.productCategories).toEqual(['mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder'])
  })

  const checks: [string, string, readonly string[]][] = [
    ['switches', 'type', apiTypes.switchTypes],
    ['scroll_wheel_encoders', 'type', apiTypes.encoderTypes],
    ['mousepads', 'surface', apiTypes.mousepadSurfaces],
    ['mousepads', 'speed', apiTypes.mousepadSpeeds],
    ['mice', 'size_class', apiTypes.sizeClasses],
  ]

  it.each(checks)('catalog.%s.%s is CHECKed against exactly the values of api-types.ts', async (table, column, values) => {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid = $1::regclass and c.contype = 'c'
          and pg_get_constraintdef(c.oid) like $2`,
      [`catalog.${table}`, `%(${column} = ANY%`],
    )
    expect(rows).toHaveLength(1)
    const allowed = [...rows[0]!.def.matchAll(/'([^']*)'::text/g)].map((m) => m[1])
    expect(allowed).toEqual([...values])
  })

  it('rejects a value outside the lists', async () => {
    await expect(db.query(`select 'Symmetrical'::catalog.mouse_shape`)).rejects.toThrow()
    await expect(db.query(`select 'inward-slight'::catalog.front_flare`)).rejects.toThrow()
    await expect(
      db.exec(`insert into catalog.switches (handle, brand_id, model, type)
               select 'test-bad-switch', id, 'X', 'hall effect' from catalog.brands limit 1`),
    ).rejects.toThrow(/check constraint/)
  })
})
