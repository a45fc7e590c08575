/**
 * The catalogue in a real Postgres engine (PGlite): migrations and seed apply, every api view
 * returns the seed's published rows with the columns web/lib/api-types.ts describes, and the
 * build's JSON export is exactly what a plain SELECT returns. api.mouse_list and api.mouse_sources
 * (supabase/migrations/20261128000200_mouse_list.sql) are api.mice split where the site reads it.
 */
import type { PGlite, Results } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, listApiViews, openCatalogue, postgrestReadQuery } from '../../supabase/pglite.ts'
import { apiViewNames, apiViews, miceColumns, mouseSourcesColumns, type ApiView } from '../../web/lib/api-types.ts'
import { asciiJson, packRows } from '../../web/lib/packed-rows.ts'

let db: PGlite

beforeAll(async () => {
  db = await openCatalogue()
}, 60_000)

afterAll(async () => {
  await db?.close()
})

const views = Object.keys(apiViewNames).sort() as ApiView[]

/** Rows of `sql` read as `role` inside a transaction (the role ends with it). */
async function asRole<T>(role: string, sql: string): Promise<Results<T>> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    return tx.query<T>(sql)
  })
}

async function count(sql: string, role = 'postgres'): Promise<number> {
  const { rows } = await asRole<{ n: number }>(role, `select count(*)::integer as n from (${sql}) q`)
  return rows[0]!.n
}

/** The rows of each catalog table the public may see, counted as the superuser (no RLS). */
const publishedRowsSql: Record<ApiView, string> = {
  brands: 'select 1 from catalog.brands where is_published',
  mice: 'select 1 from catalog.mice where is_published',
  mouse_sensors: 'select 1 from catalog.sensors where is_published',
  mouse_switches: 'select 1 from catalog.switches where is_published',
  mouse_scroll_wheel_encoders: 'select 1 from catalog.scroll_wheel_encoders where is_published',
  mousepads: 'select 1 from catalog.mousepads where is_published',
  reviews: 'select 1 from catalog.reviews where is_published',
  discounts: `select 1 from catalog.discounts where is_published and valid_from <= now()
              and (valid_until is null or valid_until > now())`,
  affiliate_partners: 'select 1 from catalog.affiliate_partners where is_published',
  promo_colors: 'select 1 from catalog.promo_colors where is_published',
  available_promos: `select 1 from catalog.promos where is_published and starts_at <= now()
                     and (ends_at is null or ends_at > now())`,
  // One row per product kind, whatever the catalogue holds.
  catalogue_counts: `select 1 from unnest(enum_range(null::catalog.product_category))`,
  // Each published mouse that a published mouse review reviews or mentions, once.
  reviewed_mice: `select 1 from catalog.mice m where m.is_published and exists (
                    select 1 from catalog.reviews r where r.is_published and r.product_category = 'mouse'
                       and m.handle::text = any (r.product_handles || r.mentioned_handles))`,
  // api.mice's rows, each once.
  mouse_list: 'select 1 from catalog.mice where is_published',
  mouse_sources: 'select 1 from catalog.mice where is_published',
}

/** The catalogue's minimum sizes. */
const minimumRows: Record<ApiView, number> = {
  brands: 150,
  mice: 1000,
  mouse_sensors: 58,
  mouse_switches: 35,
  mouse_scroll_wheel_encoders: 14,
  mousepads: 5,
  reviews: 10,
  discounts: 10,
  affiliate_partners: 8,
  promo_colors: 8,
  available_promos: 8,
  catalogue_counts: 5,
  reviewed_mice: 30,
  mouse_list: 1000,
  mouse_sources: 1000,
}

describe('migrations and seed', () => {
  it('apply cleanly and leave no seed helpers behind', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'catalog' order by 1`,
    )
    expect(rows.map((row) => row.name)).toEqual(['brands_are_public', 'effective_now', 'is_current', 'is_link_list', 'is_outline_source', 'is_outline_trace', 'is_source', 'switch_families'])
  })

  it('create exactly the views api-types.ts names', async () => {
    expect(await listApiViews(db)).toEqual(views)
  })

  it('make every view security_invoker', async () => {
    const { rows } = await db.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'api' and c.relkind = 'v' order by 1`,
    )
    expect(rows).toHaveLength(views.length)
    for (const row of rows) expect(row.options, row.name).toContain('security_invoker=true')
  })
})

describe.each(views)('api.%s', (view) => {
  it('has the columns of api-types.ts, in order', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select column_name::text as name from information_schema.columns
        where table_schema = 'api' and table_name = $1 order by ordinal_position`,
      [view],
    )
    expect(rows.map((row) => row.name)).toEqual([...apiViews[view]])
  })

  it("returns the seed's published rows to anon", async () => {
    const visible = await count(`select * from api.${view}`, 'anon')
    expect(visible).toBe(await count(publishedRowsSql[view]))
    expect(visible).toBeGreaterThanOrEqual(minimumRows[view])
    expect(await count(`select * from api.${view}`, 'authenticated')).toBe(visible)
  })
})

describe('exportApiViews', () => {
  let exported: Record<string, string>
  beforeAll(async () => {
    exported = await exportApiViews(db)
  }, 30_000)

  it('exports every api view', () => {
    expect(Object.keys(exported).sort()).toEqual(views)
  })

  it("uses PostgREST's read query", () => {
    expect(postgrestReadQuery('mice')).toBe(
      `SELECT coalesce(json_agg(_postgrest_t), '[]')::character varying AS body FROM (SELECT "api"."mice".* FROM "api"."mice") _postgrest_t`,
    )
    expect(postgrestReadQuery('available_promos')).toBe(
      `SELECT coalesce(json_agg(_postgrest_t), '[]')::character varying AS body FROM (SELECT "api"."available_promos".* FROM "api"."available_promos" ORDER BY "api"."available_promos"."rank" ASC, "api"."available_promos"."id" ASC) _postgrest_t`,
    )
  })

  it.each(views)('%s: valid JSON equal to a plain SELECT of the view', async (view) => {
    const parsed: unknown = JSON.parse(exported[view]!)
    expect(Array.isArray(parsed)).toBe(true)
    const order = view === 'available_promos' ? ' order by rank, id' : ''
    const plain = await db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      // Dates and timestamps as Postgres prints them; numerics as numbers (as JSON has them).
      return tx.query<Record<string, unknown>>(`select * from api.${view}${order}`, [], {
        parsers: { 1082: (v: string) => v, 1184: (v: string) => v, 1700: (v: string) => Number(v) },
      })
    })
    const timestamps = new Set(plain.fields.filter((f) => f.dataTypeID === 1184).map((f) => f.name))
    const numericArrays = new Set(plain.fields.filter((f) => f.dataTypeID === 1231).map((f) => f.name))
    const normalise = (row: Record<string, unknown>, fromJson: boolean) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => {
          if (timestamps.has(key) && typeof value === 'string') {
            // Postgres text: '2026-01-01 00:00:00+00'; JSON: '2026-01-01T00:00:00+00:00'.
            const iso = fromJson ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
            return [key, new Date(iso).toISOString()]
          }
          if (numericArrays.has(key) && Array.isArray(value)) return [key, value.map(Number)]
          return [key, value]
        }),
      )
    expect((parsed as Record<string, unknown>[]).map((row) => normalise(row, true))).toEqual(plain.rows.map((row) => normalise(row, false)))
    // Same columns, in the same order, as the view.
    const first = (parsed as Record<string, unknown>[])[0]
    if (first) expect(Object.keys(first)).toEqual([...apiViews[view]])
  })

  it('orders available_promos by rank and leaves out inactive promos', () => {
    const promos = JSON.parse(exported.available_promos!) as { rank: number; handle: string }[]
    const ranks = promos.map((promo) => promo.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const handles = promos.map((promo) => promo.handle)
    expect(handles).not.toContain('cyber-monday-2027')
    expect(handles).not.toContain('spring-2026-sale')
  })

  it('prints numbers as the seed wrote them (no padded scale)', () => {
    expect(exported.mice).toContain('"mouse__length":125,')
    expect(exported.mice).toContain('"mouse__width":63.5,')
  })
})

type Row = Record<string, unknown>

/** Every row of an api view, read as anon. */
async function viewAsAnon(view: string): Promise<Row[]> {
  return (await asRole<Row>('anon', `select * from ${view}`)).rows
}

const figureSourceColumns = mouseSourcesColumns.filter((column) => column !== 'general__handle')

describe('api.mouse_list and api.mouse_sources', () => {
  let mice: Row[]
  let list: Row[]
  let sources: Row[]
  beforeAll(async () => {
    ;[mice, list, sources] = await Promise.all([viewAsAnon('api.mice'), viewAsAnon('api.mouse_list'), viewAsAnon('api.mouse_sources')])
  }, 60_000)

  it('the list is api.mice, row for row in its order, with each figure source reduced to its kind', () => {
    expect(list.map((row) => row.general__handle)).toEqual(mice.map((row) => row.general__handle))
    expect(figureSourceColumns).toHaveLength(5)
    let sourced = 0
    mice.forEach((mouse, index) => {
      const row = list[index]!
      for (const column of miceColumns) {
        if (!figureSourceColumns.includes(column as (typeof figureSourceColumns)[number])) {
          expect(row[column], `${String(mouse.general__handle)}.${column}`).toEqual(mouse[column])
          continue
        }
        const source = mouse[column] as { kind: string } | null
        expect(row[column], `${String(mouse.general__handle)}.${column}`).toEqual(source ? { kind: source.kind } : null)
        if (source && Object.keys(source).length > 1) sourced++
      }
    })
    // The seed's sources carry notes and addresses: the list leaves them out.
    expect(sourced).toBeGreaterThan(1000)
  })

  it('the figure sources are api.mice’s, in full, one row per mouse by handle', () => {
    expect(sources.map((row) => row.general__handle)).toEqual(mice.map((row) => row.general__handle))
    mice.forEach((mouse, index) => {
      for (const column of figureSourceColumns) expect(sources[index]![column], `${String(mouse.general__handle)}.${column}`).toEqual(mouse[column])
    })
  })

  it('the list is under three quarters of api.mice as the snapshot packs it (the notes and addresses are the rest)', () => {
    const packed = (rows: Row[]) => asciiJson(packRows(rows)).length
    expect(packed(list)).toBeLessThan(packed(mice) * 0.75)
  })
})
