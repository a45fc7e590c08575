import { Button, chakra, Flex } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { AppLink } from '../ui/app-link'
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
  size?: 'xs' | 'sm'
  /** Keep the buttons on one line (table rows have a fixed height). */
  noWrap?: boolean
  /** Leave out the compare button (the table has a column of its own for it). */
  withoutCompare?: boolean
}

/** What can be done from a mouse: add to (or remove from) compare, find similar, read its review. */
export function MouseActions({ row, inCompare, review, withoutSimilar, withoutCompare, size = 'xs', noWrap = false }: MouseActionsProps) {
  const name = productName(row)
  return (
    // A mention's title shrinks to the room left on the line rather than wrapping below it.
    <Flex gap="1.5" wrap={noWrap || (review && !review.about) ? 'nowrap' : 'wrap'}>
      {!withoutCompare && (
      <Button
        size={size}
        variant={inCompare ? 'solid' : 'outline'}
        aria-pressed={inCompare}
        aria-label={`${inCompare ? 'Remove' : 'Add'} ${name} ${inCompare ? 'from' : 'to'} compare`}
        onClick={() => toggleCompare(row)}
        data-testid="compare-toggle"
      >
        {inCompare ? '✓ Compare' : '+ Compare'}
      </Button>
      )}
      {!withoutSimilar && (
        <Button asChild size={size} variant="outline">
          <Link to="/mouse/find-similar" search={{ mouse: row.general__handle }} aria-label={`Find mice similar to ${name}`}>
            Similar
          </Link>
        </Button>
      )}
      {review?.about && (
        <Button asChild size={size} variant="ghost">
          <AppLink href={reviewHref(review.slug)} aria-label={`Read the review of ${name}`}>
            Review
          </AppLink>
        </Button>
      )}
      {review && !review.about && (
        // A review that only mentions this mouse is offered under its own title, never as "the review".
        <Button asChild size={size} variant="ghost" maxW="64" minW="0" flexShrink={1} title={`Mentioned in: ${review.title}`}>
          <AppLink href={reviewHref(review.slug)} data-testid="mentioned-in" data-may-truncate="">
            <chakra.span truncate>Mentioned in: {review.title}</chakra.span>
          </AppLink>
        </Button>
      )}
    </Flex>
  )
}
