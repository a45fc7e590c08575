/**
 * `npm run catalogue:import`, the pure part: the vendored BuildCores OpenDB mouse extract
 * (supabase/seed/vendor/buildcores-opendb/, ODC-By 1.0) → the rows of mice-opendb.json, and what
 * was left out, corrected, unified or merged, and why. Deterministic: the same extract, brands,
 * sensors, corrections and curated mice give byte-identical output.
 *
 * Per extract row, in order:
 * 1. opendb-corrections.json may exclude the row, or set its brand, model, handle, parent or
 *    figures (each with its reason).
 * 2. Brand: the manufacturer column or the start of the name, matched to brands.json names and
 *    aliases (opendb-names.ts); a collaboration "A x B" keeps both brands.
 * 3. Model: the name without its brand and without retail wording ("Wireless Optical Gaming Mouse
 *    - Black"); colours go to example_types.
 * 4. Rules that leave a row out: no length, width or height; a length not greater than the width
 *    or a height not below it; dimensions outside the tables' ranges; an office mouse (a polling
 *    rate of 125 Hz or less, unless a correction says it is a gaming mouse).
 * 5. Rules that set a figure to not known, recorded on the row: a weight outside 25–200 g; a
 *    polling rate no mouse offers; a DPI above the matched sensor's maximum.
 * 6. Sensor: matched to sensors.json by model, brand and model, or alias, after normalising
 *    (case, "PixArt", "Optical Sensor", spaces and hyphens); no match → not known, counted.
 * 7. "Ambidextrous" is a symmetrical shell; hand compatibility is never read from the extract.
 * Rows that are the same mouse (same brand, same model once descriptive words are ignored, same
 * connection; or a correction's handle; or a curated mouse's) merge into one mouse that keeps every
 * name it came from. Figures the merged rows disagree on take the most common value, recorded.
 */
import { parseCsv } from './csv.ts'
import { brandPrefix, handleWords, indexBrands, modelKey, readBrand, readModel, withoutBrand, type BrandIndex } from './opendb-names.ts'
import { pollingRates, type Brand, type CorrectionRecord, type CuratedMouse, type ImportedMouse, type OpendbCorrection, type Sensor, type Source } from './schemas.ts'

export interface OpendbImportInput {
  csv: string
  brands: readonly Brand[]
  sensors: readonly Sensor[]
  corrections: readonly OpendbCorrection[]
  curated: readonly CuratedMouse[]
}

/** Why a row was left out; the report counts rows by rule. */
export const exclusionRules = {
  editors: "left out by the editors (opendb-corrections.json), each with its reason",
  office: 'an office mouse: a polling rate of 125 Hz or less',
  'no-dimensions': 'no length, width or height',
  'impossible-dimensions': 'dimensions that cannot be right (length not greater than width, height not below width, or outside 60–160 × 40–100 × 20–60 mm)',
  'unknown-brand': 'a manufacturer that is not a brand of brands.json',
} as const
export type ExclusionRule = keyof typeof exclusionRules

export interface Exclusion {
  opendb_name: string
  line: number
  rule: ExclusionRule
  reason: string
}

export interface BrandUnification {
  /** The manufacturer column as the extract spells it (trimmed). */
  manufacturer: string
  brand: string
  rows: number
}

export interface ImportResult {
  mice: ImportedMouse[]
  excluded: Exclusion[]
  /** Extract rows read. */
  rowCount: number
  unifications: BrandUnification[]
  /** Sensor names of imported rows that matched no sensor of sensors.json → rows. */
  unmatchedSensors: Map<string, number>
  /** Imported mice that overlay a curated mouse of mice.json (same handle). */
  overlays: string[]
  /**
   * Rows the rules read as one mouse whose figures say they are not (dimensions 1 mm apart, weights
   * 5 g, another sensor): an editor decides with opendb-corrections.json (a handle to confirm the
   * merge, a model to tell them apart). `catalogue:check` fails while any is left.
   */
  doubtfulMerges: { handle: string; names: string[]; why: string }[]
}

const figureOf = (text: string | undefined): number | undefined => {
  if (text === undefined || text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

/** Sensor names normalised for matching: case, "PixArt", "Optical Sensor", spaces and hyphens. */
export function sensorKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/\boptical sensor\b|\bsensor\b|\boptical\b/g, ' ')
    .replace(/^\s*pixart\b/, ' ')
    .replace(/[^a-z0-9]+/g, '')
}

/** Finds the sensors.json row an extract sensor name means, or undefined. */
export function createSensorMatcher(sensors: readonly Sensor[], brands: readonly Brand[]): (name: string) => Sensor | undefined {
  const brandName = new Map(brands.map((brand) => [brand.handle, brand.name]))
  const owners = new Map<string, Set<Sensor>>()
  const add = (key: string, sensor: Sensor) => {
    if (key === '') return
    const set = owners.get(key) ?? new Set<Sensor>()
    set.add(sensor)
    owners.set(key, set)
  }
  for (const sensor of sensors) {
    const brand = brandName.get(sensor.brand) ?? ''
    const collab = sensor.collab_brand ? (brandName.get(sensor.collab_brand) ?? '') : ''
    const full = [sensor.model, sensor.variant].filter(Boolean).join(' ')
    for (const text of [full, `${brand} ${full}`, `${brand} ${collab} ${full}`, sensor.model, `${brand} ${sensor.model}`, ...(sensor.aliases ?? [])]) add(sensorKey(text), sensor)
  }
  // A key two sensors share (a bare model and another's variant) matches neither: no guessing.
  const unique = new Map([...owners].filter(([, set]) => set.size === 1).map(([key, set]) => [key, [...set][0]!]))
  // Exact model, then the longest key: a variant's own key wins over its base model's.
  const fullKeys = new Map(sensors.map((sensor) => [sensorKey([sensor.model, sensor.variant].filter(Boolean).join(' ')), sensor]))
  return (name: string) => {
    const key = sensorKey(name)
    if (key === '') return undefined
    return unique.get(key) ?? (fullKeys.has(key) && owners.get(key)?.size === 1 ? fullKeys.get(key) : undefined)
  }
}

interface ReadRow {
  name: string
  line: number
  brand: string
  collab?: string
  model: string
  variant?: string
  handle: string
  /** The handle was given (correction or curated match), not generated. */
  fixedHandle: boolean
  /** The handle comes from a correction: an editor said which mouse the row is. */
  handleFromCorrection: boolean
  /** The sensor: its handle when matched, else the extract's name without a brand, normalised. */
  sensorText: string
  parent?: string
  colours: string[]
  wireless: boolean
  figures: Partial<Record<FigureField, string | number | boolean>>
  /** Figures whose value comes from a correction with a source. */
  sourced: Partial<Record<FigureField, Source>>
  records: CorrectionRecord[]
  modelFromCorrection: boolean
}

const figureFields = ['released', 'size', 'length', 'width', 'height', 'weight', 'wireless', 'sensor', 'dpi', 'polling_rate', 'shape'] as const
type FigureField = (typeof figureFields)[number]
const dimensionFields: readonly FigureField[] = ['released', 'size', 'length', 'width', 'height', 'weight', 'wireless']
const sensorFields: readonly FigureField[] = ['sensor', 'dpi', 'polling_rate']

function mouseHandle(brand: string, collab: string | undefined, model: string, variant: string | undefined): string {
  return [brand, collab ? `x-${collab}` : '', handleWords(model), variant ? handleWords(variant) : ''].filter(Boolean).join('-').slice(0, 120).replace(/-+$/, '')
}

/** The key that says a row and a curated mouse (or two rows) are the same mouse. */
export function sameMouseKey(brand: string, collab: string | undefined, model: string, variant: string | undefined, wireless: boolean | undefined): string {
  return [brand, collab ?? '', modelKey(`${model} ${variant ?? ''}`), wireless === undefined ? '?' : wireless ? 'wireless' : 'wired'].join('|')
}

export function importOpendb(input: OpendbImportInput): ImportResult {
  const table = parseCsv(input.csv)
  const brandIndex = indexBrands(input.brands)
  const matchSensor = createSensorMatcher(input.sensors, input.brands)
  const sensorByHandle = new Map(input.sensors.map((sensor) => [sensor.handle, sensor]))
  const correctionByName = new Map(input.corrections.map((correction) => [correction.opendb_name, correction]))
  const curatedByKey = new Map<string, string>()
  for (const mouse of input.curated) curatedByKey.set(sameMouseKey(mouse.brand, mouse.collab_brand, mouse.model, mouse.variant, mouse.wireless), mouse.handle)
  const curatedHandles = new Set(input.curated.map((mouse) => mouse.handle))

  const excluded: Exclusion[] = []
  const unifications = new Map<string, BrandUnification>()
  const unmatchedSensors = new Map<string, number>()
  const rows: ReadRow[] = []

  table.rows.forEach((raw, index) => {
    const line = table.lines[index]!
    const name = raw.name ?? ''
    const correction = correctionByName.get(name)
    const exclude = (rule: ExclusionRule, reason: string) => excluded.push({ opendb_name: name, line, rule, reason })
    if (correction?.exclude) return exclude('editors', correction.reason)

    const records: CorrectionRecord[] = []
    const set = correction?.set ?? {}
    const figures: ReadRow['figures'] = {}
    const sourced: ReadRow['sourced'] = {}
    const setFigure = <F extends FigureField>(field: F, extract: string, value: string | number | boolean | undefined) => {
      if (field in set) {
        const corrected = set[field as keyof typeof set]
        if (corrected === null || corrected === undefined) {
          records.push({ field, opendb: extract, reason: correction!.reason })
        } else {
          figures[field] = corrected
          if (correction?.source) sourced[field] = correction.source
          if (String(corrected) !== extract) records.push({ field, opendb: extract, value: corrected, reason: correction!.reason, ...(correction?.source ? { source: correction.source } : {}) })
        }
        return
      }
      if (value !== undefined) figures[field] = value
    }

    const pollingText = (raw.polling_rate_hz ?? '').trim()
    const polling = figureOf(pollingText)
    if (polling !== undefined && polling <= 125 && !correction?.gaming && !('polling_rate' in set)) return exclude('office', `polling rate ${pollingText} Hz: an office mouse, not a gaming one`)

    const lengthText = raw.length_mm ?? ''
    const widthText = raw.width_mm ?? ''
    const heightText = raw.height_mm ?? ''
    setFigure('length', lengthText, figureOf(lengthText))
    setFigure('width', widthText, figureOf(widthText))
    setFigure('height', heightText, figureOf(heightText))
    const length = figures.length as number | undefined
    const width = figures.width as number | undefined
    const height = figures.height as number | undefined
    if (length === undefined || width === undefined || height === undefined) return exclude('no-dimensions', 'the extract gives no length, width or height')
    if (!(length > width)) return exclude('impossible-dimensions', `length ${length} mm is not greater than width ${width} mm`)
    if (!(height < width)) return exclude('impossible-dimensions', `height ${height} mm is not below width ${width} mm`)
    if (length < 60 || length > 160 || width < 40 || width > 100 || height < 20 || height > 60) return exclude('impossible-dimensions', `${length} × ${width} × ${height} mm is outside 60–160 × 40–100 × 20–60 mm`)

    const manufacturer = (raw.manufacturer ?? '').trim()
    const reading = readBrand(name, manufacturer, brandIndex)
    const brand = correction?.brand ?? reading.brand
    const collab = correction?.collab_brand ?? reading.collab_brand
    if (!brand) return exclude('unknown-brand', `the manufacturer "${manufacturer}" is not a brand (or alias) of brands.json`)
    if (correction?.brand && correction.brand !== reading.brand) records.push({ field: 'brand', opendb: manufacturer, value: correction.brand, reason: correction.reason })
    else if (reading.nameOverrides !== undefined) records.push({ field: 'brand', opendb: manufacturer, value: brand, reason: `the manufacturer column says "${manufacturer}", the name and the figures are a ${brandIndex.byHandle.get(brand)!.name} mouse` })
    const unificationKey = `${manufacturer}\u0000${brand}${collab ? ` x ${collab}` : ''}`
    const unification = unifications.get(unificationKey) ?? { manufacturer, brand: collab ? `${brand} x ${collab}` : brand, rows: 0 }
    unification.rows++
    unifications.set(unificationKey, unification)

    const brandRow = brandIndex.byHandle.get(brand)!
    const collabRow = collab ? brandIndex.byHandle.get(collab) : undefined
    const modelReading = readModel(withoutBrand(name, brandRow, collabRow))
    const model = correction?.model ?? modelReading.model
    if (model === '') return exclude('editors', 'the name has no model once its brand is taken off; give the model in opendb-corrections.json')

    const weightText = raw.weight_g ?? ''
    const weight = figureOf(weightText)
    if (weight !== undefined && (weight < 25 || weight > 200) && !('weight' in set)) records.push({ field: 'weight', opendb: weightText, reason: `${weightText} g is outside 25–200 g: not a plausible figure, so not known` })
    setFigure('weight', weightText, weight !== undefined && weight >= 25 && weight <= 200 ? weight : undefined)

    const connectivity = raw.connectivity ?? ''
    let wirelessValue = /wireless|bluetooth/i.test(connectivity) ? true : /wired/i.test(connectivity) ? false : undefined
    // A mouse whose own name says wireless is wireless, whatever the connectivity column says.
    if (wirelessValue === false && /\b(wireless|bluetooth)\b/i.test(name) && !('wireless' in set)) {
      records.push({ field: 'wireless', opendb: connectivity, value: true, reason: `the name says wireless; the connectivity column says "${connectivity}"` })
      wirelessValue = true
    }
    setFigure('wireless', connectivity, wirelessValue)
    if (figures.wireless === undefined) return exclude('no-dimensions', 'the extract does not say whether it is wired or wireless')

    if (polling !== undefined && !(pollingRates as readonly number[]).includes(polling) && !('polling_rate' in set)) records.push({ field: 'polling_rate', opendb: pollingText, reason: `${pollingText} Hz is not a polling rate mice offer (${pollingRates.join(', ')}), so not known` })
    setFigure('polling_rate', pollingText, polling !== undefined && (pollingRates as readonly number[]).includes(polling) ? polling : undefined)

    const sensorText = (raw.sensor ?? '').trim()
    const matched = sensorText === '' ? undefined : matchSensor(sensorText)
    if (sensorText !== '' && !matched && !('sensor' in set)) unmatchedSensors.set(sensorText, (unmatchedSensors.get(sensorText) ?? 0) + 1)
    setFigure('sensor', sensorText, matched?.handle)
    const sensor = typeof figures.sensor === 'string' ? sensorByHandle.get(figures.sensor) : undefined

    const dpiText = (raw.max_dpi ?? '').trim()
    const dpi = figureOf(dpiText)
    let dpiValue = dpi !== undefined && Number.isInteger(dpi) && dpi >= 100 && dpi <= 100000 ? dpi : undefined
    if (dpi !== undefined && dpiValue === undefined && !('dpi' in set)) records.push({ field: 'dpi', opendb: dpiText, reason: `${dpiText} DPI is not a plausible maximum, so not known` })
    if (dpiValue !== undefined && sensor?.dpi !== undefined && dpiValue > sensor.dpi && !('dpi' in set)) {
      records.push({ field: 'dpi', opendb: dpiText, reason: `${dpiText} DPI is above the maximum of its sensor, the ${sensor.model}${sensor.variant ? ` ${sensor.variant}` : ''} (${sensor.dpi}): one of the two is wrong, so the DPI is not known` })
      dpiValue = undefined
    }
    setFigure('dpi', dpiText, dpiValue)

    const shapeText = (raw.shape ?? '').trim()
    setFigure('shape', shapeText, shapeText === 'Ambidextrous' ? 'symmetrical' : shapeText === 'Ergonomic' ? 'ergonomic' : undefined)
    const sizeText = (raw.size ?? '').trim()
    setFigure('size', sizeText, ['Small', 'Medium', 'Large'].includes(sizeText) ? sizeText.toLowerCase() : undefined)
    const yearText = (raw.release_year ?? '').trim()
    setFigure('released', yearText, /^(19|20)\d\d$/.test(yearText) ? yearText : undefined)

    // A mouse cannot come out before its sensor: one of the two is wrong.
    const released = figures.released as string | undefined
    if (released && sensor?.released && released < sensor.released.slice(0, 4) && !('released' in set)) {
      records.push({ field: 'released', opendb: yearText, reason: `${yearText} is before its sensor, the ${sensor.model}, came out (${sensor.released}): not known` })
      delete figures.released
    }

    const variant = correction?.variant
    const wireless = figures.wireless as boolean
    const curatedHandle = curatedByKey.get(sameMouseKey(brand, collab, model, variant, wireless))
    const handle = correction?.handle ?? curatedHandle ?? mouseHandle(brand, collab, model, variant)
    rows.push({
      name,
      line,
      brand,
      collab,
      model,
      variant,
      handle,
      fixedHandle: correction?.handle !== undefined || curatedHandle !== undefined,
      handleFromCorrection: correction?.handle !== undefined,
      sensorText: typeof figures.sensor === 'string' ? figures.sensor : sensorKey(sensorText.slice(brandPrefix(sensorText, brandIndex)?.length ?? 0)),
      parent: correction?.parent,
      colours: modelReading.colours,
      wireless,
      figures,
      sourced,
      records,
      modelFromCorrection: correction?.model !== undefined,
    })
  })

  // A wired and a wireless mouse of the same name are two mice: the one whose connection differs
  // from the curated (or corrected) mouse of that handle, or else the wireless one, is named
  // "… Wireless" (or "… Wired").
  const curatedWireless = new Map(input.curated.map((mouse) => [mouse.handle, mouse.wireless]))
  const connections = new Map<string, Set<boolean>>()
  const fixedConnection = new Map<string, boolean>()
  for (const [handle, wireless] of curatedWireless) if (wireless !== undefined) connections.set(handle, new Set([wireless]))
  for (const row of rows) {
    connections.set(row.handle, (connections.get(row.handle) ?? new Set()).add(row.wireless))
    if (row.fixedHandle && !fixedConnection.has(row.handle)) fixedConnection.set(row.handle, row.wireless)
  }
  for (const row of rows) {
    if (row.fixedHandle || connections.get(row.handle)!.size < 2) continue
    const keeps = curatedWireless.get(row.handle) ?? fixedConnection.get(row.handle) ?? false
    if (row.wireless === keeps) continue
    const word = row.wireless ? 'Wireless' : 'Wired'
    if (!new RegExp(`\\b${word}\\b`, 'i').test(row.model)) row.model = `${row.model} ${word}`
    const curatedHandle = curatedByKey.get(sameMouseKey(row.brand, row.collab, row.model, row.variant, row.wireless))
    row.handle = curatedHandle ?? mouseHandle(row.brand, row.collab, row.model, row.variant)
    if (curatedHandle) row.fixedHandle = true
  }

  // Same mouse key → one mouse (colour duplicates and retail titles of one model).
  const byKey = new Map<string, string>()
  for (const row of rows) {
    if (row.fixedHandle) continue
    const key = sameMouseKey(row.brand, row.collab, row.model, row.variant, row.wireless)
    const first = byKey.get(key)
    if (first === undefined) byKey.set(key, row.handle)
    else row.handle = first
  }

  const groups = new Map<string, ReadRow[]>()
  for (const row of rows) groups.set(row.handle, [...(groups.get(row.handle) ?? []), row])
  const doubtfulMerges: ImportResult['doubtfulMerges'] = []
  for (const [handle, group] of groups) {
    const unvouched = group.filter((row) => !row.handleFromCorrection)
    if (unvouched.length < 2) continue
    const why = mergeDoubts(unvouched)
    if (why.length > 0) doubtfulMerges.push({ handle, names: unvouched.map((row) => row.name), why: why.join('; ') })
  }
  const mice = [...groups.values()].map((group) => mergeRows(group)).sort((a, b) => (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0))
  return {
    mice,
    excluded,
    rowCount: table.rows.length,
    unifications: [...unifications.values()].sort((a, b) => (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : a.manufacturer < b.manufacturer ? -1 : 1)),
    unmatchedSensors,
    overlays: mice.filter((mouse) => curatedHandles.has(mouse.handle)).map((mouse) => mouse.handle),
    doubtfulMerges: doubtfulMerges.sort((a, b) => (a.handle < b.handle ? -1 : 1)),
  }
}

/** Why rows read as one mouse may not be: their figures differ more than one product's listings do. */
function mergeDoubts(group: readonly ReadRow[]): string[] {
  const doubts: string[] = []
  const spread = (field: FigureField) => {
    const values = group.map((row) => row.figures[field]).filter((value): value is number => typeof value === 'number')
    return values.length < 2 ? 0 : Math.max(...values) - Math.min(...values)
  }
  for (const field of ['length', 'width', 'height'] as const) if (spread(field) > 1) doubts.push(`${field} differs by ${spread(field).toFixed(1)} mm`)
  if (spread('weight') > 5) doubts.push(`weight differs by ${spread('weight').toFixed(1)} g`)
  const sensors = new Set(group.map((row) => row.sensorText).filter((text) => text !== ''))
  if (sensors.size > 1) doubts.push(`the sensors differ (${[...sensors].join(', ')})`)
  if (new Set(group.map((row) => row.wireless)).size > 1) doubts.push('wired and wireless')
  return doubts
}

/** The most common value of a field across a group's rows (ties: the first row's), and whether they disagreed. */
function vote(group: readonly ReadRow[], field: FigureField): { value: string | number | boolean | undefined; disagreement?: string } {
  const counts = new Map<string, { value: string | number | boolean; count: number; first: number }>()
  group.forEach((row, index) => {
    const value = row.figures[field]
    if (value === undefined) return
    const key = JSON.stringify(value)
    const entry = counts.get(key) ?? { value, count: 0, first: index }
    entry.count++
    counts.set(key, entry)
  })
  const entries = [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first)
  if (entries.length === 0) return { value: undefined }
  if (entries.length === 1) return { value: entries[0]!.value }
  return { value: entries[0]!.value, disagreement: entries.map((entry) => `${String(entry.value)} (${entry.count} row${entry.count === 1 ? '' : 's'})`).join(', ') }
}

function mergeRows(group: readonly ReadRow[]): ImportedMouse {
  const first = group.find((row) => row.modelFromCorrection) ?? group[0]!
  const records: CorrectionRecord[] = group.length === 1 ? [...first.records] : group.flatMap((row) => row.records.map((record) => ({ ...record, reason: `${record.reason} (row "${row.name}")` })))
  const figures: Partial<Record<FigureField, string | number | boolean>> = {}
  for (const field of figureFields) {
    const { value, disagreement } = vote(group, field)
    if (value !== undefined) figures[field] = value
    if (disagreement && field !== 'size') records.push({ field, opendb: disagreement, value, reason: 'the extract rows of this mouse disagree; the most common value is taken' })
  }
  const sourcedFields = (fields: readonly FigureField[]) => fields.filter((field) => figures[field] !== undefined && group.some((row) => row.sourced[field] !== undefined && row.figures[field] === figures[field]))
  const groupSource = (fields: readonly FigureField[]): Source => {
    const fromCorrections = sourcedFields(fields)
    if (fromCorrections.length === 0) return { kind: 'opendb' }
    const source = group.find((row) => row.sourced[fromCorrections[0]!])!.sourced[fromCorrections[0]!]!
    return { kind: 'opendb', note: `${fromCorrections.join(', ')} corrected from ${source.kind === 'maker' ? 'the maker' : source.kind}${source.note ? ` (${source.note})` : ''}` }
  }
  const colours = [...new Set(group.flatMap((row) => row.colours))]
  const parents = [...new Set(group.map((row) => row.parent).filter(Boolean))]
  const mouse: ImportedMouse = {
    handle: first.handle,
    brand: first.brand,
    ...(first.collab ? { collab_brand: first.collab, brands_separator: ' x ' } : {}),
    model: first.model,
    ...(first.variant ? { variant: first.variant } : {}),
    ...(parents.length > 0 ? { parent: parents[0]! } : {}),
    opendb_names: [...new Set(group.map((row) => row.name))],
    ...(figures.released !== undefined ? { released: String(figures.released) } : {}),
    ...(figures.size !== undefined ? { size: figures.size as 'small' | 'medium' | 'large' } : {}),
    length: figures.length as number,
    width: figures.width as number,
    height: figures.height as number,
    ...(figures.weight !== undefined ? { weight: figures.weight as number } : {}),
    wireless: figures.wireless as boolean,
    dimensions_source: groupSource(dimensionFields),
    ...(figures.sensor !== undefined ? { sensor: figures.sensor as string } : {}),
    ...(figures.dpi !== undefined ? { dpi: figures.dpi as number } : {}),
    ...(figures.polling_rate !== undefined ? { polling_rate: figures.polling_rate as ImportedMouse['polling_rate'] } : {}),
    ...(sensorFields.some((field) => figures[field] !== undefined) ? { sensor_source: groupSource(sensorFields) } : {}),
    ...(figures.shape !== undefined ? { shape: figures.shape as ImportedMouse['shape'], shape_source: groupSource(['shape']) } : {}),
    ...(colours.length > 0 ? { example_types: colours } : {}),
    ...(records.length > 0 ? { corrections: records } : {}),
  }
  return mouse
}

export { brandPrefix, indexBrands, type BrandIndex }
