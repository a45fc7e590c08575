/**
 * Account limits (supabase/migrations/20261123000200_account_limits.sql) on real Postgres (PGlite
 * here; PostgreSQL 15 in `npm run test:pg`): 12 MB arrays and 20,000 calls of one user never get
 * past the bounds, every refusal says why in a sentence with a hint the site understands, and the
 * tables refuse the same on any path that skips the functions.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accountLimits } from '../../web/lib/account-limits'
import { openTestCatalogue, type Queryable, type TestDatabase } from './test-database'

let db: TestDatabase

const carol = '00000000-0000-4000-8000-0000000ca201'
const dave = '00000000-0000-4000-8000-0000000da7e0'

async function as<T>(user: string, work: (tx: Queryable) => Promise<T>, role = 'authenticated'): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [user])
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: user, role: 'authenticated' })])
    return work(tx)
  })
}

interface Refusal {
  code?: string
  message?: string
  hint?: string
}

/** How `sql` fails as `user` (undefined when it succeeds). */
async function refusal(user: string, sql: string, params: unknown[] = []): Promise<Refusal | undefined> {
  try {
    await as(user, (tx) => tx.query(sql, params))
    return undefined
  } catch (error) {
    const { code, message, hint } = error as Refusal
    return { code, message, hint }
  }
}

async function counts(user: string) {
  const { rows } = await db.query<{ comparisons: number; favourites: number; recent: number; recent_mouse: number }>(
    `select (select count(*)::integer from user_data.saved_comparisons where user_id = $1) as comparisons,
            (select count(*)::integer from user_data.favourites where user_id = $1) as favourites,
            (select count(*)::integer from user_data.recent_products where user_id = $1) as recent,
            (select count(*)::integer from user_data.recent_products where user_id = $1 and category = 'mouse') as recent_mouse`,
    [user],
  )
  return rows[0]!
}

vi.setConfig({ testTimeout: 120_000 })

beforeAll(async () => {
  db = await openTestCatalogue()
  await db.query(`insert into auth.users (id, email) values ($1, 'carol@example.com'), ($2, 'dave@example.com')`, [carol, dave])
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('the numbers', () => {
  it('are the ones the site states and applies (web/lib/account-limits.ts)', async () => {
    const { rows } = await db.query<{ limits: Record<string, number> }>(`select user_data.account_limits() as limits`)
    expect(rows[0]!.limits).toMatchObject({
      saved_comparisons: accountLimits.savedComparisons,
      favourites: accountLimits.favourites,
      recent_per_category: accountLimits.recentPerCategory,
      compare_param_length: accountLimits.compareParamLength,
      handles_per_comparison: accountLimits.handlesPerComparison,
      handle_length: accountLimits.handleLength,
      name_length: accountLimits.nameLength,
    })
  })
})

describe('12 MB arrays', () => {
  it('a comparison of 120,000 handles (12 MB) is refused with a clear message', async () => {
    const failure = await refusal(carol, `select api.save_comparison('mouse', 'A-vs.-B', (select array_agg(repeat('x', 100)) from generate_series(1, 120000)))`)
    expect(failure).toEqual({ code: 'P0001', message: 'A comparison has 1 to 12 products.', hint: 'invalid:product_handles' })
  })

  it('12 handles of 1 MB each are refused', async () => {
    const failure = await refusal(carol, `select api.save_comparison('mouse', 'A-vs.-B', (select array_agg(repeat('x', 1000000)) from generate_series(1, 12)))`)
    expect(failure).toEqual({ code: 'P0001', message: 'A product handle has 1 to 200 characters.', hint: 'invalid:product_handle' })
  })

  it('a 12 MB name, address or handle is refused', async () => {
    expect(await refusal(carol, `select api.save_comparison('mouse', 'A-vs.-B', array['a'], repeat('n', 12000000))`)).toMatchObject({ hint: 'invalid:name' })
    expect(await refusal(carol, `select api.save_comparison('mouse', repeat('p', 12000000), array['a'])`)).toMatchObject({ hint: 'invalid:compare_param' })
    expect(await refusal(carol, `select api.set_favourite('mouse', repeat('h', 12000000), true)`)).toMatchObject({ hint: 'invalid:product_handle' })
    expect(await refusal(carol, `select api.set_favourite('keyboard', 'a', true)`)).toMatchObject({ hint: 'invalid:category', message: 'Unknown product category.' })
  })

  it('a 12 MB merge is refused whole', async () => {
    for (const argument of ['comparisons', 'favourites', 'recent']) {
      const failure = await refusal(
        carol,
        `select api.merge_user_items(${argument} => (select jsonb_agg(jsonb_build_object('category', 'mouse', 'product_handle', repeat('x', 100), 'compare_param', 'x', 'product_handles', jsonb_build_array('x')))
                                        from generate_series(1, 100000)))`,
      )
      expect(failure, argument).toEqual({ code: 'P0001', message: 'Too much to merge at once (at most 256 KiB per list).', hint: 'limit:payload' })
    }
    expect(await counts(carol)).toMatchObject({ comparisons: 0, favourites: 0, recent: 0 })
  })

  it('the tables refuse the same below the functions', async () => {
    for (const sql of [
      `insert into user_data.saved_comparisons (user_id, compare_param, product_handles) values ('${carol}', 'x', (select array_agg(repeat('x', 100)) from generate_series(1, 120000)))`,
      `insert into user_data.saved_comparisons (user_id, compare_param, product_handles) values ('${carol}', 'x', array[repeat('x', 1000000)])`,
      `insert into user_data.saved_comparisons (user_id, compare_param, product_handles, name) values ('${carol}', 'x', array['a'], repeat('n', 12000000))`,
      `insert into user_data.favourites (user_id, product_handle) values ('${carol}', repeat('x', 12000000))`,
    ]) {
      // As the functions' owner, which has the table privileges (RLS lets it write the JWT user's rows).
      const failure = await as(carol, (tx) => tx.query(sql), 'user_data_api').then(
        () => undefined,
        (error: { code?: string }) => error.code,
      )
      expect(failure, sql.slice(0, 80)).toBe('23514')
    }
  })
})

// 20,000 calls in all, of the three writing functions; each batch runs as one user in one session,
// server-side (a DO block), so the test measures the database and not 20,000 round trips.
const calls = { favourites: 9000, comparisons: 9000, merges: 2000 }

describe(`${(calls.favourites + calls.comparisons + calls.merges).toLocaleString('en')} calls`, () => {
  /** Calls `call` (SQL using the loop variable i) `times` times, counting successes and refusals by hint. */
  async function manyCalls(user: string, times: number, call: string): Promise<{ ok: number; refused: Record<string, number> }> {
    return as(user, async (tx) => {
      await tx.exec(`create temporary table if not exists call_results (ok boolean, hint text) on commit drop`)
      await tx.exec(`
        do $$
        declare
          failure_hint text;
        begin
          for i in 1..${times} loop
            begin
              perform ${call};
              insert into call_results values (true, null);
            exception when others then
              get stacked diagnostics failure_hint = pg_exception_hint;
              insert into call_results values (false, coalesce(failure_hint, sqlstate));
            end;
          end loop;
        end
        $$`)
      const { rows } = await tx.query<{ ok: boolean; hint: string | null; n: number }>(`select ok, hint, count(*)::integer as n from call_results group by 1, 2`)
      const refused: Record<string, number> = {}
      let ok = 0
      for (const row of rows) {
        if (row.ok) ok += row.n
        else refused[row.hint ?? '?'] = row.n
      }
      return { ok, refused }
    })
  }

  it(`${calls.favourites} favourites: 500 kept, the rest refused with the limit`, async () => {
    const result = await manyCalls(carol, calls.favourites, `api.set_favourite('mouse', 'mouse-' || i, true)`)
    expect(result).toEqual({ ok: accountLimits.favourites, refused: { 'limit:favourites': calls.favourites - accountLimits.favourites } })
    expect((await counts(carol)).favourites).toBe(accountLimits.favourites)
    // Marking a favourite that is already kept is still fine at the limit, and so is removing one.
    expect(await refusal(carol, `select api.set_favourite('mouse', 'mouse-1', true)`)).toBeUndefined()
    expect(await refusal(carol, `select api.set_favourite('mouse', 'mouse-1', false)`)).toBeUndefined()
    expect(await refusal(carol, `select api.set_favourite('mouse', 'mouse-new-1', true)`)).toBeUndefined()
    expect(await refusal(carol, `select api.set_favourite('mouse', 'mouse-new-2', true)`)).toEqual({
      code: 'P0001',
      message: 'You can keep at most 500 favourites. Remove one to add another.',
      hint: 'limit:favourites',
    })
  })

  it(`${calls.comparisons} saved comparisons: 100 kept, the rest refused with the limit; renaming a kept one still works`, async () => {
    const result = await manyCalls(carol, calls.comparisons, `api.save_comparison('mouse', 'A-vs.-B-' || i, array['a', 'b'], 'Pair ' || i)`)
    expect(result).toEqual({ ok: accountLimits.savedComparisons, refused: { 'limit:saved_comparisons': calls.comparisons - accountLimits.savedComparisons } })
    expect((await counts(carol)).comparisons).toBe(accountLimits.savedComparisons)
    expect(await refusal(carol, `select api.save_comparison('mouse', 'A-vs.-B-1', array['a', 'b'], 'Renamed')`)).toBeUndefined()
    expect(await refusal(carol, `select api.save_comparison('mouse', 'C-vs.-D', array['c', 'd'])`)).toEqual({
      code: 'P0001',
      message: 'You can save at most 100 comparisons. Delete one to save another.',
      hint: 'limit:saved_comparisons',
    })
    // Another user is not affected by Carol's full account.
    expect(await refusal(dave, `select api.save_comparison('mouse', 'C-vs.-D', array['c', 'd'])`)).toBeUndefined()
  })

  it(`${calls.merges} merges of recent products keep the newest 50 per category`, async () => {
    const result = await manyCalls(
      dave,
      calls.merges,
      `api.merge_user_items(recent => jsonb_build_array(
         jsonb_build_object('category', case when i % 2 = 0 then 'mouse' else 'mouse_sensor' end, 'product_handle', 'recent-' || i,
                            'viewed_at', to_char(timestamptz '2026-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))))`,
    )
    expect(result).toEqual({ ok: calls.merges, refused: {} })
    const after = await counts(dave)
    expect(after.recent_mouse).toBe(accountLimits.recentPerCategory)
    expect(after.recent).toBe(2 * accountLimits.recentPerCategory)
    const { rows } = await db.query<{ handle: string }>(
      `select product_handle as handle from user_data.recent_products where user_id = $1 and category = 'mouse' order by viewed_at desc limit 1`,
      [dave],
    )
    expect(rows[0]!.handle).toBe(`recent-${calls.merges}`)
    // Newest first: the 50 kept mice are the last 50 merged.
    const { rows: kept } = await db.query<{ handle: string }>(
      `select product_handle as handle from user_data.recent_products where user_id = $1 and category = 'mouse' order by viewed_at`,
      [dave],
    )
    expect(kept.map((row) => row.handle)).toEqual(Array.from({ length: 50 }, (_, index) => `recent-${calls.merges - 98 + index * 2}`))
  })

  it('a merge into a full account says how many items it could not add', async () => {
    const { rows } = await as(carol, (tx) =>
      tx.query<{ merged: { skipped: { comparisons: number; favourites: number }; comparisons: unknown[]; favourites: unknown[] } }>(
        `select api.merge_user_items($1, $2, '[]') as merged`,
        [
          JSON.stringify([{ category: 'mouse', compare_param: 'New-vs.-One', product_handles: ['new', 'one'] }, { category: 'mouse', compare_param: 'A-vs.-B-2', product_handles: ['a', 'b'] }]),
          JSON.stringify([{ category: 'mouse', product_handle: 'brand-new' }, { category: 'mouse', product_handle: 'mouse-2' }]),
        ],
      ),
    )
    const merged = rows[0]!.merged
    // One of each is new (no room), one of each is already there (no change).
    expect(merged.skipped).toEqual({ comparisons: 1, favourites: 1 })
    expect(merged.comparisons).toHaveLength(accountLimits.savedComparisons)
    expect(merged.favourites).toHaveLength(accountLimits.favourites)
  })
})
