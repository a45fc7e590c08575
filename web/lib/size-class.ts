/**
 * A mouse's size class (small, medium, large): one rule from its figures, the same for every
 * mouse, so two mice of the same size never get different classes (issue 28). Applied where the
 * catalogue's seed is generated (supabase/catalogue/merge.ts) and stated on /about-the-data. Pure,
 * no imports: Node's script runner loads it as it is.
 *
 * The class follows from the length, the figure that decides most how a mouse sits in the hand:
 * small under 119 mm, medium from 119 mm to under 126 mm, large from 126 mm. The limits are this
 * site's choice, set where imported labels mostly changed (their small rows end near 118.5 mm,
 * their large rows start near 124–126 mm) so that a class rarely jumps. A size the maker itself
 * names for a model (a size chart, a product page) is taken instead of the rule, recorded with
 * the maker as its source (mice.json `size` with a maker `dimensions_source`).
 */

export type SizeClassName = 'small' | 'medium' | 'large'

/** Millimetres of length: small below `mediumFrom`, large from `largeFrom`, medium between. */
export const sizeClassLimitsMm = { mediumFrom: 119, largeFrom: 126 } as const

/** The rule in words, as /about-the-data states it. */
export const sizeClassRule = `Every mouse's size class follows from its length by one rule: small under ${sizeClassLimitsMm.mediumFrom} mm, medium from ${sizeClassLimitsMm.mediumFrom} mm to under ${sizeClassLimitsMm.largeFrom} mm, large from ${sizeClassLimitsMm.largeFrom} mm. Where the maker names the size of a model itself (in a size chart or on its product page), that size is used instead, and the mouse's size figures name the maker as their source.`

/** The class of a mouse of this length (mm); null when the length is not a positive number. */
export function sizeClassOfLength(lengthMm: number | null | undefined): SizeClassName | null {
  if (typeof lengthMm !== 'number' || !Number.isFinite(lengthMm) || lengthMm <= 0) return null
  if (lengthMm < sizeClassLimitsMm.mediumFrom) return 'small'
  return lengthMm < sizeClassLimitsMm.largeFrom ? 'medium' : 'large'
}
