/**
 * The catalogue built with one source left out (`--without <kind>` of the catalogue scripts,
 * FORMAT.md "Building without a source"): no source is one the site cannot do without. Every
 * figure that comes from that source becomes not known, figure by figure (figure-provenance.ts);
 * a group whose figures come from several sources keeps the others and its source says so. A mouse
 * left without its length, width, height or connection (what a mouse page needs, and what the
 * table requires) is not published: it is left out of the build, and so are the links to it
 * (parent, shape parent, parts). Sensors, switches and encoders whose own source is the one left
 * out are left out too, and the mice that named them lose that part. With `opendb`, the mice also
 * lose the names of the extract rows they came from. Pure.
 */
import type { Encoder, MousePart, Sensor, Source, SourceKind, Switch } from './schemas.ts'
import { figureGroupNames, sourceKeyOf, type FigureGroup } from './schemas.ts'
import type { MergedMouse } from './merge.ts'
import { groupOfField, recomposeSources, type FieldSources, type FigureField } from './figure-provenance.ts'

export interface WithoutInput {
  mice: readonly MergedMouse[]
  sources: ReadonlyMap<string, FieldSources>
  sensors: readonly Sensor[]
  switches: readonly Switch[]
  encoders: readonly Encoder[]
  mouseParts: readonly MousePart[]
}

export interface WithoutResult {
  mice: MergedMouse[]
  sensors: Sensor[]
  switches: Switch[]
  encoders: Encoder[]
  mouseParts: MousePart[]
  /** Mice not published, and why. */
  leftOut: { handle: string; why: string }[]
  /** Figures that became not known. */
  figuresDropped: number
  /** Parts (sensors, switches, encoders) left out. */
  partsLeftOut: string[]
}

/** The figures a mouse cannot be published without. */
export const requiredFigures = ['length', 'width', 'height', 'wireless'] as const

function keepParts<T extends { handle: string; parent?: string; source: { kind: string } }>(rows: readonly T[], kind: SourceKind, dropped: string[]): T[] {
  const kept = rows.filter((row) => row.source.kind !== kind)
  const handles = new Set(kept.map((row) => row.handle))
  for (const row of rows) if (!handles.has(row.handle)) dropped.push(row.handle)
  return kept.map((row) => (row.parent !== undefined && !handles.has(row.parent) ? (({ parent: _parent, ...rest }) => rest as T)(row) : row))
}

export function withoutSource(kind: SourceKind, input: WithoutInput): WithoutResult {
  const partsLeftOut: string[] = []
  const sensors = keepParts(input.sensors, kind, partsLeftOut)
  const switches = keepParts(input.switches, kind, partsLeftOut)
  const encoders = keepParts(input.encoders, kind, partsLeftOut)
  const sensorHandles = new Set(sensors.map((row) => row.handle))
  let figuresDropped = 0
  const leftOut: WithoutResult['leftOut'] = []
  const byOpendbName = new Map<string, string>()
  const kept: MergedMouse[] = []

  for (const mouse of input.mice) {
    for (const name of mouse.opendb_names ?? []) byOpendbName.set(name, mouse.handle)
    const fields = { ...(input.sources.get(mouse.handle) ?? {}) }
    const row = { ...mouse } as Record<string, unknown>
    const touched = new Set<FigureGroup>()
    for (const [field, group] of groupOfField) {
      if (row[field] === undefined) continue
      const source = fields[field as FigureField]
      const partGone = field === 'sensor' && !sensorHandles.has(String(row[field]))
      if (source?.kind !== kind && !partGone) continue
      delete row[field]
      delete fields[field as FigureField]
      touched.add(group)
      figuresDropped++
    }
    if (kind === 'opendb') delete row.opendb_names
    const missing = requiredFigures.filter((field) => row[field] === undefined)
    if (missing.length > 0) {
      leftOut.push({ handle: mouse.handle, why: `no ${missing.join(', ')} without ${kind}` })
      continue
    }
    // The group keeps its source where that source still gives a figure of it.
    const leads = Object.fromEntries(figureGroupNames.map((group) => [group, row[sourceKeyOf[group]] as Source | undefined]).filter(([, source]) => source !== undefined))
    kept.push(touched.size > 0 ? recomposeSources(row as MergedMouse, fields, new Set(figureGroupNames.filter((group) => touched.has(group))), leads) : (row as MergedMouse))
  }

  const published = new Set(kept.map((mouse) => mouse.handle))
  const mice = kept.map((mouse) => {
    const out = { ...mouse }
    if (out.parent !== undefined && !published.has(out.parent)) delete out.parent
    if (out.shape_parent !== undefined && !published.has(out.shape_parent)) delete out.shape_parent
    return out
  })

  const switchHandles = new Set(switches.map((row) => row.handle))
  const encoderHandles = new Set(encoders.map((row) => row.handle))
  const mouseParts: MousePart[] = []
  for (const part of input.mouseParts) {
    const handle = part.mouse ?? byOpendbName.get(part.opendb_name ?? '')
    if (handle === undefined || !published.has(handle)) continue
    const out: MousePart = kind === 'opendb' || part.mouse !== undefined ? { mouse: handle } : { opendb_name: part.opendb_name! }
    if (part.switch !== undefined && part.switch_source?.kind !== kind && switchHandles.has(part.switch)) Object.assign(out, { switch: part.switch, switch_source: part.switch_source })
    if (part.encoder !== undefined && part.encoder_source?.kind !== kind && encoderHandles.has(part.encoder)) Object.assign(out, { encoder: part.encoder, encoder_source: part.encoder_source })
    if (out.switch !== undefined || out.encoder !== undefined) mouseParts.push(out)
  }

  return { mice, sensors, switches, encoders, mouseParts, leftOut, figuresDropped, partsLeftOut: partsLeftOut.sort() }
}
