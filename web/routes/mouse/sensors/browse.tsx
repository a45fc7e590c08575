import { createFileRoute } from '@tanstack/react-router'
import { navigationHead } from '../../../lib/page-head'
import { CatalogueBrowsePage } from '../../../features/catalogue/browse/catalogue-browse-page'
import { componentBrowseKind, type ComponentBrowseSlots } from '../../../features/catalogue/component-pages/component-browse-kind'
import { componentSearch } from '../../../features/catalogue/component-pages/component-search'
import { prepareCatalogueIndex } from '../../../features/catalogue/filter-engine'
import { sensorKind } from '../../../features/catalogue/kinds/sensor-kind'
import { sensorQueries } from '../../../features/catalogue/kinds/sensor-queries'

export const Route = createFileRoute('/mouse/sensors/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.sensors.validate(search),
  // The filters' index and the default order, built in short tasks once the rows arrive (as
  // /mouse/browse does), not in one piece in the page's first render.
  loader: ({ context }) => prepareCatalogueIndex(context.queryClient.ensureQueryData(sensorQueries.list()), browseKind.config, browseKind.defaultSort),
  head: () => navigationHead('/mouse/sensors/browse'),
  component: BrowseRoute,
})

const browseKind = componentBrowseKind(sensorKind)
const noSlots: ComponentBrowseSlots = {}

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const rows = sensorKind.useRows()
  return <CatalogueBrowsePage kind={browseKind} rows={rows} search={search} slots={noSlots} onSearchChange={(next, options) => void navigate({ search: next, replace: options.replace, resetScroll: false })} />
}
