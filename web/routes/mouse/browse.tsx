import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { CatalogueBrowsePage } from '../../features/catalogue/browse/catalogue-browse-page'
import { prepareCatalogueIndex } from '../../features/catalogue/filter-engine'
import { mouseBrowseKind } from '../../features/catalogue/mice/mouse-browse-kind'
import { validateMouseBrowseSearch } from '../../features/catalogue/mice/browse-search'
import { reviewLinksByHandle } from '../../features/catalogue/mice/mouse-lists'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { FavouriteButton } from '../../features/auth/public'
import { useBrowseFit } from '../../features/fit/public'
import { reviewQueries } from '../../features/reviews/queries'
import { navigationHead } from '../../lib/page-head'

export const Route = createFileRoute('/mouse/browse')({
  // Any query string is accepted: malformed values are dropped, so a bad URL shows the defaults.
  validateSearch: validateMouseBrowseSearch,
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(reviewQueries.list())
    const mice = await context.queryClient.ensureQueryData(miceQueries.list())
    // The filters' index and the default order, built in short tasks before the page renders.
    await prepareCatalogueIndex(mice, mouseBrowseKind.config, mouseBrowseKind.defaultSort)
  },
  head: () => navigationHead('/mouse/browse'),
  component: MouseBrowseRoute,
})

/** /mouse/browse: the one browse page with the mouse kind, its slots filled by the fit, reviews and sign-in features. */
function MouseBrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: mice } = useSuspenseQuery(miceQueries.list())
  // Reviews only add links: the page does not wait for them, and works without them.
  const { data: reviews } = useQuery(reviewQueries.list())
  const reviewLinks = useMemo(() => reviewLinksByHandle(reviews), [reviews])
  const fit = useBrowseFit(mice, mouseBrowseKind.config, typeof search.hand === 'string' ? search.hand : undefined)
  const slots = useMemo(() => ({ ...fit.slots, Favourite: FavouriteButton, reviewLinks }), [fit.slots, reviewLinks])
  return (
    <CatalogueBrowsePage
      kind={mouseBrowseKind}
      rows={mice}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options.replace, resetScroll: false })}
      config={fit.config}
      extraSearch={fit.extraSearch}
      toolbarAttributes={{ 'data-fit-state': fit.state }}
      toolbarExtra={fit.toolbar}
      slots={slots}
    />
  )
}
