/**
 * `npm run catalogue:check`, the pure part: every row of every data file against its schema and
 * the layout (files.ts), then the references between files (a brand, sensor, material, parent or
 * part that does not exist; the same handle twice; an OpenDB name that matches no extract row or
 * several mice), then the curated-over-imported merge. Every problem names file, row and field.
 */
import type { CatalogueData, Problem, ReadResult } from './files.ts'
import { mergeMice, type MergeResult } from './merge.ts'
import { outlineViews, tracedOutlineProblems } from '../../web/features/outlines/traced-outline.ts'

interface Keyed {
  handle: string
}

function duplicates(file: string, rows: readonly Keyed[], problems: Problem[]): Set<string> {
  const seen = new Map<string, number>()
  rows.forEach((row, index) => {
    const first = seen.get(row.handle)
    if (first !== undefined) problems.push({ file, row: index, id: row.handle, field: 'handle', message: `repeats the handle of row ${first}` })
    else seen.set(row.handle, index)
  })
  return new Set(seen.keys())
}

function requireIn(file: string, index: number, id: string, field: string, value: string | undefined, known: Set<string>, what: string, problems: Problem[]): void {
  if (value !== undefined && !known.has(value)) problems.push({ file, row: index, id, field, message: `no ${what} has the handle "${value}"` })
}

/** Aliases normalised as the import matches them: case, spaces and punctuation ignored. */
export function aliasKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

export interface CheckOptions {
  /** The `name` column of the vendored OpenDB extract: corrections and mouse parts must name real rows. */
  opendbNames?: ReadonlySet<string>
}

export interface CheckResult {
  problems: Problem[]
  merge: MergeResult
}

export function checkCatalogue(read: ReadResult, options: CheckOptions = {}): CheckResult {
  const problems: Problem[] = [...read.problems]
  const data: CatalogueData = read.data
  const brands = duplicates('brands.json', data.brands, problems)
  brandAliases(data, problems)

  const materials = duplicates('materials.json', data.materials, problems)
  data.materials.forEach((row, index) => requireIn('materials.json', index, row.handle, 'general', row.general, materials, 'material', problems))

  // A part is the editors' row, the parts import's, or both (same handle: merged, parts-merge.ts).
  const sensorHandles = new Set([...data.sensors, ...data.importedSensors].map((row) => row.handle))
  const switchHandles = new Set([...data.switches, ...data.importedSwitches].map((row) => row.handle))
  const encoderHandles = new Set([...data.encoders, ...data.importedEncoders].map((row) => row.handle))
  const sensorAliases = new Map<string, string>()
  const switchAliases = new Map<string, string>()
  const encoderAliases = new Map<string, string>()
  const sensors = partFile('sensors.json', data.sensors, brands, problems, sensorHandles, sensorAliases)
  const switches = partFile('switches.json', data.switches, brands, problems, switchHandles, switchAliases)
  const encoders = partFile('encoders.json', data.encoders, brands, problems, encoderHandles, encoderAliases)
  // An imported row of an editors' part takes the editors' aliases (parts-merge.ts): only its own are checked.
  partFile('sensors-import.json', data.importedSensors.filter((row) => !sensors.has(row.handle)), brands, problems, sensorHandles, sensorAliases)
  partFile('switches-import.json', data.importedSwitches.filter((row) => !switches.has(row.handle)), brands, problems, switchHandles, switchAliases)
  partFile('encoders-import.json', data.importedEncoders.filter((row) => !encoders.has(row.handle)), brands, problems, encoderHandles, encoderAliases)
  for (const [file, rows] of [['sensors.json', data.sensors], ['switches.json', data.switches], ['encoders.json', data.encoders], ['sensors-import.json', data.importedSensors], ['switches-import.json', data.importedSwitches], ['encoders-import.json', data.importedEncoders]] as const) {
    rows.forEach((row, index) => {
      // Names do not repeat the brand ("HyperX HyperX Switch"): the model is what follows it.
      const brand = data.brands.find((item) => item.handle === row.brand)
      const spellings = brand ? [brand.name, ...(brand.aliases ?? [])] : []
      const repeated = spellings.find((spelling) => row.model.toLowerCase() === spelling.toLowerCase() || row.model.toLowerCase().startsWith(`${spelling.toLowerCase()} `))
      if (repeated) problems.push({ file, row: index, id: row.handle, field: 'model', message: `starts with its brand's name "${repeated}": the name would read "${brand!.name} ${row.model}"` })
    })
  }

  const curated = duplicates('mice.json', data.mice, problems)
  const imported = duplicates('mice-opendb.json', data.opendbMice, problems)
  const mice = new Set([...curated, ...imported])
  for (const [file, rows] of [
    ['mice.json', data.mice],
    ['mice-opendb.json', data.opendbMice],
  ] as const) {
    rows.forEach((row, index) => {
      requireIn(file, index, row.handle, 'brand', row.brand, brands, 'brand', problems)
      requireIn(file, index, row.handle, 'collab_brand', row.collab_brand, brands, 'brand', problems)
      requireIn(file, index, row.handle, 'sensor', row.sensor, sensorHandles, 'sensor', problems)
      requireIn(file, index, row.handle, 'parent', row.parent, mice, 'mouse', problems)
      if ('material' in row) requireIn(file, index, row.handle, 'material', row.material, materials, 'material', problems)
      if ('shape_parent' in row) requireIn(file, index, row.handle, 'shape_parent', row.shape_parent, mice, 'mouse', problems)
    })
  }

  // Each OpenDB row feeds one mouse at most.
  const mouseOfOpendbName = new Map<string, string>()
  data.opendbMice.forEach((row, index) => {
    for (const name of row.opendb_names) {
      const other = mouseOfOpendbName.get(name)
      if (other !== undefined) problems.push({ file: 'mice-opendb.json', row: index, id: row.handle, field: 'opendb_names', message: `"${name}" is also a source of ${other}` })
      else mouseOfOpendbName.set(name, row.handle)
      if (options.opendbNames && !options.opendbNames.has(name)) problems.push({ file: 'mice-opendb.json', row: index, id: row.handle, field: 'opendb_names', message: `"${name}" is not a row of the vendored extract` })
    }
  })

  const corrected = new Map<string, number>()
  data.corrections.forEach((row, index) => {
    const first = corrected.get(row.opendb_name)
    if (first !== undefined) problems.push({ file: 'opendb-corrections.json', row: index, id: row.opendb_name, field: 'opendb_name', message: `repeats row ${first}: one correction per extract row` })
    else corrected.set(row.opendb_name, index)
    if (options.opendbNames && !options.opendbNames.has(row.opendb_name)) problems.push({ file: 'opendb-corrections.json', row: index, id: row.opendb_name, field: 'opendb_name', message: 'is not the name of a row of the vendored extract' })
    requireIn('opendb-corrections.json', index, row.opendb_name, 'brand', row.brand, brands, 'brand', problems)
    requireIn('opendb-corrections.json', index, row.opendb_name, 'collab_brand', row.collab_brand, brands, 'brand', problems)
    requireIn('opendb-corrections.json', index, row.opendb_name, 'set.sensor', row.set?.sensor ?? undefined, sensorHandles, 'sensor', problems)
  })

  const partsOf = new Map<string, { switch?: number; encoder?: number }>()
  const linkRows = [...data.mouseParts.map((row, index) => ({ row, index, file: 'mouse-parts.json' })), ...data.importedLinks.map((row, index) => ({ row, index, file: 'mouse-parts-import.json' }))]
  for (const { row, index, file } of linkRows) {
    const id = row.mouse ?? row.opendb_name ?? ''
    let mouse: string | undefined
    if (row.mouse !== undefined) {
      requireIn(file, index, id, 'mouse', row.mouse, mice, 'mouse', problems)
      mouse = row.mouse
    } else if (row.opendb_name !== undefined) {
      mouse = mouseOfOpendbName.get(row.opendb_name)
      if (mouse === undefined) problems.push({ file, row: index, id, field: 'opendb_name', message: 'matches no imported mouse (left out by the import, or not a row of the extract)' })
    }
    requireIn(file, index, id, 'switch', row.switch, switchHandles, 'switch', problems)
    requireIn(file, index, id, 'encoder', row.encoder, encoderHandles, 'encoder', problems)
    if (mouse === undefined) continue
    const seen = partsOf.get(mouse) ?? {}
    for (const part of ['switch', 'encoder'] as const) {
      if (row[part] === undefined) continue
      const first = seen[part]
      if (first !== undefined) problems.push({ file, row: index, id, field: part, message: `gives ${mouse} a second ${part} (${file === 'mouse-parts.json' ? 'row' : 'mouse-parts.json row'} ${first} gives one)` })
      else seen[part] = index
    }
    partsOf.set(mouse, seen)
  }

  data.partsCorrections.forEach((row, index) => {
    const known = row.kind === 'sensor' ? sensorHandles : row.kind === 'switch' ? switchHandles : row.kind === 'encoder' ? encoderHandles : mice
    for (const handle of row.handles ?? []) requireIn('parts-corrections.json', index, row.name, 'handles', handle, known, row.kind === 'link' ? 'mouse' : row.kind, problems)
    if (row.kind !== 'link') requireIn('parts-corrections.json', index, row.name, 'parent', row.parent, known, row.kind, problems)
    requireIn('parts-corrections.json', index, row.name, 'brand', row.brand, brands, 'brand', problems)
    requireIn('parts-corrections.json', index, row.name, 'collab_brand', row.collab_brand, brands, 'brand', problems)
  })
  data.latencyMatches.forEach((row, index) => requireIn('latency-matches.json', index, `${row.make} ${row.model}`, 'mouse', row.mouse, mice, 'mouse', problems))
  data.latency.forEach((row, index) => requireIn('mouse-latency.json', index, row.mouse, 'mouse', row.mouse, mice, 'mouse', problems))

  const merge = mergeMice(data.mice, data.opendbMice)
  for (const problem of merge.problems) {
    const index = data.mice.findIndex((row) => row.handle === problem.handle)
    problems.push({ file: 'mice.json', row: index, id: problem.handle, field: problem.field, message: problem.message })
  }
  // A traced view is one closed outline the size of the mouse (its merged, published dimensions).
  for (const mouse of merge.mice) {
    for (const view of outlineViews) {
      const path = mouse[`${view}_view`]
      if (path === undefined) continue
      const index = data.mice.findIndex((row) => row.handle === mouse.handle)
      for (const message of tracedOutlineProblems(view, path, mouse)) problems.push({ file: 'mice.json', row: index, id: mouse.handle, field: `${view}_view`, message })
    }
  }
  return { problems, merge }
}

function partFile(file: string, rows: readonly (Keyed & { brand: string; collab_brand?: string; parent?: string; aliases?: string[]; model: string; variant?: string })[], brands: Set<string>, problems: Problem[], allHandles: Set<string>, aliasOwner: Map<string, string>): Set<string> {
  const handles = duplicates(file, rows, problems)
  rows.forEach((row, index) => {
    requireIn(file, index, row.handle, 'brand', row.brand, brands, 'brand', problems)
    requireIn(file, index, row.handle, 'collab_brand', row.collab_brand, brands, 'brand', problems)
    requireIn(file, index, row.handle, 'parent', row.parent, allHandles, 'part of this kind', problems)
    if (row.parent === row.handle) problems.push({ file, row: index, id: row.handle, field: 'parent', message: 'cannot be its own parent' })
    for (const alias of row.aliases ?? []) {
      const key = aliasKey(alias)
      const owner = aliasOwner.get(key)
      if (owner !== undefined && owner !== row.handle) problems.push({ file, row: index, id: row.handle, field: 'aliases', message: `"${alias}" is also an alias of ${owner}` })
      else aliasOwner.set(key, row.handle)
    }
  })
  return handles
}

function brandAliases(data: CatalogueData, problems: Problem[]): void {
  const owner = new Map<string, string>()
  for (const brand of data.brands) owner.set(brand.name.toLowerCase(), brand.handle)
  data.brands.forEach((brand, index) => {
    for (const alias of brand.aliases ?? []) {
      const key = alias.toLowerCase()
      const other = owner.get(key)
      if (other !== undefined && other !== brand.handle) problems.push({ file: 'brands.json', row: index, id: brand.handle, field: 'aliases', message: `"${alias}" is already the name or an alias of ${other}` })
      else owner.set(key, brand.handle)
    }
  })
}
