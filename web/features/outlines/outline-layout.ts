/**
 * The geometry of outlines drawn together, in millimetres: how big each view is, where each product
 * sits (aligned at the front, centre or back along its length, centred across, on the desk), and the
 * ruler. Traced and generated views share it: both fill the box of the mouse's dimensions.
 */
import type { OutlineView } from './traced-outline'

export type ShapeAlignment = 'front' | 'center' | 'back'

export interface ShapeDimensions {
  length: number
  width: number
  height: number
}

const max = (values: number[]) => values.reduce((best, value) => (Number.isFinite(value) && value > best ? value : best), 0)

/** The drawing area of a view: the largest product, rounded up to whole centimetres (at least 1 cm). */
export function viewExtent(view: 'top' | 'side' | 'back', items: readonly ShapeDimensions[]): { x: number; y: number } {
  const up = (value: number) => Math.max(10, Math.ceil(value / 10) * 10)
  const length = up(max(items.map((item) => item.length)))
  const width = up(max(items.map((item) => item.width)))
  const height = up(max(items.map((item) => item.height)))
  if (view === 'top') return { x: width, y: length }
  if (view === 'side') return { x: length, y: height }
  return { x: width, y: height }
}

/** How far along the length axis a product starts, so all share their front, centre or back. */
export function alignmentOffset(item: ShapeDimensions, items: readonly ShapeDimensions[], alignment: ShapeAlignment): number {
  const longest = max(items.map((other) => other.length))
  if (alignment === 'front') return 0
  if (alignment === 'back') return longest - item.length
  return (longest - item.length) / 2
}

export interface RulerTick {
  mm: number
  /** Every centimetre (with a grid line). */
  major: boolean
  /** Every 2 cm, and the end. */
  label: boolean
}

/** Ticks every 5 mm from 0 to `extent`. */
export function rulerTicks(extent: number): RulerTick[] {
  const ticks: RulerTick[] = []
  for (let mm = 0; mm <= extent; mm += 5) ticks.push({ mm, major: mm % 10 === 0, label: mm % 20 === 0 })
  return ticks
}

/** A product's box in a view, mm: across (w) and down (h). */
export function viewSize(view: OutlineView, item: ShapeDimensions): { w: number; h: number } {
  if (view === 'top') return { w: item.width, h: item.length }
  if (view === 'side') return { w: item.length, h: item.height }
  return { w: item.width, h: item.height }
}

/** Where a product's view box goes: centred across, on the desk, and aligned along its length. */
export function viewPlacement(view: OutlineView, item: ShapeDimensions, items: readonly ShapeDimensions[], alignment: ShapeAlignment, extent: { x: number; y: number }): { x: number; y: number } {
  const along = alignmentOffset(item, items, alignment)
  if (view === 'top') return { x: (extent.x - item.width) / 2, y: along }
  if (view === 'side') return { x: along, y: extent.y - item.height }
  return { x: (extent.x - item.width) / 2, y: extent.y - item.height }
}
