/**
 * Writes an exported view into the catalogue's data files, as an editor would by hand (convention
 * 12: the tracer's output goes through the data files and catalogue:check): the mouse's row in
 * mice.json gets the view's path and its provenance (a mouse only the import has gets an overlay
 * row with its identity), then the seed is regenerated. Everything is checked first, the whole
 * catalogue as catalogue:check checks it: on any problem nothing is written.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { checkCatalogue } from '../../supabase/catalogue/check.ts'
import { catalogueDir, catalogueFiles, describeProblem, opendbCsvPath, parseCatalogueFile, readCatalogue, readReferenceTexts, seedSqlPath } from '../../supabase/catalogue/files.ts'
import { generatedFiles } from '../../supabase/catalogue/generate.ts'
import { formatRows } from '../../supabase/catalogue/layout.ts'
import type { OutlineTrace } from '../../web/lib/api-types.ts'
import type { OutlineView } from '../../web/features/outlines/traced-outline.ts'

export interface TraceWrite {
  handle: string
  view: OutlineView
  path: string
  trace: OutlineTrace
}

export interface WritePaths {
  dir: string
  csv: string
  seedSql: string
}

export const defaultPaths: WritePaths = { dir: catalogueDir, csv: opendbCsvPath, seedSql: seedSqlPath }

/** The new mice.json text with the view written in, or the problems that stop it. */
export async function planTraceWrite(write: TraceWrite, paths: WritePaths = defaultPaths): Promise<{ text: string } | { problems: string[] }> {
  const read = await readCatalogue(paths.dir)
  if (read.problems.length > 0) return { problems: ['The data files have problems of their own; run npm run catalogue:check and fix them first.', ...read.problems.map(describeProblem)] }
  const rows = JSON.parse(read.texts['mice.json']) as Record<string, unknown>[]
  const key = `${write.view}_view`
  let row = rows.find((candidate) => candidate.handle === write.handle)
  if (!row) {
    const imported = read.data.opendbMice.find((mouse) => mouse.handle === write.handle)
    if (!imported) return { problems: [`No mouse has the handle "${write.handle}".`] }
    // An overlay of the imported mouse: its identity, and nothing else but the trace.
    row = Object.fromEntries(['handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant'].filter((field) => imported[field as keyof typeof imported] !== undefined).map((field) => [field, imported[field as keyof typeof imported]]))
    rows.push(row)
  }
  row[key] = write.path
  row.outline_source = { ...((row.outline_source as Record<string, unknown> | undefined) ?? {}), [write.view]: write.trace }
  const text = formatRows(rows, catalogueFiles['mice.json'].keys)
  const parsed = parseCatalogueFile('mice.json', text)
  const problems = parsed.problems.map(describeProblem)
  if (problems.length === 0) {
    const checked = checkCatalogue({ ...read, texts: { ...read.texts, 'mice.json': text }, data: { ...read.data, mice: parsed.rows as typeof read.data.mice } })
    problems.push(...checked.problems.map(describeProblem))
  }
  return problems.length > 0 ? { problems } : { text }
}

/** Plans the write and, when nothing stops it, writes mice.json and the regenerated seed. */
export async function writeTrace(write: TraceWrite, paths: WritePaths = defaultPaths): Promise<{ written: string[] } | { problems: string[] }> {
  const plan = await planTraceWrite(write, paths)
  if ('problems' in plan) return plan
  const micePath = join(paths.dir, 'mice.json')
  await writeFile(micePath, plan.text)
  const read = await readCatalogue(paths.dir)
  const csv = await readFile(paths.csv, 'utf8')
  await writeFile(paths.seedSql, generatedFiles(read.data, csv, await readReferenceTexts()).seedSql)
  return { written: [micePath, paths.seedSql] }
}
