import { Link } from '@tanstack/react-router'
import { PlainAppLink } from '../ui/app-link'
import type { MouseRow } from '../../../lib/api-types'
import { productName } from '../../../lib/product-name'
import type { ReviewLink } from './mouse-lists'
import { toggleCompare } from './mouse-selection'

/** The review page of a slug (which may contain '/'). */
export function reviewHref(slug: string): string {
  return `/mouse/review/${slug.split('/').map(encodeURIComponent).join('/')}`
}

export interface MouseActionsProps {
  row: MouseRow
  inCompare: boolean
  /** The review to offer: one about this mouse, or one that only mentions it. */
  review?: ReviewLink
  /** Hide "Find similar" (on the find-similar page's own reference). */
  withoutSimilar?: boolean
  /** Keep the buttons on one line (table rows have a fixed height). */
  noWrap?: boolean
  /** Leave out the compare button (the table has a column of its own for it). */
  withoutCompare?: boolean
}

/**
 * What can be done from a mouse: add to (or remove from) compare, find similar, read its review.
 *
 * Plain elements styled by web/index.html (`.mouse-action`, Chakra's button recipe at size xs in
 * its solid, outline and ghost variants): a find-similar page draws about 70 of these and a browse
 * grid dozens, and each Chakra Button resolved its recipe while the page ran.
 */
export function MouseActions({ row, inCompare, review, withoutSimilar, withoutCompare, noWrap = false }: MouseActionsProps) {
  const name = productName(row)
  return (
    // A mention's title shrinks to the room left on the line rather than wrapping below it.
    <div className="mouse-actions" data-nowrap={noWrap || (review && !review.about) ? '' : undefined}>
      {!withoutCompare && (
        <button
          type="button"
          className="mouse-action"
          data-variant={inCompare ? 'solid' : 'outline'}
          aria-pressed={inCompare}
          aria-label={`${inCompare ? 'Remove' : 'Add'} ${name} ${inCompare ? 'from' : 'to'} compare`}
          onClick={() => toggleCompare(row)}
          data-testid="compare-toggle"
        >
          {inCompare ? '✓ Compare' : '+ Compare'}
        </button>
      )}
      {!withoutSimilar && (
        <Link
          to="/mouse/find-similar"
          search={{ mouse: row.general__handle }}
          className="mouse-action"
          data-variant="outline"
          aria-label={`Find mice similar to ${name}`}
        >
          Similar
        </Link>
      )}
      {review?.about && (
        <PlainAppLink href={reviewHref(review.slug)} className="mouse-action" data-variant="ghost" aria-label={`Read the review of ${name}`}>
          Review
        </PlainAppLink>
      )}
      {review && !review.about && (
        // A review that only mentions this mouse is offered under its own title, never as "the review".
        <PlainAppLink
          href={reviewHref(review.slug)}
          className="mouse-action mouse-action-mention"
          data-variant="ghost"
          title={`Mentioned in: ${review.title}`}
          data-testid="mentioned-in"
          data-may-truncate=""
        >
          <span>Mentioned in: {review.title}</span>
        </PlainAppLink>
      )}
    </div>
  )
}
