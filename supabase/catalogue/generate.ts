/**
 * The catalogue's generated files, from the editors' files and the vendored sources: the mouse
 * import's mice-opendb.json and its readable report; the parts import's sensors-import.json,
 * switches-import.json, encoders-import.json, mouse-parts-import.json, the click latencies of
 * mouse-latency.json and their report; the research ledger's report; and
 * supabase/seed/01-catalogue.sql. Deterministic and pure: scripts/catalogue.ts writes them,
 * `catalogue:check` and the tests compare them.
 *
 * Order: the parts first (the mouse import matches a mouse's sensor against every sensor, the
 * editors' and the imported ones), then the mice, then what links parts and latencies to mice, then
 * the research ledger over all of it (catalogue-build.ts; and a source left out, when asked).
 */
import type { CatalogueData, ReferenceTexts } from './files.ts'
import { formatRows } from './layout.ts'
import { mergeMice } from './merge.ts'
import { importOpendb } from './opendb-import.ts'
import { renderImportReport } from './import-report.ts'
import { encoderKeys, importedMouseKeys, mouseLatencyKeys, mousePartKeys, sensorKeys, switchKeys } from './schemas.ts'
import { renderSeedSql } from './seed-sql.ts'
import { importLinks, importParts, type PartsImportResult, type LinkResult } from './parts-import.ts'
import { mergeLinks, mergeParts, type PartsMergeResult } from './parts-merge.ts'
import { importLatency, type LatencyResult } from './latency-import.ts'
import { renderPartsReport } from './parts-report.ts'
import { buildMice, type BuildOptions } from './catalogue-build.ts'
import { renderChecksReport } from './checks-report.ts'

export interface GeneratedFiles {
  opendbMice: string
  report: string
  sensorsImport: string
  switchesImport: string
  encodersImport: string
  linksImport: string
  latency: string
  partsReport: string
  checksReport: string
  seedSql: string
  summary: string
  /** Problems the imports leave for an editor (catalogue:check fails on them). */
  problems: string[]
  /** What the parts and latency imports did (the tests read it). */
  parts: PartsImportResult
  partsMerge: PartsMergeResult
  links: LinkResult
  latencyResult: LatencyResult
}

/** With `options.without`, only the seed differs: the reports describe the whole catalogue. */
export function generatedFiles(data: CatalogueData, csv: string, reference: ReferenceTexts, options: BuildOptions = {}): GeneratedFiles {
  const parts = importParts({ ...reference, brands: data.brands, sensors: data.sensors, switches: data.switches, encoders: data.encoders, corrections: data.partsCorrections })
  const partsMerge = mergeParts({ sensors: data.sensors, switches: data.switches, encoders: data.encoders }, parts)
  const result = importOpendb({ csv, brands: data.brands, sensors: partsMerge.sensors, corrections: data.corrections, curated: data.mice })
  const merge = mergeMice(data.mice, result.mice)
  const brandName = new Map(data.brands.map((brand) => [brand.handle, brand.name]))
  const mice = merge.mice.map((mouse) => ({
    handle: mouse.handle,
    name: [[brandName.get(mouse.brand), mouse.collab_brand ? brandName.get(mouse.collab_brand) : undefined].filter(Boolean).join(mouse.brands_separator ?? ' '), mouse.model, mouse.variant].filter(Boolean).join(' '),
    opendb_names: mouse.opendb_names,
  }))
  const links = importLinks({ linksCsv: reference.linksCsv, partsByName: parts.partsByName, families: parts.families, mice, curatedLinks: data.mouseParts, corrections: data.partsCorrections })
  const latencyResult = importLatency({ csv: reference.latencyCsv, matches: data.latencyMatches, mice: new Set(merge.mice.map((mouse) => mouse.handle)) })
  const imported = result.mice.reduce((sum, mouse) => sum + mouse.opendb_names.length, 0)
  const mouseParts = mergeLinks(data.mouseParts, links.links)
  // The research ledger applies over the merged parts and links (and, when asked, a source is left out).
  const partsData: CatalogueData = { ...data, sensors: partsMerge.sensors, switches: partsMerge.switches, encoders: partsMerge.encoders, mouseParts }
  const built = buildMice(partsData, result.mice, merge, options)
  const checks = options.without ? buildMice(partsData, result.mice, merge).checks : built.checks
  const without = built.without ? `; without ${options.without}: ${built.mice.length} mice published, ${built.without.leftOut.length} left out, ${built.without.figuresDropped} figures not known, ${built.without.partsLeftOut.length} parts left out` : ''
  const published = new Set(built.mice.map((mouse) => mouse.handle))
  const problems = [
    ...result.doubtfulMerges.map((doubt) => `mice-opendb.json: the extract rows ${doubt.names.map((name) => JSON.stringify(name)).join(', ')} read as one mouse (${doubt.handle}) but ${doubt.why}: settle it in opendb-corrections.json (a handle confirms the merge, a model tells them apart)`),
    ...[...parts.problems, ...links.problems].map((problem) => `${problem.file}${problem.line > 0 ? `, row on line ${problem.line}` : ''}${problem.name ? ` (${problem.name})` : ''}, field ${problem.field}: ${problem.message}`),
    ...latencyResult.problems.map((problem) => `${problem.file}${problem.line > 0 ? `, row on line ${problem.line}` : ''}, field ${problem.field}: ${problem.message}`),
  ]
  return {
    opendbMice: formatRows(result.mice, importedMouseKeys),
    report: renderImportReport(result, merge),
    sensorsImport: formatRows(parts.sensors, sensorKeys),
    switchesImport: formatRows(parts.switches, switchKeys),
    encodersImport: formatRows(parts.encoders, encoderKeys),
    linksImport: formatRows(links.links, mousePartKeys),
    latency: formatRows(latencyResult.rows, mouseLatencyKeys),
    partsReport: renderPartsReport({ data, parts, partsMerge, links, latency: latencyResult, mice: merge.mice, mouseParts }),
    checksReport: renderChecksReport(checks, merge.mice.length),
    seedSql: renderSeedSql(
      // A mouse left out without a source takes its measurements with it.
      { ...data, sensors: built.sensors, switches: built.switches, encoders: built.encoders, mouseParts: built.mouseParts, latency: latencyResult.rows.filter((row) => published.has(row.mouse)) },
      built.mice,
      options.without,
    ),
    problems,
    summary: `${result.rowCount} extract rows: ${imported} imported into ${result.mice.length} mice (${result.overlays.length} of them curated), ${result.excluded.length} left out; ${partsMerge.sensors.length} sensors, ${partsMerge.switches.length} switches, ${partsMerge.encoders.length} encoders; ${mouseParts.filter((row) => row.switch).length} mice linked to a switch; ${latencyResult.rows.length} latency measurements of ${new Set(latencyResult.rows.map((row) => row.mouse)).size} mice; ledger: ${checks.rowCount} rows, ${checks.checkedMice.length} mice checked, ${checks.changed.length} figures corrected, ${checks.filled.length} filled, ${checks.added.length} mice added; ${checks.mice.length} mice in the catalogue${without}`,
    parts,
    partsMerge,
    links,
    latencyResult,
  }
}
