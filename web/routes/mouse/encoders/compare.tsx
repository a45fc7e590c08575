import { createFileRoute } from '@tanstack/react-router'
import { comparePageMeta } from '../../../lib/compare-page-meta'
import { componentKindWords, componentPageIntro } from '../../../lib/component-page-text'
import { navigationHead, pageHead } from '../../../lib/page-head'
import { CatalogueComparePage, loadCompareSelection } from '../../../features/catalogue/compare/catalogue-compare-page'
import { componentCompareKind } from '../../../features/catalogue/component-pages/component-compare-kind'
import { ComponentCompareResults } from '../../../features/catalogue/component-pages/component-compare-results'
import { validateCompareSearch } from '../../../features/catalogue/component-pages/component-search'
import { encoderKind } from '../../../features/catalogue/kinds/encoder-kind'
import { encoderQueries } from '../../../features/catalogue/kinds/encoder-queries'

export const Route = createFileRoute('/mouse/encoders/compare')({
  validateSearch: validateCompareSearch,
  // The page's title and description name the parts `p` names (comparePageMeta, with the loaded
  // rows). The loader does not depend on `p`: a new `p` must not make a new match (a remount).
  // With parts named, the chips' code downloads with the data (CatalogueComparePage loads it apart).
  loader: async ({ context, location }) => {
    const named = (location.search as { p?: unknown }).p !== undefined
    const [rows] = await Promise.all([context.queryClient.ensureQueryData(encoderQueries.list()), named ? loadCompareSelection() : undefined])
    return { metaFor: (p: unknown) => comparePageMeta('/mouse/encoders/compare', p, rows, { introOfOne: (name) => componentPageIntro(componentKindWords.encoders.singular, name) }, componentCompareKind(encoderKind)) }
  },
  head: ({ loaderData, match }) => (loaderData ? pageHead(loaderData.metaFor(match.search.p)) : navigationHead('/mouse/encoders/compare')),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  const rows = encoderKind.useRows()
  return (
    <CatalogueComparePage
      kind={componentCompareKind(encoderKind)}
      items={rows}
      p={p}
      onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })}
      results={(found) => <ComponentCompareResults kind={encoderKind} found={found} />}
    />
  )
}
