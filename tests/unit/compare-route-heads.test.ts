import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { mouseCompareKind } from '../../web/features/catalogue/compare/mouse-compare-kind'
import { componentCompareKind } from '../../web/features/catalogue/component-pages/component-compare-kind'
import { miceQueries } from '../../web/features/catalogue/kinds/mouse-queries'
import { sensorKind } from '../../web/features/catalogue/kinds/sensor-kind'
import { sensorQueries } from '../../web/features/catalogue/kinds/sensor-queries'
import { foundItems, resolveSelection } from '../../web/lib/compare-selection'
import { Route as miceCompare } from '../../web/routes/mouse/compare'
import { Route as sensorsCompare } from '../../web/routes/mouse/sensors/compare'

/**
 * Rows that count how often they are named: productName reads every row's model once, so an index
 * of the rows reads each model once, and resolving against a kept index reads only the found rows'.
 */
function countingRows(category: string, models: string[]) {
  const reads = { models: 0 }
  const rows = models.map((model) => ({
    general__handle: `acme-${model.toLowerCase()}`,
    general__category: category,
    general__brand_names: ['Acme'],
    general__brands_separator: ' ',
    general__variant: null,
    get general__model() {
      reads.models++
      return model
    },
  }))
  return { rows, reads }
}

type Loader = (match: unknown) => Promise<{ metaFor: (p: unknown) => { title?: string } }>

describe("a compare page's title and the page share one index of the rows", () => {
  it.each([
    { page: '/mouse/compare', route: miceCompare, kind: mouseCompareKind, queryKeys: [miceQueries.list().queryKey, sensorQueries.list().queryKey], category: 'mouse' },
    { page: '/mouse/sensors/compare', route: sensorsCompare, kind: componentCompareKind(sensorKind), queryKeys: [sensorQueries.list().queryKey], category: 'mouse_sensor' },
  ])('$page', async ({ route, kind, queryKeys, category }) => {
    const { rows, reads } = countingRows(category, ['Alpha', 'Bravo', 'Charlie', 'Delta'])
    const queryClient = new QueryClient()
    for (const queryKey of queryKeys) queryClient.setQueryData(queryKey, (queryKey === queryKeys[0] ? rows : []) as never)
    // No `p` in the location: the loader does not fetch the results' code.
    const { metaFor } = await (route.options.loader as unknown as Loader)({ context: { queryClient }, location: { search: {} } })
    const p = 'Acme-Bravo-vs.-acme-delta'
    expect(metaFor(p).title).toBe('Acme Bravo vs. Acme Delta')
    // The head built the index (every row named) and named the two found.
    expect(reads.models).toBe(rows.length + 2)
    // The page resolves the same p with its kind (CatalogueComparePage): the index is the head's.
    reads.models = 0
    expect(foundItems(resolveSelection(p, rows as never[], kind as never)).map((entry) => entry.name)).toEqual(['Acme Bravo', 'Acme Delta'])
    expect(reads.models).toBe(2)
  })
})
