import type { ShapeItem } from './shape-comparison'
import type { MouseRow } from '../../../lib/api-types'
import { outlineKindOf, outlineKindTexts } from './mouse-specification-rows'
import { generateSilhouette } from './silhouette'

/** Where mouse view images live when a row names a file rather than a URL. */
export const mouseViewImageBase = '/images/mice/'

/** A view image's URL: absolute http(s) and root-relative values as they are, file names under the image folder. */
export function viewImageUrl(file: string | null | undefined): string | null {
  if (!file || file.trim() === '') return null
  const value = file.trim()
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null // javascript:, data: and the like are never drawn
  return mouseViewImageBase + value.split('/').map(encodeURIComponent).join('/')
}

/**
 * The overlay item of a mouse: its view images where it has them, else silhouettes from its
 * figures; the legend says which (a mouse without shape descriptors is drawn from its dimensions
 * alone, generically, and says so).
 */
export function mouseShapeItem(mouse: MouseRow, name: string, color: string): ShapeItem {
  const silhouette = generateSilhouette({
    length: mouse.mouse__length,
    width: mouse.mouse__width,
    height: mouse.mouse__height,
    shape: mouse.mouse__shape,
    frontFlare: mouse.mouse__front_flare,
    sideCurvature: mouse.mouse__side_curvature,
    humpPlacement: mouse.mouse__hump_placement,
    handCompatibility: mouse.mouse__hand_compatibility,
    thumbRest: mouse.mouse__thumb_rest,
    ringFingerRest: mouse.mouse__ring_finger_rest,
    sizeClass: mouse.mouse__size_class ?? null,
  })
  return {
    id: mouse.general__handle,
    name,
    color,
    note: `Outline drawn from ${outlineKindTexts[outlineKindOf(mouse)]}`,
    length: mouse.mouse__length,
    width: mouse.mouse__width,
    height: mouse.mouse__height,
    views: {
      top: { path: silhouette.top, image: viewImageUrl(mouse.mouse__top_view) },
      side: { path: silhouette.side, image: viewImageUrl(mouse.mouse__side_view) },
      back: { path: silhouette.back, image: viewImageUrl(mouse.mouse__back_view) },
    },
  }
}
