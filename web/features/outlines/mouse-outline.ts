/**
 * A mouse's outlines, whatever they are drawn from: the one place cards, compare, find-similar and
 * fit take a mouse's shape from. Each view is its traced outline where the catalogue has one (path
 * data in mm with its provenance, traced-outline.ts) and otherwise the outline generated from the
 * mouse's dimensions and shape descriptors (generated-outline.ts); every view says which, in words
 * (`viewCaption`, web/lib/outline-words.ts). Pure.
 */
import type { MouseRow, SensorPosition } from '../../lib/api-types'
import { isDescribed, outlineViews, tracedView, type OutlineView, type ViewOutline } from '../../lib/outline-words'
import { generateSilhouette, generateTopOutline, type SilhouetteInput } from './generated-outline'

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


export interface MouseOutlines {
  top: ViewOutline
  side: ViewOutline
  back: ViewOutline
  /** Generated views are drawn from the shape descriptors as well as the dimensions. */
  described: boolean
  /** Where the traced top view marks the sensor (mm in the top view); null when not marked. */
  sensor: SensorPosition | null
}

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
