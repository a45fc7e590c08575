import { createFileRoute } from '@tanstack/react-router'
import { findSimilarMetaFor } from '../../features/find-similar/find-similar-meta'
import { FindSimilarPage } from '../../features/find-similar/find-similar-page'
import { prepareFindSimilarRanking } from '../../features/find-similar/find-similar-ranking'
import { typedTarget } from '../../features/find-similar/find-similar-settings'
import { loadTargetForm } from '../../features/find-similar/lazy-target-form'
import { validateFindSimilarRouteSearch, validateFindSimilarSearch } from '../../features/find-similar/find-similar-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { reviewQueries } from '../../features/reviews/queries'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/mouse/find-similar')({
  // Any query string is accepted; an unknown mouse handle is reported by the page itself.
  validateSearch: validateFindSimilarRouteSearch,
  // The page's title names the reference mouse: the loader runs again when it changes.
  loaderDeps: ({ search }) => ({ mouse: search.mouse }),
  loader: async ({ context, deps, location }) => {
    void context.queryClient.prefetchQuery(reviewQueries.list())
    const mice = await context.queryClient.ensureQueryData(miceQueries.list())
    const search = validateFindSimilarSearch(location.search)
    await Promise.all([
      // The page's first ranking, in short tasks; a later change of weights is ranked by the page.
      prepareFindSimilarRanking(mice, search),
      // Typed figures open the form: its code is here before the page (if it fails, the page says so).
      !search.mouse && typedTarget(search) && loadTargetForm().catch(() => {}),
    ])
    return findSimilarMetaFor(mice, deps.mouse)
  },
  head: ({ loaderData }) => pageHead(loaderData ?? { title: undefined, description: undefined }),
  component: FindSimilarPage,
})
