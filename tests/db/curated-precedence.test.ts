/**
 * Curated beats imported, on the real database: an import that brings other figures for a curated
 * mouse (here: another weight, length, shape and a hand) cannot overwrite them. The seed is
 * generated from the committed data files with one imported row altered, loaded through the same
 * loader the site's catalogue goes through, and read back through api.mice.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogue } from '../../supabase/catalogue/files.ts'
import { mergeMice } from '../../supabase/catalogue/merge.ts'
import { mergeLinks, mergeParts } from '../../supabase/catalogue/parts-merge.ts'
import type { ImportedMouse } from '../../supabase/catalogue/schemas.ts'
import { renderSeedSql } from '../../supabase/catalogue/seed-sql.ts'
import { openCatalogue } from '../../supabase/pglite.ts'
import type { MouseRow } from '../../web/lib/api-types.ts'

let db: PGlite
const handle = 'logitech-g703-lightspeed-hero'
const importedOnly = 'razer-viper-v4-pro'

beforeAll(async () => {
  const { data } = await readCatalogue()
  const curated = data.mice.find((mouse) => mouse.handle === handle)!
  expect(curated.weight).toBe(95)
  const imported = data.opendbMice.map((mouse): ImportedMouse => {
    if (mouse.handle === handle) return { ...mouse, weight: 150, length: 140, shape: 'symmetrical', polling_rate: 8000, released: '2031' }
    // A mouse only the import has: its altered figure must show (the altered seed is the one loaded).
    if (mouse.handle === importedOnly) return { ...mouse, weight: 150 }
    return mouse
  })
  // The parts as the seed has them: the editors' rows over the parts import's (parts-merge.ts).
  const parts = mergeParts({ sensors: data.sensors, switches: data.switches, encoders: data.encoders }, { sensors: data.importedSensors, switches: data.importedSwitches, encoders: data.importedEncoders })
  const seed = renderSeedSql({ ...data, sensors: parts.sensors, switches: parts.switches, encoders: parts.encoders, mouseParts: mergeLinks(data.mouseParts, data.importedLinks) }, mergeMice(data.mice, imported).mice)
  db = await openCatalogue({ seedOverrides: { '01-catalogue.sql': seed } })
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('an import that disagrees with a curated mouse', () => {
  it('cannot overwrite a curated figure', async () => {
    const { rows } = await db.query<MouseRow>(`select * from api.mice where general__handle = $1`, [handle])
    const mouse = rows[0]!
    expect([Number(mouse.mouse__weight), Number(mouse.mouse__length), mouse.mouse__shape, mouse.mouse__hand_compatibility, mouse.mouse__polling_rate, mouse.general__release_date]).toEqual([95, 124, 'ergonomic', 'right', 1000, '2019-06'])
    // The size class follows from the curated length by the one rule (web/lib/size-class.ts), not
    // from the import's label: 124 mm is medium, and no figure of the group came from the import.
    expect(mouse.mouse__dimensions_source).toEqual({ kind: 'maker' })
    expect(mouse.mouse__size_class).toBe('medium')
    expect(mouse.mouse__shape_source).toEqual({ kind: 'editors' })
  })

  it('while a mouse only the import has takes the imported figures', async () => {
    const { rows } = await db.query<MouseRow>(`select * from api.mice where general__handle = $1`, [importedOnly])
    expect(Number(rows[0]!.mouse__weight)).toBe(150)
    expect(rows[0]!.mouse__dimensions_source).toEqual({ kind: 'opendb' })
  })
})
