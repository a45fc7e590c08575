import { createFileRoute } from '@tanstack/react-router'
import { ComponentComparePage } from '../../../features/components/component-compare-page'
import { validateCompareSearch } from '../../../features/components/component-search'
import { switchKind } from '../../../features/components/switch-kind'
import { switchQueries } from '../../../features/switches/queries'

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
