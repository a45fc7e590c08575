import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createCatalogueIndex } from '../../web/features/catalogue/filter-engine'
import { componentSearch } from '../../web/features/catalogue/component-pages/component-search'
import { encoderKind } from '../../web/features/catalogue/kinds/encoder-kind'
import { encoderQueries } from '../../web/features/catalogue/kinds/encoder-queries'
import { sensorKind } from '../../web/features/catalogue/kinds/sensor-kind'
import { sensorQueries } from '../../web/features/catalogue/kinds/sensor-queries'
import { switchKind } from '../../web/features/catalogue/kinds/switch-kind'
import { switchQueries } from '../../web/features/catalogue/kinds/switch-queries'
import { Route as encodersBrowse } from '../../web/routes/mouse/encoders/browse'
import { Route as sensorsBrowse } from '../../web/routes/mouse/sensors/browse'
import { Route as switchesBrowse } from '../../web/routes/mouse/switches/browse'

/** Rows with a handle and a name: the figures read as unknown, which the index takes as it takes a real row's gaps. */
const rows = (category: string) =>
  ['alpha', 'bravo', 'charlie'].map((model) => ({
    general__handle: `acme-${model}`,
    general__category: category,
    general__brand_handles: ['acme'],
    general__brand_names: ['Acme'],
    general__brands_separator: ' ',
    general__model: model,
    general__variant: null,
    general__release_date: null,
  }))

const routes = [
  { route: sensorsBrowse, kind: sensorKind, queryKey: sensorQueries.list().queryKey },
  { route: switchesBrowse, kind: switchKind, queryKey: switchQueries.list().queryKey },
  { route: encodersBrowse, kind: encoderKind, queryKey: encoderQueries.list().queryKey },
] as const

describe("the parts' browse routes", () => {
  it.each(routes)("$kind.id: the loader builds the filters' index and the default order before the page renders", async ({ route, kind, queryKey }) => {
    const queryClient = new QueryClient()
    const loaded = rows(kind.category)
    queryClient.setQueryData(queryKey, loaded as never)
    await (route.options.loader as (context: unknown) => Promise<unknown>)({ context: { queryClient } })
    // The page's render (CatalogueBrowsePage) asks for the index of the same rows and config, and
    // the default order: both are there already, so the first render builds neither.
    const index = createCatalogueIndex(loaded as never, kind.catalogue as never)
    const { key, direction } = componentSearch[kind.id].parse({}).sort
    expect(index.internal.sortCache.has(`${key}:${direction}`)).toBe(true)
  })
})
