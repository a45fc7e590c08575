import { createFileRoute } from '@tanstack/react-router'
import { reviewQueries } from '../features/reviews/queries'
import { ReviewsPage } from '../features/reviews/reviews-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/reviews')({
  head: () => navigationHead('/reviews'),
  loader: ({ context }) => context.queryClient.ensureQueryData(reviewQueries.list()),
  component: () => <ReviewsPage path="/reviews" />,
})
