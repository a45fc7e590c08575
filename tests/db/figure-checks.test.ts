/**
 * Figures checked against published sources (issue 30), on the real database: what a "checked"
 * source promises, and the classes of error the checks found, kept fixed.
 *
 * - Every checked figure group has the page's address, its publisher and the day (the table
 *   refuses a checked source without them), and the page is a row of the research ledger for
 *   that mouse (supabase/seed/catalogue/checks/): nothing is "checked" from memory.
 * - A group checked against a page carries what that page states for it: the sensor generation
 *   it names (HERO 16K, not a later HERO 25K back-dated), the DPI it gives for the mouse (not the
 *   sensor's rating), the polling rate with what comes in the box, the dimensions and weight;
 *   except where the group's note says why not (the maker's figure taken over a review's).
 * - A polling rate that needs a separately sold receiver is noted on the mouse.
 *
 * On PGlite in `npm test`, and on a real PostgreSQL server in `npm run test:pg`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews } from '../../supabase/pglite.ts'
import { catalogueDir, readCatalogue } from '../../supabase/catalogue/files.ts'
import { readLedger, type LedgerRow } from '../../supabase/catalogue/checks-ledger.ts'
import { createLedgerSensorMatcher } from '../../supabase/catalogue/checks-apply.ts'
import type { Sensor } from '../../supabase/catalogue/schemas.ts'
import { openTestCatalogue, type TestDatabase } from './test-database.ts'
import type { FigureSource, MouseRow, SensorRow, SwitchRow, EncoderRow } from '../../web/lib/api-types.ts'

const groups = {
  dimensions: { column: 'mouse__dimensions_source', figures: { length: 'mouse__length', width: 'mouse__width', height: 'mouse__height', weight: 'mouse__weight', wireless: 'mouse__wireless' } },
  sensor: { column: 'mouse__sensor_source', figures: { dpi: 'mouse__dpi', polling_rate: 'mouse__polling_rate' } },
  shape: { column: 'mouse__shape_source', figures: { shape: 'mouse__shape', hand_compatibility: 'mouse__hand_compatibility', side_buttons: 'mouse__side_buttons', middle_buttons: 'mouse__middle_buttons' } },
} as const
const sourceColumns = ['mouse__dimensions_source', 'mouse__sensor_source', 'mouse__shape_source', 'mouse__switch_source', 'mouse__encoder_source'] as const

let db: TestDatabase
let mice: MouseRow[]
let parts: { handle: string; source: FigureSource | null }[]
let ledger: LedgerRow[]
let matchSensor: (name: string) => Sensor | undefined
let sensorParent: Map<string, string | undefined>

beforeAll(async () => {
  db = await openTestCatalogue()
  const views = await exportApiViews(db)
  mice = JSON.parse(views.mice!) as MouseRow[]
  parts = [
    ...(JSON.parse(views.mouse_sensors!) as SensorRow[]).map((row) => ({ handle: row.general__handle, source: row.mouse_sensor__source })),
    ...(JSON.parse(views.mouse_switches!) as SwitchRow[]).map((row) => ({ handle: row.general__handle, source: row.mouse_switch__source })),
    ...(JSON.parse(views.mouse_scroll_wheel_encoders!) as EncoderRow[]).map((row) => ({ handle: row.general__handle, source: row.mouse_scroll_wheel_encoder__source })),
  ]
  ledger = (await readLedger(catalogueDir)).files.flatMap((file) => file.rows)
  const { data } = await readCatalogue()
  matchSensor = createLedgerSensorMatcher(data.sensors, data.brands)
  sensorParent = new Map(data.sensors.map((sensor) => [sensor.handle, sensor.parent]))
}, 120_000)

afterAll(async () => {
  await db?.close()
})

/** Every checked group of every mouse: [mouse, column, source]. */
function checkedGroups(): [MouseRow, (typeof sourceColumns)[number], FigureSource][] {
  return mice.flatMap((m) => sourceColumns.filter((column) => m[column]?.checked !== undefined).map((column) => [m, column, m[column]!] as [MouseRow, (typeof sourceColumns)[number], FigureSource]))
}
const rowAt = (mouse: string, url: string) => ledger.find((row) => row.mouse === mouse && row.source.url === url)

describe('a checked figure group', () => {
  it('has the address of the page, its publisher and the day it was checked', () => {
    const checked = checkedGroups()
    expect(checked.length, 'the catalogue has checked groups').toBeGreaterThan(50)
    const today = new Date().toISOString().slice(0, 10)
    for (const [m, column, source] of checked) {
      const where = `${m.general__handle} ${column}`
      expect(source.url, where).toMatch(/^https?:\/\/\S+$/)
      expect(source.publisher, where).toMatch(/\S/)
      expect(source.checked, where).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(`${source.checked!}T00:00:00Z`)), where).toBe(false)
      expect(source.checked! <= today, where).toBe(true)
      expect(['maker', 'review'], where).toContain(source.kind)
    }
    for (const part of parts) if (part.source?.checked !== undefined) expect(part.source.url, part.handle).toMatch(/^https?:\/\//)
  })

  it('was checked against a page of the research ledger for that mouse', () => {
    const stray = checkedGroups()
      .filter(([m, , source]) => rowAt(m.general__handle, source.url!) === undefined)
      .map(([m, column]) => `${m.general__handle} ${column}`)
    expect(stray).toEqual([])
  })

  it('is refused by the table without its address, its publisher or a real day; a review is a source', async () => {
    const base = `(select id from catalog.brands where handle = 'razer')`
    const insert = (source: string) => `insert into catalog.mice (handle, brand_id, model, length, width, height, wireless, dimensions_source) values ('test-checked-mouse', ${base}, 'Checked', 120, 62, 38, true, '${source}')`
    const refusal = async (sql: string) => {
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql)
          throw new Error('accepted')
        })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return message === 'accepted' ? undefined : message
      }
      return undefined
    }
    expect(await refusal(insert('{"kind":"review","publisher":"TechPowerUp","url":"https://www.techpowerup.com/review/x/1.html","checked":"2026-11-26"}'))).toBeUndefined()
    expect(await refusal(insert('{"kind":"review","publisher":"TechPowerUp","checked":"2026-11-26"}'))).toMatch(/check constraint|violates/)
    expect(await refusal(insert('{"kind":"review","url":"https://www.techpowerup.com/review/x/1.html","checked":"2026-11-26"}'))).toMatch(/check constraint|violates/)
    expect(await refusal(insert('{"kind":"review","publisher":"TechPowerUp","url":"https://www.techpowerup.com/review/x/1.html","checked":"2026-11"}'))).toMatch(/check constraint|violates/)
    expect(await refusal(insert('{"kind":"review","publisher":"TechPowerUp","url":"https://www.techpowerup.com/review/x/1.html","checked":"2026-02-30"}'))).toBeDefined()
    expect(await refusal(insert('{"kind":"review","publisher":"","url":"https://www.techpowerup.com/review/x/1.html"}'))).toMatch(/check constraint|violates/)
    expect(await refusal(insert('{"kind":"blog","url":"https://example.com/"}'))).toMatch(/check constraint|violates/)
  })
})

describe('what a checked group carries', () => {
  /** The page's figure is the catalogue's, or the group's note says why not. */
  function disagreements(group: keyof typeof groups): string[] {
    const out: string[] = []
    const { column, figures } = groups[group]
    for (const m of mice) {
      const source = m[column]
      if (source?.checked === undefined) continue
      const row = rowAt(m.general__handle, source.url!)
      if (!row) continue
      for (const [figure, field] of Object.entries(figures)) {
        const stated = row.figures[figure as keyof LedgerRow['figures']]
        if (stated === undefined || stated === m[field as keyof MouseRow]) continue
        const explained = (source.note ?? '').includes(`${row.source.publisher} gives ${figure.replace(/_/g, ' ')}`) || /: not applied/.test(source.note ?? '')
        if (!explained) out.push(`${m.general__handle} ${figure}: ${row.source.publisher} states ${String(stated)}, the catalogue has ${String(m[field as keyof MouseRow])}`)
      }
    }
    return out
  }

  it('sensor generations: the sensor the page names (a maker’s rendition of a PixArt part counts as that part)', () => {
    const wrong: string[] = []
    let checked = 0
    for (const m of mice) {
      const source = m.mouse__sensor_source
      if (source?.checked === undefined) continue
      const stated = rowAt(m.general__handle, source.url!)?.figures.sensor
      const sensor = stated === undefined ? undefined : matchSensor(stated)
      if (!sensor) continue
      checked++
      const same = m.mouse__sensor_handle === sensor.handle || sensorParent.get(m.mouse__sensor_handle ?? '') === sensor.handle || sensorParent.get(sensor.handle) === m.mouse__sensor_handle
      if (!same) wrong.push(`${m.general__handle}: ${source.publisher} names ${stated}, the catalogue ${m.mouse__sensor_handle}`)
    }
    expect(wrong).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })

  it('DPI and polling rate: the mouse’s own as the page states them, not the sensor’s rating', () => {
    expect(disagreements('sensor')).toEqual([])
  })

  it('dimensions, weight and connection as the page states them', () => {
    expect(disagreements('dimensions')).toEqual([])
  })

  it('shape, hand and buttons as the page states them', () => {
    expect(disagreements('shape')).toEqual([])
  })

  it('a polling rate that needs a separately sold receiver says so', () => {
    const separately = /separately|sold on its own|not (included|in the box)|optional (dongle|receiver)/i
    const missing = ledger
      .filter((row) => row.figures.polling_rate !== undefined && separately.test(row.notes ?? ''))
      .map((row) => mice.find((m) => m.general__handle === row.mouse))
      .filter((m): m is MouseRow => m !== undefined && m.mouse__polling_rate !== null)
      .filter((m) => !/polling rate: /.test(m.mouse__sensor_source?.note ?? ''))
      .map((m) => m.general__handle)
    expect(missing).toEqual([])
  })
})
