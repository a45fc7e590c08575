import { createFileRoute } from '@tanstack/react-router'
import { comparePageMeta } from '../../../features/catalogue/compare-page-meta'
import { componentKindWords, componentPageIntro } from '../../../lib/component-page-text'
import { navigationHead, pageHead } from '../../../lib/page-head'
import { ComponentComparePage } from '../../../features/catalogue/component-pages/component-compare-page'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { sensorKind } from '../../../features/catalogue/kinds/sensor-kind'
import { sensorQueries } from '../../../features/catalogue/kinds/sensor-queries'

export const Route = createFileRoute('/mouse/sensors/compare')({
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ p: search.p }),
  // The page's title and description name the parts `p` names (comparePageMeta).
  loader: async ({ context, deps }) =>
    comparePageMeta('/mouse/sensors/compare', deps.p, await context.queryClient.ensureQueryData(sensorQueries.list()), (name) => componentPageIntro(componentKindWords.sensors.singular, name)),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : navigationHead('/mouse/sensors/compare')),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentComparePage kind={sensorKind} p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
