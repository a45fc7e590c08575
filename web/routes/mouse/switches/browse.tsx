import { createFileRoute } from '@tanstack/react-router'
import { ComponentBrowsePage } from '../../../features/components/component-browse-page'
import { componentSearch } from '../../../features/components/component-search'
import { switchKind } from '../../../features/components/switch-kind'
import { switchQueries } from '../../../features/switches/queries'

export const Route = createFileRoute('/mouse/switches/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.switches.validate(search),
  loader: ({ context }) => context.queryClient.ensureQueryData(switchQueries.list()),
  component: BrowseRoute,
})

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentBrowsePage kind={switchKind} search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })} />
}
