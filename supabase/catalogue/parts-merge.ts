/**
 * Curated beats imported for parts too, field by field: the editors' rows of sensors.json,
 * switches.json and encoders.json over the rows the parts import made from the components
 * reference (sensors-import.json, …), joined on the handle; and the editors' mouse-parts.json over
 * the imported links (a mouse the editors give a switch keeps it). Pure.
 *
 * Identity (brand, model, variant, family) is the editors' whenever they have the part; aliases,
 * parent and release date are theirs when they give them. Each figure the editors give wins; a figure
 * only the import gives is added, and the part's source then names it ("detents from …"), as a
 * mouse's merged source does.
 */
import type { Encoder, ImportedEncoder, MousePart, PartKind, Sensor, Source, Switch } from './schemas.ts'

type AnyPart = Record<string, unknown> & { handle: string; source: Source }

export const partFigureKeys: Record<PartKind, readonly string[]> = {
  sensor: ['type', 'dpi', 'tracking_speed', 'acceleration', 'lift_off_distances', 'polling_rate'],
  switch: ['type', 'actuation_force', 'lifetime', 'pre_travel', 'post_travel', 'debounce_free'],
  encoder: ['type', 'height', 'lifetime', 'detents'],
}

const identityKeys = ['brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'family'] as const
const preferCuratedKeys = ['aliases', 'parent', 'released', 'notes'] as const

export interface PartConflict {
  kind: PartKind
  handle: string
  field: string
  curated: unknown
  imported: unknown
}

export interface PartAddition {
  kind: PartKind
  handle: string
  fields: string[]
}

export interface PartsMergeResult {
  sensors: Sensor[]
  switches: Switch[]
  encoders: Encoder[]
  /** Figures the editors give that the import read otherwise (the editors' are kept). */
  conflicts: PartConflict[]
  /** Figures only the import gives, added to an editors' part. */
  additions: PartAddition[]
}

const label: Record<string, string> = {
  type: 'type',
  dpi: 'maximum DPI',
  tracking_speed: 'tracking speed',
  acceleration: 'acceleration',
  lift_off_distances: 'lift-off distances',
  actuation_force: 'actuation force',
  lifetime: 'rated lifetime',
  height: 'height',
  detents: 'detents',
}

function sourceWords(source: Source): string {
  const where = source.url ? source.url.replace(/^https?:\/\/(www\.)?/, '') : source.note
  const who = source.kind === 'opendb' ? 'BuildCores OpenDB' : source.kind === 'maker' ? 'the maker' : source.kind === 'teardown' ? 'a review' : 'the editors'
  return where ? `${who} (${where})` : who
}

function mergeKind(kind: PartKind, curated: readonly AnyPart[], imported: readonly AnyPart[], conflicts: PartConflict[], additions: PartAddition[]): AnyPart[] {
  const importedByHandle = new Map(imported.map((row) => [row.handle, row]))
  const curatedHandles = new Set(curated.map((row) => row.handle))
  const out: AnyPart[] = []
  for (const row of curated) {
    const other = importedByHandle.get(row.handle)
    if (!other) {
      out.push(row)
      continue
    }
    const merged: Record<string, unknown> = { handle: row.handle }
    for (const key of identityKeys) if (row[key] !== undefined) merged[key] = row[key]
    for (const key of preferCuratedKeys) {
      const value = row[key] ?? other[key]
      if (value !== undefined) merged[key] = value
    }
    const added: string[] = []
    for (const key of partFigureKeys[kind]) {
      const mine = row[key]
      const theirs = other[key]
      if (mine !== undefined) {
        merged[key] = mine
        if (theirs !== undefined && JSON.stringify(theirs) !== JSON.stringify(mine)) conflicts.push({ kind, handle: row.handle, field: key, curated: mine, imported: theirs })
      } else if (theirs !== undefined) {
        merged[key] = theirs
        added.push(key)
      }
    }
    if (added.length === 0) merged.source = row.source
    else {
      const note = `${added.map((key) => label[key] ?? key).join(', ')} from ${sourceWords(other.source)}`
      merged.source = { ...row.source, note: row.source.note ? `${row.source.note}; ${note}` : note }
      additions.push({ kind, handle: row.handle, fields: added })
    }
    out.push(merged as AnyPart)
  }
  for (const row of imported) if (!curatedHandles.has(row.handle)) out.push(row)
  return out
}

export function mergeParts(curated: { sensors: readonly Sensor[]; switches: readonly Switch[]; encoders: readonly Encoder[] }, imported: { sensors: readonly Sensor[]; switches: readonly Switch[]; encoders: readonly ImportedEncoder[] }): PartsMergeResult {
  const conflicts: PartConflict[] = []
  const additions: PartAddition[] = []
  const sensors = mergeKind('sensor', curated.sensors as unknown as AnyPart[], imported.sensors as unknown as AnyPart[], conflicts, additions) as unknown as Sensor[]
  const switches = mergeKind('switch', curated.switches as unknown as AnyPart[], imported.switches as unknown as AnyPart[], conflicts, additions) as unknown as Switch[]
  const encoders = mergeKind('encoder', curated.encoders as unknown as AnyPart[], imported.encoders as unknown as AnyPart[], conflicts, additions) as unknown as Encoder[]
  return { sensors, switches, encoders, conflicts, additions }
}

/** The editors' links first, then the imported ones (which already leave out every mouse the editors link). */
export function mergeLinks(curated: readonly MousePart[], imported: readonly MousePart[]): MousePart[] {
  return [...curated, ...imported]
}
