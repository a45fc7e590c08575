/**
 * The api views' enumerated values, spelled exactly as the database (and SPEC §3) spells them: the
 * runtime part of web/lib/api-types.ts (which types rows with them and lists them too). Apart from
 * the column lists so that what a URL schema needs (in every page's first load) does not bring the
 * column lists (needed only by the data layer) along. tests/db/api-types.test.ts checks them against
 * the database.
 */

export const productCategories = ['mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder'] as const
export const mouseShapes = ['symmetrical', 'ergonomic', 'hybrid'] as const
export const frontFlares = [
  'flat',
  'inward - slight',
  'inward - moderate',
  'inward - aggressive',
  'outward - slight',
  'outward - moderate',
  'outward - aggressive',
] as const
export const sideCurvatures = ['flat', 'inward - aggressive', 'outward - aggressive', 'inward', 'outward'] as const
export const humpPlacements = [
  'front - aggressive',
  'front - moderate',
  'front - slight',
  'center',
  'back - minimal',
  'back - moderate',
  'back - aggressive',
] as const
export const handCompatibilities = ['right', 'left', 'ambidextrous'] as const
export const sensorTypes = ['optical', 'laser'] as const
export const switchTypes = ['mechanical', 'optical', 'hybrid', 'magnetic', 'inductive'] as const
export const encoderTypes = ['mechanical', 'optical'] as const
/** The connection a mouse's click latency was measured on. */
export const latencyModes = ['wired', 'wireless'] as const
/** BuildCores OpenDB's size class of a mouse. */
export const sizeClasses = ['small', 'medium', 'large'] as const
/**
 * What a mouse's outline can be drawn from: its dimensions alone, its dimensions and shape
 * descriptors (flare, curvature, hump), or a traced top view.
 */
export const outlineKinds = ['dimensions', 'dimensions_and_descriptors', 'traced'] as const
/** Where a group of figures comes from (catalog.source_kind). */
export const sourceKinds = ['maker', 'opendb', 'teardown', 'editors', 'review'] as const
export const mousepadSurfaces = ['cloth', 'hybrid', 'glass', 'plastic'] as const
export const mousepadSpeeds = ['control', 'balanced', 'speed'] as const
export const promoPriorities = ['high', 'medium', 'low'] as const
export const linkTypes = ['internal', 'external'] as const
/** Same list as linkTypes (the promo record's link_type). */
export const promoLinkTypes = linkTypes
