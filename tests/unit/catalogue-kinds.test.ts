/**
 * The kinds of the catalogue (issue 21): every facet and every range of every kind (mice, sensors,
 * switches, encoders) filters and counts correctly on the real catalogue, the seed's own rows through
 * the api views: what the engine counts for an option is what a plain scan of the rows finds, and
 * choosing it leaves exactly those rows.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import { applyFilters, createCatalogueIndex, unknownFacetValue, type CatalogueConfig } from '../../web/features/catalogue/filter-engine'
import { encoderKind } from '../../web/features/catalogue/kinds/encoder-kind'
import { mouseCatalogueConfig } from '../../web/features/catalogue/kinds/mouse-catalogue'
import { sensorKind } from '../../web/features/catalogue/kinds/sensor-kind'
import { switchKind } from '../../web/features/catalogue/kinds/switch-kind'

let db: PGlite
let views: Record<string, unknown[]>

beforeAll(async () => {
  db = await openCatalogue()
  const exported = await exportApiViews(db)
  views = Object.fromEntries(Object.entries(exported).map(([view, json]) => [view, JSON.parse(json!) as unknown[]]))
}, 120_000)

afterAll(async () => {
  await db?.close()
})

const kinds: { name: string; view: string; config: () => CatalogueConfig<unknown> }[] = [
  { name: 'mouse', view: 'mice', config: () => mouseCatalogueConfig as CatalogueConfig<unknown> },
  { name: 'sensor', view: 'mouse_sensors', config: () => sensorKind.catalogue as CatalogueConfig<unknown> },
  { name: 'switch', view: 'mouse_switches', config: () => switchKind.catalogue as CatalogueConfig<unknown> },
  { name: 'encoder', view: 'mouse_scroll_wheel_encoders', config: () => encoderKind.catalogue as CatalogueConfig<unknown> },
]

const noSort = { key: '', direction: 'asc' as const }

/** A row's option values for a facet, as a plain reading of its definition. */
function valuesOf(facet: CatalogueConfig<unknown>['facets'][number], row: unknown): string[] {
  const raw = facet.values(row)
  const values = (Array.isArray(raw) ? raw : raw === null || raw === undefined || raw === '' ? [] : [raw]).map(String)
  return values.length === 0 && facet.unknownLabel !== undefined ? [unknownFacetValue] : values
}

describe.each(kinds)('the $name kind on the real catalogue', ({ view, config }) => {
  it('has rows to test with', () => {
    expect(views[view]!.length).toBeGreaterThan(0)
  })

  it('counts and filters every option of every facet as a scan of the rows does', () => {
    const rows = views[view]!
    const index = createCatalogueIndex(rows, config())
    const all = applyFilters(index, { facets: {}, ranges: {} }, noSort)
    expect(all.rows).toHaveLength(rows.length)
    expect(config().facets.length).toBeGreaterThan(0)
    for (const facet of config().facets) {
      const options = index.facetOptions[facet.id]!
      expect(options.length, facet.id).toBeGreaterThan(0)
      for (const option of options) {
        const expected = rows.filter((row) => valuesOf(facet, row).includes(option.value))
        expect(all.facetCounts[facet.id]!.get(option.value) ?? 0, `${facet.id}=${option.value}`).toBe(expected.length)
        const chosen = applyFilters(index, { facets: { [facet.id]: [option.value] }, ranges: {} }, noSort)
        expect(new Set(chosen.rows), `${facet.id}=${option.value}`).toEqual(new Set(expected))
      }
    }
  })

  it('filters every range as a scan of the rows does (a row without the figure is outside a set range)', () => {
    const rows = views[view]!
    const index = createCatalogueIndex(rows, config())
    for (const range of config().ranges) {
      const domain = index.rangeDomains[range.id]
      if (!domain) continue
      const middle = (domain.min + domain.max) / 2
      for (const bounds of [{ min: domain.min, max: middle }, { min: middle }, { max: middle }]) {
        const expected = rows.filter((row) => {
          const value = range.value(row)
          if (value === null || value === undefined || Number.isNaN(value)) return false
          return (bounds.min === undefined || value >= bounds.min) && (bounds.max === undefined || value <= bounds.max)
        })
        const result = applyFilters(index, { facets: {}, ranges: { [range.id]: bounds } }, noSort)
        expect(new Set(result.rows), `${range.id} ${JSON.stringify(bounds)}`).toEqual(new Set(expected))
      }
    }
  })
})
