import { Button, Flex } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { AppLink } from '../../components/catalogue/app-link'
import type { MouseRow } from '../../lib/api-types'
import { productName } from '../../lib/product-name'
import { toggleCompare } from './mouse-selection'

/** The review page of a slug (which may contain '/'). */
export function reviewHref(slug: string): string {
  return `/mouse/review/${slug.split('/').map(encodeURIComponent).join('/')}`
}

export interface MouseActionsProps {
  row: MouseRow
  inCompare: boolean
  /** The review's slug when the mouse has one. */
  reviewSlug?: string
  /** Hide "Find similar" (on the find-similar page's own reference). */
  withoutSimilar?: boolean
  size?: 'xs' | 'sm'
  /** Keep the buttons on one line (table rows have a fixed height). */
  noWrap?: boolean
}

/** What can be done from a mouse: add to (or remove from) compare, find similar, read its review. */
export function MouseActions({ row, inCompare, reviewSlug, withoutSimilar, size = 'xs', noWrap = false }: MouseActionsProps) {
  const name = productName(row)
  return (
    <Flex gap="1.5" wrap={noWrap ? 'nowrap' : 'wrap'}>
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
      {!withoutSimilar && (
        <Button asChild size={size} variant="outline">
          <Link to="/mouse/find-similar" search={{ mouse: row.general__handle }} aria-label={`Find mice similar to ${name}`}>
            Similar
          </Link>
        </Button>
      )}
      {reviewSlug && (
        <Button asChild size={size} variant="ghost">
          <AppLink href={reviewHref(reviewSlug)} aria-label={`Read the review of ${name}`}>
            Review
          </AppLink>
        </Button>
      )}
    </Flex>
  )
}
