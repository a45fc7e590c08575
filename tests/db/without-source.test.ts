/**
 * No source the site cannot do without (issue 30): the catalogue built without BuildCores OpenDB
 * (`npm run catalogue:seed -- --without=opendb`), loaded like the real one, is a consistent
 * catalogue: no figure says it comes from OpenDB, no mouse keeps an OpenDB name, every mouse has
 * what its page needs, the mice whose figures all came from OpenDB are not published, and the
 * sitemaps and the open-data API list exactly the published mice (they read the same views).
 *
 * On PGlite in `npm test`, and on a real PostgreSQL server in `npm run test:pg`.
 */
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews } from '../../supabase/pglite.ts'
import { opendbCsvPath, readCatalogue, readReferenceTexts } from '../../supabase/catalogue/files.ts'
import { generatedFiles } from '../../supabase/catalogue/generate.ts'
import { openTestCatalogue, type TestDatabase } from './test-database.ts'
import type { MouseRow, SensorRow } from '../../web/lib/api-types.ts'
import { sizeClassOfLength } from '../../web/lib/size-class.ts'
import { buildSitemaps } from '../../edge/sitemap-content.ts'
import { findSimilarPath } from '../../edge/site-paths.ts'
import { listJson } from '../../edge/open-data-content.ts'
import type { CatalogueMouse, CatalogueReview, CatalogueDiscount } from '../../edge/catalogue-rows.ts'

const sourceColumns = ['mouse__dimensions_source', 'mouse__sensor_source', 'mouse__shape_source', 'mouse__switch_source', 'mouse__encoder_source'] as const

let db: TestDatabase
let seedSql: string
let mice: MouseRow[]
let sensors: SensorRow[]
let views: Record<string, string>
let fullMice: { handle: string; opendbOnly: boolean }[]

beforeAll(async () => {
  const read = await readCatalogue()
  const csv = await readFile(opendbCsvPath, 'utf8')
  const reference = await readReferenceTexts()
  const generated = generatedFiles(read.data, csv, reference, { without: 'opendb' })
  seedSql = generated.seedSql
  // The whole catalogue's mice, and which of them have every figure from OpenDB alone.
  const full = generatedFiles(read.data, csv, reference).seedSql
  const miceJson = /select catalog\.seed_mice\(\$json\$([\s\S]*?)\$json\$::jsonb\)/.exec(full)![1]!
  fullMice = (JSON.parse(miceJson) as Record<string, { kind: string } | string>[]).map((row) => ({
    handle: row.handle as string,
    opendbOnly: ['dimensions_source', 'sensor_source', 'shape_source'].every((key) => row[key] === undefined || (row[key] as { kind: string }).kind === 'opendb'),
  }))
  db = await openTestCatalogue({ seedOverrides: { '01-catalogue.sql': seedSql } })
  views = await exportApiViews(db)
  mice = JSON.parse(views.mice!) as MouseRow[]
  sensors = JSON.parse(views.mouse_sensors!) as SensorRow[]
}, 240_000)

afterAll(async () => {
  await db?.close()
})

describe('the catalogue built without BuildCores OpenDB', () => {
  it('says so in its seed, and still publishes the mice other sources give', () => {
    expect(seedSql).toMatch(/-- BUILT WITHOUT the source "opendb"/)
    expect(mice.length).toBeGreaterThan(100)
    expect(mice.length).toBeLessThan(fullMice.length)
  })

  it('has no figure from OpenDB, and no note that names it as a source of a figure', () => {
    for (const m of mice) {
      for (const column of sourceColumns) {
        expect(m[column]?.kind, `${m.general__handle} ${column}`).not.toBe('opendb')
        expect(m[column]?.note ?? '', `${m.general__handle} ${column}`).not.toMatch(/from BuildCores OpenDB/)
      }
    }
    for (const s of sensors) expect(s.mouse_sensor__source?.kind, s.general__handle).not.toBe('opendb')
  })

  it('keeps no OpenDB name, and a size class only from a length another source gives (web/lib/size-class.ts)', async () => {
    const { rows } = await db.query<{ count: number }>(`select count(*)::integer as count from catalog.mice where opendb_names <> '{}' or (size_class is not null and length is null)`)
    expect(rows[0]!.count).toBe(0)
    const sized = await db.query<{ length: string; size_class: string }>(`select length::text, size_class from catalog.mice where size_class is not null`)
    expect(sized.rows.length).toBeGreaterThan(0)
    for (const row of sized.rows) expect(row.size_class).toBe(sizeClassOfLength(Number(row.length)))
  })

  it('publishes only mice with what a page needs, and none whose figures all came from OpenDB', () => {
    for (const m of mice) {
      expect([m.mouse__length, m.mouse__width, m.mouse__height, m.mouse__wireless].every((value) => value !== null), m.general__handle).toBe(true)
    }
    const published = new Set(mice.map((m) => m.general__handle))
    const opendbOnly = fullMice.filter((m) => m.opendbOnly).map((m) => m.handle)
    expect(opendbOnly.length).toBeGreaterThan(1000)
    expect(opendbOnly.filter((handle) => published.has(handle))).toEqual([])
  })

  it('links no mouse to one that is not published, and counts a part’s mice among the published only', () => {
    const published = new Set(mice.map((m) => m.general__id))
    for (const m of mice) {
      if (m.general__parent_id !== null) expect(published.has(m.general__parent_id), m.general__handle).toBe(true)
      if (m.mouse__shape_parent_id !== null) expect(published.has(m.mouse__shape_parent_id), m.general__handle).toBe(true)
    }
    for (const s of sensors) expect(s.mouse_sensor__mice_count, s.general__handle).toBe(mice.filter((m) => m.mouse__sensor_handle === s.general__handle).length)
  })

  it('lists in the sitemaps and the open-data API exactly the published mice', () => {
    const origin = 'https://mousecompare.com'
    const parts = buildSitemaps(
      origin,
      {
        mice: mice as unknown as CatalogueMouse[],
        reviews: JSON.parse(views.reviews ?? '[]') as CatalogueReview[],
        discounts: JSON.parse(views.discounts ?? '[]') as CatalogueDiscount[],
      },
      Date.parse('2026-11-26T00:00:00Z'),
    )
    const locs = Object.values(parts).flat(2).map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry.xml)![1]!.replace(/&amp;/g, '&'))
    const similar = locs.filter((loc) => loc.startsWith(`${origin}/mouse/find-similar?`)).map((loc) => loc.slice(origin.length))
    expect(new Set(similar)).toEqual(new Set(mice.map((m) => findSimilarPath(m.general__handle))))
    const gone = fullMice.filter((m) => m.opendbOnly).map((m) => m.handle)
    for (const handle of gone.slice(0, 50)) expect(locs, handle).not.toContain(`${origin}${findSimilarPath(handle)}`)
    const body = JSON.parse(listJson(origin, 'mice', ['general__handle'], mice as never)) as { count: number; data: { general__handle: string }[] }
    expect(body.count).toBe(mice.length)
    expect(body.data.map((row) => row.general__handle)).toEqual(mice.map((m) => m.general__handle))
  })
})
