/**
 * openCatalogue({ now }): the embedded snapshot can be taken at a given moment, which decides
 * which discounts and promos are current (api.discounts, api.available_promos and RLS alike).
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'

let db: PGlite

beforeAll(async () => {
  // During the 2025 Black Friday sale, before most of the seed's windows opened.
  db = await openCatalogue({ now: '2025-11-25T12:00:00Z' })
}, 60_000)

afterAll(async () => {
  await db?.close()
})

describe('openCatalogue({ now })', () => {
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

  it('rejects something that is not a timestamp', async () => {
    await expect(openCatalogue({ now: 'next tuesday' })).rejects.toThrow(/not a timestamp/)
  })
})
