import type { ShapeItem } from './shape-comparison'
import type { MouseRow } from '../../../lib/api-types'
import { mouseOutlines, outlineSummary, viewCaption } from '../../outlines/public'

// The overlay itself comes with the shapes: the results draw it only once this module has loaded
// (compare-results.tsx), so its code is not part of the compare page's first load.
export { ShapeComparison } from './shape-comparison'

/**
 * The overlay item of a mouse: each view traced where the catalogue has a trace, generated from its
 * figures otherwise (web/features/outlines/mouse-outline.ts), each saying which under the view and,
 * all together, in the legend.
 */
export function mouseShapeItem(mouse: MouseRow, name: string, color: string): ShapeItem {
  const outlines = mouseOutlines(mouse)
  const drawing = (view: 'top' | 'side' | 'back') => ({ path: outlines[view].path, caption: viewCaption(outlines[view], outlines.described), traced: outlines[view].trace !== null })
  return {
    id: mouse.general__handle,
    name,
    color,
    note: outlineSummary(outlines),
    length: mouse.mouse__length,
    width: mouse.mouse__width,
    height: mouse.mouse__height,
    sensor: outlines.sensor,
    views: { top: drawing('top'), side: drawing('side'), back: drawing('back') },
  }
}
