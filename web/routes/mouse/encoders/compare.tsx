import { createFileRoute } from '@tanstack/react-router'
import { comparePageMeta } from '../../../features/catalogue/compare-page-meta'
import { componentKindWords, componentPageIntro } from '../../../lib/component-page-text'
import { navigationHead, pageHead } from '../../../lib/page-head'
import { ComponentComparePage } from '../../../features/catalogue/component-pages/component-compare-page'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { encoderKind } from '../../../features/catalogue/kinds/encoder-kind'
import { encoderQueries } from '../../../features/catalogue/kinds/encoder-queries'

export const Route = createFileRoute('/mouse/encoders/compare')({
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ p: search.p }),
  // The page's title and description name the parts `p` names (comparePageMeta).
  loader: async ({ context, deps }) =>
    comparePageMeta('/mouse/encoders/compare', deps.p, await context.queryClient.ensureQueryData(encoderQueries.list()), (name) => componentPageIntro(componentKindWords.encoders.singular, name)),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : navigationHead('/mouse/encoders/compare')),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComponentComparePage kind={encoderKind} p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
