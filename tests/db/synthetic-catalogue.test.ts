/**
 * bench/synthetic-catalogue.ts: deterministic, valid against the enums and the database's own
 * constraints, and always marked synthetic.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSyntheticMice, generateSyntheticSensors, isSyntheticMouse, syntheticBrands } from '../../bench/synthetic-catalogue.ts'
import { openCatalogue } from '../../supabase/pglite.ts'
import {
  frontFlares,
  handCompatibilities,
  humpPlacements,
  miceColumns,
  mouseShapes,
  sensorTypes,
  sideCurvatures,
  type MouseRow,
} from '../../web/lib/api-types.ts'

describe('generateSyntheticMice', () => {
  const tenThousand = generateSyntheticMice(10_000)

  it('is deterministic: same seed, same rows; another seed, other rows', () => {
    expect(generateSyntheticMice(10_000)).toEqual(tenThousand)
    expect(generateSyntheticMice(1_000, 1)).toEqual(tenThousand.slice(0, 1_000))
    expect(generateSyntheticMice(1_000, 2)).not.toEqual(tenThousand.slice(0, 1_000))
    expect(generateSyntheticSensors(3)).toEqual(generateSyntheticSensors(3))
  })

  it('returns rows with exactly the columns of api.mice', () => {
    expect(tenThousand).toHaveLength(10_000)
    for (const row of tenThousand.slice(0, 50)) expect(Object.keys(row)).toEqual([...miceColumns])
  })

  it('produces values valid against the enums and plausible figures', () => {
    const sensors = new Map(generateSyntheticSensors().map((s) => [s.general__id, s]))
    const within = (value: number, min: number, max: number) => value >= min && value <= max
    const problems: string[] = []
    // An unknown figure is null, never a stand-in; a known one is valid.
    const known = <T>(value: T | null, valid: (value: T) => boolean) => value === null || valid(value)
    const inList = (list: readonly string[]) => (value: string) => list.includes(value)
    for (const m of tenThousand) {
      const sensor = m.mouse__sensor_id === null ? undefined : sensors.get(m.mouse__sensor_id)
      const checks: [string, boolean][] = [
        ['shape', known(m.mouse__shape, inList(mouseShapes))],
        ['front flare', known(m.mouse__front_flare, inList(frontFlares))],
        ['side curvature', known(m.mouse__side_curvature, inList(sideCurvatures))],
        ['hump', known(m.mouse__hump_placement, inList(humpPlacements))],
        ['hand', known(m.mouse__hand_compatibility, inList(handCompatibilities))],
        ['sensor type', known(m.mouse__sensor_type, inList(sensorTypes))],
        ['length', within(m.mouse__length, 90, 140)],
        ['width', within(m.mouse__width, 50, 85)],
        ['height', within(m.mouse__height, 30, 50)],
        ['weight', known(m.mouse__weight, (weight) => within(weight, 30, 160))],
        ['polling', known(m.mouse__polling_rate, (rate) => [125, 250, 500, 1000, 2000, 4000, 8000].includes(rate))],
        ['sensor', m.mouse__sensor_id === null ? m.mouse__sensor_handle === null : sensor?.general__handle === m.mouse__sensor_handle],
        ['dpi', known(m.mouse__dpi, (dpi) => sensor === undefined || sensor.mouse_sensor__dpi === null || dpi <= sensor.mouse_sensor__dpi)],
        ['release date', known(m.general__release_date, (date) => /^20\d\d(-(0[1-9]|1[0-2]))?$/.test(date))],
        ['dimensions source', m.mouse__dimensions_source !== null],
        ['shape source', (m.mouse__shape_source === null) === (m.mouse__shape === null && m.mouse__front_flare === null)],
        ['outline kind', m.mouse__outline_kind === (m.mouse__front_flare === null ? 'dimensions' : 'dimensions_and_descriptors')],
      ]
      for (const [what, ok] of checks) if (!ok) problems.push(`${m.general__handle}: ${what}`)
    }
    expect(problems).toEqual([])
    expect(new Set(tenThousand.map((m) => m.general__id)).size).toBe(10_000)
    expect(new Set(tenThousand.map((m) => m.general__handle)).size).toBe(10_000)
  })

  it('marks every row synthetic', () => {
    expect(tenThousand.filter((m) => !isSyntheticMouse(m)).map((m) => m.general__handle)).toEqual([])
    expect(tenThousand[41]!.general__model).toBe('Synthetic 00042')
    expect(tenThousand[41]!.general__handle).toBe('synthetic-00042')
    for (const s of generateSyntheticSensors()) {
      expect(s.general__handle).toMatch(/^synthetic-/)
      expect(s.general__model).toMatch(/^Synthetic /)
      expect(s.general__brand_names.every((name) => name.startsWith('Synthetic '))).toBe(true)
    }
    for (const brand of syntheticBrands) expect(brand.handle).toMatch(/^synthetic-/)
  })

  it('follows the seed distributions', () => {
    const share = (predicate: (m: MouseRow) => boolean) => tenThousand.filter(predicate).length / tenThousand.length
    const shaped = (shape: string) => tenThousand.filter((m) => m.mouse__shape === shape).length / tenThousand.filter((m) => m.mouse__shape !== null).length
    expect(shaped('symmetrical')).toBeCloseTo(0.57, 1)
    expect(shaped('ergonomic')).toBeCloseTo(0.4, 1)
    // As in the catalogue: most mice are imported, without shape descriptors, hand or buttons.
    expect(share((m) => m.mouse__front_flare === null)).toBeGreaterThan(0.8)
    expect(share((m) => m.mouse__hand_compatibility === null)).toBeGreaterThan(0.8)
    expect(share((m) => m.mouse__sensor_handle === null)).toBeGreaterThan(0.1)
    expect(share((m) => m.mouse__shape === null)).toBeGreaterThan(0.05)
    expect(new Set(tenThousand.flatMap((m) => m.general__brand_handles)).size).toBeGreaterThan(150)
    expect(share((m) => m.mouse__shape === 'hybrid')).toBeGreaterThan(0.01)
    expect(share((m) => m.mouse__wireless)).toBeGreaterThan(0.55)
    expect(share((m) => m.mouse__wireless)).toBeLessThan(0.8)
    expect(share((m) => m.mouse__hand_compatibility === 'left')).toBeGreaterThan(0)
    expect(share((m) => m.mouse__hand_compatibility === 'ambidextrous')).toBeGreaterThan(0)
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    expect(mean(tenThousand.map((m) => m.mouse__length))).toBeGreaterThan(120)
    expect(mean(tenThousand.map((m) => m.mouse__length))).toBeLessThan(125)
    // Wider mice are longer: width follows length as in the seed.
    const long = tenThousand.filter((m) => m.mouse__length > 127)
    const short = tenThousand.filter((m) => m.mouse__length < 117)
    expect(mean(long.map((m) => m.mouse__width))).toBeGreaterThan(mean(short.map((m) => m.mouse__width)))
    // Newer wireless mice are lighter than old wired ones.
    const weights = (rows: MouseRow[]) => rows.flatMap((m) => (m.mouse__weight === null ? [] : [m.mouse__weight]))
    const newer = tenThousand.filter((m) => m.general__release_date !== null && m.general__release_date >= '2023')
    const older = tenThousand.filter((m) => m.general__release_date !== null && m.general__release_date < '2020')
    expect(mean(weights(newer))).toBeLessThan(mean(weights(older)))
    // Shells shared with an earlier synthetic mouse keep its dimensions.
    const byId = new Map(tenThousand.map((m) => [m.general__id, m]))
    const sharing = tenThousand.filter((m) => m.mouse__shape_parent_id !== null)
    expect(sharing.length).toBeGreaterThan(100)
    for (const m of sharing) expect(byId.get(m.mouse__shape_parent_id!)!.mouse__length).toBe(m.mouse__length)
  })

  it('rejects a negative count', () => {
    expect(() => generateSyntheticMice(-1)).toThrow(RangeError)
    expect(generateSyntheticMice(0)).toEqual([])
  })
})

describe('synthetic mice in the database', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await openCatalogue()
  }, 60_000)
  afterAll(async () => {
    await db?.close()
  })

  it('satisfy every constraint of catalog.mice (1,000 rows) and read back through api.mice', async () => {
    const mice = generateSyntheticMice(1_000, 7)
    const sensors = generateSyntheticSensors(7)
    await db.query(
      `insert into catalog.brands (handle, name) select x.handle, x.name from jsonb_to_recordset($1::jsonb) as x(handle text, name text)`,
      [JSON.stringify(syntheticBrands)],
    )
    await db.query(
      `insert into catalog.sensors (handle, brand_id, model, type, dpi, tracking_speed, acceleration, lift_off_distances, polling_rate)
       select x.general__handle, (select id from catalog.brands where handle = x.general__brand_handles[1]), x.general__model,
              x.mouse_sensor__type::catalog.sensor_type, x.mouse_sensor__dpi,
              x.mouse_sensor__tracking_speed, x.mouse_sensor__acceleration, x.mouse_sensor__lift_off_distances, x.mouse_sensor__polling_rate
         from jsonb_to_recordset($1::jsonb) as x(general__handle text, general__brand_handles text[], general__model text,
              mouse_sensor__rank integer, mouse_sensor__type text, mouse_sensor__dpi integer, mouse_sensor__tracking_speed integer,
              mouse_sensor__acceleration integer, mouse_sensor__lift_off_distances numeric[], mouse_sensor__polling_rate integer)`,
      [JSON.stringify(sensors)],
    )
    await db.query(
      `insert into catalog.mice (handle, brand_id, model, release_date, example_types, length, width, height, weight, shape,
                                 front_flare, side_curvature, hump_placement, hand_compatibility, thumb_rest, material_handle,
                                 wireless, sensor_id, dpi, polling_rate, middle_buttons, side_buttons, size_class,
                                 dimensions_source, sensor_source, shape_source)
       select x.general__handle, (select id from catalog.brands where handle = x.general__brand_handles[1]), x.general__model,
              x.general__release_date, x.general__example_types, x.mouse__length, x.mouse__width, x.mouse__height, x.mouse__weight,
              x.mouse__shape, x.mouse__front_flare, x.mouse__side_curvature, x.mouse__hump_placement, x.mouse__hand_compatibility,
              x.mouse__thumb_rest, x.mouse__material_handle_specific, x.mouse__wireless,
              (select id from catalog.sensors where handle = x.mouse__sensor_handle), x.mouse__dpi, x.mouse__polling_rate,
              x.mouse__middle_buttons, x.mouse__side_buttons, x.mouse__size_class, x.mouse__dimensions_source,
              x.mouse__sensor_source, x.mouse__shape_source
         from jsonb_to_recordset($1::jsonb) as x(general__handle text, general__brand_handles text[], general__model text,
              general__release_date text, general__example_types text[], mouse__length numeric, mouse__width numeric,
              mouse__height numeric, mouse__weight numeric, mouse__shape catalog.mouse_shape, mouse__front_flare catalog.front_flare,
              mouse__side_curvature catalog.side_curvature, mouse__hump_placement catalog.hump_placement,
              mouse__hand_compatibility catalog.hand_compatibility, mouse__thumb_rest boolean, mouse__material_handle_specific text,
              mouse__wireless boolean, mouse__sensor_handle text, mouse__dpi integer, mouse__polling_rate integer,
              mouse__middle_buttons smallint, mouse__side_buttons smallint, mouse__size_class text,
              mouse__dimensions_source jsonb, mouse__sensor_source jsonb, mouse__shape_source jsonb)`,
      [JSON.stringify(mice)],
    )
    const read = await db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      return tx.query<{ handle: string; length: number; sensor: string }>(
        `select general__handle as handle, mouse__length::float8 as length, mouse__sensor_handle as sensor
           from api.mice where general__handle like 'synthetic-%' order by general__id`,
      )
    })
    expect(read.rows).toEqual(mice.map((m) => ({ handle: m.general__handle, length: m.mouse__length, sensor: m.mouse__sensor_handle })))
  }, 30_000)
})
