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
  type ImportedMouse,
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
} as const

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
}

function rowId(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined
  const record = row as Record<string, unknown>
  for (const key of ['handle', 'opendb_name', 'mouse']) if (typeof record[key] === 'string') return record[key] as string
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
