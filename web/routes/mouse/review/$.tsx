import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { miceQueries } from '../../../features/catalogue/kinds/mouse-queries'
import { reviewQueries } from '../../../features/reviews/queries'
import { findReview } from '../../../features/reviews/review-list'
import { ReviewPage } from '../../../features/reviews/review-page'
import { sensorQueries } from '../../../features/catalogue/kinds/sensor-queries'
import { reviewPath } from '../../../lib/catalogue-paths'
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
    if (review.product_category === 'mouse') {
      await Promise.all([context.queryClient.ensureQueryData(miceQueries.list()), context.queryClient.ensureQueryData(sensorQueries.list())])
    }
  },
  component: ReviewRoute,
})

function ReviewRoute() {
  const { _splat } = Route.useParams()
  const { data: reviews } = useSuspenseQuery(reviewQueries.list())
  const review = findReview(reviews, _splat)
  if (!review) failRouteCheck(`/mouse/review/${_splat ?? ''}`)
  return <ReviewPage review={review} />
}
