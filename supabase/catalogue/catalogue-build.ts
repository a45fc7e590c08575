/**
 * From the merged mice to what the seed loads: the research ledger applied (checks-apply.ts),
 * then, when asked, one source left out (without-source.ts). Kept apart from the OpenDB import and
 * the merge, which it only reads. Pure.
 */
import type { CatalogueData } from './files.ts'
import type { MergedMouse, MergeResult } from './merge.ts'
import type { Encoder, ImportedMouse, MousePart, Sensor, SourceKind, Switch } from './schemas.ts'
import { applyChecks, type ChecksResult } from './checks-apply.ts'
import { mergedFieldSources, type FieldSources } from './figure-provenance.ts'
import { withoutSource, type WithoutResult } from './without-source.ts'

export interface BuildOptions {
  /** Build with this source left out: its figures not known, mice left without figures not published. */
  without?: SourceKind
}

export interface BuiltCatalogue {
  mice: MergedMouse[]
  sources: Map<string, FieldSources>
  sensors: Sensor[]
  switches: Switch[]
  encoders: Encoder[]
  mouseParts: MousePart[]
  checks: ChecksResult
  /** The catalogue's size before the ledger (the merge). */
  sizeBefore: number
  without?: WithoutResult
}

export function buildMice(data: CatalogueData, imported: readonly ImportedMouse[], merge: MergeResult, options: BuildOptions = {}): BuiltCatalogue {
  const curated = new Map(data.mice.map((row) => [row.handle, row]))
  const importedByHandle = new Map(imported.map((row) => [row.handle, row]))
  const sources = new Map(merge.mice.map((mouse) => [mouse.handle, mergedFieldSources(curated.get(mouse.handle), importedByHandle.get(mouse.handle))]))
  const checks = applyChecks({
    ledger: data.checks,
    mice: merge.mice,
    sources,
    brands: data.brands,
    sensors: data.sensors,
    switches: data.switches,
    encoders: data.encoders,
    mouseParts: data.mouseParts,
    ...(options.without ? { without: options.without } : {}),
  })
  const built: BuiltCatalogue = {
    mice: checks.mice,
    sources: checks.sources,
    sensors: data.sensors,
    switches: data.switches,
    encoders: data.encoders,
    mouseParts: checks.mouseParts,
    checks,
    sizeBefore: merge.mice.length,
  }
  if (!options.without) return built
  const without = withoutSource(options.without, built)
  return { ...built, mice: without.mice, sensors: without.sensors, switches: without.switches, encoders: without.encoders, mouseParts: without.mouseParts, without }
}
