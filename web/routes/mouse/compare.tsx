import { createFileRoute } from '@tanstack/react-router'
import { ComparePage, loadCompareResults } from '../../features/catalogue/compare/compare-page'
import { validateCompareSearch } from '../../features/catalogue/compare/compare-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { sensorQueries } from '../../features/catalogue/kinds/sensor-queries'
import { comparePageMeta } from '../../features/catalogue/compare-page-meta'
import { mousePageIntro } from '../../lib/mouse-page-text'
import { navigationHead, pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/mouse/compare')({
  // `p`, the alignment, the outline highlighting and a hand: valibot, defaults when absent or bad.
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ p: search.p }),
  // With mice named, the shapes and specifications code downloads with the data, not after it. The
  // page's title and description name the mice `p` names (comparePageMeta).
  loader: async ({ context, deps }) => {
    const [mice] = await Promise.all([
      context.queryClient.ensureQueryData(miceQueries.list()),
      context.queryClient.ensureQueryData(sensorQueries.list()),
      deps.p !== undefined ? loadCompareResults() : undefined,
    ])
    return comparePageMeta('/mouse/compare', deps.p, mice, mousePageIntro)
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : navigationHead('/mouse/compare')),
  component: CompareRoute,
})

function CompareRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComparePage search={search} onNavigate={(next, options) => void navigate({ search: next, resetScroll: false, replace: options?.replace })} />
}
