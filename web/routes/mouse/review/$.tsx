import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { miceQueries } from '../../../features/mice/queries'
import { reviewQueries } from '../../../features/reviews/queries'
import { findReview } from '../../../features/reviews/review-list'
import { ReviewPage } from '../../../features/reviews/review-page'
import { sensorQueries } from '../../../features/sensors/queries'
import { failRouteCheck } from '../../../lib/route-guards'

/** One review; the slug may span several path segments. An unknown slug is a 404. */
export const Route = createFileRoute('/mouse/review/$')({
  loader: async ({ context, params, location }) => {
    const reviews = await context.queryClient.ensureQueryData(reviewQueries.list())
    const review = findReview(reviews, params._splat)
    if (!review) failRouteCheck(location.href)
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
