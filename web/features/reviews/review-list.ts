/** Which reviews a list shows, in which order, and which review a slug names. Pure. */
import type { ProductCategory, ReviewRow } from '../../lib/api-types'

export const categoryLabels: Record<ProductCategory, string> = {
  mouse: 'Mouse',
  mousepad: 'Mousepad',
  mouse_sensor: 'Sensor',
  mouse_switch: 'Switch',
  mouse_scroll_wheel_encoder: 'Scroll wheel encoder',
}

/** Newest first (then by slug, so equal dates keep one order); only `category` when given. */
export function reviewsNewestFirst(reviews: readonly ReviewRow[], category?: ProductCategory): ReviewRow[] {
  return reviews
    .filter((review) => category === undefined || review.product_category === category)
    .sort((a, b) => (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : a.slug.localeCompare(b.slug)))
}

/** The slug of a review path's splat: no leading, trailing or doubled slashes, lower case. */
export function normalizeReviewSlug(splat: unknown): string {
  if (typeof splat !== 'string') return ''
  let slug = splat
  try {
    slug = decodeURIComponent(splat)
  } catch {
    // a malformed escape: use it as written
  }
  return slug
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase()
}

export function findReview(reviews: readonly ReviewRow[], splat: unknown): ReviewRow | undefined {
  const slug = normalizeReviewSlug(splat)
  return slug === '' ? undefined : reviews.find((review) => review.slug === slug)
}

/** The app path of a review. */
export function reviewPath(review: Pick<ReviewRow, 'slug'>): string {
  return `/mouse/review/${review.slug}`
}
