/**
 * Security of the catalogue, as Supabase's roles see it: anon and authenticated read the api
 * views and nothing else, write nothing anywhere, and never see unpublished rows, expired
 * discounts or inactive promos, through a view or straight from a table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listApiViews } from '../../supabase/pglite.ts'
import { openTestCatalogue, type QueryResult, type TestDatabase } from './test-database'

let db: TestDatabase
let apiViewNames: string[] = []
let catalogTables: string[] = []

const siteRoles = ['anon', 'authenticated'] as const

/** Catalog tables nobody but their owner reads or writes (no grant, no policy): the snapshot clock. */
const ownerOnlyTables = ['snapshot_clock']

async function asRole<T>(role: string, sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    return tx.query<T>(sql, params)
  })
}

/** The Postgres error code `sql` fails with as `role` (undefined if it succeeds). */
async function failureCode(role: string, sql: string): Promise<string | undefined> {
  try {
    await asRole(role, sql)
    return undefined
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

async function handles(role: string, sql: string): Promise<string[]> {
  const { rows } = await asRole<{ handle: string }>(role, sql)
  return rows.map((row) => row.handle)
}

beforeAll(async () => {
  db = await openTestCatalogue()
  apiViewNames = await listApiViews(db)
  const { rows } = await db.query<{ name: string }>(
    `select tablename::text as name from pg_tables where schemaname = 'catalog' order by 1`,
  )
  catalogTables = rows.map((row) => row.name)

  // Rows the public must never see, written as the superuser.
  await db.exec(`
    insert into catalog.sensors (handle, brand_id, model, type, dpi, is_published)
    select 'test-unpublished-sensor', id, 'Secret Sensor', 'optical', 1000, false
      from catalog.brands where handle = 'pixart';
    insert into catalog.mice (handle, brand_id, model, length, width, height, weight, shape,
                              front_flare, side_curvature, hump_placement, hand_compatibility,
                              wireless, sensor_id, dpi, polling_rate, middle_buttons, side_buttons,
                              dimensions_source, sensor_source, shape_source, is_published, notes)
    select 'test-unpublished-mouse', b.id, 'Prototype', 120, 60, 38, 50, 'symmetrical', 'flat',
           'flat', 'center', 'right', true, s.id, 26000, 1000, 1, 2,
           '{"kind":"editors"}', '{"kind":"editors"}', '{"kind":"editors"}', false, 'not announced yet'
      from catalog.brands b, catalog.sensors s
     where b.handle = 'razer' and s.handle = 'pixart-paw3395';
    insert into catalog.mice (handle, brand_id, model, length, width, height, weight, shape,
                              front_flare, side_curvature, hump_placement, hand_compatibility,
                              wireless, sensor_id, dpi, polling_rate, middle_buttons, side_buttons,
                              dimensions_source, sensor_source, shape_source)
    select 'test-mouse-with-secret-sensor', b.id, 'Sample', 120, 60, 38, 50, 'symmetrical', 'flat',
           'flat', 'center', 'right', true, s.id, 1000, 1000, 1, 2,
           '{"kind":"editors"}', '{"kind":"editors"}', '{"kind":"editors"}'
      from catalog.brands b, catalog.sensors s
     where b.handle = 'razer' and s.handle = 'test-unpublished-sensor';
    insert into catalog.discounts (handle, brand_id, title, description, code, amount, valid_from, valid_until)
    select 'test-expired-discount', id, 'Old sale', 'Gone', 'OLD', '50%', now() - interval '30 days', now() - interval '1 day'
      from catalog.brands where handle = 'pulsar';
    insert into catalog.discounts (handle, brand_id, title, description, code, amount, valid_from, is_published)
    select 'test-unpublished-discount', id, 'Draft', 'Draft', 'DRAFT', '5%', now() - interval '1 day', false
      from catalog.brands where handle = 'pulsar';
    insert into catalog.promos (handle, priority, rank, link_type, link_url, starts_at, ends_at)
    values ('test-future-promo', 'high', 0, 'internal', '/mouse/browse', now() + interval '1 day', null),
           ('test-ended-promo', 'high', 0, 'internal', '/mouse/browse', now() - interval '2 days', now() - interval '1 day');
    insert into catalog.promos (handle, priority, rank, link_type, link_url, is_published)
    values ('test-unpublished-promo', 'high', 0, 'internal', '/mouse/browse', false);
    insert into catalog.reviews (slug, title, excerpt, body_markdown, author, published_at,
                                 product_category, product_handles, is_published)
    values ('test/draft-review', 'Draft', 'Draft', 'Draft', 'Editor', current_date, 'mouse',
            '{razer-viper-v3-pro}', false);
  `)
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe.each(siteRoles)('as %s', (role) => {
  it('reads every api view', async () => {
    expect(apiViewNames.length).toBeGreaterThan(0)
    for (const view of apiViewNames) {
      const { rows } = await asRole<{ n: number }>(role, `select count(*)::integer as n from api.${view}`)
      expect(rows[0]!.n, view).toBeGreaterThan(0)
    }
  })

  it('cannot insert, update, delete or truncate through any api view', async () => {
    // A write through a view fails on the missing privilege (42501) or, for a view Postgres
    // cannot write through at all, before that (55000 view not updatable, 0A000 column not
    // updatable, 42809 cannot truncate a view);
    // the privileges themselves are checked in 'has no privilege beyond SELECT' below.
    const refused = ['42501', '55000', '0A000', '42809']
    for (const view of apiViewNames) {
      // A column Postgres could write through, if the view has one (so the privilege is what stops it).
      const { rows } = await db.query<{ column: string }>(
        `select column_name::text as column from information_schema.columns
          where table_schema = 'api' and table_name = $1 and column_name <> 'id'
          order by is_updatable desc, ordinal_position limit 1`,
        [view],
      )
      const column = rows[0]!.column
      for (const sql of [
        `insert into api.${view} (${column}) values (default)`,
        `update api.${view} set ${column} = ${column}`,
        `delete from api.${view}`,
        `truncate api.${view}`,
      ]) {
        expect(refused, sql).toContain(await failureCode(role, sql))
      }
      const { rows: privileges } = await db.query<{ write: boolean }>(
        `select has_table_privilege($1, $2, 'INSERT, UPDATE, DELETE, TRUNCATE') as write`,
        [role, `api.${view}`],
      )
      expect(privileges[0]!.write, view).toBe(false)
    }
  })

  it('cannot insert, update, delete or truncate any catalog table', async () => {
    expect(catalogTables.length).toBeGreaterThanOrEqual(11)
    for (const table of catalogTables) {
      const { rows } = await db.query<{ column: string }>(
        `select column_name::text as column from information_schema.columns where table_schema = 'catalog' and table_name = $1
          order by (column_name = 'is_published') desc, ordinal_position limit 1`,
        [table],
      )
      const column = rows[0]!.column
      for (const sql of [
        `insert into catalog.${table} default values`,
        `update catalog.${table} set ${column} = ${column}`,
        `delete from catalog.${table}`,
        `truncate catalog.${table}`,
      ]) {
        expect(await failureCode(role, sql), sql).toBe('42501')
      }
    }
  })

  it('never sees unpublished mice, through the view or the table', async () => {
    expect(await handles(role, `select general__handle as handle from api.mice`)).not.toContain('test-unpublished-mouse')
    expect(await handles(role, `select handle from catalog.mice where handle like 'test-%'`)).toEqual(['test-mouse-with-secret-sensor'])
    const { rows } = await asRole<{ n: number }>(role, `select count(*)::integer as n from catalog.mice where not is_published`)
    expect(rows[0]!.n).toBe(0)
  })

  it('reads a mouse whose sensor is unpublished without the sensor', async () => {
    const { rows } = await asRole<{ sensor: string | null; brands: string[] | null }>(
      role,
      `select mouse__sensor_handle as sensor, mouse__sensor_brand_handles as brands
         from api.mice where general__handle = 'test-mouse-with-secret-sensor'`,
    )
    expect(rows).toEqual([{ sensor: null, brands: null }])
    expect(await handles(role, `select general__handle as handle from api.mouse_sensors`)).not.toContain('test-unpublished-sensor')
    expect(await handles(role, `select handle from catalog.sensors where not is_published`)).toEqual([])
  })

  it('never sees expired or unpublished discounts', async () => {
    const hidden = ['test-expired-discount', 'test-unpublished-discount', 'black-friday-2025-pulsar', 'summer-2026-razer', 'cyber-monday-2027-lamzu']
    const viaView = await handles(role, `select handle from api.discounts`)
    const viaTable = await handles(role, `select handle from catalog.discounts`)
    for (const handle of hidden) {
      expect(viaView).not.toContain(handle)
      expect(viaTable).not.toContain(handle)
    }
    expect(viaView.length).toBeGreaterThanOrEqual(10)
    expect([...viaTable].sort()).toEqual([...viaView].sort())
  })

  it('never sees future, ended or unpublished promos', async () => {
    const hidden = ['test-future-promo', 'test-ended-promo', 'test-unpublished-promo', 'cyber-monday-2027', 'spring-2026-sale']
    const viaView = await handles(role, `select handle from api.available_promos`)
    const viaTable = await handles(role, `select handle from catalog.promos`)
    for (const handle of hidden) {
      expect(viaView).not.toContain(handle)
      expect(viaTable).not.toContain(handle)
    }
    expect([...viaTable].sort()).toEqual([...viaView].sort())
  })

  it('never sees unpublished reviews', async () => {
    expect(await handles(role, `select slug as handle from api.reviews`)).not.toContain('test/draft-review')
    expect(await handles(role, `select slug as handle from catalog.reviews`)).not.toContain('test/draft-review')
  })

  it('cannot read private editorial columns', async () => {
    for (const sql of [
      `select notes from catalog.mice`,
      `select created_at from catalog.brands`,
      `select * from catalog.mice`,
      `select notes from catalog.discounts`,
    ]) {
      expect(await failureCode(role, sql), sql).toBe('42501')
    }
  })

  it('has no privilege beyond SELECT on the api views and the columns they read', async () => {
    const { rows } = await db.query<{ schema: string; name: string; kind: string; privilege: string; level: string }>(
      `with rels as (
         select c.oid, n.nspname::text as schema, c.relname::text as name, c.relkind::text as kind
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'v', 'm', 'p', 'f', 'S')
            and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
       ), privs as (select unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) as privilege)
       select r.schema, r.name, r.kind, p.privilege,
              case when has_table_privilege($1, r.oid, p.privilege) then 'table' else 'column' end as level
         from rels r cross join privs p
        where r.kind <> 'S' and (has_table_privilege($1, r.oid, p.privilege)
              or (p.privilege in ('SELECT','INSERT','UPDATE','REFERENCES') and has_any_column_privilege($1, r.oid, p.privilege)))
       union all
       select r.schema, r.name, r.kind, 'USAGE', 'sequence'
         from rels r where case when r.kind = 'S' then has_sequence_privilege($1, r.oid, 'USAGE,SELECT,UPDATE') else false end
       order by 1, 2, 4`,
      [role],
    )
    const granted = rows.map((row) => `${row.schema}.${row.name}:${row.privilege}:${row.level}`)
    const expected = [
      ...apiViewNames.map((view) => `api.${view}:SELECT:table`),
      ...catalogTables.filter((table) => !ownerOnlyTables.includes(table)).map((table) => `catalog.${table}:SELECT:column`),
    ].sort()
    expect(granted.sort()).toEqual(expected)
  })

  it('cannot create objects or call private functions', async () => {
    const { rows } = await db.query<{ api: boolean; catalog: boolean; public: boolean; link_list: boolean; source: boolean; now: boolean }>(
      `select has_schema_privilege($1, 'api', 'CREATE') as api,
              has_schema_privilege($1, 'catalog', 'CREATE') as catalog,
              has_schema_privilege($1, 'public', 'CREATE') as public,
              has_function_privilege($1, 'catalog.is_link_list(jsonb)', 'EXECUTE') as link_list,
              has_function_privilege($1, 'catalog.is_source(jsonb)', 'EXECUTE') as source,
              has_function_privilege($1, 'catalog.effective_now()', 'EXECUTE') as now`,
      [role],
    )
    expect(rows[0]).toEqual({ api: false, catalog: false, public: false, link_list: false, source: false, now: true })
    expect(await failureCode(role, `create table api.x (id int)`)).toBe('42501')
    expect(await failureCode(role, `create view catalog.x as select 1`)).toBe('42501')
  })
})

describe('service_role', () => {
  it('bypasses RLS on the tables but the views still hide what the public must not see', async () => {
    expect(await handles('service_role', `select handle from catalog.mice where handle = 'test-unpublished-mouse'`)).toEqual(['test-unpublished-mouse'])
    expect(await handles('service_role', `select general__handle as handle from api.mice`)).not.toContain('test-unpublished-mouse')
    expect(await handles('service_role', `select handle from api.discounts`)).not.toContain('test-expired-discount')
    expect(await handles('service_role', `select handle from api.available_promos`)).not.toContain('test-future-promo')
  })
})

describe('roles', () => {
  it('exist as Supabase has them', async () => {
    const { rows } = await db.query<{ name: string; login: boolean; inherit: boolean; bypassrls: boolean }>(
      `select rolname::text as name, rolcanlogin as login, rolinherit as inherit, rolbypassrls as bypassrls
         from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by 1`,
    )
    expect(rows).toEqual([
      { name: 'anon', login: false, inherit: false, bypassrls: false },
      { name: 'authenticated', login: false, inherit: false, bypassrls: false },
      { name: 'authenticator', login: true, inherit: false, bypassrls: false },
      { name: 'service_role', login: false, inherit: false, bypassrls: true },
    ])
  })

  it('enable row level security on every catalog table', async () => {
    const { rows } = await db.query<{ name: string; rls: boolean; policies: number }>(
      `select c.relname::text as name, c.relrowsecurity as rls,
              (select count(*)::integer from pg_policy p where p.polrelid = c.oid) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'catalog' and c.relkind = 'r' order by 1`,
    )
    expect(rows.length).toBe(catalogTables.length)
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(ownerOnlyTables))
    for (const row of rows) {
      expect(row.rls, row.name).toBe(true)
      // A table the public reads has its policies; an owner-only table has none (nobody else passes).
      if (ownerOnlyTables.includes(row.name)) expect(row.policies, row.name).toBe(0)
      else expect(row.policies, row.name).toBeGreaterThan(0)
    }
    const { rows: commands } = await db.query<{ cmd: string }>(
      `select distinct p.polcmd::text as cmd from pg_policy p join pg_class c on c.oid = p.polrelid
         join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'catalog'`,
    )
    expect(commands).toEqual([{ cmd: 'r' }]) // SELECT policies only
  })
})
