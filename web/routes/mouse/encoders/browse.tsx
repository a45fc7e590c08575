import { createFileRoute } from '@tanstack/react-router'
import { navigationHead } from '../../../lib/page-head'
import { ComponentBrowsePage } from '../../../features/catalogue/component-pages/component-browse-page'
import { componentSearch } from '../../../features/catalogue/component-pages/component-search'
import { encoderKind } from '../../../features/catalogue/kinds/encoder-kind'
import { encoderQueries } from '../../../features/catalogue/kinds/encoder-queries'

export const Route = createFileRoute('/mouse/encoders/browse')({
  validateSearch: (search: Record<string, unknown>) => componentSearch.encoders.validate(search),
  loader: ({ context }) => context.queryClient.ensureQueryData(encoderQueries.list()),
  head: () => navigationHead('/mouse/encoders/browse'),
  component: BrowseRoute,
})

function BrowseRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentBrowsePage kind={encoderKind} search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })} />
}
