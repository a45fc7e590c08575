/**
 * Saved comparisons, favourites and recent products (supabase/migrations/*_user_data.sql) on real
 * Postgres, as PostgREST runs a request: `set local role` to the JWT's role and the JWT's subject in
 * `request.jwt.claim.sub`. A user reads and writes only their own rows; anon reads and writes none;
 * nobody reaches the tables except through the api functions, and RLS holds even below them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, listApiViews } from '../../supabase/pglite.ts'
import { openTestCatalogue, type Queryable, type QueryResult, type TestDatabase } from './test-database'

let db: TestDatabase

const alice = '00000000-0000-4000-8000-00000000a11c'
const bob = '00000000-0000-4000-8000-000000000b0b'

interface Items {
  comparisons: { id: string; category: string; compare_param: string; product_handles: string[]; name: string | null; created_at: string }[]
  favourites: { category: string; product_handle: string; created_at: string }[]
  recent: { category: string; product_handle: string; viewed_at: string }[]
}

/** Runs `work` as PostgREST would for a request with this role and (for authenticated) this user. */
async function as<T>(role: 'anon' | 'authenticated' | 'user_data_api', user: string | null, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [user ?? ''])
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(user ? { sub: user, role } : { role })])
    return work(tx)
  })
}

async function query<T>(role: 'anon' | 'authenticated' | 'user_data_api', user: string | null, sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
  return as(role, user, (tx) => tx.query<T>(sql, params))
}

async function items(user: string): Promise<Items> {
  const { rows } = await query<{ items: Items }>('authenticated', user, `select api.user_items() as items`)
  return rows[0]!.items
}

/** The Postgres error code `sql` fails with (undefined if it succeeds). */
async function failureCode(role: 'anon' | 'authenticated' | 'user_data_api', user: string | null, sql: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await query(role, user, sql, params)
    return undefined
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

const tables = ['saved_comparisons', 'favourites', 'recent_products'] as const

beforeAll(async () => {
  db = await openTestCatalogue()
  await db.query(`insert into auth.users (id, email) values ($1, 'alice@example.com'), ($2, 'bob@example.com')`, [alice, bob])
  // Bob's rows, saved the way the site saves them.
  await query('authenticated', bob, `select api.save_comparison('mouse', 'Bob-A-vs.-Bob-B', array['bob-a', 'bob-b'], 'Bob''s pair')`)
  await query('authenticated', bob, `select api.set_favourite('mouse', 'bob-favourite', true)`)
  await query('authenticated', bob, `select api.merge_user_items('[]', '[]', '[{"category":"mouse","product_handle":"bob-recent"}]')`)
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('a signed-in user', () => {
  it('saves, reads and deletes their own comparisons', async () => {
    const { rows } = await query<{ saved: Items['comparisons'][number] }>(
      'authenticated',
      alice,
      `select api.save_comparison('mouse', 'Logitech-G-Pro-vs.-Razer-Viper', array['logitech-g-pro', 'razer-viper'], 'Light pair') as saved`,
    )
    const saved = rows[0]!.saved
    expect(saved).toMatchObject({ category: 'mouse', compare_param: 'Logitech-G-Pro-vs.-Razer-Viper', product_handles: ['logitech-g-pro', 'razer-viper'], name: 'Light pair' })
    expect((await items(alice)).comparisons.map((c) => c.compare_param)).toEqual(['Logitech-G-Pro-vs.-Razer-Viper'])

    // Saving the same page again renames it, it does not duplicate it.
    await query('authenticated', alice, `select api.save_comparison('mouse', 'Logitech-G-Pro-vs.-Razer-Viper', array['logitech-g-pro', 'razer-viper'], 'Renamed')`)
    expect((await items(alice)).comparisons).toHaveLength(1)
    expect((await items(alice)).comparisons[0]!.name).toBe('Renamed')

    const { rows: deleted } = await query<{ deleted: boolean }>('authenticated', alice, `select api.delete_saved_comparison($1) as deleted`, [saved.id])
    expect(deleted[0]!.deleted).toBe(true)
    expect((await items(alice)).comparisons).toEqual([])
  })

  it('marks and unmarks favourites', async () => {
    await query('authenticated', alice, `select api.set_favourite('mouse', 'zowie-ec2-cw', true)`)
    await query('authenticated', alice, `select api.set_favourite('mouse', 'zowie-ec2-cw', true)`)
    expect((await items(alice)).favourites.map((f) => f.product_handle)).toEqual(['zowie-ec2-cw'])
    await query('authenticated', alice, `select api.set_favourite('mouse', 'zowie-ec2-cw', false)`)
    expect((await items(alice)).favourites).toEqual([])
  })

  it('merges local items into the account without duplicates and skips malformed ones', async () => {
    await query('authenticated', alice, `select api.save_comparison('mouse', 'A-vs.-B', array['a', 'b'])`)
    await query('authenticated', alice, `select api.set_favourite('mouse', 'a', true)`)
    const local = {
      comparisons: [
        { category: 'mouse', compare_param: 'A-vs.-B', product_handles: ['a', 'b'], name: 'Duplicate' },
        { category: 'mouse', compare_param: 'C-vs.-D', product_handles: ['c', 'd'], name: null, created_at: '2026-11-01T00:00:00Z' },
        { category: 'not-a-category', compare_param: 'X', product_handles: ['x'] },
        { compare_param: '', product_handles: [] },
        'garbage',
      ],
      favourites: [{ category: 'mouse', product_handle: 'a' }, { category: 'mouse', product_handle: 'b' }, { product_handle: '' }, 42],
      recent: [{ category: 'mouse', product_handle: 'c', viewed_at: '2026-11-02T00:00:00Z' }, { category: 'mouse', product_handle: 'c' }],
    }
    const { rows } = await query<{ merged: Items }>('authenticated', alice, `select api.merge_user_items($1, $2, $3) as merged`, [
      JSON.stringify(local.comparisons),
      JSON.stringify(local.favourites),
      JSON.stringify(local.recent),
    ])
    const merged = rows[0]!.merged
    expect(merged.comparisons.map((c) => c.compare_param).sort()).toEqual(['A-vs.-B', 'C-vs.-D'])
    expect(merged.comparisons.find((c) => c.compare_param === 'A-vs.-B')!.name).toBeNull()
    expect(merged.favourites.map((f) => f.product_handle).sort()).toEqual(['a', 'b'])
    expect(merged.recent.map((r) => r.product_handle)).toEqual(['c'])
    // Merging the same items again changes nothing.
    const { rows: again } = await query<{ merged: Items }>('authenticated', alice, `select api.merge_user_items($1, $2, $3) as merged`, [
      JSON.stringify(local.comparisons),
      JSON.stringify(local.favourites),
      JSON.stringify(local.recent),
    ])
    expect(again[0]!.merged.comparisons).toHaveLength(2)
    expect(again[0]!.merged.favourites).toHaveLength(2)
    expect(again[0]!.merged.recent).toHaveLength(1)
  })

  it("never sees another user's rows", async () => {
    const mine = await items(alice)
    expect(mine.comparisons.map((c) => c.compare_param)).not.toContain('Bob-A-vs.-Bob-B')
    expect(mine.favourites.map((f) => f.product_handle)).not.toContain('bob-favourite')
    expect(mine.recent.map((r) => r.product_handle)).not.toContain('bob-recent')
    // Bob still has his.
    const his = await items(bob)
    expect(his.comparisons.map((c) => c.compare_param)).toEqual(['Bob-A-vs.-Bob-B'])
    expect(his.favourites.map((f) => f.product_handle)).toEqual(['bob-favourite'])
    expect(his.recent.map((r) => r.product_handle)).toEqual(['bob-recent'])
  })

  it("cannot delete, change or unmark another user's rows", async () => {
    const bobsComparison = (await items(bob)).comparisons[0]!
    const { rows } = await query<{ deleted: boolean }>('authenticated', alice, `select api.delete_saved_comparison($1) as deleted`, [bobsComparison.id])
    expect(rows[0]!.deleted).toBe(false)
    await query('authenticated', alice, `select api.set_favourite('mouse', 'bob-favourite', false)`)
    // Saving Bob's page as Alice makes Alice's own copy; Bob's name is untouched.
    await query('authenticated', alice, `select api.save_comparison('mouse', 'Bob-A-vs.-Bob-B', array['bob-a', 'bob-b'], 'Stolen')`)
    const his = await items(bob)
    expect(his.comparisons).toEqual([bobsComparison])
    expect(his.favourites.map((f) => f.product_handle)).toEqual(['bob-favourite'])
    expect((await items(alice)).comparisons.find((c) => c.compare_param === 'Bob-A-vs.-Bob-B')!.name).toBe('Stolen')
  })

  it('cannot reach the tables directly, to read or to write', async () => {
    for (const table of tables) {
      expect(await failureCode('authenticated', alice, `select * from user_data.${table}`), table).toBe('42501')
      expect(await failureCode('authenticated', alice, `delete from user_data.${table}`), table).toBe('42501')
    }
    expect(await failureCode('authenticated', alice, `insert into user_data.favourites (user_id, product_handle) values ($1, 'x')`, [bob])).toBe('42501')
    expect(await failureCode('authenticated', alice, `update user_data.saved_comparisons set name = 'x'`)).toBe('42501')
  })

  it('is refused without a subject in the JWT', async () => {
    expect(await failureCode('authenticated', null, `select api.user_items()`)).toBe('42501')
    expect(await failureCode('authenticated', null, `select api.set_favourite('mouse', 'x', true)`)).toBe('42501')
  })
})

describe('row level security below the functions', () => {
  // The role that owns the functions sees the tables, and RLS still limits it to the JWT's user.
  it('limits every command to the rows of auth.uid()', async () => {
    await as('user_data_api', alice, async (tx) => {
      for (const table of tables) {
        const { rows } = await tx.query<{ user_id: string }>(`select user_id from user_data.${table}`)
        expect(rows.length, table).toBeGreaterThan(0)
        expect(new Set(rows.map((row) => row.user_id)), table).toEqual(new Set([alice]))
      }
      const updated = await tx.query(`update user_data.saved_comparisons set name = 'hijacked' where user_id = $1`, [bob])
      expect(updated.affectedRows).toBe(0)
      const deleted = await tx.query(`delete from user_data.favourites where user_id = $1`, [bob])
      expect(deleted.affectedRows).toBe(0)
    })
    await expect(
      as('user_data_api', alice, (tx) => tx.query(`insert into user_data.favourites (user_id, product_handle) values ($1, 'planted')`, [bob])),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      as('user_data_api', alice, (tx) => tx.query(`update user_data.favourites set user_id = $1`, [bob])),
    ).rejects.toMatchObject({ code: '42501' })
    expect((await items(bob)).comparisons[0]!.name).toBe("Bob's pair")
  })

  it('has policies for every command, to authenticated only, on every table', async () => {
    const { rows } = await db.query<{ table: string; cmd: string; roles: string[]; rls: boolean }>(
      `select c.relname::text as table, p.polcmd::text as cmd, c.relrowsecurity as rls,
              array(select rolname::text from pg_roles where oid = any(p.polroles) order by 1) as roles
         from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'user_data' order by 1, 2`,
    )
    for (const table of tables) {
      const policies = rows.filter((row) => row.table === table)
      expect(policies.map((row) => row.cmd).sort(), table).toEqual(['a', 'd', 'r', 'w'])
      for (const policy of policies) {
        expect(policy.roles).toEqual(['authenticated'])
        expect(policy.rls).toBe(true)
      }
    }
  })
})

describe('anon', () => {
  it('can neither read nor write, through the functions or the tables', async () => {
    for (const sql of [
      `select api.user_items()`,
      `select api.merge_user_items('[]', '[]', '[]')`,
      `select api.save_comparison('mouse', 'A-vs.-B', array['a', 'b'])`,
      `select api.delete_saved_comparison('00000000-0000-4000-8000-000000000000')`,
      `select api.set_favourite('mouse', 'a', true)`,
      `select * from user_data.saved_comparisons`,
      `select * from user_data.favourites`,
      `select * from user_data.recent_products`,
      `insert into user_data.favourites (user_id, product_handle) values ('${bob}', 'x')`,
      `delete from user_data.saved_comparisons`,
    ]) {
      // Even with a user's subject in the claims: the role decides.
      expect(await failureCode('anon', bob, sql), sql).toBe('42501')
    }
  })

  it('has no privilege on the functions, the tables or the schema', async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.oid::regprocedure::text as name,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'api'
          and p.proname in ('user_items', 'merge_user_items', 'save_comparison', 'delete_saved_comparison', 'set_favourite')
        order by 1`,
    )
    // This migration's five (later migrations' functions are checked by their own tests).
    expect(rows.length).toBe(5)
    for (const row of rows) expect(row, row.name).toMatchObject({ anon: false, authenticated: true })
    const { rows: schema } = await db.query<{ anon: boolean; authenticated: boolean }>(
      `select has_schema_privilege('anon', 'user_data', 'USAGE') as anon, has_schema_privilege('authenticated', 'user_data', 'USAGE') as authenticated`,
    )
    expect(schema[0]).toEqual({ anon: false, authenticated: false })
  })
})

describe('the catalogue', () => {
  it('keeps its api views and snapshot: user data is not a view and is never exported', async () => {
    const views = await listApiViews(db)
    expect(views).not.toContain('saved_comparisons')
    const snapshot = await exportApiViews(db)
    expect(Object.keys(snapshot).sort()).toEqual([...views].sort())
    expect(Object.values(snapshot).join('')).not.toContain('bob-favourite')
  })
})
