/**
 * The research ledger (supabase/seed/catalogue/checks/, FORMAT.md "checks/"): what one published
 * source says about one mouse, one row per source and mouse, one file per brand. The rows are
 * copied in from the researchers' folder by `npm run catalogue:ledger` and applied by the import
 * (checks-apply.ts). Here: the row schema, the layout and the reading, every problem named by
 * file, row and field. Pure but for `readLedger`.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { formatRows, layoutProblems, type Row } from './layout.ts'
import { daySchema, handCompatibilities, handleSchema, partialDateSchema, pollingRates } from './schemas.ts'
import type { Problem } from './files.ts'

const text = v.pipe(v.string(), v.nonEmpty('must not be empty'), v.check((value) => value.trim() === value, 'must not start or end with spaces'))
const citationUrl = v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must start with https:// or http://'))
const count = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0), v.maxValue(20))

/** The figures a ledger row may state, in the units FORMAT.md gives. */
export const ledgerFigureKeys = ['released', 'length', 'width', 'height', 'weight', 'wireless', 'sensor', 'dpi', 'polling_rate', 'switch', 'encoder', 'side_buttons', 'middle_buttons', 'shape', 'hand_compatibility'] as const
export type LedgerFigure = (typeof ledgerFigureKeys)[number]

const ledgerFiguresSchema = v.strictObject({
  released: v.optional(partialDateSchema),
  length: v.optional(v.pipe(v.number(), v.minValue(60), v.maxValue(160))),
  width: v.optional(v.pipe(v.number(), v.minValue(40), v.maxValue(100))),
  height: v.optional(v.pipe(v.number(), v.minValue(20), v.maxValue(60))),
  weight: v.optional(v.pipe(v.number(), v.minValue(25), v.maxValue(200))),
  wireless: v.optional(v.boolean()),
  sensor: v.optional(text),
  dpi: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(100), v.maxValue(100000))),
  polling_rate: v.optional(v.picklist(pollingRates, `must be one of ${pollingRates.join(', ')} Hz`)),
  switch: v.optional(text),
  encoder: v.optional(text),
  side_buttons: v.optional(count),
  middle_buttons: v.optional(count),
  shape: v.optional(v.picklist(['symmetrical', 'ergonomic'], 'must be symmetrical or ergonomic')),
  hand_compatibility: v.optional(v.picklist(handCompatibilities, `must be one of ${handCompatibilities.join(', ')}`)),
})

export const ledgerSourceKinds = ['maker', 'review'] as const
export type LedgerSourceKind = (typeof ledgerSourceKinds)[number]

export const ledgerRowSchema = v.strictObject({
  mouse: handleSchema,
  in_catalogue: v.boolean(),
  name: text,
  source: v.strictObject({
    kind: v.picklist(ledgerSourceKinds, 'kind must be maker or review'),
    publisher: text,
    url: citationUrl,
    checked: daySchema,
  }),
  figures: ledgerFiguresSchema,
  evidence: text,
  /** Empty when the researcher had no qualifier. */
  notes: v.optional(v.string()),
})
export type LedgerRow = v.InferOutput<typeof ledgerRowSchema>
export const ledgerRowKeys = ['mouse', 'in_catalogue', 'name', 'source', 'figures', 'evidence', 'notes'] as const

/** One brand's file of the ledger. */
export interface LedgerFile {
  /** e.g. 'razer.json' */
  file: string
  /** The brand handle the file name gives. */
  brand: string
  /** The rows that passed their schema (rows that did not are named in `problems`). */
  rows: LedgerRow[]
  /** The 0-based row of each entry of `rows` in its file. */
  indexes: number[]
}

export interface LedgerRead {
  files: LedgerFile[]
  problems: Problem[]
  /** Raw text of each file, by file name. */
  texts: Record<string, string>
}

/** The folder of the ledger inside a catalogue folder. */
export const ledgerFolder = 'checks'

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Rows in the ledger's order: by mouse, then by the source's address. */
export function sortLedgerRows<T extends { mouse: string; source: { url: string } }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compareText(a.mouse, b.mouse) || compareText(a.source.url, b.source.url))
}

/** Nested keys in FORMAT.md's order, so the canonical layout is one string per row. */
function canonicalRow(row: Record<string, unknown>): Row {
  const source = row.source as Record<string, unknown> | undefined
  const figures = row.figures as Record<string, unknown> | undefined
  const ordered = (value: Record<string, unknown> | undefined, keys: readonly string[]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
    const rank = (key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length)
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b) || compareText(a, b)))
  }
  return { ...row, source: ordered(source, ['kind', 'publisher', 'url', 'checked']), figures: ordered(figures, ledgerFigureKeys) }
}

/** The canonical text of a ledger file: one row per line, keys in order, rows sorted. */
export function formatLedger(rows: readonly Record<string, unknown>[]): string {
  const sortable = rows.every((row) => typeof row.mouse === 'string' && typeof (row.source as { url?: unknown } | undefined)?.url === 'string')
  const sorted = sortable ? sortLedgerRows(rows as { mouse: string; source: { url: string } }[]) : [...rows]
  return formatRows((sorted as Record<string, unknown>[]).map(canonicalRow), ledgerRowKeys)
}

/**
 * Validates one ledger file's text: JSON, an array, each row against the schema, then the layout.
 * A file of a brand brands.json does not have is read (its rows are listed by the import, not applied).
 */
export function parseLedgerFile(file: string, content: string): { ledger: LedgerFile; problems: Problem[] } {
  const where = `${ledgerFolder}/${file}`
  const brand = file.replace(/\.json$/, '')
  const ledger: LedgerFile = { file, brand, rows: [], indexes: [] }
  const problems: Problem[] = []
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch (error) {
    return { ledger, problems: [...problems, { file: where, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] }
  }
  if (!Array.isArray(parsed)) return { ledger, problems: [...problems, { file: where, message: 'must be a JSON array of rows' }] }
  parsed.forEach((row: unknown, index) => {
    const id = typeof row === 'object' && row !== null && typeof (row as { mouse?: unknown }).mouse === 'string' ? (row as { mouse: string }).mouse : undefined
    const result = v.safeParse(ledgerRowSchema, row)
    if (!result.success) {
      for (const issue of result.issues) problems.push({ file: where, row: index, id, field: v.getDotPath(issue) ?? undefined, message: issue.message })
      return
    }
    const out = result.output
    if (Object.keys(out.figures).length === 0) problems.push({ file: where, row: index, id, field: 'figures', message: 'states no figure (leave the row out)' })
    else if (out.figures.length !== undefined && out.figures.width !== undefined && !(out.figures.length > out.figures.width)) problems.push({ file: where, row: index, id, field: 'figures.length', message: `length ${out.figures.length} mm must be greater than width ${out.figures.width} mm` })
    else if (out.figures.width !== undefined && out.figures.height !== undefined && !(out.figures.width > out.figures.height)) problems.push({ file: where, row: index, id, field: 'figures.height', message: `height ${out.figures.height} mm must be less than width ${out.figures.width} mm` })
    else {
      ledger.rows.push(out)
      ledger.indexes.push(index)
    }
  })
  if (problems.length === 0) {
    for (const layout of layoutProblems(content, (parsed as Record<string, unknown>[]).map(canonicalRow), ledgerRowKeys)) {
      problems.push({ file: where, row: layout.row, message: `line ${layout.line}: ${layout.message}` })
    }
    if (content !== formatLedger(parsed as Record<string, unknown>[]) && problems.length === 0) problems.push({ file: where, message: 'rows must be sorted by mouse, then by source.url (npm run catalogue:ledger writes them so)' })
  }
  return { ledger, problems }
}

/** Every `<brand>.json` of the ledger folder of `catalogueDir` (none: an empty ledger). */
export async function readLedger(catalogueDir: string): Promise<LedgerRead> {
  const dir = join(catalogueDir, ledgerFolder)
  let names: string[]
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort(compareText)
  } catch {
    return { files: [], problems: [], texts: {} }
  }
  const files: LedgerFile[] = []
  const problems: Problem[] = []
  const texts: Record<string, string> = {}
  for (const name of names) {
    const content = await readFile(join(dir, name), 'utf8')
    texts[name] = content
    const parsed = parseLedgerFile(name, content)
    files.push(parsed.ledger)
    problems.push(...parsed.problems)
  }
  return { files, problems, texts }
}
