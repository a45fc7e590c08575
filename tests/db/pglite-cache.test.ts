/**
 * The plain catalogue is loaded from a copy kept in the temp folder (supabase/pglite.ts): it must be
 * the same catalogue the SQL builds, and every caller must still get a database of its own.
 */
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { catalogueKey, openCatalogue } from '../../supabase/pglite'

const opened: PGlite[] = []
const open = async () => {
  const db = await openCatalogue()
  opened.push(db)
  return db
}
afterAll(async () => {
  for (const db of opened) await db.close()
})

const fingerprint = async (db: PGlite) =>
  (
    await db.query<{ mice: string; sensors: string; roles: number }>(
      `select (select md5(json_agg(m order by m.general__id)::text) from api.mice m) as mice,
              (select md5(json_agg(s order by s.general__id)::text) from api.mouse_sensors s) as sensors,
              (select count(*)::int from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')) as roles`,
    )
  ).rows[0]

describe('the cached catalogue', () => {
  it('is the catalogue the migrations and the seed build, kept under today’s key', async () => {
    const cached = await open()
    expect(existsSync(join(tmpdir(), 'mousecompare-pglite', `${await catalogueKey()}.tar.gz`))).toBe(true)
    const previous = process.env.MOUSECOMPARE_PGLITE_CACHE
    process.env.MOUSECOMPARE_PGLITE_CACHE = 'off'
    try {
      const built = await open()
      expect(await fingerprint(cached)).toEqual(await fingerprint(built))
      expect((await fingerprint(built))?.roles).toBe(4)
    } finally {
      if (previous === undefined) delete process.env.MOUSECOMPARE_PGLITE_CACHE
      else process.env.MOUSECOMPARE_PGLITE_CACHE = previous
    }
  })

  it('gives each caller a database of its own', async () => {
    const first = await open()
    const second = await open()
    await first.exec('create table public.scratch (x integer)')
    expect((await second.query<{ found: string | null }>(`select to_regclass('public.scratch')::text as found`)).rows[0]?.found).toBeNull()
  })
})
