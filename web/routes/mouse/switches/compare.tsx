import { createFileRoute } from '@tanstack/react-router'
import { comparePageMeta } from '../../../features/catalogue/compare-page-meta'
import { componentKindWords, componentPageIntro } from '../../../lib/component-page-text'
import { navigationHead, pageHead } from '../../../lib/page-head'
import { ComponentComparePage } from '../../../features/catalogue/component-pages/component-compare-page'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { switchKind } from '../../../features/catalogue/kinds/switch-kind'
import { switchQueries } from '../../../features/catalogue/kinds/switch-queries'

export const Route = createFileRoute('/mouse/switches/compare')({
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ p: search.p }),
  // The page's title and description name the parts `p` names (comparePageMeta).
  loader: async ({ context, deps }) =>
    comparePageMeta('/mouse/switches/compare', deps.p, await context.queryClient.ensureQueryData(switchQueries.list()), (name) => componentPageIntro(componentKindWords.switches.singular, name)),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : navigationHead('/mouse/switches/compare')),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentComparePage kind={switchKind} p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
