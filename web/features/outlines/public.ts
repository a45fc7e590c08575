/**
 * What other features use of the outlines: the one place for outline geometry (DESIGN.md). A mouse's
 * views come from mouseOutlines / mouseTopOutline (traced where the catalogue has a trace, generated
 * otherwise), each with the words that say which; the layout places outlines drawn together. The
 * tracer (scripts/outline-tracer/) and catalogue:check import traced-outline.ts directly.
 */
export { frontWidth, gripWidth, humpPosition, sizeClassBack } from './outline-model'
export type { SilhouetteInput } from './generated-outline'
export { generatedTopOutline, mouseOutlines, mouseTopOutline } from './mouse-outline'
export type { MouseOutlines, OutlineRow, TopOutline } from './mouse-outline'
export { generatedFromTexts, outlineSources, outlineSummary, tracedFromText, viewCaption } from '../../lib/outline-words'
export type { ViewOutline } from '../../lib/outline-words'
export { rulerTicks, viewExtent, viewPlacement, viewSize } from './outline-layout'
export type { ShapeAlignment, ShapeDimensions } from './outline-layout'
export { placeUnderlay } from './outline-underlay'
export type { OutlineView } from './traced-outline'
