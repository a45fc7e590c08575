/**
 * The research ledger applied to the merged catalogue (FORMAT.md "checks/"): each mouse's figures
 * checked against published sources, the maker's page first and a lab review second. Pure and
 * deterministic: the same ledger and catalogue give the same mice, sources and report.
 *
 * Per mouse of the ledger (all its rows, whatever file):
 * 1. Each figure is resolved from the rows that state it: the maker's rows first (two maker rows
 *    that disagree: ambiguous, listed); without one, the reviews (two that disagree: ambiguous).
 *    A review that disagrees with the maker's figure is named in the group's note ("the maker
 *    wins"). Release dates agree when one is a more precise form of the other.
 * 2. A sensor, switch or encoder named as the source writes it ("Focus Pro 30K", "PixArt
 *    PAW3395") is matched by the import's alias rule (createSensorMatcher); a name that matches no
 *    part, or several, or a bare family name ("HERO"), is listed, never guessed. A maker's
 *    rendition of a PixArt part (its sensors.json parent) names the same sensor.
 * 3. A figure equal to the catalogue's is confirmed; a missing one is filled; a different one is
 *    corrected, its old and new value recorded by class (sensor generation, DPI, polling rate…).
 *    The maker wins: a review never replaces a figure checked against the maker's page, nor the
 *    maker's length, width, height or weight (a reviewer's measurement is not the specification);
 *    a figure recorded as the maker's but never checked against a page (a sensor, DPI, polling
 *    rate…) gives way to one read on a page, and the group's note names the figure it replaced. A
 *    maker's own sensor and an unlinked PixArt part are not exchanged (listed). Every figure so
 *    checked takes the checked source; a group that a page gave a defining figure of (keyFigures)
 *    is led by that page, with its date and address, and its note names the others' sources.
 * 4. Consequences that would otherwise contradict: a DPI above a corrected sensor's maximum that no
 *    source confirmed becomes not known (recorded); a checked DPI above its sensor's rating is the
 *    mouse's own setting, noted; a change that breaks length > width > height, or an "ambidextrous"
 *    on a shell that cannot be, is not applied (listed and noted).
 * 5. Rows of a mouse not in the catalogue (in_catalogue false) add it when the sources give its
 *    length, width, height and connection; otherwise it is listed as not added.
 * Switches and encoders are recorded in mouse-parts.json: a check that names the mouse's part
 * marks its source checked; any other is listed for that file's editors.
 */
import type { Brand, Encoder, MousePart, Sensor, Source, Switch } from './schemas.ts'
import { figureGroupNames, sourceKeyOf, type FigureGroup } from './schemas.ts'
import type { LedgerFile, LedgerFigure, LedgerRow } from './checks-ledger.ts'
import { createSensorMatcher, sameMouseKey, sensorKey } from './opendb-import.ts'
import { indexBrands, modelKey, withoutBrand } from './opendb-names.ts'
import type { MergedMouse } from './merge.ts'
import { groupOfField, orderedSource, recomposeSources, type FieldSources, type FigureField } from './figure-provenance.ts'

/** The classes of change the report counts (issue 30's classes of error first). */
export const changeClasses = {
  'sensor-generation': 'sensor generation: another generation of the same sensor family (e.g. HERO 16K / HERO 25K / HERO 2)',
  sensor: 'sensor: another sensor',
  'dpi-sensor-rating': "DPI: the sensor's rating stood for the mouse's own maximum",
  dpi: 'DPI: another maximum',
  'dpi-unconfirmed': "DPI: above the corrected sensor's maximum, so not known",
  'polling-rate': 'polling rate',
  dimensions: 'dimensions (length, width, height)',
  weight: 'weight',
  connection: 'connection (wired or wireless)',
  released: 'release date',
  shape: 'shape, hand and buttons',
} as const
export type ChangeClass = keyof typeof changeClasses

/** A figure the ledger changed (or filled): the old value (absent: not known) and the new one. */
export interface FigureChange {
  mouse: string
  field: string
  old?: string | number | boolean
  value?: string | number | boolean
  changeClass: ChangeClass
  source: Source
}

/** Something the ledger says that was not applied, and why. */
export interface Listed {
  mouse: string
  field?: string
  why: string
  url?: string
}

export interface ChecksResult {
  mice: MergedMouse[]
  sources: Map<string, FieldSources>
  mouseParts: MousePart[]
  /** Ledger rows read, and the distinct mice they name. */
  rowCount: number
  miceNamed: number
  /** Mice with at least one figure group checked against a source (added mice included), by handle. */
  checkedMice: string[]
  /** Mice with at least one figure a source confirmed, filled or corrected. */
  miceWithFiguresChecked: number
  /** Checked figure groups, by group. */
  checkedGroups: Record<string, number>
  /** Figures a source confirmed as they were. */
  confirmed: number
  /** Figures a source gave where the catalogue had none. */
  filled: FigureChange[]
  /** Figures a source corrected. */
  changed: FigureChange[]
  /** Figures where a review disagrees with the maker's figure (the maker's kept). */
  makerKept: Listed[]
  /** Ambiguous or unusable rows and figures, not applied. */
  listed: Listed[]
  /** Part names no part matches (or several): name → mice. */
  unmatchedParts: Map<string, string[]>
  /** Mice added from the ledger. */
  added: string[]
  /** Mice named in_catalogue false that were not added, and why. */
  notAdded: Listed[]
}

export interface ChecksInput {
  ledger: readonly LedgerFile[]
  mice: readonly MergedMouse[]
  sources: ReadonlyMap<string, FieldSources>
  brands: readonly Brand[]
  sensors: readonly Sensor[]
  switches: readonly Switch[]
  encoders: readonly Encoder[]
  mouseParts: readonly MousePart[]
  /** Leave the ledger rows of this source kind out (a build without a source). */
  without?: string
}

type Value = string | number | boolean
/** A checked source's share of one group of one mouse. */
interface Checker {
  source: Source
  count: number
  maker: boolean
  /** It checked one of the figures that make the group (keyFigures). */
  key: boolean
}
/**
 * A group is "checked against" a source when the source gives one of the figures that make the
 * group: a release date or the connection alone does not make the dimensions checked.
 */
export const keyFigures = new Set(['length', 'width', 'height', 'weight', 'sensor', 'dpi', 'polling_rate', 'shape', 'hand_compatibility', 'side_buttons', 'middle_buttons'])

/** Per group, the checked source that leads it: of those that gave a key figure, the one that gave most (the maker's on a tie). */
function leadsOf(checkers: Partial<Record<FigureGroup, Map<string, Checker>>>): Partial<Record<FigureGroup, Source>> {
  const leads: Partial<Record<FigureGroup, Source>> = {}
  for (const [group, map] of Object.entries(checkers) as [FigureGroup, Map<string, Checker>][]) {
    const lead = [...map.values()].filter((entry) => entry.key).sort((a, b) => b.count - a.count || Number(b.maker) - Number(a.maker))[0]
    if (lead) leads[group] = lead.source
  }
  return leads
}
/** Figures a reviewer measures: a review's own measurement does not replace the maker's specification. */
const measuredFields = new Set(['length', 'width', 'height', 'weight'])
const fieldOf: Partial<Record<LedgerFigure, FigureField>> = {
  released: 'released', length: 'length', width: 'width', height: 'height', weight: 'weight', wireless: 'wireless',
  sensor: 'sensor', dpi: 'dpi', polling_rate: 'polling_rate',
  shape: 'shape', hand_compatibility: 'hand_compatibility', side_buttons: 'side_buttons', middle_buttons: 'middle_buttons',
}
const mouseFigures = Object.keys(fieldOf) as LedgerFigure[]
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The catalogue's source for a ledger row's source. */
export function checkedSource(row: LedgerRow): Source {
  return orderedSource({ kind: row.source.kind, publisher: row.source.publisher, url: row.source.url, checked: row.source.checked })
}

/** Two release dates agree when one is the other or a more precise form of it. */
const datesAgree = (a: string, b: string) => a.startsWith(b) || b.startsWith(a)
type Agree = (field: string, a: Value, b: Value) => boolean
const plainAgree: Agree = (field, a, b) => (field === 'released' ? datesAgree(String(a), String(b)) : a === b)
/** A separately sold receiver, as the researchers note it. */
const separateReceiver = /separately|sold on its own|not (included|in the box)|optional (dongle|receiver)/i

interface Candidate {
  value: Value
  row: LedgerRow
}

interface Resolution {
  value: Value
  row: LedgerRow
  /** Reviews that disagree with the maker's figure taken. */
  outvoted: Candidate[]
}

/** One figure of one mouse from its rows: the maker's first, then the reviews'; undefined when none or ambiguous (then listed). */
function resolve(field: string, candidates: readonly Candidate[], mouse: string, listed: Listed[], agree: Agree = plainAgree): Resolution | undefined {
  if (candidates.length === 0) return undefined
  const makers = candidates.filter((candidate) => candidate.row.source.kind === 'maker')
  const pool = makers.length > 0 ? makers : candidates
  const first = pool[0]!
  const conflicting = pool.filter((candidate) => !agree(field, candidate.value, first.value))
  if (conflicting.length > 0) {
    const who = makers.length > 0 ? "the maker's pages" : 'the reviews'
    listed.push({ mouse, field, why: `${who} disagree: ${pool.map((candidate) => `${String(candidate.value)} (${candidate.row.source.publisher}, ${candidate.row.source.url})`).join(' vs ')}; not applied` })
    return undefined
  }
  // Of agreeing dates, the most precise.
  const best = field === 'released' ? [...pool].sort((a, b) => String(b.value).length - String(a.value).length)[0]! : first
  const outvoted = makers.length > 0 ? candidates.filter((candidate) => candidate.row.source.kind === 'review' && !agree(field, candidate.value, best.value)) : []
  return { value: best.value, row: best.row, outvoted }
}

/** The change class of a corrected figure. */
function classify(field: string, old: Value | undefined, value: Value | undefined, mouse: Record<string, unknown>, sensorOf: (handle: string) => Sensor | undefined, familyOf: (handle: string) => string): ChangeClass {
  switch (field) {
    case 'sensor':
      return typeof old === 'string' && typeof value === 'string' && familyOf(old) === familyOf(value) ? 'sensor-generation' : 'sensor'
    case 'dpi': {
      const sensor = typeof mouse.sensor === 'string' ? sensorOf(mouse.sensor) : undefined
      return typeof old === 'number' && typeof value === 'number' && value < old && sensor?.dpi !== undefined && old >= sensor.dpi ? 'dpi-sensor-rating' : 'dpi'
    }
    case 'polling_rate':
      return 'polling-rate'
    case 'length':
    case 'width':
    case 'height':
      return 'dimensions'
    case 'weight':
      return 'weight'
    case 'wireless':
      return 'connection'
    case 'released':
      return 'released'
    default:
      return 'shape'
  }
}

/** Sensors of one family share the root of their `parent` chain (HERO 16K and 25K: HERO 12K), or else their brand and leading word. */
function sensorFamilies(sensors: readonly Sensor[]): (handle: string) => string {
  const byHandle = new Map(sensors.map((sensor) => [sensor.handle, sensor]))
  return (handle) => {
    let sensor = byHandle.get(handle)
    const seen = new Set<string>()
    while (sensor?.parent && !seen.has(sensor.handle) && byHandle.has(sensor.parent)) {
      seen.add(sensor.handle)
      const parent = byHandle.get(sensor.parent)!
      // A maker's rendition of a PixArt part is its own family (Focus Pro 30K is not a PAW3950).
      if (parent.brand !== sensor.brand) break
      sensor = parent
    }
    if (!sensor) return handle
    return `${sensor.brand}|${sensor.model.split(/[\s-]/)[0]!.toLowerCase()}`
  }
}

/**
 * A sensor as a page names it, by the import's alias rule (createSensorMatcher); but a bare family
 * name ("HERO", "Logitech HERO") of a sensor whose generations are variants ("HERO 12K") names no
 * generation, so it matches none.
 */
export function createLedgerSensorMatcher(sensors: readonly Sensor[], brands: readonly Brand[]): (name: string) => Sensor | undefined {
  const matchSensor = createSensorMatcher(sensors, brands)
  const brandNames = new Map(brands.map((brand) => [brand.handle, brand.name]))
  return (name) => {
    const sensor = matchSensor(name)
    if (!sensor?.variant) return sensor
    const key = sensorKey(name)
    return [sensor.model, `${brandNames.get(sensor.brand) ?? ''} ${sensor.model}`].some((text) => sensorKey(text) === key) ? undefined : sensor
  }
}

export function applyChecks(input: ChecksInput): ChecksResult {
  const listed: Listed[] = []
  const makerKept: Listed[] = []
  const filled: FigureChange[] = []
  const changed: FigureChange[] = []
  const unmatchedParts = new Map<string, string[]>()
  const notAdded: Listed[] = []
  const added: string[] = []
  const checkedGroups: Record<string, number> = {}
  const checkedMice = new Set<string>()
  const figuresChecked = new Set<string>()
  let confirmed = 0

  const matchSwitch = createSensorMatcher(input.switches as unknown as Sensor[], input.brands)
  const matchEncoder = createSensorMatcher(input.encoders as unknown as Sensor[], input.brands)
  const sensorByHandle = new Map(input.sensors.map((sensor) => [sensor.handle, sensor]))
  const familyOf = sensorFamilies(input.sensors)
  /** A maker's rendition of a PixArt part (its `parent`, of another brand) names the same sensor. */
  const rendition = (a: string, b: string) => {
    const sensor = sensorByHandle.get(a)
    return sensor?.parent === b && sensorByHandle.get(b)?.brand !== sensor.brand
  }
  const agree: Agree = (field, a, b) => plainAgree(field, a, b) || (field === 'sensor' && (rendition(String(a), String(b)) || rendition(String(b), String(a))))
  const matchLedgerSensor = createLedgerSensorMatcher(input.sensors, input.brands)
  /** One sensor is the mouse maker's own and the other a PixArt part, and sensors.json does not link them. */
  const ownAndPixart = (a: string, b: string, mouse: Record<string, unknown>) => {
    const brands = [sensorByHandle.get(a)?.brand, sensorByHandle.get(b)?.brand]
    const own = (brand: string | undefined) => brand !== undefined && (brand === mouse.brand || brand === mouse.collab_brand)
    return ((own(brands[0]) && brands[1] === 'pixart') || (own(brands[1]) && brands[0] === 'pixart')) && !agree('sensor', a, b)
  }
  /** A value as a note shows it: a sensor by its name. */
  const show = (field: string, value: Value) => {
    const sensor = field === 'sensor' ? sensorByHandle.get(String(value)) : undefined
    return sensor ? [sensor.model, sensor.variant].filter(Boolean).join(' ') : String(value)
  }
  const brandIndex = indexBrands(input.brands)

  const mice = input.mice.map((mouse) => ({ ...mouse }))
  const byHandle = new Map(mice.map((mouse, index) => [mouse.handle, index]))
  const sources = new Map<string, FieldSources>([...input.sources].map(([handle, fields]) => [handle, { ...fields }]))
  const byOpendbName = new Map<string, string>()
  for (const mouse of mice) for (const name of mouse.opendb_names ?? []) byOpendbName.set(name, mouse.handle)
  const mouseParts = input.mouseParts.map((row) => ({ ...row }))
  const partRowOf = (handle: string, part: 'switch' | 'encoder') =>
    mouseParts.find((row) => (row.mouse ?? byOpendbName.get(row.opendb_name ?? '')) === handle && row[part] !== undefined)

  // Rows by mouse, in ledger order (file, then the file's order: by mouse, then address).
  const rowsByMouse = new Map<string, { row: LedgerRow; brand: string }[]>()
  let rowCount = 0
  const knownBrands = new Set(input.brands.map((brand) => brand.handle))
  for (const file of input.ledger) {
    if (!knownBrands.has(file.brand)) {
      rowCount += file.rows.length
      for (const row of file.rows) listed.push({ mouse: row.mouse, why: `${file.file}: "${file.brand}" is not a brand of brands.json (add it there to apply these rows); not applied`, url: row.source.url })
      continue
    }
    for (const row of file.rows) {
      rowCount++
      if (input.without !== undefined && row.source.kind === input.without) continue
      rowsByMouse.set(row.mouse, [...(rowsByMouse.get(row.mouse) ?? []), { row, brand: file.brand }])
    }
  }
  const unmatched = (name: string, mouse: string) => unmatchedParts.set(name, [...new Set([...(unmatchedParts.get(name) ?? []), mouse])].sort(compare))

  for (const handle of [...rowsByMouse.keys()].sort(compare)) {
    const entries = rowsByMouse.get(handle)!
    const index = byHandle.get(handle)
    const existing = index === undefined ? undefined : mice[index]!
    const rows = entries.map((entry) => entry.row)
    const brands = new Set(entries.map((entry) => entry.brand))

    if (existing) {
      const wrongBrand = [...brands].filter((brand) => brand !== existing.brand && brand !== existing.collab_brand)
      if (wrongBrand.length > 0) {
        listed.push({ mouse: handle, why: `rows in ${wrongBrand.map((brand) => `${brand}.json`).join(', ')}, but the mouse is a ${existing.brand} mouse; not applied` })
        continue
      }
      const saysMissing = rows.filter((row) => !row.in_catalogue)
      for (const row of saysMissing) listed.push({ mouse: handle, why: `the row says the mouse is not in the catalogue, but a mouse has this handle; not applied`, url: row.source.url })
      applyToMouse(handle, index!, rows.filter((row) => row.in_catalogue))
      continue
    }
    const inCatalogue = rows.filter((row) => row.in_catalogue)
    for (const row of inCatalogue) listed.push({ mouse: handle, why: 'no mouse of the catalogue has this handle (in_catalogue true); not applied', url: row.source.url })
    const newRows = rows.filter((row) => !row.in_catalogue)
    if (newRows.length > 0) addMouse(handle, [...brands][0]!, newRows)
  }

  /** The candidates of each figure of `rows`, parts matched (unmatched names listed). */
  function candidatesOf(handle: string, rows: readonly LedgerRow[]): Map<LedgerFigure, Candidate[]> {
    const out = new Map<LedgerFigure, Candidate[]>()
    for (const row of rows) {
      for (const figure of Object.keys(row.figures) as LedgerFigure[]) {
        let value = row.figures[figure] as Value
        if (figure === 'sensor' || figure === 'switch' || figure === 'encoder') {
          const matcher = figure === 'sensor' ? matchLedgerSensor : figure === 'switch' ? matchSwitch : matchEncoder
          const part = matcher(String(value))
          if (!part) {
            unmatched(`${figure}: ${String(value)}`, handle)
            continue
          }
          value = part.handle
        }
        out.set(figure, [...(out.get(figure) ?? []), { value, row }])
      }
    }
    return out
  }

  function applyToMouse(handle: string, index: number, rows: readonly LedgerRow[]): void {
    if (rows.length === 0) return
    const mouse = mice[index]! as Record<string, unknown>
    const before = { ...mouse }
    const fieldSources = sources.get(handle) ?? {}
    const sourcesBefore = { ...fieldSources }
    const candidates = candidatesOf(handle, rows)
    const groupNotes: Partial<Record<FigureGroup, string[]>> = {}
    const checkedBy: Partial<Record<FigureGroup, Map<string, Checker>>> = {}
    const changes: FigureChange[] = []
    const note = (group: FigureGroup, text: string) => (groupNotes[group] = [...(groupNotes[group] ?? []), text])
    const check = (group: FigureGroup, row: LedgerRow, field: string) => {
      const map = (checkedBy[group] ??= new Map())
      const entry = map.get(row.source.url) ?? { source: checkedSource(row), count: 0, maker: row.source.kind === 'maker', key: false }
      entry.count++
      entry.key ||= keyFigures.has(field)
      map.set(row.source.url, entry)
      figuresChecked.add(handle)
    }
    let confirmedHere = 0

    for (const figure of mouseFigures) {
      const field = fieldOf[figure]!
      const group = groupOfField.get(field)!
      const resolution = resolve(field, candidates.get(figure) ?? [], handle, listed, agree)
      if (!resolution) continue
      const source = checkedSource(resolution.row)
      for (const outvoted of resolution.outvoted) note(group, `${outvoted.row.source.publisher} gives ${field.replace(/_/g, ' ')} ${String(outvoted.value)}; the maker's figure is taken`)
      const old = mouse[field] as Value | undefined
      const oldSource = fieldSources[field]
      if (old !== undefined && agree(field, old, resolution.value)) {
        // A less precise date confirms the year; the catalogue's more precise one keeps its source.
        if (field === 'released' && String(resolution.value).length < String(old).length) continue
        const moreDate = field === 'released' && String(resolution.value).length > String(old).length
        // The source names the maker's rendition of the catalogue's PixArt part: the more specific name.
        const moreSensor = field === 'sensor' && old !== resolution.value && rendition(String(resolution.value), String(old))
        if (moreDate || moreSensor) {
          changes.push({ mouse: handle, field, old, value: resolution.value, changeClass: moreDate ? 'released' : 'sensor', source })
          mouse[field] = resolution.value
        } else confirmedHere++
        fieldSources[field] = source
        check(group, resolution.row, field)
        continue
      }
      const publisher = resolution.row.source.publisher
      const label = field.replace(/_/g, ' ')
      if (old !== undefined && resolution.row.source.kind === 'review' && oldSource?.kind === 'maker' && (oldSource.checked !== undefined || measuredFields.has(field))) {
        const why = oldSource.checked ? "the maker's page wins" : "a reviewer's measurement does not replace the maker's specification"
        makerKept.push({ mouse: handle, field, why: `${publisher} gives ${show(field, resolution.value)}, the maker's figure in the catalogue is ${show(field, old)}: ${why}`, url: resolution.row.source.url })
        note(group, `${publisher} gives ${label} ${show(field, resolution.value)}; the maker's ${show(field, old)} is kept`)
        continue
      }
      if (field === 'sensor' && old !== undefined && ownAndPixart(String(old), String(resolution.value), mouse)) {
        listed.push({ mouse: handle, field, why: `${publisher} names ${show(field, resolution.value)}, the catalogue ${show(field, old)}: a maker's own sensor and a PixArt part may be one sensor under two names (sensors.json links them by parent); not applied`, url: resolution.row.source.url })
        note(group, `${publisher} gives sensor ${show(field, resolution.value)}, a PixArt part the maker's own ${show(field, old)} may be: not taken`)
        continue
      }
      if (field === 'shape' && old === 'hybrid') {
        listed.push({ mouse: handle, field, why: `${publisher} calls it ${String(resolution.value)}; the editors describe a hybrid shell: not applied`, url: resolution.row.source.url })
        note(group, `${publisher} gives shape ${String(resolution.value)}; the editors' hybrid is kept`)
        continue
      }
      // A figure recorded as the maker's but never checked against a page gives way to one read on a page; the row says so.
      if (old !== undefined && oldSource?.kind === 'maker' && !oldSource.checked) note(group, `${label} ${show(field, resolution.value)} from ${publisher} replaces ${show(field, old)} (recorded as the maker's, with no page to check it)`)
      const change: FigureChange = { mouse: handle, field, ...(old !== undefined ? { old } : {}), value: resolution.value, changeClass: classify(field, old, resolution.value, mouse, (h) => sensorByHandle.get(h), familyOf), source }
      mouse[field] = resolution.value
      fieldSources[field] = source
      check(group, resolution.row, field)
      changes.push(change)
      if (field === 'polling_rate' && resolution.row.notes && separateReceiver.test(resolution.row.notes)) note(group, `polling rate: ${resolution.row.notes}`)
    }
    // The polling note also stands when the polling rate was confirmed.
    const polling = resolve('polling_rate', candidates.get('polling_rate') ?? [], handle, [], agree)
    if (polling?.row.notes && separateReceiver.test(polling.row.notes) && !(groupNotes.sensor ?? []).some((text) => text.startsWith('polling rate:'))) note('sensor', `polling rate: ${polling.row.notes}`)

    // Consequences that would contradict.
    const dims = ['length', 'width', 'height'] as const
    const [length, width, height] = dims.map((field) => mouse[field] as number | undefined)
    if (length !== undefined && width !== undefined && height !== undefined && !(length > width && width > height)) {
      listed.push({ mouse: handle, field: 'length', why: `the checked dimensions would give ${length} × ${width} × ${height} mm (length > width > height fails): dimensions not applied` })
      note('dimensions', `the checked dimensions would give ${length} × ${width} × ${height} mm: not applied`)
      for (const field of dims) {
        mouse[field] = before[field]
        if (sourcesBefore[field]) fieldSources[field] = sourcesBefore[field]
        else delete fieldSources[field]
      }
      for (let i = changes.length - 1; i >= 0; i--) if ((dims as readonly string[]).includes(changes[i]!.field)) changes.splice(i, 1)
    }
    if (mouse.hand_compatibility === 'ambidextrous' && (mouse.shape !== 'symmetrical' || (typeof mouse.side_buttons === 'number' && mouse.side_buttons % 2 !== 0))) {
      listed.push({ mouse: handle, field: 'hand_compatibility', why: 'ambidextrous needs a symmetrical shell with side buttons in pairs: hand, shape and side buttons not applied' })
      note('shape', 'the checked hand, shape and side buttons contradict each other (ambidextrous needs a symmetrical shell with side buttons in pairs): not applied')
      for (const field of ['hand_compatibility', 'shape', 'side_buttons'] as const) {
        mouse[field] = before[field]
        if (sourcesBefore[field]) fieldSources[field] = sourcesBefore[field]
        else delete fieldSources[field]
      }
      for (let i = changes.length - 1; i >= 0; i--) if (['hand_compatibility', 'shape', 'side_buttons'].includes(changes[i]!.field)) changes.splice(i, 1)
    }
    const sensor = typeof mouse.sensor === 'string' ? sensorByHandle.get(mouse.sensor) : undefined
    const dpiStated = (candidates.get('dpi') ?? []).length > 0
    if (sensor?.dpi !== undefined && typeof mouse.dpi === 'number' && mouse.dpi > sensor.dpi && mouse.sensor !== before.sensor && !dpiStated) {
      changes.push({ mouse: handle, field: 'dpi', old: mouse.dpi, changeClass: 'dpi-unconfirmed', source: checkedSource(resolve('sensor', candidates.get('sensor') ?? [], handle, [], agree)!.row) })
      delete mouse.dpi
      delete fieldSources.dpi
    }

    // A checked DPI above its sensor's rating is the mouse's own setting as the page states it: the row says so.
    const finalSensor = typeof mouse.sensor === 'string' ? sensorByHandle.get(mouse.sensor) : undefined
    if (finalSensor?.dpi !== undefined && typeof mouse.dpi === 'number' && mouse.dpi > finalSensor.dpi && fieldSources.dpi?.checked) {
      note('sensor', `the mouse offers ${mouse.dpi} DPI, above its sensor's rated ${finalSensor.dpi}, as ${fieldSources.dpi.publisher} states`)
    }
    for (const change of changes) (change.old === undefined ? filled : changed).push(change)
    confirmed += confirmedHere

    // Group sources: the checked source that covers most of the group's figures leads (the maker's on a tie).
    const touched = new Set<FigureGroup>()
    for (const group of figureGroupNames) {
      const figuresChanged = changes.some((change) => groupOfField.get(change.field) === group)
      if (checkedBy[group] || figuresChanged || groupNotes[group]) touched.add(group)
    }
    const leads = leadsOf(checkedBy)
    for (const group of Object.keys(leads)) {
      checkedGroups[group] = (checkedGroups[group] ?? 0) + 1
      checkedMice.add(handle)
    }
    sources.set(handle, fieldSources)
    mice[index] = recomposeSources(mouse as MergedMouse, fieldSources, touched, leads, groupNotes)

    // Parts: a check that names the mouse's own part marks its source checked.
    for (const part of ['switch', 'encoder'] as const) {
      const resolution = resolve(part, candidates.get(part) ?? [], handle, listed, agree)
      if (!resolution) continue
      const row = partRowOf(handle, part)
      if (row && row[part] === resolution.value) {
        const key = part === 'switch' ? 'switch_source' : 'encoder_source'
        row[key] = orderedSource({ ...checkedSource(resolution.row), ...(row[key]?.note ? { note: row[key]!.note } : {}) }) as MousePart['switch_source']
        checkedGroups[part] = (checkedGroups[part] ?? 0) + 1
        checkedMice.add(handle)
        confirmed++
      } else {
        listed.push({ mouse: handle, field: part, why: row ? `${resolution.row.source.publisher} names ${String(resolution.value)}, mouse-parts.json ${String(row[part])}: for mouse-parts.json's editors` : `${resolution.row.source.publisher} names ${String(resolution.value)}; mouse-parts.json has none: for its editors`, url: resolution.row.source.url })
      }
    }
  }

  function addMouse(handle: string, brand: string, rows: readonly LedgerRow[]): void {
    const candidates = candidatesOf(handle, rows)
    const figures: Partial<Record<FigureField, Value>> = {}
    const fieldSources: FieldSources = {}
    const notes: Partial<Record<FigureGroup, string[]>> = {}
    const counts: Partial<Record<FigureGroup, Map<string, Checker>>> = {}
    for (const figure of mouseFigures) {
      const field = fieldOf[figure]!
      const resolution = resolve(field, candidates.get(figure) ?? [], handle, listed, agree)
      if (!resolution) continue
      const group = groupOfField.get(field)!
      figures[field] = resolution.value
      fieldSources[field] = checkedSource(resolution.row)
      const map = (counts[group] ??= new Map())
      const entry = map.get(resolution.row.source.url) ?? { source: checkedSource(resolution.row), count: 0, maker: resolution.row.source.kind === 'maker', key: false }
      entry.count++
      entry.key ||= keyFigures.has(field)
      map.set(resolution.row.source.url, entry)
      for (const outvoted of resolution.outvoted) notes[group] = [...(notes[group] ?? []), `${outvoted.row.source.publisher} gives ${field.replace(/_/g, ' ')} ${String(outvoted.value)}; the maker's figure is taken`]
      if (field === 'polling_rate' && resolution.row.notes && separateReceiver.test(resolution.row.notes)) notes[group] = [...(notes[group] ?? []), `polling rate: ${resolution.row.notes}`]
    }
    const missing = (['length', 'width', 'height', 'wireless'] as const).filter((field) => figures[field] === undefined)
    if (missing.length > 0) {
      notAdded.push({ mouse: handle, why: `the sources give no ${missing.join(', ')}` })
      return
    }
    const { length, width, height } = figures as { length: number; width: number; height: number }
    if (!(length > width && width > height)) {
      notAdded.push({ mouse: handle, why: `${length} × ${width} × ${height} mm: length > width > height fails` })
      return
    }
    if (figures.hand_compatibility === 'ambidextrous' && (figures.shape !== 'symmetrical' || (typeof figures.side_buttons === 'number' && figures.side_buttons % 2 !== 0))) {
      delete figures.hand_compatibility
      listed.push({ mouse: handle, field: 'hand_compatibility', why: 'ambidextrous needs a symmetrical shell with side buttons in pairs: not applied' })
    }
    const sensor = typeof figures.sensor === 'string' ? sensorByHandle.get(figures.sensor) : undefined
    // A sensor whose maximum is not known bounds nothing.
    if (sensor?.dpi !== undefined && typeof figures.dpi === 'number' && figures.dpi > sensor.dpi) {
      listed.push({ mouse: handle, field: 'dpi', why: `${figures.dpi} DPI is above its sensor's maximum (${sensor.dpi}): one of the two is wrong, the DPI is left out` })
      delete figures.dpi
    }
    const brandRow = brandIndex.byHandle.get(brand)!
    const names = [...rows].sort((a, b) => Number(b.source.kind === 'maker') - Number(a.source.kind === 'maker'))
    const model = withoutBrand(names[0]!.name, brandRow, undefined).trim()
    if (model === '') {
      notAdded.push({ mouse: handle, why: `the name "${names[0]!.name}" has no model once the brand is taken off` })
      return
    }
    const key = sameMouseKey(brand, undefined, model, undefined, figures.wireless as boolean)
    const twin = mice.find((mouse) => sameMouseKey(mouse.brand, mouse.collab_brand, mouse.model, mouse.variant, mouse.wireless) === key)
    if (twin) {
      notAdded.push({ mouse: handle, why: `reads as ${twin.handle} (same brand, model and connection): not added twice; check its handle` })
      return
    }
    if (modelKey(model) === '') {
      notAdded.push({ mouse: handle, why: `the name "${names[0]!.name}" has no model` })
      return
    }
    const row: Record<string, unknown> = { handle, brand, model, ...figures }
    const leads = leadsOf(counts)
    for (const group of Object.keys(leads)) checkedGroups[group] = (checkedGroups[group] ?? 0) + 1
    const mouse = recomposeSources(row as MergedMouse, fieldSources, new Set(figureGroupNames.filter((group) => counts[group])), leads, notes)
    for (const group of figureGroupNames) if (!counts[group]) delete (mouse as Record<string, unknown>)[sourceKeyOf[group]]
    mice.push(mouse)
    byHandle.set(handle, mice.length - 1)
    sources.set(handle, fieldSources)
    added.push(handle)
    checkedMice.add(handle)
  }

  return {
    mice,
    sources,
    mouseParts,
    rowCount,
    miceNamed: rowsByMouse.size,
    checkedMice: [...checkedMice].sort(compare),
    miceWithFiguresChecked: new Set([...figuresChecked, ...checkedMice]).size,
    checkedGroups,
    confirmed,
    filled,
    changed,
    makerKept,
    listed,
    unmatchedParts,
    added: added.sort(compare),
    notAdded,
  }
}
