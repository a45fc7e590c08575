import { createFileRoute } from '@tanstack/react-router'
import { navigationHead } from '../../../lib/page-head'
import { CatalogueBrowsePage } from '../../../features/catalogue/browse/catalogue-browse-page'
import { componentBrowseKind, type ComponentBrowseSlots } from '../../../features/catalogue/component-pages/component-browse-kind'
import { componentSearch } from '../../../features/catalogue/component-pages/component-search'
import { prepareCatalogueIndex } from '../../../features/catalogue/filter-engine'
import { switchKind } from '../../../features/catalogue/kinds/switch-kind'
import { switchQueries } from '../../../features/catalogue/kinds/switch-queries'

export const Route = createFileRoute('/mouse/switches/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.switches.validate(search),
  // The filters' index and the default order, built in short tasks once the rows arrive (as
  // /mouse/browse does), not in one piece in the page's first render.
  loader: ({ context }) => prepareCatalogueIndex(context.queryClient.ensureQueryData(switchQueries.list()), browseKind.config, browseKind.defaultSort),
  head: () => navigationHead('/mouse/switches/browse'),
  component: BrowseRoute,
})

const browseKind = componentBrowseKind(switchKind)
const noSlots: ComponentBrowseSlots = {}

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const rows = switchKind.useRows()
  return <CatalogueBrowsePage kind={browseKind} rows={rows} search={search} slots={noSlots} onSearchChange={(next, options) => void navigate({ search: next, replace: options.replace, resetScroll: false })} />
}
