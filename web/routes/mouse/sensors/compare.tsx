import { createFileRoute } from '@tanstack/react-router'
import { ComponentComparePage } from '../../../features/catalogue/component-pages/component-compare-page'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { sensorKind } from '../../../features/catalogue/kinds/sensor-kind'
import { sensorQueries } from '../../../features/catalogue/kinds/sensor-queries'

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
