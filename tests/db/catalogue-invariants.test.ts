/**
 * The known classes of catalogue error (issue 18), on the real database: each is either refused by
 * the tables themselves or checked across the whole catalogue here, so a data change that brings one
 * back fails the test run.
 *
 * - a mouse listed before its sensor or its switch existed;
 * - a DPI above its sensor's maximum;
 * - the same mouse twice;
 * - a symmetrical shell with buttons on both sides recorded as right-handed with two side buttons;
 * - dimensions that cannot be right;
 * - a figure without its source, an unknown shown as a default.
 *
 * On PGlite in `npm test`, and on a real PostgreSQL server in `npm run test:pg`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews } from '../../supabase/pglite.ts'
import { openTestCatalogue, type TestDatabase } from './test-database.ts'
import { modelKey } from '../../supabase/catalogue/opendb-names.ts'
import { outlineKinds, type MouseRow, type SensorRow, type SwitchRow } from '../../web/lib/api-types.ts'
import { sensorRanks } from '../../web/lib/sensor-rank.ts'
import { sizeClassOfLength } from '../../web/lib/size-class.ts'
import { readCatalogue } from '../../supabase/catalogue/files.ts'
import type { CuratedMouse } from '../../supabase/catalogue/schemas.ts'

let db: TestDatabase
let mice: MouseRow[]
let sensors: SensorRow[]
let switches: SwitchRow[]
let curatedMice: CuratedMouse[]

beforeAll(async () => {
  curatedMice = (await readCatalogue()).data.mice
  db = await openTestCatalogue()
  const views = await exportApiViews(db)
  mice = JSON.parse(views.mice!) as MouseRow[]
  sensors = JSON.parse(views.mouse_sensors!) as SensorRow[]
  switches = JSON.parse(views.mouse_switches!) as SwitchRow[]
}, 120_000)

afterAll(async () => {
  await db?.close()
})

/** True when `later` is not before `earlier`, compared at the precision both know. */
function notBefore(later: string, earlier: string): boolean {
  const common = Math.min(later.length, earlier.length)
  return later.slice(0, common) >= earlier.slice(0, common)
}

/** Runs `sql` as the superuser in a transaction that is rolled back; returns the error message or undefined. */
async function refusal(sql: string): Promise<string | undefined> {
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

/** Inserts one mouse of brand razer with the given columns over a valid base row. */
function insertMouse(columns: Record<string, string>): string {
  const row: Record<string, string> = {
    handle: `'test-invariant-mouse'`,
    brand_id: `(select id from catalog.brands where handle = 'razer')`,
    model: `'Invariant'`,
    length: '120',
    width: '62',
    height: '38',
    weight: '55',
    wireless: 'true',
    dimensions_source: `'{"kind":"editors"}'`,
    ...columns,
  }
  return `insert into catalog.mice (${Object.keys(row).join(', ')}) values (${Object.values(row).join(', ')})`
}

describe('a mouse listed before its parts existed', () => {
  it('never comes out before its sensor', () => {
    const released = new Map(sensors.map((s) => [s.general__handle, s.general__release_date]))
    const early = mice.filter((m) => {
      const sensor = m.mouse__sensor_handle === null ? null : released.get(m.mouse__sensor_handle)
      return m.general__release_date !== null && sensor != null && !notBefore(m.general__release_date, sensor)
    })
    expect(early.map((m) => `${m.general__handle} (${m.general__release_date}, sensor ${m.mouse__sensor_handle})`)).toEqual([])
    // The check has something to check.
    expect(mice.filter((m) => m.general__release_date !== null && m.mouse__sensor_handle !== null && released.get(m.mouse__sensor_handle) != null).length).toBeGreaterThan(10)
  })

  it('never comes out before its switch', () => {
    const released = new Map(switches.map((s) => [s.general__handle, s.general__release_date]))
    const early = mice.filter((m) => {
      const part = m.mouse__switch_handle === null ? null : released.get(m.mouse__switch_handle)
      return m.general__release_date !== null && part != null && !notBefore(m.general__release_date, part)
    })
    expect(early.map((m) => `${m.general__handle} (${m.general__release_date}, switch ${m.mouse__switch_handle})`)).toEqual([])
    expect(mice.filter((m) => m.general__release_date !== null && m.mouse__switch_handle !== null && released.get(m.mouse__switch_handle) != null).length).toBeGreaterThan(3)
  })
})

describe('a DPI above its sensor’s maximum', () => {
  /** Mice whose maker offers more than the sensor maker's figure, documented in the mouse's notes. */
  const firmwareExtended: Record<string, string> = {
    'pulsar-xlite-v2-wireless': 'Pulsar offers 20,000 DPI on the PAW3370 in its firmware; PixArt rates the sensor at 19,000',
  }

  it('does not occur (but for makers that document a firmware extension, and mice checked against a page that states the higher setting)', () => {
    const maximum = new Map(sensors.map((s) => [s.general__handle, s.mouse_sensor__dpi]))
    // A sensor whose maximum is not known (a part a source names without figures) bounds nothing.
    const above = mice.filter((m) => {
      const sensorMaximum = m.mouse__sensor_handle === null ? null : (maximum.get(m.mouse__sensor_handle) ?? null)
      return m.mouse__dpi !== null && sensorMaximum !== null && m.mouse__dpi > sensorMaximum
    })
    // A checked sensor group whose note says the page states the mouse's own setting above the sensor's rating.
    const statedOnPage = (m: MouseRow) => m.mouse__sensor_source?.checked !== undefined && /above its sensor's rated/.test(m.mouse__sensor_source.note ?? '')
    expect(above.filter((m) => !statedOnPage(m) && !(m.general__handle in firmwareExtended)).map((m) => m.general__handle)).toEqual([])
    // The check has something to check.
    expect(above.length).toBeGreaterThan(0)
  })

  it('the firmware extensions are written down in the mouse’s notes', async () => {
    const { rows } = await db.query<{ handle: string; notes: string | null }>(`select handle::text, notes from catalog.mice where handle = any($1)`, [Object.keys(firmwareExtended)])
    for (const row of rows) expect(row.notes, row.handle).toMatch(/firmware/)
  })
})

describe('the same mouse twice', () => {
  it('no two mice share a brand, a model (descriptive words aside) and a connection', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const m of mice) {
      const key = [m.general__brand_handles.join('+'), modelKey(`${m.general__model} ${m.general__variant ?? ''}`), m.mouse__wireless].join('|')
      const other = seen.get(key)
      if (other) twice.push(`${other} = ${m.general__handle}`)
      else seen.set(key, m.general__handle)
    }
    expect(twice).toEqual([])
  })

  it('no extract row feeds two mice', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select name from catalog.mice, unnest(opendb_names) as name group by name having count(*) > 1`,
    )
    expect(rows).toEqual([])
  })

  it('no two mice share a handle (the table refuses it)', async () => {
    expect(await refusal(insertMouse({ handle: `'razer-viper-v3-pro'` }))).toMatch(/duplicate key|unique/)
  })
})

describe('symmetrical shells with buttons on both sides', () => {
  /** Mice whose shells carry side buttons on both sides (two per side). */
  const bothSides = [
    'logitech-g-pro-wireless',
    'logitech-g900-chaos-spectrum',
    'logitech-g903-lightspeed-hero',
    'razer-viper',
    'razer-viper-ultimate',
    'razer-viper-8khz',
    'steelseries-sensei-ten',
    'corsair-m75-wireless',
    'zowie-fk1-plus-c',
    'zowie-fk2-c',
    'zowie-fk2-dw',
  ]

  it('are recorded as ambidextrous with four side buttons', () => {
    const byHandle = new Map(mice.map((m) => [m.general__handle, m]))
    for (const handle of bothSides) {
      const mouse = byHandle.get(handle)
      expect(mouse, handle).toBeDefined()
      expect([mouse!.mouse__shape, mouse!.mouse__hand_compatibility, mouse!.mouse__side_buttons], handle).toEqual(['symmetrical', 'ambidextrous', 4])
    }
  })

  it('"Ambidextrous" in the extract is a symmetrical shell, never a hand: imported mice leave the hand not known', () => {
    const imported = mice.filter((m) => m.mouse__shape_source?.kind === 'opendb')
    expect(imported.length).toBeGreaterThan(800)
    expect(imported.filter((m) => m.mouse__hand_compatibility !== null).map((m) => m.general__handle)).toEqual([])
    expect(imported.some((m) => m.mouse__shape === 'symmetrical')).toBe(true)
  })

  it('an ambidextrous mouse must be symmetrical with its side buttons in pairs (the table refuses others)', async () => {
    expect(await refusal(insertMouse({ shape: `'ergonomic'`, hand_compatibility: `'ambidextrous'`, shape_source: `'{"kind":"editors"}'` }))).toMatch(/mice_ambidextrous_is_symmetrical/)
    expect(await refusal(insertMouse({ shape: `'symmetrical'`, hand_compatibility: `'ambidextrous'`, side_buttons: '3', shape_source: `'{"kind":"editors"}'` }))).toMatch(/mice_ambidextrous_is_symmetrical/)
    expect(await refusal(insertMouse({ shape: `'symmetrical'`, hand_compatibility: `'ambidextrous'`, side_buttons: '4', shape_source: `'{"kind":"editors"}'` }))).toBeUndefined()
  })
})

describe('dimensions that cannot be right', () => {
  it('are refused by the table: length not over width, height not under width, weight outside 25–200 g', async () => {
    expect(await refusal(insertMouse({ length: '62', width: '62' }))).toMatch(/mice_length_exceeds_width/)
    expect(await refusal(insertMouse({ height: '70', width: '62' }))).toMatch(/mice_width_exceeds_height|height/)
    expect(await refusal(insertMouse({ weight: '20' }))).toMatch(/mice_weight_check/)
    expect(await refusal(insertMouse({ weight: '508' }))).toMatch(/mice_weight_check/)
    expect(await refusal(insertMouse({}))).toBeUndefined()
  })

  it('do not occur in the catalogue', () => {
    const wrong = mice.filter((m) => !(m.mouse__length > m.mouse__width && m.mouse__width > m.mouse__height) || (m.mouse__weight !== null && (m.mouse__weight < 25 || m.mouse__weight > 200)))
    expect(wrong.map((m) => m.general__handle)).toEqual([])
  })
})

describe('sources and unknowns', () => {
  it('every group of figures that is known says where it comes from', () => {
    for (const m of mice) {
      const where = m.general__handle
      expect(m.mouse__dimensions_source?.kind, where).toMatch(/^(maker|opendb|teardown|editors|review)$/)
      const sensorKnown = m.mouse__sensor_handle !== null || m.mouse__dpi !== null || m.mouse__polling_rate !== null
      expect(m.mouse__sensor_source !== null, where).toBe(sensorKnown)
      expect(m.mouse__switch_source !== null, where).toBe(m.mouse__switch_handle !== null)
      expect(m.mouse__encoder_source !== null, where).toBe(m.mouse__scroll_wheel_encoder_handle !== null)
      if (m.mouse__front_flare !== null || m.mouse__shape !== null) expect(m.mouse__shape_source, where).not.toBeNull()
    }
    const kinds = new Set(mice.map((m) => m.mouse__dimensions_source.kind))
    expect(kinds).toEqual(new Set(['maker', 'opendb', 'review']))
  })

  it('a source without its figures, or figures without their source, is refused', async () => {
    expect(await refusal(insertMouse({ dimensions_source: 'null' }))).toMatch(/mice_dimensions_sourced/)
    expect(await refusal(insertMouse({ dpi: '26000' }))).toMatch(/mice_sensor_sourced/)
    expect(await refusal(insertMouse({ shape_source: `'{"kind":"editors"}'` }))).toMatch(/mice_shape_sourced/)
    expect(await refusal(insertMouse({ dimensions_source: `'{"kind":"rumour"}'` }))).toMatch(/check constraint/)
  })

  it('no default stands in for an unknown: the material, rests and buttons of imported mice are not known', () => {
    // Imported mice whose shape figures no other source gave (the editors' or a checked page's).
    const imported = mice.filter((m) => m.mouse__dimensions_source.kind === 'opendb' && (m.mouse__shape_source === null || m.mouse__shape_source.kind === 'opendb'))
    for (const m of imported) {
      expect([m.mouse__material_handle_specific, m.mouse__thumb_rest, m.mouse__ring_finger_rest, m.mouse__side_buttons, m.mouse__front_flare], m.general__handle).toEqual([null, null, null, null, null])
    }
  })

  it('say what their outline is drawn from', () => {
    for (const m of mice) {
      expect(outlineKinds, m.general__handle).toContain(m.mouse__outline_kind)
      const expected = m.mouse__top_view !== null ? 'traced' : m.mouse__front_flare !== null || m.mouse__side_curvature !== null || m.mouse__hump_placement !== null ? 'dimensions_and_descriptors' : 'dimensions'
      expect(m.mouse__outline_kind, m.general__handle).toBe(expected)
    }
    expect(new Set(mice.map((m) => m.mouse__outline_kind))).toEqual(new Set(['dimensions', 'dimensions_and_descriptors']))
  })

  it('release dates keep their precision (text with a format check)', async () => {
    expect(await refusal(insertMouse({ release_date: `'2023-13'` }))).toMatch(/partial_date/)
    expect(await refusal(insertMouse({ release_date: `'2023-02-30'` }))).toMatch(/partial_date|out of range/)
    expect(await refusal(insertMouse({ release_date: `'2023'` }))).toBeUndefined()
    expect(await refusal(insertMouse({ release_date: `'2023-09'` }))).toBeUndefined()
    expect(await refusal(insertMouse({ release_date: `'2024-02-29'` }))).toBeUndefined()
  })
})

describe('sensor ranks', () => {
  it('follow the one documented rule (web/lib/sensor-rank.ts)', () => {
    const expected = sensorRanks(
      sensors.map((s) => ({
        handle: s.general__handle,
        trackingSpeed: s.mouse_sensor__tracking_speed,
        acceleration: s.mouse_sensor__acceleration,
        dpi: s.mouse_sensor__dpi,
      })),
    )
    for (const s of sensors) expect(s.mouse_sensor__rank, s.general__handle).toBe(expected.get(s.general__handle))
    // Both kinds occur in the catalogue: the rule is checked on ranked and on unranked sensors.
    expect(sensors.some((s) => s.mouse_sensor__rank === null)).toBe(true)
    expect(sensors.some((s) => s.mouse_sensor__rank !== null)).toBe(true)
    const byHandle = new Map(sensors.map((s) => [s.general__handle, s.mouse_sensor__rank]))
    for (const m of mice) if (m.mouse__sensor_handle !== null) expect(m.mouse__sensor_rank, m.general__handle).toBe(byHandle.get(m.mouse__sensor_handle))
  })
})

describe('size classes', () => {
  it('follow the one documented rule from the length (web/lib/size-class.ts), unless the maker names the size', () => {
    const makerNamed = new Set(curatedMice.filter((mouse) => mouse.size !== undefined).map((mouse) => mouse.handle))
    for (const m of mice) {
      if (makerNamed.has(m.general__handle)) continue
      expect(m.mouse__size_class, m.general__handle).toBe(sizeClassOfLength(Number(m.mouse__length)))
    }
    // The Superlight and the Superlight 2 are one size: one class.
    const classOf = (handle: string) => mice.find((m) => m.general__handle === handle)?.mouse__size_class
    expect(classOf('logitech-g-pro-x-superlight')).toBe(classOf('logitech-g-pro-x-superlight-2'))
  })
})

describe('parts and their links (issue 29)', () => {
  it('a switch that names a family is shown as one on every mouse that names it, never as a model', () => {
    const families = new Set(switches.filter((row) => row.mouse_switch__is_family).map((row) => row.general__handle))
    expect(families.size).toBeGreaterThan(0)
    for (const mouse of mice.filter((row) => row.mouse__switch_handle !== null)) {
      expect(mouse.mouse__switch_is_family, mouse.general__handle).toBe(families.has(mouse.mouse__switch_handle!))
      if (mouse.mouse__switch_is_family) expect(mouse.mouse__switch_family_handle).toBe(mouse.mouse__switch_handle)
    }
  })

  it('a switch’s family is a family row, and a mouse carries its switch’s family', () => {
    const bySwitch = new Map(switches.map((row) => [row.general__handle, row]))
    for (const row of switches.filter((item) => item.mouse_switch__family_handle !== null)) expect(bySwitch.get(row.mouse_switch__family_handle!)?.mouse_switch__is_family, row.general__handle).toBe(true)
    for (const mouse of mice.filter((row) => row.mouse__switch_handle !== null)) expect(mouse.mouse__switch_family_handle, mouse.general__handle).toBe(bySwitch.get(mouse.mouse__switch_handle!)!.mouse_switch__family_handle)
  })

  it('a sensor names the part it is based on only where its parent is another maker’s part', () => {
    const byId = new Map(sensors.map((row) => [row.general__id, row]))
    for (const sensor of sensors) {
      const parent = sensor.general__parent_id === null ? undefined : byId.get(sensor.general__parent_id)
      const otherBrand = parent !== undefined && parent.general__brand_handles[0] !== sensor.general__brand_handles[0]
      expect(sensor.mouse_sensor__based_on !== null, sensor.general__handle).toBe(otherBrand)
    }
    expect(sensors.find((row) => row.general__handle === 'roccat-owl-eye-19k')!.mouse_sensor__based_on).toBe('PixArt PAW3370')
    for (const mouse of mice.filter((row) => row.mouse__sensor_handle === 'roccat-owl-eye-19k')) expect(mouse.mouse__sensor_based_on).toBe('PixArt PAW3370')
  })

  it('a measured click latency is NVIDIA’s, attributed in each measurement, and the sortable figure is the lowest mean', () => {
    const measured = mice.filter((row) => row.mouse__click_latency !== null)
    expect(measured.length).toBe(20)
    for (const mouse of measured) {
      const list = mouse.mouse__click_latency!
      expect(list.length, mouse.general__handle).toBeGreaterThan(0)
      for (const item of list) {
        expect(item.attribution).toBe('NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0')
        expect(['wired', 'wireless']).toContain(item.mode)
        expect(item.mean_ms).toBeGreaterThan(0)
        expect(item.measured).toBe('2020')
      }
      expect(Number(mouse.mouse__click_latency_ms)).toBe(Math.min(...list.map((item) => item.mean_ms)))
    }
    for (const mouse of mice.filter((row) => row.mouse__click_latency === null)) expect(mouse.mouse__click_latency_ms).toBeNull()
  })

  it('the names of parts do not repeat their brand ("HyperX HyperX Switch")', () => {
    for (const part of [...sensors, ...switches]) {
      const brand = part.general__brand_names.join(part.general__brands_separator || ' ')
      expect(part.general__model.toLowerCase().startsWith(`${brand.toLowerCase()} `), part.general__handle).toBe(false)
    }
  })
})
