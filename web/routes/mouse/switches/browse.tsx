import { createFileRoute } from '@tanstack/react-router'
import { navigationHead } from '../../../lib/page-head'
import { ComponentBrowsePage } from '../../../features/catalogue/component-pages/component-browse-page'
import { componentSearch } from '../../../features/catalogue/component-pages/component-search'
import { switchKind } from '../../../features/catalogue/kinds/switch-kind'
import { switchQueries } from '../../../features/catalogue/kinds/switch-queries'

export const Route = createFileRoute('/mouse/switches/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.switches.validate(search),
  loader: ({ context }) => context.queryClient.ensureQueryData(switchQueries.list()),
  head: () => navigationHead('/mouse/switches/browse'),
  component: BrowseRoute,
})

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentBrowsePage kind={switchKind} search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })} />
}
