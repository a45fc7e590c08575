/**
 * The visitor's hand in the account (supabase/migrations/*_hand_profile.sql) on real Postgres, as
 * PostgREST runs a request (`set local role` and the JWT's subject): a user reads and writes only
 * their own hand, one row per user, bounded values; anon reaches nothing; RLS holds below the
 * functions; the account's hand wins a merge unless it has none.
 */
import type { PGlite, Results, Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, listApiViews, openCatalogue } from '../../supabase/pglite.ts'
import { handBounds } from '../../web/lib/hand-profile'

let db: PGlite

const alice = '00000000-0000-4000-8000-00000000a11c'
const bob = '00000000-0000-4000-8000-000000000b0b'
const carol = '00000000-0000-4000-8000-0000000ca201'

type Role = 'anon' | 'authenticated' | 'user_data_api'

interface Hand {
  length_mm: number
  breadth_mm: number
  grip: string
  updated_at: string
}

async function as<T>(role: Role, user: string | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [user ?? ''])
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(user ? { sub: user, role } : { role })])
    return work(tx)
  })
}

async function query<T>(role: Role, user: string | null, sql: string, params: unknown[] = []): Promise<Results<T>> {
  return as(role, user, (tx) => tx.query<T>(sql, params))
}

async function handOf(user: string): Promise<Hand | null> {
  const { rows } = await query<{ hand: Hand | null }>('authenticated', user, `select api.hand_profile() as hand`)
  return rows[0]!.hand
}

async function failureCode(role: Role, user: string | null, sql: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await query(role, user, sql, params)
    return undefined
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

/** The numbers as the client reads them (jsonb numerics arrive as numbers). */
const plain = (hand: Hand | null) => hand && { length: Number(hand.length_mm), breadth: Number(hand.breadth_mm), grip: hand.grip }

beforeAll(async () => {
  db = await openCatalogue()
  await db.query(`insert into auth.users (id, email) values ($1, 'alice@example.com'), ($2, 'bob@example.com'), ($3, 'carol@example.com')`, [alice, bob, carol])
  await query('authenticated', bob, `select api.set_hand_profile(201.5, 96, 'palm')`)
}, 60_000)

afterAll(async () => {
  await db?.close()
})

describe('a signed-in user', () => {
  it('has no hand until they save one, then reads, replaces and clears it', async () => {
    expect(await handOf(alice)).toBeNull()
    const { rows } = await query<{ saved: Hand }>('authenticated', alice, `select api.set_hand_profile(190, 85, 'claw') as saved`)
    expect(plain(rows[0]!.saved)).toEqual({ length: 190, breadth: 85, grip: 'claw' })
    expect(plain(await handOf(alice))).toEqual({ length: 190, breadth: 85, grip: 'claw' })
    // Saving again replaces it: one row per user.
    await query('authenticated', alice, `select api.set_hand_profile(188.26, 84.04, 'fingertip')`)
    expect(plain(await handOf(alice))).toEqual({ length: 188.3, breadth: 84, grip: 'fingertip' })
    const { rows: count } = await query<{ n: number }>('user_data_api', alice, `select count(*)::integer as n from user_data.hand_profiles`)
    expect(count[0]!.n).toBe(1)
    const { rows: cleared } = await query<{ cleared: boolean }>('authenticated', alice, `select api.clear_hand_profile() as cleared`)
    expect(cleared[0]!.cleared).toBe(true)
    expect(await handOf(alice)).toBeNull()
    const { rows: again } = await query<{ cleared: boolean }>('authenticated', alice, `select api.clear_hand_profile() as cleared`)
    expect(again[0]!.cleared).toBe(false)
  })

  it.each([
    [handBounds.lengthMm.min - 0.1, 85, 'claw'],
    [handBounds.lengthMm.max + 0.1, 85, 'claw'],
    [190, handBounds.breadthMm.min - 0.1, 'claw'],
    [190, handBounds.breadthMm.max + 0.1, 'claw'],
    [190, 85, 'grab'],
    [190, 85, 'Claw'],
  ])('refuses a hand out of bounds (%s × %s, %s)', async (length, breadth, grip) => {
    expect(await failureCode('authenticated', carol, `select api.set_hand_profile($1, $2, $3)`, [length, breadth, grip])).toBe('23514')
    expect(await handOf(carol)).toBeNull()
  })

  it('refuses nulls and absurd numbers', async () => {
    expect(await failureCode('authenticated', carol, `select api.set_hand_profile(null, 85, 'claw')`)).toBe('23502')
    expect(await failureCode('authenticated', carol, `select api.set_hand_profile(19000, 85, 'claw')`)).toBe('22003')
    expect(await handOf(carol)).toBeNull()
  })

  it('accepts the bounds themselves, as the site does', async () => {
    await query('authenticated', carol, `select api.set_hand_profile($1, $2, 'palm')`, [handBounds.lengthMm.min, handBounds.breadthMm.max])
    expect(plain(await handOf(carol))).toEqual({ length: handBounds.lengthMm.min, breadth: handBounds.breadthMm.max, grip: 'palm' })
    await query('authenticated', carol, `select api.clear_hand_profile()`)
  })
})

describe('merging on sign-in', () => {
  it('puts this device’s hand into an account that has none', async () => {
    const { rows } = await query<{ merged: Hand }>('authenticated', carol, `select api.merge_hand_profile(175.5, 80, 'fingertip') as merged`)
    expect(plain(rows[0]!.merged)).toEqual({ length: 175.5, breadth: 80, grip: 'fingertip' })
    expect(plain(await handOf(carol))).toEqual({ length: 175.5, breadth: 80, grip: 'fingertip' })
  })

  it('keeps the account’s hand when it has one (the account wins)', async () => {
    const { rows } = await query<{ merged: Hand }>('authenticated', carol, `select api.merge_hand_profile(210, 99, 'palm') as merged`)
    expect(plain(rows[0]!.merged)).toEqual({ length: 175.5, breadth: 80, grip: 'fingertip' })
    expect(plain(await handOf(carol))).toEqual({ length: 175.5, breadth: 80, grip: 'fingertip' })
    await query('authenticated', carol, `select api.clear_hand_profile()`)
  })

  it('returns the account’s hand when this device has none, and skips a malformed one', async () => {
    const { rows } = await query<{ merged: Hand | null }>('authenticated', bob, `select api.merge_hand_profile() as merged`)
    expect(plain(rows[0]!.merged)).toEqual({ length: 201.5, breadth: 96, grip: 'palm' })
    for (const args of [`19, 85, 'claw'`, `190, 85, 'grab'`, `190, null, 'claw'`, `99999, 85, 'claw'`]) {
      const { rows: merged } = await query<{ merged: Hand | null }>('authenticated', carol, `select api.merge_hand_profile(${args}) as merged`)
      expect(merged[0]!.merged, args).toBeNull()
    }
    expect(await handOf(carol)).toBeNull()
  })
})

describe('other users and row level security', () => {
  it("never sees or changes another user's hand", async () => {
    await query('authenticated', alice, `select api.set_hand_profile(181, 82, 'claw')`)
    expect(plain(await handOf(alice))).toEqual({ length: 181, breadth: 82, grip: 'claw' })
    expect(plain(await handOf(bob))).toEqual({ length: 201.5, breadth: 96, grip: 'palm' })
    await query('authenticated', alice, `select api.clear_hand_profile()`)
    expect(plain(await handOf(bob))).toEqual({ length: 201.5, breadth: 96, grip: 'palm' })
  })

  it('cannot reach the table directly', async () => {
    expect(await failureCode('authenticated', alice, `select * from user_data.hand_profiles`)).toBe('42501')
    expect(await failureCode('authenticated', alice, `delete from user_data.hand_profiles`)).toBe('42501')
    expect(await failureCode('authenticated', alice, `insert into user_data.hand_profiles (user_id, length_mm, breadth_mm, grip) values ($1, 190, 85, 'claw')`, [bob])).toBe('42501')
    expect(await failureCode('authenticated', alice, `update user_data.hand_profiles set grip = 'claw'`)).toBe('42501')
  })

  it('is refused without a subject in the JWT', async () => {
    expect(await failureCode('authenticated', null, `select api.hand_profile()`)).toBe('42501')
    expect(await failureCode('authenticated', null, `select api.set_hand_profile(190, 85, 'claw')`)).toBe('42501')
    expect(await failureCode('authenticated', null, `select api.merge_hand_profile(190, 85, 'claw')`)).toBe('42501')
  })

  it('limits every command to the rows of auth.uid(), even for the functions’ owner', async () => {
    await query('authenticated', alice, `select api.set_hand_profile(181, 82, 'claw')`)
    await as('user_data_api', alice, async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(`select user_id from user_data.hand_profiles`)
      expect(rows.map((row) => row.user_id)).toEqual([alice])
      expect((await tx.query(`update user_data.hand_profiles set grip = 'claw' where user_id = $1`, [bob])).affectedRows).toBe(0)
      expect((await tx.query(`delete from user_data.hand_profiles where user_id = $1`, [bob])).affectedRows).toBe(0)
    })
    await expect(
      as('user_data_api', alice, (tx) => tx.query(`insert into user_data.hand_profiles (user_id, length_mm, breadth_mm, grip) values ($1, 190, 85, 'claw')`, [carol])),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(as('user_data_api', alice, (tx) => tx.query(`update user_data.hand_profiles set user_id = $1`, [carol]))).rejects.toMatchObject({ code: '42501' })
    expect(plain(await handOf(bob))).toEqual({ length: 201.5, breadth: 96, grip: 'palm' })
  })

  it('has policies for every command, to authenticated only', async () => {
    const { rows } = await db.query<{ cmd: string; roles: string[]; rls: boolean }>(
      `select p.polcmd::text as cmd, c.relrowsecurity as rls,
              array(select rolname::text from pg_roles where oid = any(p.polroles) order by 1) as roles
         from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'user_data' and c.relname = 'hand_profiles' order by 1`,
    )
    expect(rows.map((row) => row.cmd)).toEqual(['a', 'd', 'r', 'w'])
    for (const row of rows) expect(row).toMatchObject({ roles: ['authenticated'], rls: true })
  })
})

describe('anon', () => {
  it('can neither read nor write, through the functions or the table', async () => {
    for (const sql of [
      `select api.hand_profile()`,
      `select api.set_hand_profile(190, 85, 'claw')`,
      `select api.clear_hand_profile()`,
      `select api.merge_hand_profile(190, 85, 'claw')`,
      `select * from user_data.hand_profiles`,
      `delete from user_data.hand_profiles`,
    ]) {
      expect(await failureCode('anon', bob, sql), sql).toBe('42501')
    }
  })

  it('has no EXECUTE on any api function; authenticated has it on every one', async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean; owner: string; definer: boolean }>(
      `select p.oid::regprocedure::text as name, pg_get_userbyid(p.proowner)::text as owner, p.prosecdef as definer,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'api' and p.proname like '%hand_profile%' order by 1`,
    )
    expect(rows.map((row) => row.name)).toEqual([
      'api.clear_hand_profile()',
      'api.hand_profile()',
      'api.merge_hand_profile(numeric,numeric,text)',
      'api.set_hand_profile(numeric,numeric,text)',
    ])
    for (const row of rows) expect(row, row.name).toMatchObject({ anon: false, authenticated: true, owner: 'user_data_api', definer: true })
  })
})

describe('the catalogue', () => {
  it('never exports a hand: it is not an api view', async () => {
    const views = await listApiViews(db)
    expect(views.some((view) => view.includes('hand'))).toBe(false)
    expect(JSON.stringify(await exportApiViews(db))).not.toContain('201.5')
  })
})
