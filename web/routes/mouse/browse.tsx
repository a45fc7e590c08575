import { createFileRoute } from '@tanstack/react-router'
import { MouseBrowsePage } from '../../features/catalogue/mice/browse-page'
import { validateMouseBrowseSearch } from '../../features/catalogue/mice/browse-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { reviewQueries } from '../../features/reviews/queries'
import { navigationHead } from '../../lib/page-head'

export const Route = createFileRoute('/mouse/browse')({
  // Any query string is accepted: malformed values are dropped, so a bad URL shows the defaults.
  validateSearch: validateMouseBrowseSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(reviewQueries.list())
    return context.queryClient.ensureQueryData(miceQueries.list())
  },
  head: () => navigationHead('/mouse/browse'),
  component: MouseBrowsePage,
})
