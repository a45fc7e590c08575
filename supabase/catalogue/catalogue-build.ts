/**
 * From the merged mice to what the seed loads: the research ledger applied (checks-apply.ts),
 * then, when asked, one source left out (the editors' groups of that source before the merge, then
 * every figure still from it, without-source.ts). Kept apart
 * from the OpenDB import and the merge, which it only calls. Pure.
 */
import type { CatalogueData } from './files.ts'
import { mergeMice, type MergedMouse, type MergeResult } from './merge.ts'
import { figureGroupNames, figureGroups, sourceKeyOf, type CuratedMouse, type Encoder, type ImportedMouse, type MousePart, type Sensor, type Source, type SourceKind, type Switch } from './schemas.ts'
import { applyChecks, type ChecksResult } from './checks-apply.ts'
import { mergedFieldSources, type FieldSources } from './figure-provenance.ts'
import { withoutSource, type WithoutResult } from './without-source.ts'
import { sizeClassOfLength } from '../../web/lib/size-class.ts'

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

/**
 * A curated row without the groups whose source is `kind` (their figures and source): the figures
 * another source gives for them then stand (the import's, when the row overlays an imported mouse).
 */
function withoutGroupsOf(row: CuratedMouse, kind: SourceKind): CuratedMouse {
  const out = { ...row } as Record<string, unknown>
  for (const group of figureGroupNames) {
    if ((row[sourceKeyOf[group]] as Source | undefined)?.kind !== kind) continue
    for (const field of figureGroups[group]) delete out[field]
    delete out[sourceKeyOf[group]]
  }
  return out as CuratedMouse
}

/**
 * The size class follows the length by the one rule (web/lib/size-class.ts), after the ledger's
 * corrections and for the mice it adds, unless the maker names the size (the editors' `size`).
 */
function withSizeOfLength(mouse: MergedMouse, curated: CuratedMouse | undefined): MergedMouse {
  if (curated?.size !== undefined) return mouse
  const size = sizeClassOfLength(typeof mouse.length === 'number' ? mouse.length : undefined)
  if (size === (mouse.size ?? null)) return mouse
  const { size: _previous, ...rest } = mouse
  return size === null ? (rest as MergedMouse) : { ...rest, size }
}

export function buildMice(data: CatalogueData, importedAll: readonly ImportedMouse[], mergeAll: MergeResult, options: BuildOptions = {}): BuiltCatalogue {
  // Without a source, the merge is made again from what the other sources give, so that one
  // source's figure stands in where the left-out source's stood (curated over imported as ever).
  const without = options.without
  const curatedRows = without ? data.mice.map((row) => withoutGroupsOf(row, without)) : data.mice
  // The imported rows stay (a mouse whose every figure a checked page gives outlives OpenDB); the
  // figures they carry from OpenDB go with the rest of that source's below.
  const imported = importedAll
  const merge = without ? mergeMice(curatedRows, imported) : mergeAll
  const curated = new Map(curatedRows.map((row) => [row.handle, row]))
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
    mice: checks.mice.map((mouse) => withSizeOfLength(mouse, curated.get(mouse.handle))),
    sources: checks.sources,
    sensors: data.sensors,
    switches: data.switches,
    encoders: data.encoders,
    mouseParts: checks.mouseParts,
    checks,
    sizeBefore: merge.mice.length,
  }
  if (!without) return built
  const left = withoutSource(without, built)
  return { ...built, mice: left.mice, sensors: left.sensors, switches: left.switches, encoders: left.encoders, mouseParts: left.mouseParts, without: left }
}
