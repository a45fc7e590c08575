import { createFileRoute } from '@tanstack/react-router'
import { navigationHead } from '../../../lib/page-head'
import { CatalogueBrowsePage } from '../../../features/catalogue/browse/catalogue-browse-page'
import { componentBrowseKind, type ComponentBrowseSlots } from '../../../features/catalogue/component-pages/component-browse-kind'
import { componentSearch } from '../../../features/catalogue/component-pages/component-search'
import { prepareCatalogueIndex } from '../../../features/catalogue/filter-engine'
import { encoderKind } from '../../../features/catalogue/kinds/encoder-kind'
import { encoderQueries } from '../../../features/catalogue/kinds/encoder-queries'

export const Route = createFileRoute('/mouse/encoders/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.encoders.validate(search),
  // The filters' index and the default order, built in short tasks once the rows arrive (as
  // /mouse/browse does), not in one piece in the page's first render.
  loader: ({ context }) => prepareCatalogueIndex(context.queryClient.ensureQueryData(encoderQueries.list()), browseKind.config, browseKind.defaultSort),
  head: () => navigationHead('/mouse/encoders/browse'),
  component: BrowseRoute,
})

const browseKind = componentBrowseKind(encoderKind)
const noSlots: ComponentBrowseSlots = {}

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const rows = encoderKind.useRows()
  return <CatalogueBrowsePage kind={browseKind} rows={rows} search={search} slots={noSlots} onSearchChange={(next, options) => void navigate({ search: next, replace: options.replace, resetScroll: false })} />
}
