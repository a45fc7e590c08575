/**
 * The parts import (supabase/catalogue/parts-import.ts, parts-merge.ts): the components reference
 * → sensors, switches, encoders and mouse links. Small references written here (deterministic,
 * curated rows win field by field, marketing variants stay aliases, families stay families, bad
 * rows named by file, row and field), then the vendored one.
 */
import { describe, expect, it } from 'vitest'
import { readCatalogue, readReferenceTexts } from '../../supabase/catalogue/files.ts'
import { generatedFiles } from '../../supabase/catalogue/generate.ts'
import { readFile } from 'node:fs/promises'
import { opendbCsvPath } from '../../supabase/catalogue/files.ts'
import { importLinks, importParts, liftOffDistances, readPartName, spellings, type PartsImportInput } from '../../supabase/catalogue/parts-import.ts'
import { mergeParts } from '../../supabase/catalogue/parts-merge.ts'
import { mergeMice } from '../../supabase/catalogue/merge.ts'
import { indexBrands } from '../../supabase/catalogue/opendb-names.ts'
import type { Brand, MousePart, PartsCorrection, Sensor, Switch } from '../../supabase/catalogue/schemas.ts'

const brands: Brand[] = [
  { handle: 'pixart', name: 'PixArt' },
  { handle: 'roccat', name: 'Roccat' },
  { handle: 'omron', name: 'Omron' },
  { handle: 'kailh', name: 'Kailh' },
  { handle: 'vgn', name: 'VGN' },
  { handle: 'huano', name: 'Huano' },
  { handle: 'ttc', name: 'TTC' },
  { handle: 'alps', name: 'Alps Alpine', aliases: ['Alps'] },
]

const sensorHeader = 'sensor_model,maker,type,max_cpi,max_ips,max_accel_g,lod_mm,release_year,based_on,source_url,source_kind,licence,note'
const switchHeader = 'switch_model,maker,type,operating_force_gf,operating_force_as_stated,rated_lifetime_million_clicks,source_url,source_kind,licence,note'
const encoderHeader = 'encoder_model,maker,type,height_mm,detents,rated_life_cycles,source_url,source_kind,licence,note'
const linkHeader = 'mouse_name,brand,part_kind,position,part_model,part_model_as_given,specificity,source_url,source_kind,licence,note'
const tree = 'https://github.com/buildcores/buildcores-open-db/tree/c135970fd0c90188cb4d041763ddc345263ce228/open-db/Mouse'
const record = (uuid: string) => `https://github.com/buildcores/buildcores-open-db/blob/c135970fd0c90188cb4d041763ddc345263ce228/open-db/Mouse/${uuid}.json`

const curatedSensors: Sensor[] = [
  { handle: 'pixart-paw3395', brand: 'pixart', model: 'PAW3395', aliases: ['PixArt PAW3395 Pro'], type: 'optical', dpi: 26000, tracking_speed: 650, source: { kind: 'maker', note: 'PixArt PAW3395 specification' } },
  { handle: 'pixart-paw3370', brand: 'pixart', model: 'PAW3370', type: 'optical', dpi: 19000, source: { kind: 'maker' } },
]
const curatedSwitches: Switch[] = [{ handle: 'omron-d2fc-f-7n-20m', brand: 'omron', model: 'D2FC-F-7N', variant: '20M', type: 'mechanical', lifetime: 20, source: { kind: 'maker' } }]

const sensorsCsv = [
  sensorHeader,
  `PixArt PAW3395,PixArt,,,,,,,,${tree},open-database,ODC-By-1.0,named in 416 BuildCores mouse records; no sensor figures in source; spelled as given: PAW3395 | PixArt PAW-3395 Optical Sensor`,
  `PixArt PAW3395 Pro,PixArt,,,,,,,,${tree},open-database,ODC-By-1.0,named in 10 BuildCores mouse records; no sensor figures in source`,
  // A review gives a figure the editors' row lacks (acceleration) and one it has otherwise (DPI).
  'PixArt PAW3395,PixArt,,32000,650,50,2 or 3 (selectable),,,https://example.org/review/5.html,teardown-review,,figures as quoted by the reviewer',
  `PixArt PAW3398,PixArt,,,,,,,,${tree},open-database,ODC-By-1.0,named in 9 BuildCores mouse records; no sensor figures in source`,
  'ROCCAT Owl-Eye 19K,ROCCAT,,19000,400,,~1 (measured),,PixArt PAW3370 (per reviewer),https://example.org/kone/5.html,teardown-review,,figures as quoted by the reviewer',
  `SG 8925,,,,,,,,,${tree},open-database,ODC-By-1.0,named in 5 BuildCores mouse records; no sensor figures in source`,
  'PixArt PMW3331,PixArt,,lots,,,,,,https://example.org/test/2,teardown-review,,a cell that is not a number',
].join('\n')

const switchesCsv = [
  switchHeader,
  `Omron Optical,Omron,optical,,,,${tree},open-database,ODC-By-1.0,"named in 147 BuildCores mouse records; spelled as given: OMRON Optical Micro Switch; family/brand name only, exact model not stated"`,
  `Omron D2FC-F-7N (20M),Omron,,,,20,${tree},open-database,ODC-By-1.0,named in 70 BuildCores mouse records`,
  `Omron D2FC-F-7N (100M),Omron,,,,100,${tree},open-database,ODC-By-1.0,"named in 61 BuildCores mouse records; lifetime is the figure in the model name as given by the source, not a datasheet value"`,
  `Omron D2FC-F-7N,Omron,,,,,${tree},open-database,ODC-By-1.0,"named in 11 BuildCores mouse records; family/brand name only, exact model not stated"`,
  `Kailh Optical,Kailh,optical,,,,${tree},open-database,ODC-By-1.0,"named in 8 BuildCores mouse records; family/brand name only, exact model not stated"`,
  `Kailh Optical V2,Kailh,optical,,,,${tree},open-database,ODC-By-1.0,named in 5 BuildCores mouse records`,
  `VGN x Kailh Optical,Kailh,optical,,,,${tree},open-database,ODC-By-1.0,"named in 6 BuildCores mouse records; co-branded name ""VGN x Kailh Optical"""`,
  `Huano Blue Shell Pink Dot,Huano,,,,,${tree},open-database,ODC-By-1.0,named in 22 BuildCores mouse records`,
].join('\n')

const encodersCsv = [encoderHeader, 'Alps EC10E1220501,Alps Alpine,,,24 (24 detents / 12 pulses per catalogue row),"100,000",https://example.org/alps.html,maker,,"series life 100,000 cycles"'].join('\n')

function input(extra: Partial<PartsImportInput> = {}): PartsImportInput {
  return { sensorsCsv, switchesCsv, encodersCsv, brands, sensors: curatedSensors, switches: curatedSwitches, encoders: [], corrections: [], ...extra }
}

const byHandle = <T extends { handle: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.handle, row]))

describe('the parts import', () => {
  it('is deterministic: the same files give the same rows', () => {
    expect(JSON.stringify(importParts(input()))).toBe(JSON.stringify(importParts(input())))
  })

  it('keeps a maker’s marketing variant as an alias of the part, never a part of its own', () => {
    const result = importParts(input())
    expect(result.partsByName.sensor.get('PixArt PAW3395 Pro')).toEqual(['pixart-paw3395'])
    expect(result.sensors.map((row) => row.handle)).not.toContain('pixart-paw3395-pro')
  })

  it('lets the editors’ rows win field by field, adding only what they lack and naming where it came from', () => {
    const result = importParts(input())
    const merged = mergeParts({ sensors: curatedSensors, switches: curatedSwitches, encoders: [] }, result)
    const paw3395 = byHandle(merged.sensors).get('pixart-paw3395')!
    expect(paw3395.dpi).toBe(26000)
    expect(paw3395.acceleration).toBe(50)
    expect(paw3395.lift_off_distances).toEqual([2, 3])
    expect(paw3395.aliases).toEqual(['PixArt PAW3395 Pro'])
    expect(paw3395.source.kind).toBe('maker')
    expect(paw3395.source.note).toMatch(/^PixArt PAW3395 specification; .*acceleration.*example\.org\/review\/5\.html/)
    expect(merged.conflicts).toContainEqual({ kind: 'sensor', handle: 'pixart-paw3395', field: 'dpi', curated: 26000, imported: 32000 })
  })

  it('makes a part of a name the data files lack, with no figure it does not have', () => {
    const paw3398 = byHandle(importParts(input()).sensors).get('pixart-paw3398')!
    expect(paw3398).toMatchObject({ brand: 'pixart', model: 'PAW3398', source: { kind: 'opendb', url: tree } })
    expect(paw3398.dpi).toBeUndefined()
    expect(paw3398.type).toBeUndefined()
    expect(paw3398.source.note).toMatch(/no figures in the source/)
  })

  it('records a base part only where a review states it, and never reads a measurement as a specification', () => {
    const result = importParts(input())
    const owlEye = byHandle(result.sensors).get('roccat-owl-eye-19k')!
    expect(owlEye.parent).toBe('pixart-paw3370')
    expect(owlEye.lift_off_distances).toBeUndefined()
    expect(result.unread).toContainEqual({ kind: 'sensor', name: 'ROCCAT Owl-Eye 19K', field: 'lift_off_distances', text: '~1 (measured)', why: 'measured on one mouse, not the sensor’s specification' })
  })

  it('leaves out a name the source gives no maker for, saying why', () => {
    const outcome = importParts(input()).outcomes.find((row) => row.name === 'SG 8925')!
    expect(outcome).toMatchObject({ how: 'excluded', handles: [] })
    expect(outcome.reason).toMatch(/no maker/)
  })

  it('names a bad row by file, row and field', () => {
    expect(importParts(input()).problems).toContainEqual({ file: 'sensors.csv', line: 8, name: 'PixArt PMW3331', field: 'max_cpi', message: '"lots" is not a whole number from 100 to 100000' })
  })

  it('keeps a family a family, and makes a name that starts with another part’s its variant', () => {
    const switches = byHandle(importParts(input()).switches)
    expect(switches.get('omron-optical')).toMatchObject({ family: true, type: 'optical' })
    expect(switches.get('omron-d2fc-f-7n')).toMatchObject({ family: true })
    expect(switches.get('omron-d2fc-f-7n-100m')).toMatchObject({ model: 'D2FC-F-7N', variant: '100M', lifetime: 100, parent: 'omron-d2fc-f-7n' })
    expect(switches.get('omron-d2fc-f-7n-100m')!.family).toBeUndefined()
    expect(switches.get('omron-d2fc-f-7n-100m')!.source.note).toMatch(/figure in the name/)
    expect(switches.get('kailh-optical-v2')!.parent).toBe('kailh-optical')
    // The editors' part (20M) takes the family as its parent only because they give none.
    expect(switches.get('omron-d2fc-f-7n-20m')!.parent).toBe('omron-d2fc-f-7n')
    expect(switches.get('vgn-x-kailh-optical')).toMatchObject({ brand: 'vgn', collab_brand: 'kailh', brands_separator: ' x ', model: 'Optical' })
  })

  it('follows the editors’ corrections: a name left out, a name that is another part', () => {
    const corrections: PartsCorrection[] = [
      { kind: 'sensor', name: 'PixArt PAW3398', exclude: true, reason: 'test: not a part' },
      { kind: 'switch', name: 'Huano Blue Shell Pink Dot', handles: ['omron-d2fc-f-7n-20m'], reason: 'test: the same part' },
    ]
    const result = importParts(input({ corrections }))
    expect(result.sensors.map((row) => row.handle)).not.toContain('pixart-paw3398')
    expect(result.outcomes.find((row) => row.name === 'PixArt PAW3398')).toMatchObject({ how: 'excluded', reason: 'test: not a part' })
    expect(result.partsByName.switch.get('Huano Blue Shell Pink Dot')).toEqual(['omron-d2fc-f-7n-20m'])
  })

  it('names a correction that names nothing', () => {
    const result = importParts(input({ corrections: [{ kind: 'sensor', name: 'PixArt PAW9999', exclude: true, reason: 'test' }] }))
    expect(result.problems).toContainEqual({ file: 'parts-corrections.json', line: 0, name: 'PixArt PAW9999', field: 'name', message: 'no sensor of the reference has this name' })
  })

  it('reads an encoder’s detent count only where the cell gives one count for the part', () => {
    expect(byHandle(importParts(input()).encoders).get('alps-ec10e1220501')).toMatchObject({ detents: 24 })
  })
})

describe('mouse links', () => {
  const parts = importParts(input())
  const mice = [
    { handle: 'acme-one', name: 'Acme One', opendb_names: ['Acme One Wireless Gaming Mouse'] },
    { handle: 'acme-two', name: 'Acme Two', opendb_names: ['Acme Two'] },
    { handle: 'acme-three', name: 'Acme Three', opendb_names: ['Acme Three'] },
    { handle: 'acme-four', name: 'Acme Four', opendb_names: ['Acme Four'] },
    { handle: 'acme-five', name: 'Acme Five', opendb_names: ['Acme Five', 'Acme Five White'] },
  ]
  const linksCsv = [
    linkHeader,
    `Acme One Wireless Gaming Mouse,Acme,switch,,Omron D2FC-F-7N (100M),Omron D2FC -F-7N(100M),model,${record('a1')},open-database,ODC-By-1.0,BuildCores field`,
    `Acme Two,Acme,switch,,Omron Optical,OMRON Optical Micro Switch,family,${record('a2')},open-database,ODC-By-1.0,BuildCores field`,
    `Acme Three,Acme,switch,,,Unspecified Mechanical Switches,generic,${record('a3')},open-database,ODC-By-1.0,BuildCores field`,
    `Acme Four,Acme,switch,,Kailh Optical,Kailh Optical,family,${record('a4')},open-database,ODC-By-1.0,field lists 2 switches`,
    `Acme Four,Acme,switch,,Huano Blue Shell Pink Dot,Huano Blue Shell Pink Dot,model,${record('a4')},open-database,ODC-By-1.0,field lists 2 switches`,
    `Acme Five,Acme,switch,,Kailh Optical V2,Kailh Optical V2,model,${record('a5')},open-database,ODC-By-1.0,BuildCores field`,
    `Acme Five White,Acme,switch,,Omron Optical,Omron Optical,family,${record('a6')},open-database,ODC-By-1.0,BuildCores field`,
    `Acme Six,Acme,switch,,Omron Optical,Omron Optical,family,${record('a7')},open-database,ODC-By-1.0,not a catalogue mouse`,
  ].join('\n')
  const run = (curatedLinks: MousePart[] = []) => importLinks({ linksCsv, partsByName: parts.partsByName, families: parts.families, mice, curatedLinks, corrections: [] })

  it('links a mouse to the model its record names, with the record as the source', () => {
    expect(run().links).toContainEqual({ opendb_name: 'Acme One Wireless Gaming Mouse', switch: 'omron-d2fc-f-7n-100m', switch_source: { kind: 'opendb', note: 'BuildCores OpenDB record, "switches" field (which buttons is not stated)', url: record('a1') } })
  })

  it('links a family as the family, never as a model', () => {
    const result = run()
    expect(result.links.find((row) => row.opendb_name === 'Acme Two')).toMatchObject({ switch: 'omron-optical', switch_source: { note: expect.stringMatching(/names the family only/) } })
    expect(result.outcomes.find((row) => row.mouseName === 'Acme Two')!.status).toBe('family')
  })

  it('links nothing for a generic name, a record of several switches, records of one mouse that disagree, or a mouse not in the catalogue', () => {
    const result = run()
    const status = (name: string) => result.outcomes.filter((row) => row.mouseName === name).map((row) => row.status)
    expect(status('Acme Three')).toEqual(['generic'])
    expect(status('Acme Four')).toEqual(['several', 'several'])
    expect(status('Acme Five')).toEqual(['several'])
    expect(status('Acme Five White')).toEqual(['several'])
    expect(status('Acme Six')).toEqual(['no-mouse'])
    const linked = result.links.map((row) => row.opendb_name)
    expect(linked).toEqual(['Acme One Wireless Gaming Mouse', 'Acme Two'])
  })

  it('leaves a mouse the editors link alone (their link wins)', () => {
    const result = run([{ mouse: 'acme-one', switch: 'omron-d2fc-f-7n-20m', switch_source: { kind: 'maker' } }])
    expect(result.links.map((row) => row.opendb_name)).toEqual(['Acme Two'])
    expect(result.outcomes.find((row) => row.mouseName === 'Acme One Wireless Gaming Mouse')!.status).toBe('curated')
  })
})

describe('reading names and cells', () => {
  it('reads a part name’s brand, model and variant, and a collaboration', () => {
    const index = indexBrands(brands)
    expect(readPartName('Omron D2FC-F-7N (100M)', 'Omron', index)).toEqual({ brand: 'omron', model: 'D2FC-F-7N', variant: '100M' })
    expect(readPartName('VGN x Kailh Optical', 'Kailh', index)).toEqual({ brand: 'vgn', collab_brand: 'kailh', model: 'Optical' })
    expect(readPartName('Mystery 8925', '', index)).toBeUndefined()
  })

  it('reads lift-off distances as datasheets list them, and nothing else', () => {
    expect(liftOffDistances('2 or 3 (selectable) + manual calibration').values).toEqual([2, 3])
    expect(liftOffDistances('2/3 (two presets)').values).toEqual([2, 3])
    expect(liftOffDistances('2 (default, adjustable lower)').values).toEqual([2])
    expect(liftOffDistances('auto surface calibration')).toEqual({ why: 'gives no distance' })
    expect(liftOffDistances('~1 (measured)').values).toBeUndefined()
  })

  it('reads the spellings a source used', () => {
    expect(spellings('named in 2 records; spelled as given: PAW3395 | PixArt PAW-3395 Optical Sensor; more')).toEqual(['PAW3395', 'PixArt PAW-3395 Optical Sensor'])
  })
})

describe('the vendored reference', () => {
  it('imports without a problem, and the counts the report gives hold', async () => {
    const { data } = await readCatalogue()
    const generated = generatedFiles(data, await readFile(opendbCsvPath, 'utf8'), await readReferenceTexts())
    expect(generated.problems).toEqual([])
    const { partsMerge, links } = generated
    // Every part a source names (left-out names are in the report with their reason); no variant padding.
    expect(partsMerge.sensors.length).toBeGreaterThan(data.sensors.length)
    expect(partsMerge.switches.length).toBeGreaterThan(data.switches.length)
    expect(partsMerge.sensors.some((row) => row.handle === 'pixart-paw3395-pro' || row.handle === 'pixart-paw3950-ultra')).toBe(false)
    // Well over half of the catalogue's mice name their switch (one link row per mouse).
    const mice = mergeMice(data.mice, data.opendbMice).mice.length
    const linked = [...data.mouseParts, ...links.links].filter((row) => row.switch).length
    expect(linked).toBeGreaterThan(mice * 0.6)
  })
})
