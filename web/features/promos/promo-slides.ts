/**
 * From rows to slides: the ordered list (promo-order.ts), a colour handle and a gradient angle per
 * slide (promo-colors.ts). Colour records are resolved separately, so the choice stays the same
 * when they arrive late or never (SPEC §8: then the defaults stay).
 */
import type { PromoColorRow, PromoRow } from '../../lib/api-types'
import type { TestPromo } from '../../lib/test-mode'
import { chooseSlideColors, pickGradientAngle, resolvePalette, type GradientAngle, type PromoPalette, type RandomFn } from './promo-colors'
import { promoList, type Promo } from './promo-order'

export interface Slide {
  /** Position in the list (a high promo appears twice, at two positions). */
  position: number
  promo: Promo
  colorHandle: string
  angle: GradientAngle
}

export function buildSlides(rows: readonly PromoRow[], testPromo: TestPromo | null, random: RandomFn): Slide[] {
  const promos = promoList(rows, testPromo)
  const handles = chooseSlideColors(
    promos.map((promo) => promo.colors),
    random,
  )
  return promos.map((promo, position) => ({ position, promo, colorHandle: handles[position]!, angle: pickGradientAngle(random) }))
}

export function slidePalette(slide: Slide, records: readonly PromoColorRow[] | undefined): PromoPalette {
  return resolvePalette(slide.colorHandle, records)
}
