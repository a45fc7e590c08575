import { createFileRoute } from '@tanstack/react-router'
import { ComparePage, loadCompareResults } from '../../features/catalogue/compare/compare-page'
import { validateCompareSearch } from '../../features/catalogue/compare/compare-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { sensorQueries } from '../../features/catalogue/kinds/sensor-queries'

export const Route = createFileRoute('/mouse/compare')({
  // `p`, the alignment, the outline highlighting and a hand: valibot, defaults when absent or bad.
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ named: search.p !== undefined }),
  // With mice named, the shapes and specifications code downloads with the data, not after it.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(miceQueries.list()),
      context.queryClient.ensureQueryData(sensorQueries.list()),
      deps.named ? loadCompareResults() : undefined,
    ]),
  component: CompareRoute,
})

function CompareRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComparePage search={search} onNavigate={(next, options) => void navigate({ search: next, resetScroll: false, replace: options?.replace })} />
}
