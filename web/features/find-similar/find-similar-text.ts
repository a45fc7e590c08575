/**
 * The find-similar page's heading and introduction for a reference mouse. The page shows them, and
 * the worker (edge/html.ts) writes the same text into the title, the meta description and the boot
 * shell, so the text a crawler or a phone sees first is the text the app then renders.
 */
import type { MouseRow } from '../../lib/api-types'
import { formatDimensions, formatNumber } from '../../lib/mouse-format'
import type { SimilarityBasis } from './similarity'

/** The reference's figures; the worker reads rows defensively, so any of them may be missing. */
type ReferenceFigures = { [K in 'mouse__length' | 'mouse__width' | 'mouse__height' | 'mouse__weight']: MouseRow[K] | null }

export function findSimilarHeading(referenceName: string): string {
  return `Mice similar to ${referenceName}`
}

export function findSimilarIntro(referenceName: string, reference: ReferenceFigures): string {
  // A weight that is not known is left out rather than written as "not known" in a sentence.
  const weight = typeof reference.mouse__weight === 'number' ? `, ${formatNumber(reference.mouse__weight, 'g')}` : ''
  return `The gaming mice closest in size and shape to the ${referenceName} (${formatDimensions(reference)}${weight}), each with the differences explained.`
}

/**
 * What a similarity rests on, when that is less than every figure: 'Size and weight only: shape not
 * known'; 'Some figures not known: 63 % of the comparison known'. Null when every figure was compared.
 */
export function confidenceText(confidence: number | undefined, basis: SimilarityBasis | undefined): string | null {
  if (basis === 'none') return 'Nothing known to compare'
  if (basis === 'size') return 'Size and weight only: shape not known'
  if (confidence === undefined || confidence >= 1) return null
  return `Some figures not known: ${Math.floor(confidence * 100)} % of the comparison known`
}
