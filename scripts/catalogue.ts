/**
 * The catalogue's data files, from the command line (supabase/seed/catalogue/FORMAT.md):
 *
 *   node scripts/catalogue.ts check    validate every row (file, row, field for each problem), the
 *                                      references between files, and that the generated files
 *                                      (mice-opendb.json, the import report, 01-catalogue.sql) are
 *                                      up to date; exit 1 on any problem   (npm run catalogue:check;
 *                                      --dir=<folder> checks another copy of the data folder)
 *   node scripts/catalogue.ts import   the vendored OpenDB extract → mice-opendb.json and
 *                                      opendb-import-report.md; the vendored components reference and
 *                                      NVIDIA's latency database → sensors-, switches-, encoders- and
 *                                      mouse-parts-import.json, mouse-latency.json and
 *                                      parts-import-report.md; then the seed (npm run catalogue:import)
 *   node scripts/catalogue.ts seed     regenerate supabase/seed/01-catalogue.sql (npm run catalogue:seed)
 *   node scripts/catalogue.ts format   rewrite the editors' files in the canonical layout
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { checkCatalogue } from '../supabase/catalogue/check.ts'
import { catalogueDir, catalogueFiles, describeProblem, generatedFileNames, importReportPath, opendbCsvPath, partsReportPath, readCatalogue, readReferenceTexts, seedSqlPath, type CatalogueFileName, type ReferenceTexts } from '../supabase/catalogue/files.ts'
import { formatRows } from '../supabase/catalogue/layout.ts'
import { generatedFiles } from '../supabase/catalogue/generate.ts'
import { parseCsv } from '../supabase/catalogue/csv.ts'

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * `--dir=<folder>` checks another copy of supabase/seed/catalogue (its generated seed and vendored
 * extract beside it, as in the repository).
 */
function pathsFor(argv: readonly string[]) {
  const dir = argv.find((arg) => arg.startsWith('--dir='))?.slice('--dir='.length)
  if (!dir) return { dir: catalogueDir, csv: opendbCsvPath, report: importReportPath, partsReport: partsReportPath, seedSql: seedSqlPath, vendor: join(catalogueDir, '../vendor') }
  return {
    dir,
    csv: join(dir, '../vendor/buildcores-opendb/mice-reference.csv'),
    report: join(dir, 'opendb-import-report.md'),
    partsReport: join(dir, 'parts-import-report.md'),
    seedSql: join(dir, '../01-catalogue.sql'),
    vendor: join(dir, '../vendor'),
  }
}

async function check(): Promise<number> {
  const paths = pathsFor(process.argv.slice(3))
  const read = await readCatalogue(paths.dir)
  const csv = await readText(paths.csv)
  const reference = await readReferenceTexts(paths.vendor).catch(() => undefined)
  const result = checkCatalogue(read, csv === undefined ? {} : { opendbNames: opendbNameSet(csv) })
  const problems = result.problems.map(describeProblem)
  if (csv === undefined) problems.push(`${paths.csv}: cannot be read (the vendored OpenDB extract)`)
  if (reference === undefined) problems.push(`${paths.vendor}: the vendored components reference or latency database cannot be read`)
  if (problems.length === 0 && csv !== undefined && reference !== undefined) {
    const expected = generatedFiles(read.data, csv, reference)
    problems.push(...expected.problems)
    const stale: string[] = []
    for (const [file, text] of generatedTexts(expected)) if (text !== read.texts[file]) stale.push(`${file} (run npm run catalogue:import)`)
    if (expected.report !== (await readText(paths.report))) stale.push('opendb-import-report.md (run npm run catalogue:import)')
    if (expected.partsReport !== (await readText(paths.partsReport))) stale.push('parts-import-report.md (run npm run catalogue:import)')
    if (expected.seedSql !== (await readText(paths.seedSql))) stale.push('supabase/seed/01-catalogue.sql (run npm run catalogue:seed)')
    for (const file of stale) problems.push(`${file}: out of date with the data files`)
  }
  for (const line of problems) console.error(line)
  const mice = result.merge.mice.length
  // Parts: the editors' and the imported rows, one per handle (parts-merge.ts).
  const count = (rows: readonly { handle: string }[]) => new Set(rows.map((row) => row.handle)).size
  const sensors = count([...read.data.sensors, ...read.data.importedSensors])
  const switches = count([...read.data.switches, ...read.data.importedSwitches])
  const encoders = count([...read.data.encoders, ...read.data.importedEncoders])
  console.info(problems.length === 0 ? `catalogue: ${mice} mice, ${sensors} sensors, ${switches} switches, ${encoders} encoders, ${read.data.brands.length} brands: no problems` : `catalogue: ${problems.length} problem(s)`)
  return problems.length === 0 ? 0 : 1
}

/** Each generated data file and the text the imports make for it. */
function generatedTexts(generated: ReturnType<typeof generatedFiles>): [CatalogueFileName, string][] {
  return [
    ['mice-opendb.json', generated.opendbMice],
    ['sensors-import.json', generated.sensorsImport],
    ['switches-import.json', generated.switchesImport],
    ['encoders-import.json', generated.encodersImport],
    ['mouse-parts-import.json', generated.linksImport],
    ['mouse-latency.json', generated.latency],
  ]
}

async function importOpendb(): Promise<number> {
  const read = await readCatalogue()
  const csv = await readFile(opendbCsvPath, 'utf8')
  const reference: ReferenceTexts = await readReferenceTexts()
  const editorsProblems = read.problems.filter((problem) => !(generatedFileNames as readonly string[]).includes(problem.file))
  if (editorsProblems.length > 0) {
    for (const problem of editorsProblems) console.error(describeProblem(problem))
    console.error('catalogue:import: fix the data files first')
    return 1
  }
  const generated = generatedFiles(read.data, csv, reference)
  for (const [file, text] of generatedTexts(generated)) await writeFile(join(catalogueDir, file), text)
  await writeFile(importReportPath, generated.report)
  await writeFile(partsReportPath, generated.partsReport)
  await writeFile(seedSqlPath, generated.seedSql)
  console.info(`catalogue:import: ${generated.summary}`)
  for (const problem of generated.problems) console.error(problem)
  return generated.problems.length === 0 ? 0 : 1
}

async function seed(): Promise<number> {
  const read = await readCatalogue()
  const csv = await readFile(opendbCsvPath, 'utf8')
  if (read.problems.length > 0) {
    for (const problem of read.problems) console.error(describeProblem(problem))
    return 1
  }
  await writeFile(seedSqlPath, generatedFiles(read.data, csv, await readReferenceTexts()).seedSql)
  console.info(`catalogue:seed: wrote ${seedSqlPath}`)
  return 0
}

async function format(): Promise<number> {
  const editable = (Object.keys(catalogueFiles) as CatalogueFileName[]).filter((file) => !(generatedFileNames as readonly string[]).includes(file))
  for (const file of editable) {
    const path = join(catalogueDir, file)
    const rows = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>[]
    await writeFile(path, formatRows(rows, catalogueFiles[file].keys))
  }
  console.info(`catalogue:format: rewrote ${editable.length} files`)
  return 0
}

function opendbNameSet(csv: string): Set<string> {
  return new Set(parseCsv(csv).rows.map((row) => row.name ?? ''))
}

const commands: Record<string, () => Promise<number>> = { check, import: importOpendb, seed, format }
const command = process.argv[2] ?? ''
const run = commands[command]
if (!run) {
  console.error(`usage: node scripts/catalogue.ts ${Object.keys(commands).join('|')}`)
  process.exit(2)
}
process.exitCode = await run()
