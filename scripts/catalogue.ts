/**
 * The catalogue's data files, from the command line (supabase/seed/catalogue/FORMAT.md):
 *
 *   node scripts/catalogue.ts check    validate every row (file, row, field for each problem), the
 *                                      references between files, and that the generated files
 *                                      (mice-opendb.json, the reports, 01-catalogue.sql) are
 *                                      up to date; exit 1 on any problem   (npm run catalogue:check;
 *                                      --dir=<folder> checks another copy of the data folder;
 *                                      import and ledger take it too)
 *   node scripts/catalogue.ts import   the vendored OpenDB extract → mice-opendb.json and
 *                                      opendb-import-report.md; the vendored components reference and
 *                                      NVIDIA's latency database → sensors-, switches-, encoders- and
 *                                      mouse-parts-import.json, mouse-latency.json and
 *                                      parts-import-report.md; the research ledger (checks/) →
 *                                      checks-report.md; then the seed (npm run catalogue:import)
 *   node scripts/catalogue.ts seed     regenerate supabase/seed/01-catalogue.sql (npm run catalogue:seed)
 *   node scripts/catalogue.ts ledger   copy the researchers' ledger (--from=<folder>, default
 *                                      ../helpers/research: its checks/*.json and *.md) into
 *                                      checks/, then import (npm run catalogue:ledger)
 *   node scripts/catalogue.ts format   rewrite the editors' files in the canonical layout
 *
 * `--without=<source>` (maker, opendb, teardown, editors, review) on check, import and seed builds
 * the seed with that source left out (FORMAT.md "Building without a source").
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { checkCatalogue } from '../supabase/catalogue/check.ts'
import { catalogueDir, catalogueFiles, checksReportPath, describeProblem, generatedFileNames, importReportPath, opendbCsvPath, partsReportPath, readCatalogue, readReferenceTexts, seedSqlPath, type CatalogueFileName, type ReferenceTexts } from '../supabase/catalogue/files.ts'
import { formatLedger, ledgerFolder } from '../supabase/catalogue/checks-ledger.ts'
import { sourceKinds, type SourceKind } from '../supabase/catalogue/schemas.ts'
import type { BuildOptions } from '../supabase/catalogue/catalogue-build.ts'
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
  if (!dir) return { dir: catalogueDir, csv: opendbCsvPath, report: importReportPath, partsReport: partsReportPath, checksReport: checksReportPath, seedSql: seedSqlPath, vendor: join(catalogueDir, '../vendor') }
  return {
    dir,
    csv: join(dir, '../vendor/buildcores-opendb/mice-reference.csv'),
    report: join(dir, 'opendb-import-report.md'),
    partsReport: join(dir, 'parts-import-report.md'),
    checksReport: join(dir, 'checks-report.md'),
    seedSql: join(dir, '../01-catalogue.sql'),
    vendor: join(dir, '../vendor'),
  }
}

/** `--without=<kind>` (or `--without <kind>`): the source to leave out; exits 2 on an unknown one. */
function buildOptions(argv: readonly string[]): BuildOptions {
  const at = argv.findIndex((arg) => arg === '--without' || arg.startsWith('--without='))
  if (at < 0) return {}
  const value = argv[at]!.includes('=') ? argv[at]!.slice('--without='.length) : argv[at + 1]
  if (!value || !(sourceKinds as readonly string[]).includes(value)) {
    console.error(`--without needs one of ${sourceKinds.join(', ')} (got ${value ?? 'nothing'})`)
    process.exit(2)
  }
  return { without: value as SourceKind }
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
    const options = buildOptions(process.argv.slice(3))
    const expected = generatedFiles(read.data, csv, reference, options)
    problems.push(...expected.problems)
    const stale: string[] = []
    for (const [file, text] of generatedTexts(expected)) if (text !== read.texts[file]) stale.push(`${file} (run npm run catalogue:import)`)
    if (expected.report !== (await readText(paths.report))) stale.push('opendb-import-report.md (run npm run catalogue:import)')
    if (expected.partsReport !== (await readText(paths.partsReport))) stale.push('parts-import-report.md (run npm run catalogue:import)')
    if (expected.checksReport !== (await readText(paths.checksReport))) stale.push('checks-report.md (run npm run catalogue:import)')
    const seedCommand = options.without ? `npm run catalogue:seed -- --without=${options.without}` : 'npm run catalogue:seed'
    if (expected.seedSql !== (await readText(paths.seedSql))) stale.push(`supabase/seed/01-catalogue.sql (run ${seedCommand})`)
    for (const file of stale) problems.push(`${file}: out of date with the data files`)
  }
  for (const line of problems) console.error(line)
  const ledgerRows = read.data.checks.reduce((sum, file) => sum + file.rows.length, 0)
  const mice = `${result.merge.mice.length} mice merged (${ledgerRows} ledger rows over them)`
  // Parts: the editors' and the imported rows, one per handle (parts-merge.ts).
  const count = (rows: readonly { handle: string }[]) => new Set(rows.map((row) => row.handle)).size
  const sensors = count([...read.data.sensors, ...read.data.importedSensors])
  const switches = count([...read.data.switches, ...read.data.importedSwitches])
  const encoders = count([...read.data.encoders, ...read.data.importedEncoders])
  console.info(problems.length === 0 ? `catalogue: ${mice}, ${sensors} sensors, ${switches} switches, ${encoders} encoders, ${read.data.brands.length} brands: no problems` : `catalogue: ${problems.length} problem(s)`)
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
  const paths = pathsFor(process.argv.slice(3))
  const read = await readCatalogue(paths.dir)
  const csv = await readFile(paths.csv, 'utf8')
  const reference: ReferenceTexts = await readReferenceTexts(paths.vendor)
  const editorsProblems = read.problems.filter((problem) => !(generatedFileNames as readonly string[]).includes(problem.file))
  if (editorsProblems.length > 0) {
    for (const problem of editorsProblems) console.error(describeProblem(problem))
    console.error('catalogue:import: fix the data files first')
    return 1
  }
  const generated = generatedFiles(read.data, csv, reference, buildOptions(process.argv.slice(3)))
  for (const [file, text] of generatedTexts(generated)) await writeFile(join(paths.dir, file), text)
  await writeFile(paths.report, generated.report)
  await writeFile(paths.partsReport, generated.partsReport)
  await writeFile(paths.checksReport, generated.checksReport)
  await writeFile(paths.seedSql, generated.seedSql)
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
  const options = buildOptions(process.argv.slice(3))
  await writeFile(seedSqlPath, generatedFiles(read.data, csv, await readReferenceTexts(), options).seedSql)
  console.info(`catalogue:seed: wrote ${seedSqlPath}${options.without ? ` without the source ${options.without}` : ''}`)
  return 0
}

/**
 * The researchers' ledger into the catalogue: every checks/<brand>.json of --from (rows in the
 * canonical layout, sorted; a file that is not a JSON array of objects is copied as it is, for
 * catalogue:check to name its problem) and its popular-*.md and searched-*.md lists; files of
 * checks/ that --from no longer has are removed. Then the import applies it.
 */
async function ledger(): Promise<number> {
  const from = resolve(process.argv.slice(3).find((arg) => arg.startsWith('--from='))?.slice('--from='.length) ?? '../helpers/research')
  const target = join(pathsFor(process.argv.slice(3)).dir, ledgerFolder)
  let names: string[]
  try {
    names = (await readdir(join(from, 'checks'))).filter((name) => name.endsWith('.json')).sort()
  } catch {
    console.error(`catalogue:ledger: ${join(from, 'checks')} cannot be read (give --from=<the researchers' folder>)`)
    return 1
  }
  const lists = (await readdir(from)).filter((name) => /^(popular|searched)-[\w-]+\.md$/.test(name)).sort()
  await mkdir(target, { recursive: true })
  for (const name of await readdir(target)) if (!names.includes(name) && !lists.includes(name)) await rm(join(target, name))
  for (const name of names) {
    const text = await readFile(join(from, 'checks', name), 'utf8')
    let rows: unknown
    try {
      rows = JSON.parse(text)
    } catch {
      rows = undefined
    }
    const canonical = Array.isArray(rows) && rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))
    await writeFile(join(target, name), canonical ? formatLedger(rows as Record<string, unknown>[]) : text)
  }
  for (const name of lists) await copyFile(join(from, name), join(target, name))
  console.info(`catalogue:ledger: copied ${names.length} ledger files and ${lists.length} lists from ${from}`)
  return importOpendb()
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

const commands: Record<string, () => Promise<number>> = { check, import: importOpendb, seed, ledger, format }
const command = process.argv[2] ?? ''
const run = commands[command]
if (!run) {
  console.error(`usage: node scripts/catalogue.ts ${Object.keys(commands).join('|')}`)
  process.exit(2)
}
process.exitCode = await run()
