import type { MouseRow } from '../../lib/api-types'
import { PreviewMark } from '../../components/ui/preview-mark'
import { isPreviewRow } from '../../lib/preview-session'
import { messages } from '../../lib/messages'
import { productName } from '../../lib/product-name'
import { MouseActions } from '../catalogue/public'
import type { ReviewLink } from '../catalogue/public'
import { mousePageHref } from '../catalogue/public'
import { PlainAppLink } from '../catalogue/public'
import { SimilarOutline, type TopOutline } from './similar-outline'
import { confidenceText } from './find-similar-text'
import type { DimensionExplanation, ShellMatch, SimilarityBasis } from './similarity'

function traitText(value: DimensionExplanation['candidate']): string {
  if (value === null || value === undefined) return messages.notKnown
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  return value.replace(/\s+-\s+/g, ', ')
}

function signed(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : '0'
}

/** 'Length +2.5 mm', 'Width same', 'Weight not known'. */
export function figureText(item: DimensionExplanation): string {
  if (item.difference === null) return `${item.label} ${messages.notKnown}`
  if (item.difference === 0) return `${item.label} same`
  return `${item.label} ${signed(item.difference)} ${item.unit ?? ''}`.trim()
}

export interface SimilarResultProps {
  rank: number
  row: MouseRow
  similarity: number
  /** Share (0–1) of the comparison's weight both mice are known on, and what it rests on. */
  confidence?: number
  basis?: SimilarityBasis
  explanation: DimensionExplanation[]
  inCompare: boolean
  review?: ReviewLink
  /** Of the reference's shell, and why (null: not). */
  shell?: ShellMatch | null
  /** This mouse's top outline and the reference's, for the small overlay ('pending': its code is on its way; its place is kept). */
  outline?: { candidate: TopOutline | null; reference: TopOutline | null; referenceName: string } | 'pending'
  /** The fit for the visitor's hand, when it counts in the ranking (e.g. "Fit 82 (good)"). */
  fitText?: string
}

export const shellTexts: Record<ShellMatch, string> = {
  'shape-parent': 'Same shell: recorded as sharing its shape',
  variant: 'Same shell: another edition or colour of it',
  descriptors: 'Same shell: same shape descriptors and dimensions',
  'same-model': 'Same shell: same maker, model name and dimensions',
}

/** One ranked mouse, explaining itself: the difference in each figure and which traits match or differ. */
export function SimilarResult({ rank, row, similarity, confidence, basis, explanation, inCompare, review, shell, outline, fitText }: SimilarResultProps) {
  const name = productName(row)
  const confidenceNote = confidenceText(confidence, basis)
  const figures = explanation.filter((item) => item.kind === 'number')
  const traits = explanation.filter((item) => item.kind === 'trait')
  // Plain elements styled by web/index.html (.similar-result, .result-badge, .mouse-action): a page
  // ranks 24 mice, and each Chakra element resolved its styles at run time (about 600 on the page).
  return (
    <article className="similar-result" data-in-compare={inCompare ? '' : undefined} data-testid="similar-result" data-handle={row.general__handle}>
      <div className="similar-result-body">
        <div className="similar-result-main">
          <div className="similar-result-title">
            <span className="similar-result-rank" aria-hidden="true">
              {rank}.
            </span>
            {/* A line of its own when narrow, the score badge beside it only where both fit (issue 31). */}
            <h3>
              <PlainAppLink href={mousePageHref(row)} data-testid="similar-result-link">
                {name}
              </PlainAppLink>{' '}
              {isPreviewRow(row) && <PreviewMark compact />}
            </h3>
            <span className="result-badge" data-size="md" data-variant="solid">
              {similarity.toFixed(1)}% similar
            </span>
          </div>
          {(shell || fitText || confidenceNote) && (
            <div className="similar-result-badges">
              {confidenceNote && (
                <span className="result-badge" data-size="sm" data-variant="outline" data-palette="gray" data-testid="similar-confidence" data-basis={basis}>
                  {confidenceNote}
                </span>
              )}
              {shell && (
                <span className="result-badge" data-size="sm" data-variant="subtle" data-palette="green" data-testid="same-shell" data-shell={shell}>
                  {shellTexts[shell]}
                </span>
              )}
              {fitText && (
                <span className="result-badge" data-size="sm" data-variant="outline" data-testid="similar-fit">
                  {fitText}
                </span>
              )}
            </div>
          )}
          {figures.length > 0 && (
            <ul className="similar-result-figures" aria-label="Differences in size and weight">
              {figures.map((item) => (
                <li key={item.dimension} data-matches={item.matches ? '' : undefined}>
                  {item.matches ? '≈ ' : ''}
                  {figureText(item)}
                </li>
              ))}
            </ul>
          )}
          {traits.length > 0 && (
            <ul className="similar-result-traits" aria-label="Shape traits">
              {traits.map((item) => (
                <li key={item.dimension} data-matches={item.matches ? '' : undefined}>
                  <span aria-hidden="true">{item.matches ? '✓ ' : item.matches === false ? '✗ ' : '? '}</span>
                  {item.matches
                    ? `Same ${item.label.toLowerCase()} (${traitText(item.candidate)})`
                    : item.matches === false
                      ? `${item.label}: ${traitText(item.candidate)} (reference: ${traitText(item.target)})`
                      : `${item.label} ${messages.notKnown}`}
                </li>
              ))}
            </ul>
          )}
        </div>
        {outline === 'pending' ? (
          <div className="similar-outline" aria-hidden="true" />
        ) : (
          outline && <SimilarOutline candidate={outline.candidate} candidateName={name} reference={outline.reference} referenceName={outline.referenceName} />
        )}
      </div>
      <div className="similar-result-actions">
        <MouseActions row={row} inCompare={inCompare} review={review} />
      </div>
    </article>
  )
}
