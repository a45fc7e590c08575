import { createFileRoute } from '@tanstack/react-router'
import { ComponentComparePage } from '../../../features/catalogue/component-pages/component-compare-page'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { encoderKind } from '../../../features/catalogue/kinds/encoder-kind'
import { encoderQueries } from '../../../features/catalogue/kinds/encoder-queries'

export const Route = createFileRoute('/mouse/encoders/compare')({
  validateSearch: validateCompareSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(encoderQueries.list()),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentComparePage kind={encoderKind} p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
