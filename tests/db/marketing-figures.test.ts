/**
 * The marketing figures stay true (SPEC §1, §9): the site says "more than N" mice, sensors,
 * switches, scroll-wheel encoders and products (web/lib/constants.ts catalogueCounts). This test
 * counts the catalogue the build serves (the same migrations and seed, exported as the build
 * exports them) and fails when it falls below a figure the site shows. Mice are counted as
 * distinct mice: a colour or edition variant of another (general__parent_id set) does not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import { catalogueCounts } from '../../web/lib/constants.ts'

let db: PGlite
let served: Record<keyof typeof catalogueCounts, number>

/**
 * Figures the catalogue does not reach yet, each with why; the test fails when one of them becomes
 * true (remove it then) as when any other figure becomes untrue. The mousepad figure is said of
 * mousepads being measured for a section marked "coming soon", not of the catalogue served.
 */
const notYetTrue: Partial<Record<keyof typeof catalogueCounts, string>> = {
  mousepad: 'the mousepads section is "coming soon": the site says it is measuring them',
  mouse_scroll_wheel_encoder: 'the sources name 14 distinct encoders (parts-import-report.md); variants are not padded in',
}

beforeAll(async () => {
  db = await openCatalogue()
  const views = await exportApiViews(db)
  const rows = (view: string) => JSON.parse(views[view]!) as { general__parent_id: number | null }[]
  const mice = rows('mice').filter((mouse) => mouse.general__parent_id === null).length
  const sensors = rows('mouse_sensors').length
  const switches = rows('mouse_switches').length
  const encoders = rows('mouse_scroll_wheel_encoders').length
  const mousepads = rows('mousepads').length
  served = { mouse: mice, mouse_sensor: sensors, mouse_switch: switches, mouse_scroll_wheel_encoder: encoders, mousepad: mousepads, all: mice + sensors + switches + encoders + mousepads }
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('"more than N"', () => {
  it.each(Object.keys(catalogueCounts) as (keyof typeof catalogueCounts)[])('%s: the catalogue served has more than the figure shown', (category) => {
    const figure = catalogueCounts[category]
    const reason = notYetTrue[category]
    if (reason === undefined) expect(served[category], `${category}: the site says more than ${figure}`).toBeGreaterThan(figure)
    else expect(served[category], `${category} now has more than ${figure}: remove it from notYetTrue (${reason})`).toBeLessThanOrEqual(figure)
  })

  it('counts distinct mice, not colour or edition variants', async () => {
    const { rows } = await db.query<{ all: number; distinct: number }>(
      `select count(*)::integer as all, count(*) filter (where parent_id is null)::integer as distinct from catalog.mice where is_published`,
    )
    expect(served.mouse).toBe(rows[0]!.distinct)
    expect(rows[0]!.all).toBeGreaterThan(rows[0]!.distinct)
    expect(served.mouse).toBeGreaterThan(catalogueCounts.mouse)
  })
})
