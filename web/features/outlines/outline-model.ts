/**
 * The parameters of the generated outlines (generated-outline.ts documents the model): what each
 * shape descriptor does to the drawing. Apart from the generator so that /about-the-data, which
 * prints them, loads these figures without the drawing code.
 */
import type { FrontFlare, HumpPlacement, SideCurvature, SizeClass } from '../../lib/api-types'

/** Front width relative to the widest point. */
export const frontWidth: Record<FrontFlare, number> = {
  flat: 0.9,
  'inward - slight': 0.85,
  'inward - moderate': 0.8,
  'inward - aggressive': 0.74,
  'outward - slight': 0.95,
  'outward - moderate': 1.0,
  'outward - aggressive': 1.05,
}

/** Width at the grip (t = 0.45) relative to the widest point. */
export const gripWidth: Record<SideCurvature, number> = {
  flat: 0.96,
  inward: 0.88,
  'inward - aggressive': 0.8,
  outward: 1.03,
  'outward - aggressive': 1.08,
}

/** Where along the length (0 front … 1 back) the hump is highest. */
export const humpPosition: Record<HumpPlacement, number> = {
  'front - aggressive': 0.36,
  'front - moderate': 0.42,
  'front - slight': 0.48,
  center: 0.54,
  'back - minimal': 0.6,
  'back - moderate': 0.66,
  'back - aggressive': 0.72,
}

/** Size class: where the back starts to round off (share of the length) and how high the back edge stands. */
export const sizeClassBack: Record<SizeClass, { rounding: number; height: number }> = {
  small: { rounding: 0.3, height: 0.36 },
  medium: { rounding: 0.26, height: 0.42 },
  large: { rounding: 0.22, height: 0.48 },
}
