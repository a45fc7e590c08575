import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '../../features/compare/compare-page'
import { miceQueries } from '../../features/mice/queries'
import { sensorQueries } from '../../features/sensors/queries'

interface CompareSearch {
  p?: string
}

/** `p` is any text (a number when the link was odd); anything else means no selection. Never throws. */
function validateSearch(search: Record<string, unknown>): CompareSearch {
  const p = search.p
  if (typeof p === 'string' && p !== '') return { p: p.slice(0, 4000) }
  if (typeof p === 'number' && Number.isFinite(p)) return { p: String(p) }
  return {}
}

export const Route = createFileRoute('/mouse/compare')({
  validateSearch,
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(miceQueries.list()), context.queryClient.ensureQueryData(sensorQueries.list())]),
  component: CompareRoute,
})

function CompareRoute() {
  const { p = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ComparePage p={p} onChangeP={(next) => void navigate({ search: next === '' ? {} : { p: next }, resetScroll: false })} />
}
