import { createFileRoute } from '@tanstack/react-router'
import { ComponentComparePage } from '../../../features/components/component-compare-page'
import { validateCompareSearch } from '../../../features/components/component-search'
import { sensorKind } from '../../../features/components/sensor-kind'
import { sensorQueries } from '../../../features/sensors/queries'

export const Route = createFileRoute('/mouse/sensors/compare')({
  validateSearch: validateCompareSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(sensorQueries.list()),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentComparePage kind={sensorKind} p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
