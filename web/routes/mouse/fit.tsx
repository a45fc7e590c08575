import { createFileRoute } from '@tanstack/react-router'
import { FitPage } from '../../features/fit/fit-page'
import { validateFitRouteSearch } from '../../features/fit/fit-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { navigationHead } from '../../lib/page-head'

export const Route = createFileRoute('/mouse/fit')({
  head: () => navigationHead('/mouse/fit'),
  // Any query string is accepted; a hand that is not valid is reported by the page and ignored.
  validateSearch: validateFitRouteSearch,
  // The hand form works without the catalogue: the mice are fetched, not awaited.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(miceQueries.list())
  },
  component: FitPage,
})
