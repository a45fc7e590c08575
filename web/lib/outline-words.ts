/**
 * What a mouse's outlines are, in words, without drawing them: whether each view has a trace the
 * site can draw (path data of the form the database keeps, and its provenance) and the sentence that
 * says what each view is drawn from. Apart from the drawing code (web/features/outlines), which
 * loads after a compare page's first paint, so that its specifications name the outline at once;
 * the tracer and `catalogue:check` read the same rules (traced-outline.ts imports them). Pure.
 */
import type { MouseRow, OutlineTrace } from './api-types'
// With its extension: Node runs this module as it is (catalogue:check, the tracer).
import { scaleBases } from './outline-values.ts'

export type OutlineView = 'top' | 'side' | 'back'
export const outlineViews = ['top', 'side', 'back'] as const satisfies readonly OutlineView[]

/** The columns of a mouse row the words read (a test-mode product may lack some). */
export type OutlineWordsRow = Partial<
  Pick<MouseRow, 'mouse__front_flare' | 'mouse__side_curvature' | 'mouse__hump_placement' | 'mouse__top_view' | 'mouse__side_view' | 'mouse__back_view' | 'mouse__outline_source'>
>

const viewColumn = { top: 'mouse__top_view', side: 'mouse__side_view', back: 'mouse__back_view' } as const

const pathForm = /^M[-0-9. L]+Z$/

/** Path data of the form the database keeps (absolute M/L numbers closed by Z): all the site needs to know before drawing it. */
export const isOutlinePathForm = (d: unknown): d is string => typeof d === 'string' && pathForm.test(d)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * A view's provenance as the site reads it, or null when the record is not one (a test-mode
 * preview or a broken row): without it a path is not drawn as traced.
 */
export function readTrace(value: unknown): OutlineTrace | null {
  if (!isObject(value) || value.method !== 'traced') return null
  const { image, scale } = value
  if (!isObject(image) || !isText(image.title) || !isText(image.licence)) return null
  if (!isObject(scale) || !(scaleBases as readonly unknown[]).includes(scale.basis) || !(typeof scale.mm_per_px === 'number' && scale.mm_per_px > 0)) return null
  if (!isText(value.date) || !isText(value.editor)) return null
  return value as unknown as OutlineTrace
}

/** One view of a mouse: path data in mm, its box [0, w] × [0, h] (the view's dimensions). */
export interface ViewOutline {
  path: string
  /** How the view was traced; null when it is generated. */
  trace: OutlineTrace | null
}

/** Whether generated outlines of these figures use shape descriptors (flare, curvature or hump). */
export const isDescribed = (row: Pick<OutlineWordsRow, 'mouse__front_flare' | 'mouse__side_curvature' | 'mouse__hump_placement'>) =>
  Boolean(row.mouse__front_flare || row.mouse__side_curvature || row.mouse__hump_placement)

/**
 * A view's trace when the row has one the site can draw: path data of the accepted form and its
 * provenance. A path without provenance (a broken row, a test-mode preview) is not drawn as traced.
 */
export function tracedView(row: OutlineWordsRow, view: OutlineView): ViewOutline | null {
  const path = row[viewColumn[view]]
  const trace = readTrace(row.mouse__outline_source?.[view])
  // The database keeps only well-formed paths (catalog.mice's checks); the form is checked again
  // here for rows from elsewhere (a test-mode preview), without parsing the whole path.
  if (!trace || !isOutlinePathForm(path)) return null
  return { path, trace }
}

/** What each view of a mouse is drawn from (its trace or none), without drawing it: for words alone. */
export function outlineSources(row: OutlineWordsRow): { [view in OutlineView]: Pick<ViewOutline, 'trace'> } & { described: boolean } {
  const traceOf = (view: OutlineView) => ({ trace: tracedView(row, view)?.trace ?? null })
  return { top: traceOf('top'), side: traceOf('side'), back: traceOf('back'), described: isDescribed(row) }
}

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
