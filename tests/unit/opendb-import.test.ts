/**
 * The OpenDB import (supabase/catalogue/opendb-import.ts): brand unification, retail titles, colour
 * and edition duplicates, suspect rows, office mice, sensor matching, curated precedence, and that
 * every figure it changes from the extract carries its reason. Small extracts written here, then the
 * vendored one.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../supabase/catalogue/csv.ts'
import { readCatalogue } from '../../supabase/catalogue/files.ts'
import { mergeMice } from '../../supabase/catalogue/merge.ts'
import { createSensorMatcher, importOpendb, sensorKey, type OpendbImportInput } from '../../supabase/catalogue/opendb-import.ts'
import { modelKey, readModel } from '../../supabase/catalogue/opendb-names.ts'
import type { Brand, CuratedMouse, ImportedMouse, OpendbCorrection, Sensor } from '../../supabase/catalogue/schemas.ts'

const header = 'name,manufacturer,length_mm,width_mm,height_mm,weight_g,sensor,shape,size,polling_rate_hz,max_dpi,buttons,connectivity,release_year'

const brands: Brand[] = [
  { handle: 'logitech', name: 'Logitech', aliases: ['Logitech G'] },
  { handle: 'lamzu', name: 'Lamzu' },
  { handle: 'fnatic', name: 'Fnatic' },
  { handle: 'xtrfy', name: 'Xtrfy', aliases: ['Cherry Xtrfy'] },
  { handle: 'cherry', name: 'Cherry' },
  { handle: 'zowie', name: 'Zowie', aliases: ['BenQ', 'BenQ Zowie'] },
  { handle: 'asus', name: 'ASUS' },
  { handle: 'asus-rog', name: 'ASUS ROG' },
  { handle: 'pixart', name: 'PixArt' },
  { handle: 'pulsar', name: 'Pulsar' },
]

const sensors: Sensor[] = [
  { handle: 'pixart-paw3395', brand: 'pixart', model: 'PAW3395', type: 'optical', dpi: 26000, source: { kind: 'maker' } },
  { handle: 'pixart-paw3950', brand: 'pixart', model: 'PAW3950', type: 'optical', dpi: 30000, released: '2023', source: { kind: 'maker' } },
  { handle: 'logitech-hero-2', brand: 'logitech', model: 'HERO 2', type: 'optical', dpi: 44000, aliases: ['HERO II'], source: { kind: 'maker' } },
]

function run(rows: string[], options: Partial<OpendbImportInput> = {}) {
  return importOpendb({ csv: [header, ...rows].join('\r\n'), brands, sensors, corrections: [], curated: [], ...options })
}

const byHandle = (mice: ImportedMouse[]) => new Map(mice.map((mouse) => [mouse.handle, mouse]))

describe('brands', () => {
  it('unifies spellings: aliases and letter case ("Logitech G" and "Logitech", "LAMZU" and "Lamzu", "Cherry Xtrfy" and "Xtrfy", "BenQ" and "Zowie")', () => {
    const result = run([
      'Logitech G305 LIGHTSPEED,Logitech G,116.6,62.1,38.2,99,HERO 2,Ambidextrous,Small,1000,12000,,Wireless 2.4GHz,2018',
      'Logitech G Pro,Logitech,116.6,62.2,38.2,85,,Ambidextrous,Small,1000,25600,,Wired,',
      'LAMZU Thorn,LAMZU,119,65,42,52,PixArt PAW3395,Ergonomic,Medium,1000,26000,,Wireless 2.4GHz,',
      'Cherry Xtrfy M50,Cherry Xtrfy,122,63,39,69,,Ambidextrous,Medium,1000,12000,,Wired,',
      'BenQ Zowie EC2-B Wired Optical Gaming Mouse,BenQ,123,65,42,90,,Ergonomic,Medium,1000,3200,,Wired,',
    ])
    const mice = byHandle(result.mice)
    expect([...mice.keys()].sort()).toEqual(['lamzu-thorn', 'logitech-g-pro', 'logitech-g305-lightspeed', 'xtrfy-m50', 'zowie-ec2-b'])
    // The brand's own name is taken off, so Logitech's "G" stays in the model.
    expect(mice.get('logitech-g-pro')!.model).toBe('G Pro')
    expect(mice.get('zowie-ec2-b')!.model).toBe('EC2-B')
    expect(result.unifications.find((entry) => entry.manufacturer === 'Logitech G')!.brand).toBe('logitech')
  })

  it('reads a longer brand at the start of the name, and a collaboration "A x B"', () => {
    const result = run([
      'ASUS ROG Gladius II,ASUS,126,67,45,110,,Ergonomic,Large,1000,12000,,Wired,',
      'LAMZU x Fnatic MAYA 8K,LAMZU x Fnatic,119,62,38,45,PixArt PAW3950,Ambidextrous,Medium,8000,30000,,Wireless 2.4GHz,',
    ])
    const mice = byHandle(result.mice)
    expect(mice.get('asus-rog-gladius-ii')!.brand).toBe('asus-rog')
    expect(mice.get('lamzu-x-fnatic-maya-8k')).toMatchObject({ brand: 'lamzu', collab_brand: 'fnatic', brands_separator: ' x ', model: 'MAYA 8K' })
  })

  it('takes the brand from the name when the manufacturer column names another company, and says so', () => {
    const result = run(['Logitech G102 LIGHTSYNC RGB Wired Optical Gaming Mouse,BOYA,116.6,62.2,38.2,85,,,Small,1000,8000,,Wired,'])
    const mouse = result.mice[0]!
    expect(mouse.brand).toBe('logitech')
    expect(mouse.corrections).toEqual([expect.objectContaining({ field: 'brand', opendb: 'BOYA', value: 'logitech' })])
  })

  it('leaves out a row whose manufacturer is not a brand of brands.json', () => {
    const result = run(['Acme One,Acme,120,62,38,60,,Ambidextrous,Medium,1000,12000,,Wired,'])
    expect(result.mice).toEqual([])
    expect(result.excluded).toEqual([expect.objectContaining({ opendb_name: 'Acme One', rule: 'unknown-brand' })])
  })
})

describe('names and duplicates', () => {
  it('turns retail titles into models and keeps colours as example types', () => {
    expect(readModel('Viper V2 Pro Wireless Optical Gaming Mouse - Black')).toEqual({ model: 'Viper V2 Pro', colours: ['black'] })
    expect(readModel('G305 LIGHTSPEED Wireless Optical White Gaming Mouse')).toEqual({ model: 'G305 LIGHTSPEED', colours: ['white'] })
    expect(readModel('MAYA X Charcoal Black')).toEqual({ model: 'MAYA X', colours: ['charcoal black'] })
    // Without "Mouse", Wired and Wireless tell models apart; "The Chosen Mouse" is a name.
    expect(readModel('X2 Wired').model).toBe('X2 Wired')
    expect(readModel('ZywOo The Chosen Mouse - Medium').model).toBe('ZywOo The Chosen Mouse - Medium')
    // "Model O-" is not "Model O".
    expect(modelKey('Model O-')).not.toBe(modelKey('Model O'))
  })

  it('merges colour duplicates into one mouse that keeps every extract name', () => {
    const result = run([
      'Logitech G305 LIGHTSPEED Wireless Gaming Mouse Lilac,Logitech G,116.6,62.1,38.2,99,HERO 2,Ambidextrous,Small,1000,12000,,Wireless 2.4GHz,2018',
      'Logitech G305 LIGHTSPEED Wireless Optical Gaming Mouse Black,Logitech G,116.6,62.1,38.2,99,HERO 2,Ambidextrous,Small,1000,12000,,Wireless 2.4GHz,2018',
      'Logitech G305 LIGHTSPEED Wireless/Wired Optical Gaming Mouse,Logitech G,116.6,62.2,38.2,99,HERO 2,,Small,1000,12000,,Wireless 2.4GHz,',
    ])
    expect(result.mice).toHaveLength(1)
    const mouse = result.mice[0]!
    expect(mouse.opendb_names).toHaveLength(3)
    expect(mouse.example_types).toEqual(['lilac', 'black'])
    // The rows disagree on the width: the most common value, recorded.
    expect(mouse.width).toBe(62.1)
    expect(mouse.corrections).toEqual([expect.objectContaining({ field: 'width', opendb: '62.1 (2 rows), 62.2 (1 row)', value: 62.1 })])
    expect(result.doubtfulMerges).toEqual([])
  })

  it('keeps a wired and a wireless mouse of one name apart ("… Wireless")', () => {
    const result = run([
      'Pulsar X2,Pulsar,120,63,38,56,PixArt PAW3395,Ambidextrous,Medium,1000,26000,,Wireless 2.4GHz,',
      'Pulsar X2 Wired,Pulsar,120,63,38,51,PixArt PAW3395,Ambidextrous,Medium,1000,26000,,Wired,',
      'Glorious Model O 2 White Wired Optical Gaming Mouse,Pulsar,126,66,38,59,,,Large,1000,26000,,Wired,',
      'Glorious Model O 2 Wired/Wireless/Bluetooth Optical Gaming Mouse,Pulsar,126,66,38,68,,,Large,1000,26000,,Wireless 2.4GHz,',
    ])
    const models = result.mice.map((mouse) => `${mouse.model} ${mouse.wireless ? 'wireless' : 'wired'}`).sort()
    expect(models).toEqual(['Glorious Model O 2 Wireless wireless', 'Glorious Model O 2 wired', 'X2 Wired wired', 'X2 wireless'])
  })

  it('flags rows the rules would merge whose figures say they are two mice', () => {
    const result = run([
      'Pulsar Xlite,Pulsar,122.7,66.2,42,49,PixArt PAW3395,Ergonomic,Medium,1000,20000,,Wired,',
      'Pulsar Xlite Wired,Pulsar,122,66,43,52,PixArt PAW3950,Ergonomic,Medium,1000,26000,,Wired,',
    ])
    expect(result.doubtfulMerges).toEqual([expect.objectContaining({ handle: 'pulsar-xlite', why: expect.stringContaining('sensors differ') })])
  })
})

describe('suspect rows', () => {
  it('leaves out dimensions that cannot be right, each with its reason', () => {
    const result = run([
      'Pulsar Bean,Pulsar,83.4,88.4,22,29,,Ambidextrous,,8000,30000,,Wireless 2.4GHz,',
      'Pulsar Tower,Pulsar,108,70,71,125,,Ergonomic,Medium,1000,4000,,Wireless 2.4GHz,',
      'Pulsar Tiny,Pulsar,50,33,23,13,,,,1000,12000,,Wired,',
      'Pulsar Blank,Pulsar,,62,38,60,,,,1000,12000,,Wired,',
    ])
    expect(result.mice).toEqual([])
    expect(result.excluded.map((row) => [row.opendb_name, row.rule])).toEqual([
      ['Pulsar Bean', 'impossible-dimensions'],
      ['Pulsar Tower', 'impossible-dimensions'],
      ['Pulsar Tiny', 'impossible-dimensions'],
      ['Pulsar Blank', 'no-dimensions'],
    ])
    expect(result.excluded[0]!.reason).toBe('length 83.4 mm is not greater than width 88.4 mm')
    expect(result.excluded[1]!.reason).toBe('height 71 mm is not below width 70 mm')
  })

  it('sets implausible figures to not known with the reason: weight outside 25–200 g, an impossible DPI for the sensor, a polling rate no mouse offers', () => {
    const result = run([
      'Pulsar Heavy,Pulsar,118.7,62.3,38.6,508,PixArt PAW3395,Ambidextrous,Medium,998,32000,,Wireless 2.4GHz,',
      'Pulsar Feather,Pulsar,81.7,60.2,28.3,18.6,PixArt PAW3950,Ambidextrous,,8000,30000,,Wireless 2.4GHz,',
    ])
    const mice = byHandle(result.mice)
    const heavy = mice.get('pulsar-heavy')!
    expect([heavy.weight, heavy.dpi, heavy.polling_rate, heavy.sensor]).toEqual([undefined, undefined, undefined, 'pixart-paw3395'])
    expect(heavy.corrections!.map((record) => [record.field, record.opendb, record.value])).toEqual([
      ['weight', '508', undefined],
      ['polling_rate', '998', undefined],
      ['dpi', '32000', undefined],
    ])
    expect(heavy.corrections![2]!.reason).toMatch(/above the maximum of its sensor, the PAW3395 \(26000\)/)
    expect(mice.get('pulsar-feather')!.weight).toBeUndefined()
    expect(mice.get('pulsar-feather')!.dpi).toBe(30000)
  })

  it('does not date a mouse before its sensor came out', () => {
    const result = run(['Pulsar Early,Pulsar,120,63,38,55,PixArt PAW3950,Ambidextrous,Medium,8000,30000,,Wireless 2.4GHz,2021'])
    expect(result.mice[0]!.released).toBeUndefined()
    expect(result.mice[0]!.corrections).toEqual([expect.objectContaining({ field: 'released', opendb: '2021' })])
  })

  it('leaves out office mice (125 Hz or less), unless a correction says the row is a gaming mouse', () => {
    const rows = ['Logitech M185,Logitech,99,60,39,74,,,,125,1000,,Wireless 2.4GHz,', 'Logitech MX518,Logitech,131,73,43,106,,Ergonomic,Large,125,1600,,Wired,']
    const corrections: OpendbCorrection[] = [{ opendb_name: 'Logitech MX518', gaming: true, reason: 'sold as a gaming mouse' }]
    const result = run(rows, { corrections })
    expect(result.mice.map((mouse) => mouse.handle)).toEqual(['logitech-mx518'])
    expect(result.excluded).toEqual([expect.objectContaining({ opendb_name: 'Logitech M185', rule: 'office' })])
  })

  it('applies the editors’ corrections, each with its reason and source', () => {
    const corrections: OpendbCorrection[] = [
      { opendb_name: 'Logitech G703 LIGHTSPEED', set: { weight: 95 }, source: { kind: 'maker', note: 'Logitech, HERO model' }, reason: 'the row carries the 2017 model’s weight' },
      { opendb_name: 'Logitech Junk', exclude: true, reason: 'not a mouse' },
    ]
    const result = run(
      ['Logitech G703 LIGHTSPEED,Logitech G,124,68,43,107,HERO 2,Ergonomic,Large,1000,25600,,Wireless 2.4GHz,', 'Logitech Junk,Logitech,120,60,40,60,,,,1000,1000,,Wired,'],
      { corrections },
    )
    const mouse = result.mice[0]!
    expect(mouse.weight).toBe(95)
    expect(mouse.corrections).toEqual([{ field: 'weight', opendb: '107', value: 95, reason: 'the row carries the 2017 model’s weight', source: { kind: 'maker', note: 'Logitech, HERO model' } }])
    expect(mouse.dimensions_source).toEqual({ kind: 'opendb', note: 'weight corrected from the maker (Logitech, HERO model)' })
    expect(result.excluded).toEqual([expect.objectContaining({ opendb_name: 'Logitech Junk', rule: 'editors', reason: 'not a mouse' })])
  })
})

describe('shape and sensors', () => {
  it('reads "Ambidextrous" as a symmetrical shell and never sets the hand', () => {
    const result = run(['Pulsar Sym,Pulsar,120,63,38,55,,Ambidextrous,Medium,1000,26000,,Wireless 2.4GHz,', 'Pulsar Erg,Pulsar,122,66,42,55,,Ergonomic,Medium,1000,26000,,Wireless 2.4GHz,'])
    const mice = byHandle(result.mice)
    expect(mice.get('pulsar-sym')).toMatchObject({ shape: 'symmetrical', shape_source: { kind: 'opendb' }, size: 'medium' })
    expect(mice.get('pulsar-erg')!.shape).toBe('ergonomic')
    for (const mouse of result.mice) expect(Object.keys(mouse)).not.toContain('hand_compatibility')
  })

  it('matches sensor names after normalising case, "PixArt", "Optical Sensor", spaces and hyphens, and by alias', () => {
    const match = createSensorMatcher(sensors, brands)
    expect(sensorKey('PixArt PAW-3395 Optical Sensor')).toBe('paw3395')
    for (const name of ['PixArt PAW3395', 'PAW3395', 'paw-3395', 'PixArt PAW3395 Optical Sensor']) expect(match(name)?.handle, name).toBe('pixart-paw3395')
    expect(match('Logitech HERO 2')?.handle).toBe('logitech-hero-2')
    expect(match('HERO II')?.handle).toBe('logitech-hero-2')
    // A variant is another sensor: not guessed.
    expect(match('PixArt PAW3395 Pro')).toBeUndefined()
    expect(match('PixArt PAW3950 Ultra')).toBeUndefined()
  })

  it('counts the sensor names it could not match, and adding an alias links them', () => {
    const row = 'Pulsar Ultra,Pulsar,120,63,38,55,PixArt PAW3950 Ultra,Ambidextrous,Medium,8000,30000,,Wireless 2.4GHz,'
    const before = run([row])
    expect(before.mice[0]!.sensor).toBeUndefined()
    expect([...before.unmatchedSensors]).toEqual([['PixArt PAW3950 Ultra', 1]])
    const withAlias = run([row], { sensors: sensors.map((sensor) => (sensor.handle === 'pixart-paw3950' ? { ...sensor, aliases: ['PAW3950 Ultra'] } : sensor)) })
    expect(withAlias.mice[0]!.sensor).toBe('pixart-paw3950')
  })
})

describe('curated mice', () => {
  const curated: CuratedMouse[] = [
    {
      handle: 'logitech-g-pro-x-superlight-2',
      brand: 'logitech',
      model: 'G Pro X Superlight 2',
      length: 125,
      width: 63.5,
      height: 40,
      weight: 60,
      wireless: true,
      dimensions_source: { kind: 'maker' },
      shape: 'symmetrical',
      hand_compatibility: 'right',
      shape_source: { kind: 'editors' },
    },
  ]

  it('an imported row of the same mouse (same brand and model, descriptive words aside) takes the curated handle', () => {
    const result = run(['Logitech G Pro X Superlight 2 Wireless Gaming Mouse,Logitech,125,63.5,40,63,HERO 2,Ambidextrous,Large,8000,44000,,Wireless 2.4GHz,2023'], { curated })
    expect(result.mice.map((mouse) => mouse.handle)).toEqual(['logitech-g-pro-x-superlight-2'])
    expect(result.overlays).toEqual(['logitech-g-pro-x-superlight-2'])
  })

  it('an import cannot overwrite a curated figure: curated wins field by field, the import fills the rest', () => {
    const result = run(['Logitech G Pro X Superlight 2 Wireless Gaming Mouse,Logitech,126,64,41,63,HERO 2,Ambidextrous,Large,8000,44000,,Wireless 2.4GHz,2023'], { curated })
    const merge = mergeMice(curated, result.mice)
    expect(merge.mice).toHaveLength(1)
    const mouse = merge.mice[0]!
    expect([mouse.length, mouse.width, mouse.height, mouse.weight, mouse.shape, mouse.hand_compatibility]).toEqual([125, 63.5, 40, 60, 'symmetrical', 'right'])
    // What the curated row does not give comes from the import, with its source; the extract's size
    // label ('Large') is not taken: the size class follows from the length (web/lib/size-class.ts).
    expect([mouse.sensor, mouse.dpi, mouse.polling_rate, mouse.size, mouse.released]).toEqual(['logitech-hero-2', 44000, 8000, 'medium', '2023'])
    expect(mouse.sensor_source).toEqual({ kind: 'opendb' })
    expect(mouse.dimensions_source).toEqual({ kind: 'maker', note: 'released from BuildCores OpenDB' })
    expect(mouse.shape_source).toEqual({ kind: 'editors' })
    expect(merge.conflicts.map((conflict) => conflict.field).sort()).toEqual(['height', 'length', 'weight', 'width'])
  })
})

describe('the vendored extract', () => {
  const csv = readFileSync(new URL('../../supabase/seed/vendor/buildcores-opendb/mice-reference.csv', import.meta.url), 'utf8')

  it('is imported deterministically: the same input gives the same output', async () => {
    const { data } = await readCatalogue()
    const input = { csv, brands: data.brands, sensors: data.sensors, corrections: data.corrections, curated: data.mice }
    expect(JSON.stringify(importOpendb(input))).toBe(JSON.stringify(importOpendb(input)))
  })

  it('every figure of mice-opendb.json that differs from its extract rows carries its reason', async () => {
    const { data } = await readCatalogue()
    const table = parseCsv(csv)
    const rowsByName = new Map<string, Record<string, string>[]>()
    for (const row of table.rows) rowsByName.set(row.name!, [...(rowsByName.get(row.name!) ?? []), row])
    const extractValue: Record<string, (row: Record<string, string>) => unknown> = {
      length: (row) => Number(row.length_mm),
      width: (row) => Number(row.width_mm),
      height: (row) => Number(row.height_mm),
      weight: (row) => (row.weight_g === '' ? undefined : Number(row.weight_g)),
      dpi: (row) => (row.max_dpi === '' ? undefined : Number(row.max_dpi)),
      polling_rate: (row) => (row.polling_rate_hz === '' ? undefined : Number(row.polling_rate_hz)),
      released: (row) => (row.release_year === '' ? undefined : row.release_year),
    }
    const unexplained: string[] = []
    let checked = 0
    for (const mouse of data.opendbMice) {
      const sources = mouse.opendb_names.flatMap((name) => rowsByName.get(name) ?? [])
      for (const [field, read] of Object.entries(extractValue)) {
        const value = (mouse as Record<string, unknown>)[field]
        const fromExtract = sources.map(read)
        const known = new Set(fromExtract.filter((extract) => extract !== undefined))
        checked++
        const explained = (mouse.corrections ?? []).some((record) => record.field === field && record.reason !== '')
        // A value the extract gives for this mouse is not a change, but rows that disagree are recorded.
        if (known.size <= 1 && (value === undefined ? known.size === 0 : known.has(value))) continue
        if (!explained) unexplained.push(`${mouse.handle}.${field}: ${String(value)} (extract ${fromExtract.join(', ')})`)
      }
    }
    expect(unexplained).toEqual([])
    expect(checked).toBeGreaterThan(5000)
  })
})
