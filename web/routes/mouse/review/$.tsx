import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { reviewQueries } from '../../../features/reviews/queries'
import { findReview } from '../../../features/reviews/review-list'
import { ReviewPage } from '../../../features/reviews/review-page'
import { reviewPath } from '../../../lib/catalogue-paths'
import { pageHead } from '../../../lib/page-head'
import { failRouteCheck } from '../../../lib/route-guards'

/**
 * One review; the slug may span several path segments. An unknown slug is a 404; another spelling
 * of a review's path (case, doubled slashes) goes to its own (web/lib/catalogue-paths.ts).
 */
export const Route = createFileRoute('/mouse/review/$')({
  loader: async ({ context, params, location }) => {
    const reviews = await context.queryClient.ensureQueryData(reviewQueries.list())
    const review = findReview(reviews, params._splat)
    if (!review) failRouteCheck(location.href)
    const canonical = reviewPath(review.slug)
    if (location.pathname !== canonical) throw redirect({ href: canonical + location.searchStr, replace: true })
    // Only the reviews are awaited: the specification box beside the text asks for the whole
    // catalogue (about 70 KB gzip) when it renders, so the text paints first (review-page.tsx).
    return { title: review.title, description: review.excerpt }
  },
  head: ({ loaderData }) => pageHead({ title: loaderData?.title, description: loaderData?.description ?? undefined }),
  component: ReviewRoute,
})

function ReviewRoute() {
  const { _splat } = Route.useParams()
  const { data: reviews } = useSuspenseQuery(reviewQueries.list())
  const review = findReview(reviews, _splat)
  if (!review) failRouteCheck(`/mouse/review/${_splat ?? ''}`)
  return <ReviewPage review={review} />
}
