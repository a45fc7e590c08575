import { createFileRoute } from '@tanstack/react-router'
import { FindSimilarPage } from '../../features/find-similar/find-similar-page'
import { validateFindSimilarRouteSearch } from '../../features/find-similar/find-similar-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { reviewQueries } from '../../features/reviews/queries'

export const Route = createFileRoute('/mouse/find-similar')({
  // Any query string is accepted; an unknown mouse handle is reported by the page itself.
  validateSearch: validateFindSimilarRouteSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(reviewQueries.list())
    return context.queryClient.ensureQueryData(miceQueries.list())
  },
  component: FindSimilarPage,
})
