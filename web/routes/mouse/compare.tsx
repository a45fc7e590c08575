import { createFileRoute } from '@tanstack/react-router'
// First of the page's imports: the route tree then lists this route's chunks in an order that
// compresses a few bytes smaller on every route (bench/README.md, "Fifteenth session").
import { mouseCompareKind } from '../../features/catalogue/compare/mouse-compare-kind'
import { loadCompareSelection } from '../../features/catalogue/compare/catalogue-compare-page'
import { loadMouseCompareResults, MouseComparePage } from '../../features/mouse-page/mouse-compare-page'
import { validateCompareSearch } from '../../features/catalogue/compare/compare-search'
import { miceQueries } from '../../features/catalogue/kinds/mouse-queries'
import { sensorQueries } from '../../features/catalogue/kinds/sensor-queries'
import { comparePageMeta } from '../../lib/compare-page-meta'
import { prepareSelectionSteps } from '../../lib/compare-selection'
import { mouseCompareTexts } from '../../lib/mouse-page-text'
import { finishStepsInTasks } from '../../lib/next-task'
import { navigationHead, pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/mouse/compare')({
  // `p`, the alignment, the outline highlighting and a hand: valibot, defaults when absent or bad.
  validateSearch: validateCompareSearch,
  // No loaderDeps: loader dependencies make a new match when they change, and the page would remount
  // (focus and state lost) when the first mouse is added. The loader reads `p` from the location.
  // With mice named, the shapes and specifications code (and the chips') downloads with the data, not after it: the
  // worker announces it in the HTML, as scripts/route-loader-imports.ts declares (keep the two in step). The
  // page's title and description name the mice `p` names (comparePageMeta, with the loaded rows).
  loader: async ({ context, location }) => {
    const named = (location.search as { p?: unknown }).p !== undefined
    const [mice] = await Promise.all([
      context.queryClient.ensureQueryData(miceQueries.list()),
      context.queryClient.ensureQueryData(sensorQueries.list()),
      named ? loadMouseCompareResults() : undefined,
      named ? loadCompareSelection() : undefined,
    ])
    if (named) await finishStepsInTasks(prepareSelectionSteps(mice, mouseCompareKind))
    return { metaFor: (p: unknown) => comparePageMeta('/mouse/compare', p, mice, mouseCompareTexts, mouseCompareKind) }
  },
  head: ({ loaderData, match }) => (loaderData ? pageHead(loaderData.metaFor(match.search.p)) : navigationHead('/mouse/compare')),
  component: CompareRoute,
})

function CompareRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <MouseComparePage search={search} onNavigate={(next, options) => void navigate({ search: next, resetScroll: false, replace: options?.replace })} />
}
