/**
 * `npm run catalogue:import`, the parts half, pure: the vendored components reference
 * (supabase/seed/vendor/components-reference/: sensors, switches, scroll-wheel encoders and mouse →
 * part links, each row with its source) → the rows of sensors-import.json, switches-import.json,
 * encoders-import.json and mouse-parts-import.json, and what became of every reference row, for
 * parts-import-report.md. Deterministic: the same files give byte-identical output.
 *
 * A part, per name the reference gives (FORMAT.md, "The parts import"):
 * 1. parts-corrections.json may leave the name out, say which part(s) of the data files it is
 *    (`handles`), or set its brand, model, variant, parent or family, each with its reason.
 * 2. Otherwise a name that reads as a part of the data files (model, brand and model, model and
 *    variant, or an alias, ignoring case, spaces and punctuation) is that part: the editors' row wins
 *    field by field (parts-merge.ts), so a maker's marketing variant the editors list as an alias
 *    ("PAW3395 Pro", "PAW3950 Ultra") stays an alias, never a part of its own.
 * 3. A name that is no part yet becomes one: its brand is the brand of brands.json its name starts
 *    with (or its maker column), its model the rest ("(20M)" at the end is the variant), its
 *    spellings in the source its aliases. A name the source gives no maker for is left out.
 * 4. Figures: the maker's row first, then a review's, then BuildCores OpenDB's; each figure a row
 *    gives that a better row lacks is added and named in the source's note. Nothing is converted
 *    (ComputerBase's m/s is not turned into IPS); a lift-off distance "measured" on one mouse is not
 *    the sensor's; a switch's lifetime read from its name keeps the source's own caveat.
 * 5. A switch the reference calls "family/brand name only, exact model not stated" is a family
 *    (`family: true`), shown as such and never as a model; a name that starts with a family's or
 *    another part's name ("Kailh Optical V2") is its variant (`parent`).
 * 6. Mouse links (BuildCores): a record that names exactly one switch links its mouse to it, with
 *    the record's address as the source; a "generic" name ("Unspecified Mechanical Switches") links
 *    nothing; a record naming several switches does not say which buttons each is for, so none is
 *    linked. Review links name their mouse by its catalogue name (or a `link` correction).
 */
import { parseCsv, type CsvTable } from './csv.ts'
import { aliasKey } from './check.ts'
import { createSensorMatcher } from './opendb-import.ts'
import { brandPrefix, indexBrands, type BrandIndex } from './opendb-names.ts'
import type { Brand, Encoder, ImportedEncoder, MousePart, PartKind, PartsCorrection, Sensor, Source, Switch } from './schemas.ts'

export interface PartsImportInput {
  sensorsCsv: string
  switchesCsv: string
  encodersCsv: string
  brands: readonly Brand[]
  /** The editors' rows (sensors.json, switches.json, encoders.json). */
  sensors: readonly Sensor[]
  switches: readonly Switch[]
  encoders: readonly Encoder[]
  corrections: readonly PartsCorrection[]
}

/** A reference row the import could not read, named by file, row (1-based CSV line) and field. */
export interface PartsProblem {
  file: string
  line: number
  name: string
  field: string
  message: string
}

/** What became of one name of the reference. */
export interface NameOutcome {
  kind: PartKind
  name: string
  /** Rows of the reference that give this name. */
  rows: number
  /** The parts it went to (empty when left out). */
  handles: string[]
  how: 'curated' | 'new' | 'correction' | 'same-name' | 'excluded'
  /** Why it was left out, or which correction decided it. */
  reason?: string
}

/** A figure a lower-ranked row gave that differs from the one taken. */
export interface FigureDisagreement {
  kind: PartKind
  handle: string
  field: string
  taken: string
  takenFrom: string
  other: string
  otherFrom: string
}

export interface PartsImportResult {
  sensors: Sensor[]
  switches: Switch[]
  encoders: ImportedEncoder[]
  outcomes: NameOutcome[]
  disagreements: FigureDisagreement[]
  /** Reference cells read as nothing, and why (e.g. a lift-off distance measured on one mouse). */
  unread: { kind: PartKind; name: string; field: string; text: string; why: string }[]
  problems: PartsProblem[]
  /** Reference part name → the part handles it is (for the links). */
  partsByName: Record<PartKind, Map<string, string[]>>
  /** Every imported or curated handle that is a family (model not stated). */
  families: Set<string>
}

export const referenceFiles = {
  sensor: 'sensors.csv',
  switch: 'switches.csv',
  encoder: 'encoders.csv',
  link: 'mouse-parts.csv',
} as const

// Reading cells ---------------------------------------------------------------------------------

const sourceRank = { maker: 0, 'teardown-review': 1, 'open-database': 2 } as const
type ReferenceKind = keyof typeof sourceRank

const buildcoresTreeUrl = 'https://github.com/buildcores/buildcores-open-db/tree/c135970fd0c90188cb4d041763ddc345263ce228/open-db/Mouse'

interface RefRow {
  line: number
  name: string
  maker: string
  kind: ReferenceKind
  url: string
  note: string
  cells: Record<string, string>
}

function readRows(table: CsvTable, nameColumn: string, file: string, problems: PartsProblem[]): RefRow[] {
  const out: RefRow[] = []
  table.rows.forEach((cells, index) => {
    const line = table.lines[index]!
    const name = (cells[nameColumn] ?? '').trim()
    const kind = (cells.source_kind ?? '').trim()
    if (name === '') {
      problems.push({ file, line, name: '', field: nameColumn, message: 'has no name' })
      return
    }
    if (!(kind in sourceRank)) {
      problems.push({ file, line, name, field: 'source_kind', message: `"${kind}" is not open-database, maker or teardown-review` })
      return
    }
    out.push({ line, name, maker: (cells.maker ?? '').trim(), kind: kind as ReferenceKind, url: (cells.source_url ?? '').trim(), note: (cells.note ?? '').trim(), cells })
  })
  return out
}

/** A whole number from a cell ('' → undefined); anything else is a problem named by its field. */
function wholeNumber(row: RefRow, field: string, file: string, problems: PartsProblem[], min: number, max: number): number | undefined {
  const text = (row.cells[field] ?? '').trim()
  if (text === '') return undefined
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    problems.push({ file, line: row.line, name: row.name, field, message: `"${text}" is not a whole number from ${min} to ${max}` })
    return undefined
  }
  return Number(text)
}

/** Lift-off distances as a datasheet lists them ("2 or 3 (selectable) …", "2/3 (two presets)", "2 (default, …)"). */
export function liftOffDistances(text: string): { values?: number[]; why?: string } {
  const trimmed = text.trim()
  if (trimmed === '') return {}
  if (/measured/i.test(trimmed)) return { why: 'measured on one mouse, not the sensor’s specification' }
  const match = /^(\d+(?:\.\d+)?)((?:\s*(?:or|\/)\s*\d+(?:\.\d+)?)*)/.exec(trimmed)
  if (!match) return { why: 'gives no distance' }
  const values = [match[1]!, ...(match[2]!.match(/\d+(?:\.\d+)?/g) ?? [])].map(Number)
  if (values.some((value) => !(value > 0 && value < 5))) return { why: 'a distance outside 0–5 mm' }
  return { values }
}

/** "spelled as given: A | B" in a reference note → ['A', 'B']. */
export function spellings(note: string): string[] {
  const match = /spelled as given: ([^;]+)/.exec(note)
  return match ? match[1]!.split(' | ').map((text) => text.trim()).filter(Boolean) : []
}

const isFamilyNote = (note: string) => /family\/brand name only|model not stated/i.test(note)

/** Kebab-case handle words. */
export function handleWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

// Names ----------------------------------------------------------------------------------------

interface Identity {
  brand: string
  collab_brand?: string
  model: string
  variant?: string
}

/**
 * Brand, collaboration brand, model and variant of a new part's name: "A x B Model" is a
 * collaboration of brands A and B; else the longest brand spelling the name starts with, or the
 * maker column; the rest is the model, and "(…)" at its end the variant.
 */
export function readPartName(name: string, maker: string, index: BrandIndex): Identity | undefined {
  const collab = /^(\S+) x (\S+) (.+)$/.exec(name)
  if (collab) {
    const brand = index.bySpelling.get(collab[1]!.toLowerCase())
    const other = index.bySpelling.get(collab[2]!.toLowerCase())
    if (brand && other) return { brand, collab_brand: other, ...splitVariant(collab[3]!) }
  }
  const prefix = brandPrefix(name, index)
  if (prefix) {
    const rest = name.slice(prefix.length).trim()
    if (rest !== '') return { brand: prefix.handle, ...splitVariant(rest) }
  }
  const byMaker = maker === '' ? undefined : (index.bySpelling.get(maker.toLowerCase()) ?? brandPrefix(maker, index)?.handle)
  return byMaker ? { brand: byMaker, ...splitVariant(name) } : undefined
}

function splitVariant(text: string): { model: string; variant?: string } {
  const match = /^(.+?)\s*\(([^()]+)\)$/.exec(text.trim())
  return match ? { model: match[1]!.trim(), variant: match[2]!.trim() } : { model: text.trim() }
}

const identityHandle = (identity: Identity) => [identity.brand, identity.collab_brand ? `x-${identity.collab_brand}` : '', handleWords(identity.model), identity.variant ? handleWords(identity.variant) : ''].filter(Boolean).join('-')

function fullName(identity: Identity, index: BrandIndex): string {
  const brand = index.byHandle.get(identity.brand)?.name ?? identity.brand
  const collab = identity.collab_brand ? ` x ${index.byHandle.get(identity.collab_brand)?.name ?? identity.collab_brand}` : ''
  return [`${brand}${collab}`, identity.model, identity.variant].filter(Boolean).join(' ')
}

/** Matches a name to a switch or encoder of the data files: brand + model + variant, model + variant, or an alias. */
function createPartMatcher(parts: readonly { handle: string; brand: string; collab_brand?: string; model: string; variant?: string; aliases?: string[] }[], index: BrandIndex): (name: string) => string | undefined {
  const owners = new Map<string, Set<string>>()
  const add = (text: string, handle: string) => {
    const key = aliasKey(text.replace(/[()]/g, ' '))
    if (key === '') return
    owners.set(key, (owners.get(key) ?? new Set()).add(handle))
  }
  for (const part of parts) {
    const brand = index.byHandle.get(part.brand)?.name ?? ''
    const collab = part.collab_brand ? (index.byHandle.get(part.collab_brand)?.name ?? '') : ''
    const full = [part.model, part.variant].filter(Boolean).join(' ')
    for (const text of [`${brand} ${full}`, `${brand} x ${collab} ${full}`, ...(part.aliases ?? [])]) add(text, part.handle)
  }
  return (name) => {
    const found = owners.get(aliasKey(name.replace(/[()]/g, ' ')))
    return found && found.size === 1 ? [...found][0] : undefined
  }
}

// The import ------------------------------------------------------------------------------------

type PartRow = { handle: string; brand: string; collab_brand?: string; brands_separator?: string; model: string; variant?: string; aliases?: string[]; parent?: string; family?: true; source: Source; notes?: string } & Record<string, unknown>

interface Group {
  kind: PartKind
  name: string
  rows: RefRow[]
  handles: string[]
  how: NameOutcome['how']
  reason?: string
  identity?: Identity
  /** The correction's parent. */
  parent?: string
  family?: boolean
}

const figureFields: Record<PartKind, { field: string; column: string }[]> = {
  sensor: [
    { field: 'type', column: 'type' },
    { field: 'dpi', column: 'max_cpi' },
    { field: 'tracking_speed', column: 'max_ips' },
    { field: 'acceleration', column: 'max_accel_g' },
    { field: 'lift_off_distances', column: 'lod_mm' },
  ],
  switch: [
    { field: 'type', column: 'type' },
    { field: 'actuation_force', column: 'operating_force_gf' },
    { field: 'lifetime', column: 'rated_lifetime_million_clicks' },
  ],
  encoder: [
    { field: 'type', column: 'type' },
    { field: 'height', column: 'height_mm' },
    { field: 'detents', column: 'detents' },
  ],
}

const fieldLabel: Record<string, string> = {
  type: 'type',
  dpi: 'maximum CPI',
  tracking_speed: 'tracking speed',
  acceleration: 'acceleration',
  lift_off_distances: 'lift-off distances',
  actuation_force: 'operating force',
  lifetime: 'rated lifetime',
  height: 'height',
  detents: 'detents',
}

const typeValues: Record<PartKind, readonly string[]> = {
  sensor: ['optical', 'laser'],
  switch: ['mechanical', 'optical', 'hybrid', 'magnetic', 'inductive'],
  encoder: ['mechanical', 'optical'],
}

/** A reference row as the source of a part's figures. */
function sourceOf(row: RefRow, named: number): Source {
  if (row.kind === 'open-database') {
    return { kind: 'opendb', note: `named in ${named} of its mouse records`, url: row.url.startsWith('http') ? row.url : buildcoresTreeUrl }
  }
  const note = row.note.replace(/\s+/g, ' ').trim()
  return { kind: row.kind === 'maker' ? 'maker' : 'teardown', ...(note ? { note } : {}), ...(row.url.startsWith('http') ? { url: row.url } : {}) }
}

const namedIn = (row: RefRow) => Number(/named in (\d+) BuildCores/.exec(row.note)?.[1] ?? '0')

function readFigure(kind: PartKind, field: string, column: string, row: RefRow, file: string, problems: PartsProblem[], unread: PartsImportResult['unread']): unknown {
  const text = (row.cells[column] ?? '').trim()
  if (text === '') return undefined
  switch (field) {
    case 'type': {
      if (!typeValues[kind].includes(text)) {
        problems.push({ file, line: row.line, name: row.name, field: column, message: `"${text}" is not one of ${typeValues[kind].join(', ')}` })
        return undefined
      }
      return text
    }
    case 'lift_off_distances': {
      const read = liftOffDistances(text)
      if (read.why) unread.push({ kind, name: row.name, field, text, why: read.why })
      return read.values
    }
    case 'dpi':
      return wholeNumber(row, column, file, problems, 100, 100000)
    case 'tracking_speed':
      return wholeNumber(row, column, file, problems, 10, 2000)
    case 'acceleration':
      return wholeNumber(row, column, file, problems, 1, 200)
    case 'actuation_force':
      return wholeNumber(row, column, file, problems, 10, 200)
    case 'lifetime': {
      if (/^\d+(\.\d+)?$/.test(text) && Number(text) > 0 && Number(text) <= 1000) return Number(text)
      problems.push({ file, line: row.line, name: row.name, field: column, message: `"${text}" is not a number of million clicks` })
      return undefined
    }
    case 'height': {
      if (/^\d+(\.\d+)?$/.test(text) && Number(text) >= 3 && Number(text) <= 30) return Number(text)
      problems.push({ file, line: row.line, name: row.name, field: column, message: `"${text}" is not a height from 3 to 30 mm` })
      return undefined
    }
    case 'detents': {
      if (/^\d+$/.test(text)) return Number(text)
      // "24 (24 detents / 12 pulses per catalogue row)": the number is the row's own count.
      const own = /^(\d+) \((\d+) detents\b/.exec(text)
      if (own && own[1] === own[2]) return Number(own[1])
      unread.push({ kind, name: row.name, field, text, why: 'does not give one count for this part' })
      return undefined
    }
  }
  return undefined
}

/** A part's figures and source from its reference rows: the best-ranked row first, the others filling gaps. */
function figuresOf(group: Group, file: string, handle: string, problems: PartsProblem[], unread: PartsImportResult['unread'], disagreements: FigureDisagreement[]): { figures: Record<string, unknown>; source: Source } {
  const rows = [...group.rows].sort((a, b) => sourceRank[a.kind] - sourceRank[b.kind] || a.line - b.line)
  const read = rows.map((row) => ({ row, values: Object.fromEntries(figureFields[group.kind].map(({ field, column }) => [field, readFigure(group.kind, field, column, row, file, problems, unread)])) }))
  const figures: Record<string, unknown> = {}
  const from: Record<string, RefRow> = {}
  for (const { row, values } of read) {
    for (const [field, value] of Object.entries(values)) {
      if (value === undefined) continue
      if (figures[field] === undefined) {
        figures[field] = value
        from[field] = row
      } else if (JSON.stringify(figures[field]) !== JSON.stringify(value)) {
        disagreements.push({ kind: group.kind, handle, field, taken: JSON.stringify(figures[field]), takenFrom: describeRow(from[field]!), other: JSON.stringify(value), otherFrom: describeRow(row) })
      }
    }
  }
  // A switch's lifetime read from its name (BuildCores) keeps the source's caveat.
  const named = rows.filter((row) => row.kind === 'open-database').reduce((sum, row) => sum + namedIn(row), 0)
  const primary = Object.values(from).sort((a, b) => sourceRank[a.kind] - sourceRank[b.kind] || a.line - b.line)[0] ?? rows[0]!
  const source = sourceOf(primary, named)
  const others = [...new Set(Object.entries(from).filter(([, row]) => row !== primary).map(([field, row]) => `${fieldLabel[field] ?? field} from ${describeRow(row)}`))]
  const lifetimeFromName = from.lifetime?.kind === 'open-database'
  const notes = [
    source.note,
    primary.kind === 'open-database' && Object.keys(from).length === 0 ? 'no figures in the source' : undefined,
    lifetimeFromName ? 'the rated lifetime is the figure in the name as the source spells it, not a datasheet value' : undefined,
    ...others,
  ].filter(Boolean)
  return { figures, source: { ...source, ...(notes.length > 0 ? { note: notes.join('; ') } : {}) } }
}

function describeRow(row: RefRow): string {
  if (row.kind === 'open-database') return 'BuildCores OpenDB'
  return row.url.startsWith('http') ? row.url.replace(/^https?:\/\/(www\.)?/, '') : `${row.kind} row ${row.line}`
}

export function importParts(input: PartsImportInput): PartsImportResult {
  const index = indexBrands(input.brands)
  const problems: PartsProblem[] = []
  const unread: PartsImportResult['unread'] = []
  const disagreements: FigureDisagreement[] = []
  const outcomes: NameOutcome[] = []
  const partsByName: PartsImportResult['partsByName'] = { sensor: new Map(), switch: new Map(), encoder: new Map() }
  const correction = new Map(input.corrections.map((row) => [`${row.kind}\u0000${row.name}`, row]))
  const used = new Set<string>()

  const curated = { sensor: input.sensors, switch: input.switches, encoder: input.encoders }
  const curatedHandles = { sensor: new Set(input.sensors.map((row) => row.handle)), switch: new Set(input.switches.map((row) => row.handle)), encoder: new Set(input.encoders.map((row) => row.handle)) }
  const matchSensor = createSensorMatcher(input.sensors, input.brands)
  const matchers = {
    sensor: (name: string) => matchSensor(name)?.handle,
    switch: createPartMatcher(input.switches, index),
    encoder: createPartMatcher(input.encoders, index),
  }

  const tables = {
    sensor: readRows(parseCsv(input.sensorsCsv), 'sensor_model', referenceFiles.sensor, problems),
    switch: readRows(parseCsv(input.switchesCsv), 'switch_model', referenceFiles.switch, problems),
    encoder: readRows(parseCsv(input.encodersCsv), 'encoder_model', referenceFiles.encoder, problems),
  }

  const out = { sensor: [] as PartRow[], switch: [] as PartRow[], encoder: [] as PartRow[] }
  const families = new Set<string>()

  for (const kind of ['sensor', 'switch', 'encoder'] as const) {
    const file = referenceFiles[kind]
    const groups = new Map<string, Group>()
    for (const row of tables[kind]) {
      const group = groups.get(row.name) ?? { kind, name: row.name, rows: [], handles: [], how: 'new' as const }
      group.rows.push(row)
      groups.set(row.name, group)
    }
    // Decide what each name is.
    for (const group of groups.values()) {
      const fix = correction.get(`${kind}\u0000${group.name}`)
      if (fix) used.add(`${kind}\u0000${group.name}`)
      if (fix?.exclude) {
        group.how = 'excluded'
        group.reason = fix.reason
        continue
      }
      if (fix?.handles) {
        group.handles = [...fix.handles]
        group.how = 'correction'
        group.reason = fix.reason
        group.parent = fix.parent
        continue
      }
      const matched = fix?.model === undefined && fix?.brand === undefined ? matchers[kind](group.name) : undefined
      if (matched) {
        group.handles = [matched]
        group.how = 'curated'
        continue
      }
      const first = group.rows[0]!
      const read = readPartName(group.name, first.maker, index)
      const identity: Identity | undefined =
        fix?.brand || read
          ? {
              brand: fix?.brand ?? read!.brand,
              ...((fix?.collab_brand ?? read?.collab_brand) ? { collab_brand: fix?.collab_brand ?? read?.collab_brand } : {}),
              model: fix?.model ?? read!.model,
              ...((fix?.model !== undefined ? fix.variant : (fix?.variant ?? read?.variant)) ? { variant: fix?.model !== undefined ? fix.variant : (fix?.variant ?? read?.variant) } : {}),
            }
          : undefined
      if (!identity) {
        group.how = 'excluded'
        group.reason = first.maker === '' ? 'the source names no maker for it, and a part is filed under its maker (nothing is guessed)' : `its maker "${first.maker}" is not a brand of brands.json`
        continue
      }
      group.identity = identity
      group.handles = [identityHandle(identity)]
      group.how = fix ? 'correction' : 'new'
      group.reason = fix?.reason
      group.parent = fix?.parent
      group.family = fix?.family === true || group.rows.some((row) => isFamilyNote(row.note))
    }
    // Names that make the same new part (e.g. two spellings) become one.
    const byHandle = new Map<string, Group[]>()
    for (const group of groups.values()) for (const handle of group.handles) byHandle.set(handle, [...(byHandle.get(handle) ?? []), group])

    // Every part's full name, for variants ("Kailh Optical V2" of "Kailh Optical").
    const nameOwner = new Map<string, string>()
    for (const part of curated[kind]) nameOwner.set(aliasKey(fullName(part as Identity, index)), part.handle)
    for (const [handle, list] of byHandle) {
      const identity = list.find((group) => group.identity)?.identity
      if (identity && !curatedHandles[kind].has(handle)) nameOwner.set(aliasKey(fullName(identity, index)), handle)
    }

    for (const [handle, list] of [...byHandle].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const merged: Group = { kind, name: list.map((group) => group.name).join(' / '), rows: list.flatMap((group) => group.rows), handles: [handle], how: list[0]!.how }
      const { figures, source } = figuresOf(merged, file, handle, problems, unread, disagreements)
      const isCurated = curatedHandles[kind].has(handle)
      const base = isCurated ? (curated[kind] as readonly PartRow[]).find((row) => row.handle === handle)! : undefined
      const identity = base ? { brand: base.brand, ...(base.collab_brand ? { collab_brand: base.collab_brand } : {}), model: base.model, ...(base.variant ? { variant: base.variant } : {}) } : list.find((group) => group.identity)?.identity
      if (!identity) {
        // A correction named a handle that is neither curated nor made by another name.
        for (const group of list) problems.push({ file, line: group.rows[0]!.line, name: group.name, field: 'name', message: `parts-corrections.json gives the handle "${handle}", which is no part of the data files or of this import` })
        continue
      }
      const ownName = fullName(identity, index)
      // Spellings that differ only in case are one alias ("Raesha Optical", "RAESHA Optical").
      const seenAlias = new Set<string>()
      const aliases = [...new Set(list.flatMap((group) => [group.name, ...group.rows.flatMap((row) => spellings(row.note))]))]
        .filter((alias) => aliasKey(alias) !== aliasKey(ownName))
        .sort()
        .filter((alias) => !seenAlias.has(alias.toLowerCase()) && seenAlias.add(alias.toLowerCase()))
      const correctionParent = list.map((group) => group.parent).find(Boolean)
      let parent = correctionParent
      if (!parent && kind === 'sensor') parent = basedOn(list.flatMap((group) => group.rows), matchers.sensor, handle)
      if (!parent) parent = variantOf(ownName, nameOwner, handle)
      // The editors' row says whether a part is a family; a name's own note decides only for a new part.
      const family = isCurated ? (base as { family?: true }).family === true : list.some((group) => group.family)
      if (family) families.add(handle)
      const row: PartRow = {
        handle,
        brand: identity.brand,
        ...(identity.collab_brand ? { collab_brand: identity.collab_brand, brands_separator: ' x ' } : {}),
        model: identity.model,
        ...(identity.variant ? { variant: identity.variant } : {}),
        ...(aliases.length > 0 ? { aliases } : {}),
        ...(parent ? { parent } : {}),
        ...(family && kind === 'switch' ? { family: true as const } : {}),
        ...figures,
        source,
      }
      out[kind].push(row)
    }
    for (const group of groups.values()) {
      outcomes.push({ kind, name: group.name, rows: group.rows.length, handles: group.handles, how: group.how, ...(group.reason ? { reason: group.reason } : {}) })
      if (group.how !== 'excluded') partsByName[kind].set(group.name, group.handles)
    }
  }
  for (const part of input.switches) if (part.family) families.add(part.handle)

  for (const fix of input.corrections) {
    if (fix.kind === 'link' || used.has(`${fix.kind}\u0000${fix.name}`)) continue
    problems.push({ file: 'parts-corrections.json', line: 0, name: fix.name, field: 'name', message: `no ${fix.kind} of the reference has this name` })
  }
  return {
    sensors: out.sensor as unknown as Sensor[],
    switches: out.switch as unknown as Switch[],
    encoders: out.encoder as unknown as ImportedEncoder[],
    outcomes: outcomes.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    disagreements,
    unread,
    problems,
    partsByName,
    families,
  }
}

/** A sensor's base part where a review states it ("… (per reviewer)"), when that part is in the data. */
function basedOn(rows: readonly RefRow[], match: (name: string) => string | undefined, self: string): string | undefined {
  for (const row of rows) {
    const text = (row.cells.based_on ?? '').trim()
    if (!/\(per reviewer\)/.test(text)) continue
    const base = match(text.split(/ \(|,| \+/)[0]!.trim())
    if (base && base !== self) return base
  }
  return undefined
}

/** The part whose full name this one's starts with (a whole-word prefix, the longest): its variant. */
function variantOf(name: string, owners: Map<string, string>, self: string): string | undefined {
  const words = name.split(/\s+/)
  for (let end = words.length - 1; end >= 2; end--) {
    const owner = owners.get(aliasKey(words.slice(0, end).join(' ')))
    if (owner && owner !== self) return owner
  }
  return undefined
}

// Mouse links ------------------------------------------------------------------------------------

export interface LinkInput {
  linksCsv: string
  /** The reference part names the parts import read (importParts().partsByName). */
  partsByName: PartsImportResult['partsByName']
  families: ReadonlySet<string>
  /** The catalogue's mice: handle, full name and the exact OpenDB names each was made from. */
  mice: readonly { handle: string; name: string; opendb_names?: readonly string[] }[]
  /** mouse-parts.json: a mouse the editors give a switch (or encoder) keeps it. */
  curatedLinks: readonly MousePart[]
  corrections: readonly PartsCorrection[]
}

export type LinkStatus =
  | 'linked'
  | 'family'
  | 'generic'
  | 'several'
  | 'no-mouse'
  | 'part-left-out'
  | 'curated'
  | 'sensor'
  | 'excluded'

export const linkStatusText: Record<LinkStatus, string> = {
  linked: 'linked to the switch (or encoder) it names',
  family: 'linked to the family it names (the model is not stated)',
  generic: 'names no switch ("Unspecified Mechanical Switches", "ORMON"…): nothing linked',
  several: 'the record names several switches without saying which buttons each is for: none linked',
  'no-mouse': 'the mouse is not in the catalogue (left out by the mouse import, or not a mouse of it)',
  'part-left-out': 'the part it names is left out (see "Names left out")',
  curated: 'the editors’ mouse-parts.json already gives this mouse a switch (or encoder), which wins',
  sensor: 'a sensor link: the mouse’s sensor is the mouse import’s (compared in the report, not changed)',
  excluded: 'left out by the editors (parts-corrections.json)',
}

export interface LinkOutcome {
  line: number
  mouseName: string
  partKind: string
  partModel: string
  /** From a review or a maker's page, not a BuildCores record. */
  review: boolean
  status: LinkStatus
  mouse?: string
  part?: string
  reason?: string
}

export interface LinkResult {
  links: MousePart[]
  outcomes: LinkOutcome[]
  problems: PartsProblem[]
  /** Review sensor links: the mouse, the sensor the review names and the catalogue's. */
  sensorLinks: { line: number; mouseName: string; mouse?: string; sensor?: string; url: string }[]
}

export function importLinks(input: LinkInput): LinkResult {
  const problems: PartsProblem[] = []
  const file = referenceFiles.link
  const table = parseCsv(input.linksCsv)
  const byOpendbName = new Map<string, string[]>()
  const byName = new Map<string, string[]>()
  for (const mouse of input.mice) {
    for (const name of mouse.opendb_names ?? []) byOpendbName.set(name, [...(byOpendbName.get(name) ?? []), mouse.handle])
    byName.set(mouse.name.toLowerCase(), [...(byName.get(mouse.name.toLowerCase()) ?? []), mouse.handle])
  }
  const curatedMouse = new Map<string, Set<'switch' | 'encoder'>>()
  const curatedOpendb = new Map<string, Set<'switch' | 'encoder'>>()
  for (const row of input.curatedLinks) {
    const kinds = new Set<'switch' | 'encoder'>([...(row.switch ? ['switch' as const] : []), ...(row.encoder ? ['encoder' as const] : [])])
    if (row.mouse) curatedMouse.set(row.mouse, new Set([...(curatedMouse.get(row.mouse) ?? []), ...kinds]))
    if (row.opendb_name) curatedOpendb.set(row.opendb_name, new Set([...(curatedOpendb.get(row.opendb_name) ?? []), ...kinds]))
    if (row.opendb_name) for (const handle of byOpendbName.get(row.opendb_name) ?? []) curatedMouse.set(handle, new Set([...(curatedMouse.get(handle) ?? []), ...kinds]))
  }
  const linkFix = new Map(input.corrections.filter((row) => row.kind === 'link').map((row) => [row.name, row]))

  const rows = table.rows.map((cells, i) => ({ line: table.lines[i]!, cells }))
  const switchesPerRecord = new Map<string, number>()
  for (const { cells } of rows) if (cells.source_kind === 'open-database' && cells.part_kind === 'switch') switchesPerRecord.set(cells.mouse_name ?? '', (switchesPerRecord.get(cells.mouse_name ?? '') ?? 0) + 1)

  const outcomes: LinkOutcome[] = []
  const sensorLinks: LinkResult['sensorLinks'] = []
  const links = new Map<string, MousePart>()
  const candidates2: { mouse: string; kind: 'switch' | 'encoder'; part: string; row: MousePart; source: Source; outcome: LinkOutcome }[] = []
  for (const { line, cells } of rows) {
    const mouseName = (cells.mouse_name ?? '').trim()
    const partKind = (cells.part_kind ?? '').trim()
    const partModel = (cells.part_model ?? '').trim()
    const specificity = (cells.specificity ?? '').trim()
    const url = (cells.source_url ?? '').trim()
    const fromOpendb = cells.source_kind === 'open-database'
    const result: LinkOutcome = { line, mouseName, partKind, partModel, review: !fromOpendb, status: 'linked' }
    outcomes.push(result)
    if (!['sensor', 'switch', 'encoder'].includes(partKind)) {
      problems.push({ file, line, name: mouseName, field: 'part_kind', message: `"${partKind}" is not sensor, switch or encoder` })
      result.status = 'excluded'
      continue
    }
    if (!['model', 'family', 'generic'].includes(specificity)) problems.push({ file, line, name: mouseName, field: 'specificity', message: `"${specificity}" is not model, family or generic` })
    // Which catalogue mouse: a BuildCores record by its exact name; a review's by the catalogue name.
    // A correction may leave either out (a record the maker contradicts); only a review's is re-aimed.
    const fix = linkFix.get(mouseName)
    if (fix?.exclude) {
      result.status = 'excluded'
      result.reason = fix.reason
      continue
    }
    const candidates = (fromOpendb ? undefined : fix?.handles) ?? (fromOpendb ? byOpendbName.get(mouseName) : byName.get(mouseName.toLowerCase())) ?? []
    const mouse = candidates.length === 1 ? candidates[0] : undefined
    result.mouse = mouse
    if (partKind === 'sensor') {
      result.status = 'sensor'
      sensorLinks.push({ line, mouseName, mouse, sensor: input.partsByName.sensor.get(partModel)?.[0], url })
      continue
    }
    if (specificity === 'generic' || partModel === '') {
      result.status = 'generic'
      continue
    }
    if (fromOpendb && (switchesPerRecord.get(mouseName) ?? 0) > 1) {
      result.status = 'several'
      continue
    }
    const parts = input.partsByName[partKind as 'switch' | 'encoder'].get(partModel)
    if (!parts || parts.length !== 1) {
      result.status = 'part-left-out'
      continue
    }
    result.part = parts[0]
    if (!mouse) {
      result.status = 'no-mouse'
      continue
    }
    const kind = partKind as 'switch' | 'encoder'
    if (curatedMouse.get(mouse)?.has(kind)) {
      result.status = 'curated'
      continue
    }
    result.status = input.families.has(parts[0]!) ? 'family' : 'linked'
    const note = fromOpendb
      ? `BuildCores OpenDB record, "switches" field (which buttons is not stated)${input.families.has(parts[0]!) ? '; names the family only, not the model' : ''}`
      : [(cells.note ?? '').trim(), `as given: ${(cells.part_model_as_given ?? '').trim()}`].filter((text) => text !== '' && text !== 'as given: ').join('; ')
    const source: Source = { kind: fromOpendb ? 'opendb' : cells.source_kind === 'maker' ? 'maker' : 'teardown', ...(note ? { note } : {}), ...(url.startsWith('http') ? { url } : {}) }
    candidates2.push({ mouse, kind, part: parts[0]!, row: fromOpendb ? { opendb_name: mouseName } : { mouse }, source, outcome: result })
  }
  // One link per mouse and kind; records of one mouse (a colour, a retail title) that name different
  // parts link none.
  const perMouse = new Map<string, typeof candidates2>()
  for (const candidate of candidates2) perMouse.set(`${candidate.mouse}\u0000${candidate.kind}`, [...(perMouse.get(`${candidate.mouse}\u0000${candidate.kind}`) ?? []), candidate])
  for (const list of perMouse.values()) {
    const parts = new Set(list.map((candidate) => candidate.part))
    if (parts.size > 1) {
      for (const candidate of list) {
        candidate.outcome.status = 'several'
        candidate.outcome.reason = `the records of this mouse name different parts (${[...parts].join(', ')})`
      }
      continue
    }
    const first = list[0]!
    const existing = links.get(first.mouse) ?? first.row
    links.set(first.mouse, { ...existing, [first.kind]: first.part, [`${first.kind}_source`]: first.source } as MousePart)
  }
  const sorted = [...links.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, row]) => row)
  return { links: sorted, outcomes, problems, sensorLinks }
}
