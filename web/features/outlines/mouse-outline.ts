/**
 * A mouse's outlines, whatever they are drawn from: the one place cards, compare, find-similar and
 * fit take a mouse's shape from. Each view is its traced outline where the catalogue has one (path
 * data in mm with its provenance, traced-outline.ts) and otherwise the outline generated from the
 * mouse's dimensions and shape descriptors (generated-outline.ts); every view says which, in words
 * (`viewCaption`). Pure.
 */
import type { MouseRow, OutlineTrace, SensorPosition } from '../../lib/api-types'
import { generateSilhouette, generateTopOutline, type SilhouetteInput } from './generated-outline'
import { isOutlinePathForm, outlineViews, readTrace, type OutlineView } from './traced-outline'

/** The columns of a mouse row an outline is drawn from (a test-mode product may lack some). */
export type OutlineRow = Pick<MouseRow, 'mouse__length' | 'mouse__width' | 'mouse__height'> &
  Partial<
    Pick<
      MouseRow,
      | 'mouse__shape'
      | 'mouse__front_flare'
      | 'mouse__side_curvature'
      | 'mouse__hump_placement'
      | 'mouse__hand_compatibility'
      | 'mouse__thumb_rest'
      | 'mouse__ring_finger_rest'
      | 'mouse__size_class'
      | 'mouse__top_view'
      | 'mouse__side_view'
      | 'mouse__back_view'
      | 'mouse__outline_source'
    >
  >

/** One view of a mouse: path data in mm, its box [0, w] × [0, h] (the view's dimensions). */
export interface ViewOutline {
  path: string
  /** How the view was traced; null when it is generated. */
  trace: OutlineTrace | null
}

export interface MouseOutlines {
  top: ViewOutline
  side: ViewOutline
  back: ViewOutline
  /** Generated views are drawn from the shape descriptors as well as the dimensions. */
  described: boolean
  /** Where the traced top view marks the sensor (mm in the top view); null when not marked. */
  sensor: SensorPosition | null
}

const viewColumn = { top: 'mouse__top_view', side: 'mouse__side_view', back: 'mouse__back_view' } as const

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

function silhouetteInput(row: OutlineRow): SilhouetteInput {
  return {
    length: row.mouse__length,
    width: row.mouse__width,
    height: row.mouse__height,
    shape: row.mouse__shape ?? null,
    frontFlare: row.mouse__front_flare ?? null,
    sideCurvature: row.mouse__side_curvature ?? null,
    humpPlacement: row.mouse__hump_placement ?? null,
    handCompatibility: row.mouse__hand_compatibility ?? null,
    thumbRest: row.mouse__thumb_rest ?? null,
    ringFingerRest: row.mouse__ring_finger_rest ?? null,
    sizeClass: row.mouse__size_class ?? null,
  }
}

/** Whether generated outlines of these figures use shape descriptors (flare, curvature or hump). */
export const isDescribed = (row: Pick<OutlineRow, 'mouse__front_flare' | 'mouse__side_curvature' | 'mouse__hump_placement'>) =>
  Boolean(row.mouse__front_flare || row.mouse__side_curvature || row.mouse__hump_placement)

/**
 * A view's trace when the row has one the site can draw: path data of the accepted form and its
 * provenance. A path without provenance (a broken row, a test-mode preview) is not drawn as traced.
 */
export function tracedView(row: OutlineRow, view: OutlineView): ViewOutline | null {
  const path = row[viewColumn[view]]
  const trace = readTrace(row.mouse__outline_source?.[view])
  // The database keeps only well-formed paths (catalog.mice's checks); the form is checked again
  // here for rows from elsewhere (a test-mode preview), without parsing the whole path.
  if (!trace || !isOutlinePathForm(path)) return null
  return { path, trace }
}

/** What each view of a mouse is drawn from (its trace or none), without drawing it: for words alone. */
export function outlineSources(row: OutlineRow): { [view in OutlineView]: Pick<ViewOutline, 'trace'> } & { described: boolean } {
  const traceOf = (view: OutlineView) => ({ trace: tracedView(row, view)?.trace ?? null })
  return { top: traceOf('top'), side: traceOf('side'), back: traceOf('back'), described: isDescribed(row) }
}

/** Every view of a mouse: traced where it can be, generated otherwise. */
export function mouseOutlines(row: OutlineRow): MouseOutlines {
  const traced = { top: tracedView(row, 'top'), side: tracedView(row, 'side'), back: tracedView(row, 'back') }
  // Generated only when a view needs it (a fully traced mouse computes nothing).
  const generated = outlineViews.some((view) => !traced[view]) ? generateSilhouette(silhouetteInput(row)) : null
  const viewOf = (view: OutlineView): ViewOutline => traced[view] ?? { path: generated![view], trace: null }
  const sensor = traced.top?.trace?.sensor_position ?? null
  return { top: viewOf('top'), side: viewOf('side'), back: viewOf('back'), described: isDescribed(row), sensor }
}

/** A top view with its size, for the small drawings (cards, find-similar); null without a length and width. */
export interface TopOutline extends ViewOutline {
  length: number
  width: number
  described: boolean
  sensor: SensorPosition | null
}

/** A mouse's top view alone (traced where it can be): the cheap path for small drawings. */
export function mouseTopOutline(row: OutlineRow): TopOutline | null {
  if (!positive(row.mouse__length) || !positive(row.mouse__width)) return null
  const traced = tracedView(row, 'top')
  const base = { length: row.mouse__length, width: row.mouse__width, described: isDescribed(row) }
  if (traced) return { ...traced, ...base, sensor: traced.trace?.sensor_position ?? null }
  // Only the top view is drawn: a missing height changes nothing in it.
  const input = silhouetteInput(row)
  return { path: generateTopOutline({ ...input, height: positive(input.height) ? input.height : 1 }), trace: null, ...base, sensor: null }
}

/** The top view of figures a visitor typed (not a catalogue row): always generated. */
export function generatedTopOutline(input: SilhouetteInput): TopOutline | null {
  if (!positive(input.length) || !positive(input.width)) return null
  const described = Boolean(input.frontFlare || input.sideCurvature || input.humpPlacement)
  return { path: generateTopOutline({ ...input, height: positive(input.height) ? input.height : 1 }), trace: null, length: input.length, width: input.width, described, sensor: null }
}

// Words -----------------------------------------------------------------------------------------

/** "traced from <image> (<licence>)", as a clause after a view's name. */
export function tracedFromText(trace: OutlineTrace): string {
  return `traced from ${trace.image.title} (${trace.image.licence})`
}

/** What a generated outline is drawn from, as a clause. */
export const generatedFromTexts = {
  described: 'generated from its dimensions and shape descriptors',
  dimensions: 'generated from its dimensions only (its shape is not described yet)',
} as const

/** What one view is, in words: "traced from …" or "generated from its dimensions …". */
export function viewCaption(outline: Pick<ViewOutline, 'trace'>, described: boolean): string {
  if (outline.trace) return tracedFromText(outline.trace)
  return described ? generatedFromTexts.described : generatedFromTexts.dimensions
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const viewNames: Record<OutlineView, string> = { top: 'top', side: 'side', back: 'back' }

/**
 * Every view of a mouse in one sentence: "Outline generated from its dimensions and shape
 * descriptors", or, with traced views, "Top view traced from … (CC BY 4.0); side and back views
 * generated from …". Views with the same words are named together.
 */
export function outlineSummary(outlines: { [view in OutlineView]: Pick<ViewOutline, 'trace'> } & { described: boolean }): string {
  const groups = new Map<string, OutlineView[]>()
  for (const view of outlineViews) {
    const caption = viewCaption(outlines[view], outlines.described)
    groups.set(caption, [...(groups.get(caption) ?? []), view])
  }
  if (groups.size === 1) return `Outline ${[...groups.keys()][0]}`
  const clauses = [...groups].map(([caption, views]) => {
    const names = views.map((view) => viewNames[view])
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    return `${list} view${views.length > 1 ? 's' : ''} ${caption}`
  })
  return capitalise(clauses.join('; '))
}
