/**
 * The catalogue's generated files, from the editors' files and the vendored extract: the import's
 * mice-opendb.json and its readable report, and supabase/seed/01-catalogue.sql. Deterministic and
 * pure: scripts/catalogue.ts writes them, `catalogue:check` and the tests compare them.
 */
import type { CatalogueData } from './files.ts'
import { formatRows } from './layout.ts'
import { mergeMice } from './merge.ts'
import { importOpendb } from './opendb-import.ts'
import { renderImportReport } from './import-report.ts'
import { importedMouseKeys } from './schemas.ts'
import { renderSeedSql } from './seed-sql.ts'

export interface GeneratedFiles {
  opendbMice: string
  report: string
  seedSql: string
  summary: string
  /** Problems the import leaves for an editor (catalogue:check fails on them). */
  problems: string[]
}

export function generatedFiles(data: CatalogueData, csv: string): GeneratedFiles {
  const result = importOpendb({ csv, brands: data.brands, sensors: data.sensors, corrections: data.corrections, curated: data.mice })
  const merge = mergeMice(data.mice, result.mice)
  const imported = result.mice.reduce((sum, mouse) => sum + mouse.opendb_names.length, 0)
  return {
    opendbMice: formatRows(result.mice, importedMouseKeys),
    report: renderImportReport(result, merge),
    seedSql: renderSeedSql(data, merge.mice),
    problems: result.doubtfulMerges.map((doubt) => `mice-opendb.json: the extract rows ${doubt.names.map((name) => JSON.stringify(name)).join(', ')} read as one mouse (${doubt.handle}) but ${doubt.why}: settle it in opendb-corrections.json (a handle confirms the merge, a model tells them apart)`),
    summary: `${result.rowCount} extract rows: ${imported} imported into ${result.mice.length} mice (${result.overlays.length} of them curated), ${result.excluded.length} left out; ${merge.mice.length} mice in the catalogue`,
  }
}
