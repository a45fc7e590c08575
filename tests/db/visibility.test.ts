/**
 * The visibility rules of supabase/migrations/20261123000100_visibility_rules.sql, on real
 * Postgres (PGlite here; Debian's PostgreSQL 15 in `npm run test:pg`, in a database whose default
 * collation is ICU en-US, as hosted Postgres sorts):
 *
 * - no session setting moves the moment validity windows are evaluated at;
 * - only the owner can pin that moment;
 * - an unpublished brand hides its products (never a product with an empty brand list);
 * - ordered views order text by bytes, whatever the database's collation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import { openTestCatalogue, type Queryable, type TestDatabase } from './test-database'

let db: TestDatabase

const publicRoles = ['anon', 'authenticated'] as const
const productViews = ['mice', 'mouse_sensors', 'mouse_switches', 'mouse_scroll_wheel_encoders', 'mousepads'] as const

class RollBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, and returns what it returned. */
async function rolledBack<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined
  await db
    .transaction(async (tx) => {
      result = await work(tx)
      throw new RollBack()
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error
    })
  return result as T
}

async function column(tx: Queryable, sql: string): Promise<string[]> {
  return (await tx.query<{ value: string }>(sql)).rows.map((row) => row.value)
}

/** The code unit order JavaScript and the embedded snapshot use. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

beforeAll(async () => {
  db = await openTestCatalogue()
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('the moment validity windows are evaluated at', () => {
  it('does not move for any session setting a client can make', async () => {
    for (const role of publicRoles) {
      const seen = await rolledBack(async (tx) => {
        await tx.exec(`set local role ${role}`)
        const before = {
          discounts: await column(tx, 'select handle as value from api.discounts'),
          promos: await column(tx, 'select handle as value from api.available_promos'),
          now: (await tx.query<{ now: Date }>('select catalog.effective_now() as now')).rows[0]!.now,
        }
        const after: (typeof before)[] = []
        for (const moment of ['2099-01-01T00:00:00Z', '2020-01-01T00:00:00Z', '2027-11-26T12:00:00Z']) {
          // The old mechanism, and every spelling of it.
          await tx.query(`select set_config('catalog.now', $1, true)`, [moment])
          await tx.exec(`set local catalog.now = '${moment}'`)
          await tx.exec(`set local timezone = 'Pacific/Kiritimati'`)
          after.push({
            discounts: await column(tx, 'select handle as value from api.discounts'),
            promos: await column(tx, 'select handle as value from api.available_promos'),
            now: (await tx.query<{ now: Date }>('select catalog.effective_now() as now')).rows[0]!.now,
          })
        }
        return { before, after }
      })
      expect(seen.before.discounts.length, role).toBeGreaterThan(0)
      expect(seen.before.promos.length, role).toBeGreaterThan(0)
      for (const after of seen.after) {
        expect(after.discounts, role).toEqual(seen.before.discounts)
        expect(after.promos, role).toEqual(seen.before.promos)
        expect(new Date(after.now).getTime(), role).toBe(new Date(seen.before.now).getTime())
      }
    }
  })

  it('is not fooled by a table of the same name in the session', async () => {
    const seen = await rolledBack(async (tx) => {
      await tx.exec('set local role anon')
      const before = await column(tx, 'select handle as value from api.available_promos')
      let created = true
      try {
        await tx.exec(`create temporary table snapshot_clock (only_row boolean, evaluated_at timestamptz)`)
        await tx.exec(`insert into snapshot_clock values (true, '2099-01-01')`)
        await tx.exec(`set local search_path = pg_temp, catalog, public`)
      } catch {
        created = false
      }
      return { before, after: await column(tx, 'select handle as value from api.available_promos'), created }
    })
    expect(seen.after).toEqual(seen.before)
  })

  it('can be pinned by the owner only', async () => {
    for (const role of [...publicRoles, 'service_role']) {
      for (const sql of [
        `insert into catalog.snapshot_clock (only_row, evaluated_at) values (true, '2099-01-01')`,
        `update catalog.snapshot_clock set evaluated_at = '2099-01-01'`,
        `delete from catalog.snapshot_clock`,
        `truncate catalog.snapshot_clock`,
        `select evaluated_at from catalog.snapshot_clock`,
      ]) {
        const code = await rolledBack(async (tx) => {
          await tx.exec(`set local role ${role}`)
          try {
            await tx.exec(sql)
            return undefined
          } catch (error) {
            return (error as { code?: string }).code
          }
        })
        expect(code, `${role}: ${sql}`).toBe('42501')
      }
    }
  })

  it('is read by a security definer function with an empty search_path', async () => {
    const { rows } = await db.query<{ definer: boolean; config: string[] | null; volatility: string }>(
      `select p.prosecdef as definer, p.proconfig as config, p.provolatile::text as volatility
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'catalog' and p.proname = 'effective_now'`,
    )
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'], volatility: 's' }])
  })

  it('includes the start of a window and excludes its end', async () => {
    const visible = await rolledBack(async (tx) => {
      // now() is the transaction's start, so these windows begin or end exactly at the moment read.
      await tx.exec(`
        insert into catalog.discounts (handle, brand_id, title, description, code, amount, valid_from, valid_until)
        select 'test-starts-now', id, 'Starts now', '', 'NOW', '5%', now(), null from catalog.brands where handle = 'pulsar';
        insert into catalog.discounts (handle, brand_id, title, description, code, amount, valid_from, valid_until)
        select 'test-ends-now', id, 'Ends now', '', 'END', '5%', now() - interval '1 day', now() from catalog.brands where handle = 'pulsar';
        insert into catalog.promos (handle, priority, link_type, link_url, starts_at, ends_at)
        values ('test-promo-starts-now', 'low', 'internal', '/', now(), null),
               ('test-promo-ends-now', 'low', 'internal', '/', now() - interval '1 day', now());
        set local role anon;
      `)
      return [
        ...(await column(tx, `select handle as value from api.discounts where handle like 'test-%'`)),
        ...(await column(tx, `select handle as value from api.available_promos where handle like 'test-%'`)),
      ]
    })
    expect(visible).toEqual(['test-starts-now', 'test-promo-starts-now'])
  })
})

describe('brand publication', () => {
  it('an unpublished brand hides its products, its discounts and its components in mice', async () => {
    const seen = await rolledBack(async (tx) => {
      const brand = 'pixart'
      const before = {
        sensors: await column(tx, `select s.handle as value from catalog.sensors s join catalog.brands b on b.id = s.brand_id where b.handle = '${brand}'`),
        miceWithSensor: await column(
          tx,
          `select m.handle as value from catalog.mice m join catalog.sensors s on s.id = m.sensor_id join catalog.brands b on b.id = s.brand_id where b.handle = '${brand}'`,
        ),
      }
      await tx.exec(`update catalog.brands set is_published = false where handle = '${brand}'`)
      const byRole: Record<string, { sensors: string[]; miceSensors: string[]; tableSensors: string[] }> = {}
      for (const role of [...publicRoles, 'service_role']) {
        await tx.exec(`set local role ${role}`)
        byRole[role] = {
          sensors: await column(tx, `select general__handle as value from api.mouse_sensors`),
          miceSensors: await column(
            tx,
            `select coalesce(mouse__sensor_handle, '(none)') as value from api.mice where general__handle = any(array[${before.miceWithSensor.map((h) => `'${h}'`).join(',')}])`,
          ),
          tableSensors: role === 'service_role' ? [] : await column(tx, `select handle as value from catalog.sensors`),
        }
        await tx.exec('reset role')
      }
      return { before, byRole }
    })
    expect(seen.before.sensors.length).toBeGreaterThan(5)
    expect(seen.before.miceWithSensor.length).toBeGreaterThan(5)
    for (const [role, view] of Object.entries(seen.byRole)) {
      for (const sensor of seen.before.sensors) {
        expect(view.sensors, role).not.toContain(sensor)
        expect(view.tableSensors, role).not.toContain(sensor)
      }
      // The mice stay (their brand is published) and say their sensor is not known.
      expect(view.miceSensors, role).toEqual(seen.before.miceWithSensor.map(() => '(none)'))
    }
  })

  it('hides a mouse, its discounts and its count in the sensor list when its brand or collaboration brand is unpublished', async () => {
    const seen = await rolledBack(async (tx) => {
      await tx.exec(`
        insert into catalog.brands (handle, name, is_published) values ('test-hidden-brand', 'Hidden Brand', false);
        insert into catalog.mice (handle, brand_id, collab_brand_id, model, length, width, height, weight, shape,
                                  front_flare, side_curvature, hump_placement, hand_compatibility,
                                  wireless, sensor_id, dpi, polling_rate, middle_buttons, side_buttons,
                                  dimensions_source, sensor_source, shape_source)
        select 'test-collab-mouse', b.id, h.id, 'Collab', 120, 60, 38, 50, 'symmetrical', 'flat',
               'flat', 'center', 'right', true, s.id, 1000, 1000, 1, 2,
               '{"kind":"editors"}', '{"kind":"editors"}', '{"kind":"editors"}'
          from catalog.brands b, catalog.brands h, catalog.sensors s
         where b.handle = 'razer' and h.handle = 'test-hidden-brand' and s.handle = 'pixart-paw3395';
        insert into catalog.mice (handle, brand_id, model, length, width, height, weight, shape,
                                  front_flare, side_curvature, hump_placement, hand_compatibility,
                                  wireless, sensor_id, dpi, polling_rate, middle_buttons, side_buttons,
                                  dimensions_source, sensor_source, shape_source)
        select 'test-hidden-brand-mouse', h.id, 'Own', 120, 60, 38, 50, 'symmetrical', 'flat',
               'flat', 'center', 'right', true, s.id, 1000, 1000, 1, 2,
               '{"kind":"editors"}', '{"kind":"editors"}', '{"kind":"editors"}'
          from catalog.brands h, catalog.sensors s
         where h.handle = 'test-hidden-brand' and s.handle = 'pixart-paw3395';
        insert into catalog.discounts (handle, brand_id, title, description, code, amount, valid_from)
        select 'test-hidden-brand-discount', id, 'Hidden', '', 'HID', '5%', now() - interval '1 day'
          from catalog.brands where handle = 'test-hidden-brand';
      `)
      const superuserCount = (await tx.query<{ n: number }>(`select mouse_sensor__mice_count as n from api.mouse_sensors where general__handle = 'pixart-paw3395'`)).rows[0]!.n
      const publishedCount = (
        await tx.query<{ n: number }>(
          `select count(*)::integer as n from catalog.mice m join catalog.sensors s on s.id = m.sensor_id
            where s.handle = 'pixart-paw3395' and m.is_published and m.handle not like 'test-%'`,
        )
      ).rows[0]!.n
      const byRole: Record<string, { mice: string[]; table: string[]; discounts: string[]; count: number }> = {}
      for (const role of [...publicRoles, 'service_role']) {
        await tx.exec(`set local role ${role}`)
        byRole[role] = {
          mice: await column(tx, `select general__handle as value from api.mice where general__handle like 'test-%'`),
          table: role === 'service_role' ? [] : await column(tx, `select handle as value from catalog.mice where handle like 'test-%'`),
          discounts: await column(tx, `select handle as value from api.discounts where handle like 'test-%'`),
          count: (await tx.query<{ n: number }>(`select mouse_sensor__mice_count as n from api.mouse_sensors where general__handle = 'pixart-paw3395'`)).rows[0]!.n,
        }
        await tx.exec('reset role')
      }
      return { superuserCount, publishedCount, byRole }
    })
    expect(seen.superuserCount).toBe(seen.publishedCount)
    for (const [role, view] of Object.entries(seen.byRole)) {
      expect(view, role).toEqual({ mice: [], table: [], discounts: [], count: seen.publishedCount })
    }
  })

  it('never returns a product with an empty brand list', async () => {
    const empty = await rolledBack(async (tx) => {
      // Unpublish one brand of each kind of product, then look at everything.
      await tx.exec(`update catalog.brands set is_published = false where handle in ('pixart', 'omron', 'ttc', 'zowie', 'artisan')`)
      await tx.exec('set local role anon')
      const found: string[] = []
      for (const view of productViews) {
        found.push(
          ...(await column(
            tx,
            `select '${view}:' || general__handle as value from api.${view}
              where general__brand_handles is null or cardinality(general__brand_handles) = 0
                 or general__brand_names is null or cardinality(general__brand_names) = 0`,
          )),
        )
      }
      found.push(...(await column(tx, `select 'discounts:' || handle as value from api.discounts where brand_handle is null or brand_name is null`)))
      found.push(
        ...(await column(
          tx,
          `select 'mice sensor:' || general__handle as value from api.mice
            where mouse__sensor_handle is not null and cardinality(mouse__sensor_brand_handles) = 0`,
        )),
      )
      return found
    })
    expect(empty).toEqual([])
  })
})

describe('api.reviewed_mice', () => {
  it("is api.mice's rows for the mice published mouse reviews name, by handle in byte order", async () => {
    const seen = await rolledBack(async (tx) => {
      await tx.exec('set local role anon')
      const named = await column(tx, `select distinct h as value from api.reviews r, unnest(r.product_handles || r.mentioned_handles) h where r.product_category = 'mouse'`)
      const reviewed = await column(tx, 'select to_jsonb(m)::text as value from api.reviewed_mice m')
      const fromMice = (await tx.query<{ handle: string; value: string }>('select general__handle as handle, to_jsonb(m)::text as value from api.mice m')).rows
      return { named, reviewed, fromMice }
    })
    const expected = seen.fromMice
      .filter((row) => seen.named.includes(row.handle))
      .sort((a, b) => byCodeUnits(a.handle, b.handle))
      .map((row) => row.value)
    expect(seen.reviewed).toEqual(expected)
    expect(seen.reviewed.length).toBeGreaterThanOrEqual(30)
    // Every named handle the catalogue publishes is here; the seed names no mouse it lacks.
    expect(seen.reviewed).toHaveLength(seen.named.length)
  })

  it('follows the publication of the reviews and of the mice', async () => {
    const seen = await rolledBack(async (tx) => {
      const [unnamed, alsoUnnamed, third] = await column(
        tx,
        `select handle::text as value from catalog.mice m where is_published
            and not exists (select 1 from catalog.reviews r where m.handle::text = any (r.product_handles || r.mentioned_handles))
          order by handle collate "C" limit 3`,
      )
      await tx.exec(`
        insert into catalog.reviews (slug, title, excerpt, body_markdown, author, published_at, product_category, product_handles, mentioned_handles, is_published)
        values ('test-published', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse', '{${unnamed}}', '{${third}}', true),
               ('test-unpublished', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse', '{${alsoUnnamed}}', '{}', false),
               ('test-sensor', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse_sensor', '{${alsoUnnamed}}', '{}', true);
      `)
      const handles = () => column(tx, 'select general__handle as value from api.reviewed_mice')
      await tx.exec('set local role anon')
      const published = await handles()
      await tx.exec(`reset role; update catalog.mice set is_published = false where handle = '${third}'; set local role anon`)
      return { unnamed, alsoUnnamed, third, published, afterUnpublishing: await handles() }
    })
    expect(seen.published).toContain(seen.unnamed)
    expect(seen.published).toContain(seen.third)
    // Named only by an unpublished review, or by a review of another kind of product.
    expect(seen.published).not.toContain(seen.alsoUnnamed)
    expect(seen.afterUnpublishing).not.toContain(seen.third)
    expect(seen.afterUnpublishing).toContain(seen.unnamed)
  })
})

describe('order', () => {
  it('orders text by bytes, whatever the collation of the database', async () => {
    const seen = await rolledBack(async (tx) => {
      // Names a language-aware collation sorts differently from bytes: case, hyphens, spaces.
      await tx.exec(`
        insert into catalog.brands (handle, name) values
          ('test-zeta', 'Zeta test'), ('test-alpha', 'alpha test'), ('test-a-b', 'a-b test'),
          ('test-ab', 'ab test'), ('test-a-space', 'a test'), ('test-upper-a', 'A test');
        insert into catalog.reviews (slug, title, excerpt, body_markdown, author, published_at, product_category, product_handles)
        values ('test-b/zz', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse', '{x}'),
               ('test-ab', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse', '{x}'),
               ('test-a-b', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse', '{x}'),
               ('test-a/b', 'T', 'E', 'B', 'A', '2001-01-01', 'mouse', '{x}');
        insert into catalog.discounts (handle, brand_id, title, description, code, amount, valid_from, valid_until)
        select h, id, 'Same end', '', 'X', '5%', now() - interval '1 day', '2099-01-01'
          from catalog.brands, unnest(array['test-ab', 'test-a-b', 'test-a1', 'test-a']) h where handle = 'pulsar';
        set local role anon;
      `)
      const brands = (await tx.query<{ name: string; handle: string }>(`select name, handle from api.brands`)).rows
      const reviews = await column(tx, `select slug as value from api.reviews where published_at = '2001-01-01'`)
      const discounts = await column(tx, `select handle as value from api.discounts where valid_until = '2099-01-01'`)
      const plainOrder = await column(tx, `select v as value from (values ('a-b'), ('ab'), ('a b'), ('B'), ('a')) t(v) order by v`)
      return { brands, reviews, discounts, plainOrder }
    })
    const brandKeys = seen.brands.map((brand) => [brand.name, brand.handle] as const)
    const sortedBrands = [...brandKeys].sort((a, b) => byCodeUnits(a[0], b[0]) || byCodeUnits(a[1], b[1]))
    expect(brandKeys).toEqual(sortedBrands)
    expect(seen.reviews).toEqual([...seen.reviews].sort(byCodeUnits))
    expect(seen.reviews).toHaveLength(4)
    expect(seen.discounts).toEqual(['test-a', 'test-a-b', 'test-a1', 'test-ab'])
    if (db.kind === 'postgres') {
      // The database really sorts by language rules: without the views' collation the order would differ.
      expect(seen.plainOrder).not.toEqual([...seen.plainOrder].sort(byCodeUnits))
    }
  })

  it('ends every ordered view with a unique key, so pages of a paged read never overlap', async () => {
    const duplicates = await rolledBack(async (tx) => {
      await tx.exec('set local role anon')
      const found: string[] = []
      const views = (await tx.query<{ name: string }>(`select table_name::text as name from information_schema.views where table_schema = 'api'`)).rows
      for (const { name } of views) {
        // Page through the view (7 rows at a time, or in about 12 pages for a long view: each page
        // evaluates the whole view again) and check every row comes exactly once, in the full read's order.
        const full = (await tx.query<{ row: string }>(`select to_jsonb(v)::text as row from api.${name} v`)).rows.map((r) => r.row)
        const pageSize = Math.max(7, Math.ceil(full.length / 12))
        const paged: string[] = []
        for (let offset = 0; offset < full.length; offset += pageSize) {
          paged.push(...(await tx.query<{ row: string }>(`select to_jsonb(v)::text as row from (select * from api.${name} limit ${pageSize} offset ${offset}) v`)).rows.map((r) => r.row))
        }
        if (JSON.stringify(paged) !== JSON.stringify(full)) found.push(name)
      }
      return found
    })
    expect(duplicates).toEqual([])
  })
})

describe.runIf(process.env.TEST_PG_URL)('the embedded snapshot and a real server', () => {
  it('export the same rows in the same order, view by view', async () => {
    const at = '2026-11-23T12:00:00Z'
    const server = await openTestCatalogue({ snapshotAt: at })
    const embedded = await openCatalogue({ snapshotAt: at })
    try {
      const [fromServer, fromPGlite] = await Promise.all([exportApiViews(server), exportApiViews(embedded)])
      expect(Object.keys(fromServer).sort()).toEqual(Object.keys(fromPGlite).sort())
      for (const view of Object.keys(fromPGlite)) {
        expect(JSON.parse(fromServer[view]!), view).toEqual(JSON.parse(fromPGlite[view]!))
      }
    } finally {
      await Promise.all([server.close(), embedded.close()])
    }
  }, 240_000)
})
