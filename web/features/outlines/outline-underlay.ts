/**
 * Where something drawn under the shape overlay goes (e.g. the visitor's hand, issue 22), in
 * millimetres: its box is [0, width] × [0, height] with the front at y = 0 (top view) or x = 0
 * (side view), like the products'. Pure; loaded with the page that draws one.
 */
import type { OutlineView as ShapeViewName } from './traced-outline'

export interface UnderlayBox {
  width: number
  height: number
  /** Top view: the x inside the box that goes on the products' centre line (its middle when absent). */
  centerX?: number
}

type Extent = { x: number; y: number }

const upToCentimetre = (value: number) => Math.max(10, Math.ceil(value / 10) * 10)

/** The view's drawing area grown (in whole centimetres, like the products') to hold the box as underlayOffset places it. */
export function extentWithUnderlay(view: ShapeViewName, extent: Extent, box: UnderlayBox): Extent {
  if (view === 'top') {
    const centre = box.centerX ?? box.width / 2
    const across = 2 * Math.max(centre, box.width - centre)
    return { x: Math.max(extent.x, upToCentimetre(across)), y: Math.max(extent.y, upToCentimetre(box.height)) }
  }
  return { x: Math.max(extent.x, upToCentimetre(box.width)), y: Math.max(extent.y, upToCentimetre(box.height)) }
}

/** Top view: on the centre line with its front at the front; side and back views: on the desk, front at the front. */
export function underlayOffset(view: ShapeViewName, box: UnderlayBox, extent: Extent): Extent {
  if (view === 'top') return { x: extent.x / 2 - (box.centerX ?? box.width / 2), y: 0 }
  if (view === 'side') return { x: 0, y: extent.y - box.height }
  return { x: (extent.x - box.width) / 2, y: extent.y - box.height }
}

/** ShapeUnderlay.place for a box in a view. */
export function placeUnderlay(view: ShapeViewName, box: UnderlayBox): (extent: Extent) => { extent: Extent; offset: Extent } {
  return (extent) => {
    const grown = extentWithUnderlay(view, extent, box)
    return { extent: grown, offset: underlayOffset(view, box, grown) }
  }
}
