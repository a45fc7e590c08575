import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '../../features/catalogue/compare/compare-page'
import { validateCompareSearch } from '../../features/catalogue/compare/compare-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { sensorQueries } from '../../features/catalogue/kinds/sensor-queries'

export const Route = createFileRoute('/mouse/compare')({
  // `p`, the alignment, the outline highlighting and a hand: valibot, defaults when absent or bad.
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ named: search.p !== undefined }),
  loader: ({ context, deps }) => {
    // With mice named, the shapes and specifications code downloads with the data, not after it.
    if (deps.named) void import('../../features/catalogue/compare/compare-results').catch(() => undefined)
    return Promise.all([context.queryClient.ensureQueryData(miceQueries.list()), context.queryClient.ensureQueryData(sensorQueries.list())])
  },
  component: CompareRoute,
})

function CompareRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComparePage search={search} onNavigate={(next, options) => void navigate({ search: next, resetScroll: false, replace: options?.replace })} />
}
