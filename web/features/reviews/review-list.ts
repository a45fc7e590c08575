/** Which reviews a list shows, in which order, and which review a slug names. Pure. */
import type { ProductCategory, ReviewRow } from '../../lib/api-types'
import { findByKey, itemKey, reviewPath as reviewPathOf } from '../../lib/catalogue-paths'

/**
 * Newest first, then by slug in code-unit order, as api.reviews orders them (`collate "C"`), so
 * equal dates keep one order; only `category` when given.
 */
export function reviewsNewestFirst(reviews: readonly ReviewRow[], category?: ProductCategory): ReviewRow[] {
  return reviews
    .filter((review) => category === undefined || review.product_category === category)
    .sort((a, b) => (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
}

/** The review a path's splat names, in any spelling (web/lib/catalogue-paths.ts, the worker's rule too). */
export function findReview(reviews: readonly ReviewRow[], splat: unknown): ReviewRow | undefined {
  const key = typeof splat === 'string' ? itemKey(splat) : ''
  return key === '' ? undefined : findByKey(reviews, key, (review) => review.slug)
}

/** The app path of a review. */
export function reviewPath(review: Pick<ReviewRow, 'slug'>): string {
  return reviewPathOf(review.slug)
}
