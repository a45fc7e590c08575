/**
 * Curated beats imported, field by field: the editors' rows of mice.json over the rows the import
 * generated (mice-opendb.json), joined on the handle. Each figure group keeps an honest source:
 * the curated row's when every known figure of the group is the editors', the import's when none
 * is, and the curated source with a note naming the figures that came from OpenDB when both gave
 * some. Pure.
 */
import type { OutlineSources } from '../../web/lib/api-types.ts'
import { sizeClassOfLength } from '../../web/lib/size-class.ts'
import { figureGroupNames, figureGroups, sourceKeyOf, type CuratedMouse, type FigureGroup, type ImportedMouse, type Source } from './schemas.ts'

/** A mouse as the seed loader takes it (catalog.seed_mice): every key optional but the identity. */
export type MergedMouse = {
  handle: string
  brand: string
  collab_brand?: string
  brands_separator?: string
  model: string
  variant?: string
  parent?: string
  shape_parent?: string
  opendb_names?: string[]
  released?: string
  size?: string
  length?: number
  width?: number
  height?: number
  weight?: number
  wireless?: boolean
  dimensions_source?: Source
  sensor?: string
  dpi?: number
  polling_rate?: number
  adjustable_sensor_position?: boolean
  sensor_position_x?: number
  sensor_position_x2?: number
  sensor_position_y?: number
  sensor_position_y2?: number
  sensor_source?: Source
  shape?: string
  front_flare?: string
  side_curvature?: string
  hump_placement?: string
  hand_compatibility?: string
  thumb_rest?: boolean
  ring_finger_rest?: boolean
  middle_buttons?: number
  side_buttons?: number
  material?: string
  shape_source?: Source
  top_view?: string
  side_view?: string
  back_view?: string
  outline_source?: OutlineSources
  example_types?: string[]
  affiliate_links?: { label: string; url: string }[]
  images?: string[]
  is_published?: boolean
  notes?: string
}

/** The loader's key order (also the order of keys in the generated seed). */
export const mergedMouseKeys = [
  'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'shape_parent', 'opendb_names',
  'released', 'size', 'length', 'width', 'height', 'weight', 'wireless', 'dimensions_source',
  'sensor', 'dpi', 'polling_rate', 'adjustable_sensor_position', 'sensor_position_x', 'sensor_position_x2', 'sensor_position_y', 'sensor_position_y2', 'sensor_source',
  'shape', 'front_flare', 'side_curvature', 'hump_placement', 'hand_compatibility', 'thumb_rest', 'ring_finger_rest', 'middle_buttons', 'side_buttons', 'material', 'shape_source',
  'top_view', 'side_view', 'back_view', 'outline_source', 'example_types', 'affiliate_links', 'images', 'is_published', 'notes',
] as const

/** A curated figure that differs from the imported one (the curated one is kept). */
export interface MergeConflict {
  handle: string
  field: string
  curated: unknown
  opendb: unknown
}

export interface MergeProblem {
  handle: string
  field?: string
  message: string
}

export interface MergeResult {
  mice: MergedMouse[]
  conflicts: MergeConflict[]
  problems: MergeProblem[]
}

const identityKeys = ['brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'shape_parent'] as const
const otherKeys = ['top_view', 'side_view', 'back_view', 'outline_source', 'example_types', 'affiliate_links', 'images', 'is_published', 'notes'] as const

/** Every row of both files merges into one mouse per handle; curated rows first, in file order. */
export function mergeMice(curated: readonly CuratedMouse[], imported: readonly ImportedMouse[]): MergeResult {
  const importedByHandle = new Map<string, ImportedMouse>()
  for (const row of imported) importedByHandle.set(row.handle, row)
  const curatedHandles = new Set(curated.map((row) => row.handle))
  const conflicts: MergeConflict[] = []
  const problems: MergeProblem[] = []
  const mice: MergedMouse[] = []

  for (const row of curated) {
    const base = importedByHandle.get(row.handle)
    const merged = mergeOne(row, base, conflicts)
    for (const field of ['length', 'width', 'height', 'wireless'] as const) {
      if (merged[field] === undefined) problems.push({ handle: row.handle, field, message: `has no ${field}: neither mice.json nor the import gives it` })
    }
    if (row.size !== undefined && row.dimensions_source?.kind !== 'maker') {
      problems.push({ handle: row.handle, field: 'size', message: 'names a size, but only a size the maker names is recorded (with a maker dimensions_source); otherwise the size class follows from the length (web/lib/size-class.ts)' })
    }
    mice.push(merged)
  }
  for (const row of imported) if (!curatedHandles.has(row.handle)) mice.push(mergeOne(undefined, row, conflicts))
  return { mice, conflicts, problems }
}

function mergeOne(curated: CuratedMouse | undefined, imported: ImportedMouse | undefined, conflicts: MergeConflict[]): MergedMouse {
  const c = (curated ?? {}) as Record<string, unknown>
  // The extract's size label is not the maker's and disagrees with itself (two mice of one size in
  // two classes): the size class is the rule's, or the maker's where mice.json records one.
  const { size: _extractSize, ...i } = (imported ?? {}) as Record<string, unknown>
  const handle = (curated?.handle ?? imported?.handle)!
  const out: Record<string, unknown> = { handle }
  for (const key of identityKeys) out[key] = c[key] ?? i[key]
  if (imported) out.opendb_names = [...imported.opendb_names]
  for (const group of figureGroupNames) mergeGroup(group, c, i, out, handle, conflicts)
  for (const key of otherKeys) out[key] = c[key] ?? i[key]
  out.size = c.size ?? sizeClassOfLength(out.length as number | undefined) ?? undefined
  return Object.fromEntries(mergedMouseKeys.filter((key) => out[key] !== undefined).map((key) => [key, out[key]])) as MergedMouse
}

function mergeGroup(group: FigureGroup, c: Record<string, unknown>, i: Record<string, unknown>, out: Record<string, unknown>, handle: string, conflicts: MergeConflict[]): void {
  const fromCurated: string[] = []
  const fromImport: string[] = []
  for (const field of figureGroups[group]) {
    const curatedValue = c[field]
    const importedValue = i[field]
    if (curatedValue !== undefined) {
      out[field] = curatedValue
      fromCurated.push(field)
      if (importedValue !== undefined && importedValue !== curatedValue) conflicts.push({ handle, field, curated: curatedValue, opendb: importedValue })
    } else if (importedValue !== undefined) {
      out[field] = importedValue
      fromImport.push(field)
    }
  }
  const sourceKey = sourceKeyOf[group]
  const curatedSource = c[sourceKey] as Source | undefined
  const importedSource = i[sourceKey] as Source | undefined
  if (fromCurated.length === 0 && fromImport.length === 0) return
  if (fromImport.length === 0) out[sourceKey] = curatedSource
  else if (fromCurated.length === 0) out[sourceKey] = importedSource
  else {
    const fromOpendb = `${fromImport.join(', ')} from BuildCores OpenDB`
    out[sourceKey] = { ...curatedSource!, note: curatedSource!.note ? `${curatedSource!.note}; ${fromOpendb}` : fromOpendb }
  }
}
