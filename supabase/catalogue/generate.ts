/**
 * The catalogue's generated files, from the editors' files and the vendored extract: the import's
 * mice-opendb.json and its readable report, the research ledger's report, and
 * supabase/seed/01-catalogue.sql. Deterministic and pure: scripts/catalogue.ts writes them,
 * `catalogue:check` and the tests compare them.
 */
import type { CatalogueData } from './files.ts'
import { formatRows } from './layout.ts'
import { mergeMice } from './merge.ts'
import { importOpendb } from './opendb-import.ts'
import { renderImportReport } from './import-report.ts'
import { importedMouseKeys } from './schemas.ts'
import { renderSeedSql } from './seed-sql.ts'
import { buildMice, type BuildOptions } from './catalogue-build.ts'
import { renderChecksReport } from './checks-report.ts'

export interface GeneratedFiles {
  opendbMice: string
  report: string
  checksReport: string
  seedSql: string
  summary: string
  /** Problems the import leaves for an editor (catalogue:check fails on them). */
  problems: string[]
}

/** With `options.without`, only the seed differs: the reports describe the whole catalogue. */
export function generatedFiles(data: CatalogueData, csv: string, options: BuildOptions = {}): GeneratedFiles {
  const result = importOpendb({ csv, brands: data.brands, sensors: data.sensors, corrections: data.corrections, curated: data.mice })
  const merge = mergeMice(data.mice, result.mice)
  const built = buildMice(data, result.mice, merge, options)
  const imported = result.mice.reduce((sum, mouse) => sum + mouse.opendb_names.length, 0)
  const checks = options.without ? buildMice(data, result.mice, merge).checks : built.checks
  const without = built.without ? `; without ${options.without}: ${built.mice.length} mice published, ${built.without.leftOut.length} left out, ${built.without.figuresDropped} figures not known, ${built.without.partsLeftOut.length} parts left out` : ''
  return {
    opendbMice: formatRows(result.mice, importedMouseKeys),
    report: renderImportReport(result, merge),
    checksReport: renderChecksReport(checks, merge.mice.length),
    seedSql: renderSeedSql({ ...data, sensors: built.sensors, switches: built.switches, encoders: built.encoders, mouseParts: built.mouseParts }, built.mice, options.without),
    problems: result.doubtfulMerges.map((doubt) => `mice-opendb.json: the extract rows ${doubt.names.map((name) => JSON.stringify(name)).join(', ')} read as one mouse (${doubt.handle}) but ${doubt.why}: settle it in opendb-corrections.json (a handle confirms the merge, a model tells them apart)`),
    summary: `${result.rowCount} extract rows: ${imported} imported into ${result.mice.length} mice (${result.overlays.length} of them curated), ${result.excluded.length} left out; ledger: ${checks.rowCount} rows, ${checks.checkedMice.length} mice checked, ${checks.changed.length} figures corrected, ${checks.filled.length} filled, ${checks.added.length} mice added; ${checks.mice.length} mice in the catalogue${without}`,
  }
}
