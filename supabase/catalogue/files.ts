/**
 * The catalogue's data files (supabase/seed/catalogue/), each with its schema and key order, and
 * how they are read: every row validated, every problem named by file, row and field.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { layoutProblems, type Row } from './layout.ts'
import {
  brandKeys,
  brandSchema,
  curatedMouseKeys,
  curatedMouseSchema,
  encoderKeys,
  encoderSchema,
  importedEncoderSchema,
  latencyMatchKeys,
  latencyMatchSchema,
  mouseLatencyKeys,
  mouseLatencySchema,
  partsCorrectionKeys,
  partsCorrectionSchema,
  importedMouseKeys,
  importedMouseSchema,
  materialKeys,
  materialSchema,
  mousePartKeys,
  mousePartSchema,
  opendbCorrectionKeys,
  opendbCorrectionSchema,
  sensorKeys,
  sensorSchema,
  switchKeys,
  switchSchema,
  type Brand,
  type CuratedMouse,
  type Encoder,
  type ImportedEncoder,
  type ImportedMouse,
  type LatencyMatch,
  type MouseLatency,
  type PartsCorrection,
  type Material,
  type MousePart,
  type OpendbCorrection,
  type Sensor,
  type Switch,
} from './schemas.ts'

export const catalogueDir = fileURLToPath(new URL('../seed/catalogue/', import.meta.url))
export const vendorDir = fileURLToPath(new URL('../seed/vendor/buildcores-opendb/', import.meta.url))
export const opendbCsvPath = join(vendorDir, 'mice-reference.csv')
export const seedSqlPath = fileURLToPath(new URL('../seed/01-catalogue.sql', import.meta.url))
export const importReportPath = join(catalogueDir, 'opendb-import-report.md')
export const partsReportPath = join(catalogueDir, 'parts-import-report.md')
export const componentsReferenceDir = fileURLToPath(new URL('../seed/vendor/components-reference/', import.meta.url))
export const latencyCsvPath = fileURLToPath(new URL('../seed/vendor/nvidia-rla/nvidia-rla-mice.csv', import.meta.url))

/** The vendored sources the parts and latency imports read, as text. */
export interface ReferenceTexts {
  sensorsCsv: string
  switchesCsv: string
  encodersCsv: string
  linksCsv: string
  latencyCsv: string
}

/** Reads the vendored components reference and NVIDIA's latency database (`dir`: another copy of the vendor folder). */
export async function readReferenceTexts(vendor = join(catalogueDir, '../vendor')): Promise<ReferenceTexts> {
  const read = (path: string) => readFile(join(vendor, path), 'utf8')
  const [sensorsCsv, switchesCsv, encodersCsv, linksCsv, latencyCsv] = await Promise.all([
    read('components-reference/sensors.csv'),
    read('components-reference/switches.csv'),
    read('components-reference/encoders.csv'),
    read('components-reference/mouse-parts.csv'),
    read('nvidia-rla/nvidia-rla-mice.csv'),
  ])
  return { sensorsCsv, switchesCsv, encodersCsv, linksCsv, latencyCsv }
}

type FileSpec<T> = { schema: v.GenericSchema<unknown, T>; keys: readonly string[] }

export const catalogueFiles = {
  'brands.json': { schema: brandSchema, keys: brandKeys } as FileSpec<Brand>,
  'materials.json': { schema: materialSchema, keys: materialKeys } as FileSpec<Material>,
  'sensors.json': { schema: sensorSchema, keys: sensorKeys } as FileSpec<Sensor>,
  'switches.json': { schema: switchSchema, keys: switchKeys } as FileSpec<Switch>,
  'encoders.json': { schema: encoderSchema, keys: encoderKeys } as FileSpec<Encoder>,
  'mice.json': { schema: curatedMouseSchema, keys: curatedMouseKeys } as FileSpec<CuratedMouse>,
  'mice-opendb.json': { schema: importedMouseSchema, keys: importedMouseKeys } as FileSpec<ImportedMouse>,
  'opendb-corrections.json': { schema: opendbCorrectionSchema, keys: opendbCorrectionKeys } as FileSpec<OpendbCorrection>,
  'mouse-parts.json': { schema: mousePartSchema, keys: mousePartKeys } as FileSpec<MousePart>,
  'parts-corrections.json': { schema: partsCorrectionSchema, keys: partsCorrectionKeys } as FileSpec<PartsCorrection>,
  'latency-matches.json': { schema: latencyMatchSchema, keys: latencyMatchKeys } as FileSpec<LatencyMatch>,
  'sensors-import.json': { schema: sensorSchema, keys: sensorKeys } as FileSpec<Sensor>,
  'switches-import.json': { schema: switchSchema, keys: switchKeys } as FileSpec<Switch>,
  'encoders-import.json': { schema: importedEncoderSchema, keys: encoderKeys } as FileSpec<ImportedEncoder>,
  'mouse-parts-import.json': { schema: mousePartSchema, keys: mousePartKeys } as FileSpec<MousePart>,
  'mouse-latency.json': { schema: mouseLatencySchema, keys: mouseLatencyKeys } as FileSpec<MouseLatency>,
} as const

/** The files the imports write (never edited by hand). */
export const generatedFileNames = ['mice-opendb.json', 'sensors-import.json', 'switches-import.json', 'encoders-import.json', 'mouse-parts-import.json', 'mouse-latency.json'] as const satisfies readonly CatalogueFileName[]

export type CatalogueFileName = keyof typeof catalogueFiles
export const catalogueFileNames = Object.keys(catalogueFiles) as CatalogueFileName[]

export interface Problem {
  file: string
  /** 0-based row of the file's array. */
  row?: number
  /** The row's handle (or OpenDB name), to find it by eye. */
  id?: string
  /** Dot path of the field, e.g. 'dimensions_source.kind'. */
  field?: string
  message: string
}

/** 'mice.json, row 12 (logitech-g305-lightspeed), field weight: must be …' */
export function describeProblem(problem: Problem): string {
  const where = [problem.file]
  if (problem.row !== undefined) where.push(`row ${problem.row}${problem.id ? ` (${problem.id})` : ''}`)
  if (problem.field) where.push(`field ${problem.field}`)
  return `${where.join(', ')}: ${problem.message}`
}

export type CatalogueData = {
  brands: Brand[]
  materials: Material[]
  sensors: Sensor[]
  switches: Switch[]
  encoders: Encoder[]
  mice: CuratedMouse[]
  opendbMice: ImportedMouse[]
  corrections: OpendbCorrection[]
  mouseParts: MousePart[]
  partsCorrections: PartsCorrection[]
  latencyMatches: LatencyMatch[]
  importedSensors: Sensor[]
  importedSwitches: Switch[]
  importedEncoders: ImportedEncoder[]
  importedLinks: MousePart[]
  latency: MouseLatency[]
}

const dataKey: Record<CatalogueFileName, keyof CatalogueData> = {
  'brands.json': 'brands',
  'materials.json': 'materials',
  'sensors.json': 'sensors',
  'switches.json': 'switches',
  'encoders.json': 'encoders',
  'mice.json': 'mice',
  'mice-opendb.json': 'opendbMice',
  'opendb-corrections.json': 'corrections',
  'mouse-parts.json': 'mouseParts',
  'parts-corrections.json': 'partsCorrections',
  'latency-matches.json': 'latencyMatches',
  'sensors-import.json': 'importedSensors',
  'switches-import.json': 'importedSwitches',
  'encoders-import.json': 'importedEncoders',
  'mouse-parts-import.json': 'importedLinks',
  'mouse-latency.json': 'latency',
}

function rowId(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined
  const record = row as Record<string, unknown>
  for (const key of ['handle', 'opendb_name', 'mouse', 'name']) if (typeof record[key] === 'string') return record[key] as string
  if (typeof record.make === 'string' && typeof record.model === 'string') return `${record.make} ${record.model}`
  return undefined
}

/** Validates one file's text: JSON, an array, each row against the schema, then the layout. */
export function parseCatalogueFile<Name extends CatalogueFileName>(file: Name, text: string): { rows: unknown[]; valid: boolean; problems: Problem[] } {
  const spec = catalogueFiles[file] as FileSpec<unknown>
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return { rows: [], valid: false, problems: [{ file, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] }
  }
  if (!Array.isArray(parsed)) return { rows: [], valid: false, problems: [{ file, message: 'must be a JSON array of rows' }] }
  const problems: Problem[] = []
  const rows: unknown[] = []
  parsed.forEach((row: unknown, index) => {
    const result = v.safeParse(spec.schema, row)
    if (result.success) {
      rows.push(result.output)
      return
    }
    rows.push(row)
    for (const issue of result.issues) {
      problems.push({ file, row: index, id: rowId(row), field: v.getDotPath(issue) ?? undefined, message: issue.message })
    }
  })
  if (problems.length === 0) {
    for (const layout of layoutProblems(text, parsed as Row[], spec.keys)) {
      problems.push({ file, row: layout.row, id: layout.row === undefined ? undefined : rowId(parsed[layout.row]), message: `line ${layout.line}: ${layout.message}` })
    }
  }
  return { rows, valid: problems.length === 0, problems }
}

export interface ReadResult {
  data: CatalogueData
  /** Raw text of each file as read. */
  texts: Record<CatalogueFileName, string>
  problems: Problem[]
}

/** Reads and validates every data file of `dir`. Rows that fail their schema are still returned, unchecked. */
export async function readCatalogue(dir = catalogueDir): Promise<ReadResult> {
  const data = {} as Record<keyof CatalogueData, unknown[]>
  const texts = {} as Record<CatalogueFileName, string>
  const problems: Problem[] = []
  for (const file of catalogueFileNames) {
    let text: string
    try {
      text = await readFile(join(dir, file), 'utf8')
    } catch (error) {
      problems.push({ file, message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` })
      data[dataKey[file]] = []
      texts[file] = ''
      continue
    }
    texts[file] = text
    const parsed = parseCatalogueFile(file, text)
    data[dataKey[file]] = parsed.rows
    problems.push(...parsed.problems)
  }
  return { data: data as unknown as CatalogueData, texts, problems }
}
