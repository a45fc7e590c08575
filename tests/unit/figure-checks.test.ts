/**
 * The research ledger (supabase/seed/catalogue/checks/) and how the import applies it
 * (supabase/catalogue/checks-apply.ts): each rule on a small catalogue of its own, so that a
 * change of rule fails here whatever the committed ledger holds.
 */
import { describe, expect, it } from 'vitest'
import { applyChecks, type ChecksInput } from '../../supabase/catalogue/checks-apply.ts'
import { formatLedger, parseLedgerFile, type LedgerFile, type LedgerRow } from '../../supabase/catalogue/checks-ledger.ts'
import { describeProblem } from '../../supabase/catalogue/files.ts'
import type { FieldSources } from '../../supabase/catalogue/figure-provenance.ts'
import type { MergedMouse } from '../../supabase/catalogue/merge.ts'
import type { Brand, Sensor, Source } from '../../supabase/catalogue/schemas.ts'
import { renderChecksReport } from '../../supabase/catalogue/checks-report.ts'
import { withoutSource } from '../../supabase/catalogue/without-source.ts'

const brands: Brand[] = [
  { handle: 'logitech', name: 'Logitech', aliases: ['Logitech G'] },
  { handle: 'razer', name: 'Razer' },
  { handle: 'roccat', name: 'ROCCAT' },
  { handle: 'pixart', name: 'PixArt' },
]
const maker: Source = { kind: 'maker' }
const opendb: Source = { kind: 'opendb' }
const sensor = (handle: string, brand: string, model: string, dpi: number, extra: Partial<Sensor> = {}): Sensor => ({ handle, brand, model, type: 'optical', dpi, source: maker, ...extra })
const sensors: Sensor[] = [
  sensor('logitech-hero-12k', 'logitech', 'HERO', 12000, { variant: '12K', released: '2017' }),
  sensor('logitech-hero-16k', 'logitech', 'HERO 16K', 16000, { parent: 'logitech-hero-12k', released: '2018' }),
  sensor('logitech-hero-25k', 'logitech', 'HERO 25K', 25600, { parent: 'logitech-hero-12k', aliases: ['HERO 25K'] }),
  sensor('pixart-paw3395', 'pixart', 'PAW3395', 26000, { aliases: ['PixArt PAW3395'] }),
  sensor('pixart-paw3370', 'pixart', 'PAW3370', 19000, { aliases: ['PixArt PAW3370'] }),
  sensor('roccat-owl-eye-19k', 'roccat', 'Owl-Eye 19K', 19000, { parent: 'pixart-paw3370' }),
  sensor('roccat-owl-eye-26k', 'roccat', 'Owl-Eye 26K', 26000),
  sensor('razer-focus-pro-30k', 'razer', 'Focus Pro 30K', 30000, { aliases: ['Focus Pro 30K'] }),
]

function mouse(handle: string, brand: string, model: string, figures: Partial<MergedMouse> = {}): MergedMouse {
  return { handle, brand, model, length: 120, width: 62, height: 38, wireless: true, dimensions_source: opendb, ...figures }
}
/** Every figure's source: the group source of the row (as the merge gives it for one source). */
function sourcesOf(mice: readonly MergedMouse[]): Map<string, FieldSources> {
  const groups = {
    dimensions_source: ['released', 'size', 'length', 'width', 'height', 'weight', 'wireless'],
    sensor_source: ['sensor', 'dpi', 'polling_rate'],
    shape_source: ['shape', 'hand_compatibility', 'side_buttons', 'middle_buttons'],
  } as const
  return new Map(
    mice.map((m) => {
      const out: FieldSources = {}
      for (const [key, fields] of Object.entries(groups)) for (const field of fields) if ((m as Record<string, unknown>)[field] !== undefined) (out as Record<string, Source>)[field] = (m as Record<string, unknown>)[key] as Source
      return [m.handle, out]
    }),
  )
}

const review = (publisher: string, url: string) => ({ kind: 'review' as const, publisher, url, checked: '2026-11-26' })
const makerPage = (publisher: string, url: string) => ({ kind: 'maker' as const, publisher, url, checked: '2026-11-26' })
function row(mouse: string, source: LedgerRow['source'], figures: LedgerRow['figures'], extra: Partial<LedgerRow> = {}): LedgerRow {
  return { mouse, in_catalogue: true, name: mouse, source, figures, evidence: 'spec table', ...extra }
}
const ledgerOf = (brand: string, rows: LedgerRow[]): LedgerFile => ({ file: `${brand}.json`, brand, rows, indexes: rows.map((_, i) => i) })

function run(mice: MergedMouse[], files: LedgerFile[], extra: Partial<ChecksInput> = {}) {
  return applyChecks({ ledger: files, mice, sources: sourcesOf(mice), brands, sensors, switches: [], encoders: [], mouseParts: [], ...extra })
}
const find = (result: ReturnType<typeof run>, handle: string) => result.mice.find((m) => m.handle === handle)!

describe('the ledger files', () => {
  const good = '{"mouse": "razer-viper", "in_catalogue": true, "name": "Razer Viper", "source": {"kind": "review", "publisher": "TechPowerUp", "url": "https://www.techpowerup.com/review/razer-viper/5.html", "checked": "2026-11-26"}, "figures": {"sensor": "PixArt PMW3389", "dpi": 16000}, "evidence": "sensor page", "notes": ""}'

  it('reads a valid file (an empty note is no note)', () => {
    expect(parseLedgerFile('razer.json', `[\n${good}\n]\n`).problems.map((p) => p.message)).toEqual([expect.stringMatching(/not in the one-row-per-line layout/)])
    const { ledger, problems } = parseLedgerFile('razer.json', formatLedger([JSON.parse(good)]))
    expect(problems).toEqual([])
    expect(ledger.rows).toHaveLength(1)
    expect(ledger.brand).toBe('razer')
  })

  it('names file, row, handle and field for each problem', () => {
    const bad = good.replace('"kind": "review"', '"kind": "blog"').replace('"dpi": 16000', '"dpi": "16000"')
    const problems = parseLedgerFile('razer.json', `[\n${bad}\n]\n`).problems.map(describeProblem)
    expect(problems).toEqual([
      'checks/razer.json, row 0 (razer-viper), field source.kind: kind must be maker or review',
      'checks/razer.json, row 0 (razer-viper), field figures.dpi: Invalid type: Expected number but received "16000"',
    ])
    const noDate = good.replace('"checked": "2026-11-26"', '"checked": "2026-11"')
    expect(parseLedgerFile('razer.json', `[\n${noDate}\n]\n`).problems.map(describeProblem)).toEqual(['checks/razer.json, row 0 (razer-viper), field source.checked: must be YYYY-MM-DD'])
    expect(parseLedgerFile('razer.json', 'not json').problems[0]!.message).toMatch(/^not valid JSON/)
  })

  it('refuses a figure the format does not know, and dimensions that cannot be right', () => {
    const unknown = good.replace('"dpi": 16000', '"dpi": 16000, "colour": "black"')
    expect(parseLedgerFile('razer.json', `[\n${unknown}\n]\n`).problems.map((p) => p.field)).toEqual(['figures.colour'])
    const swapped = good.replace('"dpi": 16000', '"length": 60, "width": 62')
    expect(parseLedgerFile('razer.json', `[\n${swapped}\n]\n`).problems.map(describeProblem)).toEqual(['checks/razer.json, row 0 (razer-viper), field figures.length: length 60 mm must be greater than width 62 mm'])
  })

  it('keeps one canonical layout: one row per line, keys in order, rows by mouse then address', () => {
    const rows = [JSON.parse(good.replace('razer-viper"', 'razer-viper-v2"')), JSON.parse(good)] as Record<string, unknown>[]
    const text = formatLedger(rows)
    expect(text.split('\n')[1]).toMatch(/^\{"mouse": "razer-viper", "in_catalogue": true, "name": .*"source": \{"kind":"review","publisher":"TechPowerUp","url":.*,"checked":"2026-11-26"\}/)
    expect(formatLedger(JSON.parse(text))).toBe(text)
    expect(parseLedgerFile('razer.json', text).problems).toEqual([])
    const unsorted = `[\n${text.split('\n')[2]!.replace(/,$/, '')},\n${text.split('\n')[1]!.replace(/,$/, '')}\n]\n`
    expect(parseLedgerFile('razer.json', unsorted).problems.map((p) => p.message)).toEqual(['rows must be sorted by mouse, then by source.url (npm run catalogue:ledger writes them so)'])
  })
})

describe('applying the ledger', () => {
  it('confirms a figure: the group takes the checked source, which names where its other figures come from', () => {
    const m = mouse('razer-viper', 'razer', 'Viper', { weight: 69, released: '2019' })
    const result = run([m], [ledgerOf('razer', [row('razer-viper', review('TechPowerUp', 'https://tpu.example/viper'), { length: 120, width: 62, height: 38 })])])
    expect(result.confirmed).toBe(3)
    expect(result.changed).toEqual([])
    expect(find(result, 'razer-viper').dimensions_source).toEqual({ kind: 'review', publisher: 'TechPowerUp', note: 'released, weight, wireless from BuildCores OpenDB', url: 'https://tpu.example/viper', checked: '2026-11-26' })
    expect(result.checkedMice).toEqual(['razer-viper'])
    expect(result.checkedGroups).toEqual({ dimensions: 1 })
  })

  it('does not call a group checked for a release date or connection alone', () => {
    const m = mouse('razer-viper', 'razer', 'Viper', { weight: 69, dimensions_source: maker })
    const result = run([m], [ledgerOf('razer', [row('razer-viper', review('ComputerBase', 'https://cb.example/viper'), { wireless: true })])])
    expect(find(result, 'razer-viper').dimensions_source).toEqual({ kind: 'maker', note: 'wireless from ComputerBase (https://cb.example/viper)' })
    expect(result.checkedGroups).toEqual({})
  })

  it('takes the maker’s page over a review, saying so; two maker pages that disagree are listed, not applied', () => {
    const m = mouse('razer-viper', 'razer', 'Viper', { weight: 71 })
    const result = run([m], [
      ledgerOf('razer', [
        row('razer-viper', makerPage('Razer', 'https://razer.example/viper'), { weight: 69, height: 38, length: 123 }),
        row('razer-viper', review('TechPowerUp', 'https://tpu.example/viper'), { weight: 70, length: 121 }),
        row('razer-viper', makerPage('Razer', 'https://razer.example/viper-manual'), { length: 122 }),
      ]),
    ])
    const viper = find(result, 'razer-viper')
    expect(viper.weight).toBe(69)
    expect(viper.length).toBe(120)
    expect(viper.dimensions_source?.note).toMatch(/TechPowerUp gives weight 70; the maker's figure is taken/)
    expect(result.listed.map((item) => `${item.field}: ${item.why}`)).toEqual([
      "length: the maker's pages disagree: 123 (Razer, https://razer.example/viper) vs 122 (Razer, https://razer.example/viper-manual); not applied",
    ])
    expect(result.changed.map((change) => [change.field, change.old, change.value, change.changeClass])).toEqual([['weight', 71, 69, 'weight']])
  })

  it('sensor generations: the generation a page names replaces another of the family, and the old DPI that no page states goes with it', () => {
    const g502 = mouse('logitech-g502-hero', 'logitech', 'G502 HERO', { released: '2018-08', sensor: 'logitech-hero-25k', dpi: 25600, polling_rate: 1000, sensor_source: maker })
    const result = run([g502], [ledgerOf('logitech', [row('logitech-g502-hero', review('ComputerBase', 'https://cb.example/g502'), { sensor: 'Hero 16K', polling_rate: 1000 })])])
    const after = find(result, 'logitech-g502-hero')
    expect(after.sensor).toBe('logitech-hero-16k')
    expect(after.dpi).toBeUndefined()
    expect(result.changed.map((change) => `${change.field} ${String(change.old)} → ${String(change.value)} (${change.changeClass})`)).toEqual([
      'sensor logitech-hero-25k → logitech-hero-16k (sensor-generation)',
      'dpi 25600 → undefined (dpi-unconfirmed)',
    ])
    expect(after.sensor_source?.note).toBe("sensor HERO 16K from ComputerBase replaces HERO 25K (recorded as the maker's, with no page to check it)")
  })

  it('a family name without its generation ("HERO") matches no sensor: listed, nothing changed', () => {
    const mx = mouse('logitech-g-mx518', 'logitech', 'G MX518', { sensor: 'logitech-hero-25k', dpi: 25600, sensor_source: opendb })
    const result = run([mx], [ledgerOf('logitech', [row('logitech-g-mx518', review('TechPowerUp', 'https://tpu.example/mx518'), { sensor: 'HERO' })])])
    expect(find(result, 'logitech-g-mx518').sensor).toBe('logitech-hero-25k')
    expect([...result.unmatchedParts]).toEqual([['sensor: HERO', ['logitech-g-mx518']]])
  })

  it('DPI: the sensor’s rating that stood for the mouse’s maximum gives way to the maker’s cap', () => {
    const m = mouse('razer-cobra', 'razer', 'Cobra', { sensor: 'pixart-paw3395', dpi: 26000, sensor_source: opendb })
    const result = run([m], [ledgerOf('razer', [row('razer-cobra', makerPage('Razer', 'https://razer.example/cobra'), { dpi: 18000 })])])
    expect(result.changed.map((change) => [change.field, change.old, change.value, change.changeClass])).toEqual([['dpi', 26000, 18000, 'dpi-sensor-rating']])
    expect(find(result, 'razer-cobra').sensor_source).toEqual({ kind: 'maker', publisher: 'Razer', note: 'sensor from BuildCores OpenDB', url: 'https://razer.example/cobra', checked: '2026-11-26' })
  })

  it('a DPI the page states above its sensor’s rating is the mouse’s own setting, and the row says so', () => {
    const m = mouse('razer-cobra', 'razer', 'Cobra', { sensor: 'pixart-paw3370', dpi: 19000, sensor_source: opendb })
    const result = run([m], [ledgerOf('razer', [row('razer-cobra', review('TechPowerUp', 'https://tpu.example/cobra'), { dpi: 26000 })])])
    expect(find(result, 'razer-cobra').dpi).toBe(26000)
    expect(find(result, 'razer-cobra').sensor_source?.note).toMatch(/the mouse offers 26000 DPI, above its sensor's rated 19000, as TechPowerUp states/)
  })

  it('polling: the rate with what comes in the box replaces the maker’s unchecked figure, and a separately sold receiver is noted', () => {
    const m = mouse('razer-deathadder-v3-pro', 'razer', 'DeathAdder V3 Pro', { sensor: 'razer-focus-pro-30k', dpi: 30000, polling_rate: 8000, sensor_source: maker })
    const result = run([m], [
      ledgerOf('razer', [row('razer-deathadder-v3-pro', review('ComputerBase', 'https://cb.example/dav3'), { polling_rate: 1000 }, { notes: '4000 Hz needs the separately sold HyperPolling dongle' })]),
    ])
    const after = find(result, 'razer-deathadder-v3-pro')
    expect(after.polling_rate).toBe(1000)
    expect(result.changed.map((change) => change.changeClass)).toEqual(['polling-rate'])
    expect(after.sensor_source?.note).toMatch(/polling rate: 4000 Hz needs the separately sold HyperPolling dongle/)
  })

  it("keeps the maker's measurements against a reviewer's, and says so", () => {
    const m = mouse('razer-viper', 'razer', 'Viper', { weight: 69, dimensions_source: maker })
    const result = run([m], [ledgerOf('razer', [row('razer-viper', review('Forum', 'https://forum.example/viper'), { weight: 68 })])])
    expect(find(result, 'razer-viper').weight).toBe(69)
    expect(result.makerKept.map((item) => item.why)).toEqual(["Forum gives 68, the maker's figure in the catalogue is 69: a reviewer's measurement does not replace the maker's specification"])
    expect(find(result, 'razer-viper').dimensions_source?.note).toBe("Forum gives weight 68; the maker's 69 is kept")
  })

  it('a maker’s rendition of a PixArt part is the same sensor; an unlinked one is listed, not replaced', () => {
    const kone = mouse('roccat-kone-pro-air', 'roccat', 'Kone Pro Air', { sensor: 'roccat-owl-eye-19k', sensor_source: maker })
    const burst = mouse('roccat-burst-ii-air', 'roccat', 'Burst II Air', { sensor: 'roccat-owl-eye-26k', sensor_source: maker })
    const result = run([kone, burst], [
      ledgerOf('roccat', [
        row('roccat-burst-ii-air', review('TechPowerUp', 'https://tpu.example/burst'), { sensor: 'PixArt PAW3395' }),
        row('roccat-kone-pro-air', review('TechPowerUp', 'https://tpu.example/kone'), { sensor: 'PixArt PAW3370' }),
      ]),
    ])
    expect(find(result, 'roccat-kone-pro-air').sensor).toBe('roccat-owl-eye-19k')
    expect(find(result, 'roccat-kone-pro-air').sensor_source?.checked).toBe('2026-11-26')
    expect(find(result, 'roccat-burst-ii-air').sensor).toBe('roccat-owl-eye-26k')
    expect(result.listed.map((item) => item.mouse)).toEqual(['roccat-burst-ii-air'])
  })

  it('does not apply dimensions that break length > width > height', () => {
    const m = mouse('razer-viper', 'razer', 'Viper')
    const result = run([m], [ledgerOf('razer', [row('razer-viper', review('TechPowerUp', 'https://tpu.example/viper'), { width: 37 })])])
    expect(find(result, 'razer-viper').width).toBe(62)
    expect(result.changed).toEqual([])
    expect(result.listed[0]!.why).toMatch(/length > width > height fails/)
  })

  it('adds a missing mouse whose sources give its size and connection, with every figure sourced; lists the others', () => {
    const existing = mouse('razer-deathadder-v2-mini', 'razer', 'DeathAdder V2 Mini')
    const result = run([existing], [
      ledgerOf('razer', [
        row('razer-deathadder-v2', makerPage('Razer', 'https://razer.example/dav2'), { released: '2019', length: 127, width: 61.7, height: 42.7, weight: 82, wireless: false, sensor: 'Focus Pro 30K', dpi: 20000 }, { in_catalogue: false, name: 'Razer DeathAdder V2' }),
        row('razer-deathadder-v2', review('TechPowerUp', 'https://tpu.example/dav2'), { weight: 83, polling_rate: 1000 }, { in_catalogue: false, name: 'Razer DeathAdder V2' }),
        row('razer-naga-x', review('TechPowerUp', 'https://tpu.example/naga'), { weight: 85 }, { in_catalogue: false, name: 'Razer Naga X' }),
        row('razer-mini-again', review('TechPowerUp', 'https://tpu.example/mini'), { length: 114, width: 56, height: 38, wireless: true }, { in_catalogue: false, name: 'Razer DeathAdder V2 Mini' }),
      ]),
    ])
    expect(result.added).toEqual(['razer-deathadder-v2'])
    const added = find(result, 'razer-deathadder-v2')
    expect(added).toMatchObject({ brand: 'razer', model: 'DeathAdder V2', length: 127, weight: 82, wireless: false, sensor: 'razer-focus-pro-30k', dpi: 20000, polling_rate: 1000 })
    expect(added.dimensions_source).toMatchObject({ kind: 'maker', publisher: 'Razer', url: 'https://razer.example/dav2', checked: '2026-11-26' })
    expect(added.dimensions_source?.note).toMatch(/TechPowerUp gives weight 83; the maker's figure is taken/)
    expect(added.sensor_source).toMatchObject({ kind: 'maker', note: 'polling rate from TechPowerUp (https://tpu.example/dav2)' })
    expect(added.shape_source).toBeUndefined()
    expect(result.notAdded.map((item) => `${item.mouse}: ${item.why}`)).toEqual([
      'razer-mini-again: reads as razer-deathadder-v2-mini (same brand, model and connection): not added twice; check its handle',
      'razer-naga-x: the sources give no length, width, height, wireless',
    ])
  })

  it('lists what it cannot place: an unknown handle, a row of another brand’s file, a brand brands.json lacks', () => {
    const m = mouse('razer-viper', 'razer', 'Viper')
    const result = run([m], [
      ledgerOf('logitech', [row('razer-viper', review('TechPowerUp', 'https://tpu.example/viper'), { weight: 69 })]),
      ledgerOf('razer', [row('razer-viper-9000', review('TechPowerUp', 'https://tpu.example/v9000'), { weight: 69 })]),
      ledgerOf('sharkoon', [row('sharkoon-skiller', review('TechPowerUp', 'https://tpu.example/skiller'), { weight: 69 }, { in_catalogue: false })]),
    ])
    expect(result.changed).toEqual([])
    expect(result.listed.map((item) => item.mouse).sort()).toEqual(['razer-viper', 'razer-viper-9000', 'sharkoon-skiller'])
  })

  it('leaves out the rows of a source the build leaves out', () => {
    const m = mouse('razer-viper', 'razer', 'Viper', { weight: 71 })
    const result = run([m], [ledgerOf('razer', [row('razer-viper', review('TechPowerUp', 'https://tpu.example/viper'), { weight: 69 })])], { without: 'review' })
    expect(find(result, 'razer-viper').weight).toBe(71)
    expect(result.checkedMice).toEqual([])
  })

  it('is deterministic, and its report counts every class', () => {
    const make = () =>
      run([mouse('razer-cobra', 'razer', 'Cobra', { sensor: 'pixart-paw3395', dpi: 26000, sensor_source: opendb })], [ledgerOf('razer', [row('razer-cobra', makerPage('Razer', 'https://razer.example/cobra'), { dpi: 18000 })])])
    const report = renderChecksReport(make(), 1)
    expect(renderChecksReport(make(), 1)).toBe(report)
    expect(report).toMatch(/\| dpi-sensor-rating: DPI: the sensor's rating stood for the mouse's own maximum \| 1 \|/)
    expect(report).toMatch(/\| razer-cobra \| dpi \| 26000 \| 18000 \| dpi-sensor-rating \| Razer https:\/\/razer.example\/cobra \|/)
  })
})

describe('building without a source', () => {
  const fields = (sources: Record<string, Source>): FieldSources => sources as FieldSources

  it('makes that source’s figures not known, keeps the others with an honest source, and leaves out a mouse without its size', () => {
    const mixed = mouse('razer-viper', 'razer', 'Viper', { weight: 69, size: 'medium', dimensions_source: { kind: 'maker', note: 'size from BuildCores OpenDB' }, sensor: 'pixart-paw3395', dpi: 26000, sensor_source: opendb })
    const opendbOnly = mouse('razer-orochi', 'razer', 'Orochi', { parent: 'razer-viper' })
    const child = mouse('razer-viper-white', 'razer', 'Viper White', { parent: 'razer-orochi', shape_parent: 'razer-orochi', dimensions_source: maker })
    const sources = new Map<string, FieldSources>([
      ['razer-viper', fields({ length: maker, width: maker, height: maker, weight: maker, wireless: maker, size: opendb, sensor: opendb, dpi: opendb })],
      ['razer-orochi', fields({ length: opendb, width: opendb, height: opendb, wireless: opendb })],
      ['razer-viper-white', fields({ length: maker, width: maker, height: maker, wireless: maker })],
    ])
    const result = withoutSource('opendb', {
      mice: [mixed, opendbOnly, child],
      sources,
      sensors,
      switches: [],
      encoders: [],
      mouseParts: [{ opendb_name: 'Razer Viper Optical', switch: 'omron', switch_source: { kind: 'maker' } }, { mouse: 'razer-orochi', encoder: 'ttc', encoder_source: { kind: 'maker' } }],
    })
    expect(result.leftOut).toEqual([{ handle: 'razer-orochi', why: 'no length, width, height, wireless without opendb' }])
    const viper = result.mice.find((m) => m.handle === 'razer-viper')!
    expect(viper.size).toBeUndefined()
    expect(viper.sensor).toBeUndefined()
    expect(viper.sensor_source).toBeUndefined()
    expect(viper.dimensions_source).toEqual({ kind: 'maker' })
    const white = result.mice.find((m) => m.handle === 'razer-viper-white')!
    expect([white.parent, white.shape_parent]).toEqual([undefined, undefined])
    expect(result.mouseParts).toEqual([])
    expect(result.figuresDropped).toBe(3 + 4)
  })

  it('leaves out parts whose own source is left out, and the mice lose them', () => {
    const m = mouse('razer-viper', 'razer', 'Viper', { sensor: 'pixart-paw3395', dpi: 26000, sensor_source: maker, dimensions_source: maker })
    const teardownSensors = sensors.map((s) => (s.handle === 'pixart-paw3395' ? { ...s, source: { kind: 'teardown' as const } } : s))
    const result = withoutSource('teardown', { mice: [m], sources: new Map([['razer-viper', fields({ length: maker, width: maker, height: maker, wireless: maker, sensor: maker, dpi: maker })]]), sensors: teardownSensors, switches: [], encoders: [], mouseParts: [] })
    expect(result.partsLeftOut).toEqual(['pixart-paw3395'])
    expect(result.mice[0]!.sensor).toBeUndefined()
    expect(result.mice[0]!.dpi).toBe(26000)
    expect(result.mice[0]!.sensor_source).toEqual({ kind: 'maker' })
  })
})
