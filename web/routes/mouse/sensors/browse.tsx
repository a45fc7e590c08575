import { createFileRoute } from '@tanstack/react-router'
import { navigationHead } from '../../../lib/page-head'
import { ComponentBrowsePage } from '../../../features/catalogue/component-pages/component-browse-page'
import { componentSearch } from '../../../features/catalogue/component-pages/component-search'
import { sensorKind } from '../../../features/catalogue/kinds/sensor-kind'
import { sensorQueries } from '../../../features/catalogue/kinds/sensor-queries'

export const Route = createFileRoute('/mouse/sensors/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.sensors.validate(search),
  loader: ({ context }) => context.queryClient.ensureQueryData(sensorQueries.list()),
  head: () => navigationHead('/mouse/sensors/browse'),
  component: BrowseRoute,
})

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentBrowsePage kind={sensorKind} search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })} />
}
