import { createFileRoute } from '@tanstack/react-router'
import { ComponentComparePage } from '../../../features/catalogue/component-pages/component-compare-page'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { switchKind } from '../../../features/catalogue/kinds/switch-kind'
import { switchQueries } from '../../../features/catalogue/kinds/switch-queries'

export const Route = createFileRoute('/mouse/switches/compare')({
  validateSearch: validateCompareSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(switchQueries.list()),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentComparePage kind={switchKind} p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
