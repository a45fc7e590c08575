/**
 * openCatalogue({ snapshotAt }): the embedded snapshot can be taken at a given moment, which
 * decides which discounts and promos are current (api.discounts, api.available_promos and row
 * level security alike). The moment lives in catalog.snapshot_clock, which only the owner writes;
 * no session setting moves it (tests/db/visibility.test.ts tries).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews } from '../../supabase/pglite.ts'
import { openTestCatalogue, type TestDatabase } from './test-database'

let db: TestDatabase

beforeAll(async () => {
  // During the 2025 Black Friday sale, before most of the seed's windows opened.
  db = await openTestCatalogue({ snapshotAt: '2025-11-25T12:00:00Z' })
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('openCatalogue({ snapshotAt })', () => {
  it('evaluates validity windows at that moment', async () => {
    const views = await exportApiViews(db)
    const discounts = (JSON.parse(views.discounts!) as { handle: string }[]).map((d) => d.handle)
    expect(discounts).toEqual(['black-friday-2025-pulsar'])
    const promos = JSON.parse(views.available_promos!) as unknown[]
    expect(promos).toEqual([])
  })

  it('applies the same moment to row level security', async () => {
    const handles = await db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      return (await tx.query<{ handle: string }>('select handle from catalog.discounts')).rows.map((r) => r.handle)
    })
    expect(handles).toEqual(['black-friday-2025-pulsar'])
  })

  it('is what catalog.effective_now() answers, to every role', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const at = await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`)
        return (await tx.query<{ at: Date }>('select catalog.effective_now() as at')).rows[0]!.at
      })
      expect(new Date(at).toISOString(), role).toBe('2025-11-25T12:00:00.000Z')
    }
  })

  it('rejects something that is not a timestamp', async () => {
    await expect(openTestCatalogue({ snapshotAt: 'next tuesday' })).rejects.toThrow(/not a timestamp/)
  })
})
