import { describe, expect, it } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { applyFilters, catalogueIndexSteps, createCatalogueIndex, prepareCatalogueIndex, sortedOrder, toggleValue, withKnownValues, withoutFilter, type CatalogueConfig, type FilterState } from '../../web/features/catalogue/filter-engine'
import { createTextMatcher, editDistance, matchesText, tokenize, tokenMatches } from '../../web/features/catalogue/text-search'
import { miceBrowseHref } from '../../web/features/catalogue/component-pages/component-links'
import { encoderKind } from '../../web/features/catalogue/kinds/encoder-kind'
import { sensorKind } from '../../web/features/catalogue/kinds/sensor-kind'
import { switchKind } from '../../web/features/catalogue/kinds/switch-kind'
import { defaultMouseSort, mouseBrowseSearch } from '../../web/features/catalogue/mice/browse-search'
import { mouseCatalogueConfig } from '../../web/features/catalogue/kinds/mouse-catalogue'
import { mouseBrowseOrder } from '../../web/lib/browse-order'
import type { MouseRow } from '../../web/lib/api-types'
import { productName } from '../../web/lib/product-name'
import { parseTestProduct } from '../../web/lib/test-mode'
import { withTestProduct } from '../../web/lib/test-object-store'

type Item = { id: string; brand: string[]; color: string | null; size: number | null; name: string }

const config: CatalogueConfig<Item> = {
  facets: [
    { id: 'brand', label: 'Brand', values: (item) => item.brand },
    { id: 'color', label: 'Color', values: (item) => item.color, order: ['red', 'green', 'blue'] },
  ],
  ranges: [{ id: 'size', label: 'Size', value: (item) => item.size }],
  sorts: [
    { key: 'name', label: 'Name', value: (item) => item.name },
    { key: 'size', label: 'Size', value: (item) => item.size },
  ],
  searchText: (item) => [...item.brand, item.name].join(' '),
  name: (item) => item.name,
}

const items: Item[] = [
  { id: 'a', brand: ['acme'], color: 'red', size: 10, name: 'Alpha' },
  { id: 'b', brand: ['acme', 'zeta'], color: 'blue', size: 20, name: 'Bravo' },
  { id: 'c', brand: ['zeta'], color: 'red', size: 20, name: 'Charlie' },
  { id: 'd', brand: ['omni'], color: null, size: null, name: 'Delta' },
  { id: 'e', brand: [], color: 'green', size: 5, name: 'Echo' },
]

const empty: FilterState = { facets: {}, ranges: {} }
const byName = { key: 'name', direction: 'asc' } as const
const ids = (rows: Item[]) => rows.map((row) => row.id)

describe('filter engine', () => {
  const index = createCatalogueIndex(items, config)

  it('lists every option in order, with labels', () => {
    expect(index.facetOptions.color!.map((option) => option.value)).toEqual(['red', 'green', 'blue'])
    expect(index.facetOptions.brand!.map((option) => option.value)).toEqual(['acme', 'omni', 'zeta'])
    expect(index.rangeDomains.size).toEqual({ min: 5, max: 20 })
  })

  it('keeps everything without filters', () => {
    const result = applyFilters(index, empty, byName)
    expect(ids(result.rows)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(result.activeFilters).toEqual([])
    expect(result.facetCounts.color!.get('red')).toBe(2)
    expect(result.facetCounts.brand!.get('acme')).toBe(2)
  })

  it('ORs the options of one facet and ANDs different filters', () => {
    expect(ids(applyFilters(index, { ...empty, facets: { color: ['red', 'blue'] } }, byName).rows)).toEqual(['a', 'b', 'c'])
    expect(ids(applyFilters(index, { ...empty, facets: { color: ['red'], brand: ['zeta'] } }, byName).rows)).toEqual(['c'])
  })

  it('matches a multi-valued row by any of its values', () => {
    expect(ids(applyFilters(index, { ...empty, facets: { brand: ['zeta'] } }, byName).rows)).toEqual(['b', 'c'])
  })

  it('counts what each option would leave: other filters applied, its own facet not', () => {
    const result = applyFilters(index, { ...empty, facets: { color: ['red'] }, ranges: { size: { min: 15 } } }, byName)
    expect(ids(result.rows)).toEqual(['c'])
    // colour counts ignore the colour filter but keep size ≥ 15: b (blue) and c (red).
    expect(Object.fromEntries(result.facetCounts.color!)).toEqual({ red: 1, green: 0, blue: 1 })
    // brand counts apply both filters: only c.
    expect(Object.fromEntries(result.facetCounts.brand!)).toEqual({ acme: 0, omni: 0, zeta: 1 })
  })

  it('keeps rows without a value out of a set range and out of every facet option', () => {
    expect(ids(applyFilters(index, { ...empty, ranges: { size: { max: 100 } } }, byName).rows)).toEqual(['a', 'b', 'c', 'e'])
    expect(ids(applyFilters(index, { ...empty, facets: { color: ['red', 'green', 'blue'] } }, byName).rows)).not.toContain('d')
    // Range ends are included.
    expect(ids(applyFilters(index, { ...empty, ranges: { size: { min: 10, max: 20 } } }, byName).rows)).toEqual(['a', 'b', 'c'])
  })

  it('ignores selected values no row has (a stale link)', () => {
    expect(ids(applyFilters(index, { ...empty, facets: { brand: ['gone'] } }, byName).rows)).toHaveLength(5)
  })

  it('drops the selected values no row has from the state, keeping the known ones', () => {
    const stale: FilterState = { text: 'x', facets: { brand: ['gone', 'zeta'], color: ['purple'], other: ['kept'] }, ranges: { size: { min: 1 } } }
    expect(withKnownValues(index, stale)).toEqual({ text: 'x', facets: { brand: ['zeta'], color: undefined, other: ['kept'] }, ranges: { size: { min: 1 } } })
    // Nothing unknown: the same object, so memoised pages do not recompute.
    const known: FilterState = { facets: { brand: ['acme'] }, ranges: {} }
    expect(withKnownValues(index, known)).toBe(known)
    expect(withKnownValues(index, empty)).toBe(empty)
  })

  it('reports, per active filter, how many rows removing it would leave, biggest first', () => {
    const state: FilterState = { text: 'zeta', facets: { color: ['green'] }, ranges: { size: { min: 15 } } }
    const result = applyFilters(index, state, byName)
    expect(result.rows).toHaveLength(0)
    expect(result.activeFilters.map((filter) => [filter.key, filter.countWithout])).toEqual([
      ['facet:color', 2],
      ['text', 0],
      ['range:size', 0],
    ])
    expect(ids(applyFilters(index, withoutFilter(state, result.activeFilters[0]!.key), byName).rows)).toEqual(['b', 'c'])
  })

  it('sorts numbers both ways with missing values last and ties by name', () => {
    expect(ids(applyFilters(index, empty, { key: 'size', direction: 'asc' }).rows)).toEqual(['e', 'a', 'b', 'c', 'd'])
    expect(ids(applyFilters(index, empty, { key: 'size', direction: 'desc' }).rows)).toEqual(['b', 'c', 'a', 'e', 'd'])
    expect(ids(applyFilters(index, empty, { key: 'name', direction: 'desc' }).rows)).toEqual(['e', 'd', 'c', 'b', 'a'])
  })

  it('falls back to name order for an unknown sort key and caches orders', () => {
    expect(ids(applyFilters(index, empty, { key: 'nope', direction: 'asc' }).rows)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(sortedOrder(index, byName)).toBe(sortedOrder(index, byName))
  })

  it('searches with typos', () => {
    expect(ids(applyFilters(index, { ...empty, text: 'charly' }, byName).rows)).toEqual(['c'])
    expect(ids(applyFilters(index, { ...empty, text: 'acme brav' }, byName).rows)).toEqual(['b'])
    expect(ids(applyFilters(index, { ...empty, text: '   ' }, byName).rows)).toHaveLength(5)
  })

  it('reads the rows\' search text on the first text query, once, not while building the index', () => {
    const read: string[] = []
    const counting: CatalogueConfig<Item> = { ...config, searchText: (item) => (read.push(item.id), config.searchText(item)) }
    const fresh = createCatalogueIndex(items, counting)
    expect(ids(applyFilters(fresh, empty, byName).rows)).toHaveLength(5)
    expect(read).toEqual([])
    expect(ids(applyFilters(fresh, { ...empty, text: 'charly' }, byName).rows)).toEqual(['c'])
    expect(ids(applyFilters(fresh, { ...empty, text: 'zeta' }, byName).rows)).toEqual(['b', 'c'])
    expect(read).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('toggles values and removes filters', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleValue(undefined, 'a')).toEqual(['a'])
    const state: FilterState = { text: 'x', facets: { color: ['red'] }, ranges: { size: { min: 1 } } }
    expect(withoutFilter(state, 'text').text).toBeUndefined()
    expect(withoutFilter(state, 'facet:color').facets.color).toBeUndefined()
    expect(withoutFilter(state, 'range:size').ranges.size).toBeUndefined()
    expect(withoutFilter(state, 'bogus')).toBe(state)
  })

  it('handles an empty catalogue', () => {
    const none = createCatalogueIndex<Item>([], config)
    const result = applyFilters(none, { ...empty, facets: { color: ['red'] } }, byName)
    expect(result.rows).toEqual([])
    expect(none.rangeDomains.size).toBeUndefined()
  })
})

describe('typo-tolerant text search', () => {
  it('tokenizes with accents removed and joined neighbours', () => {
    expect(tokenize('Razer Viper V3 Pró')).toEqual(['razer', 'viper', 'v3', 'pro', 'razerviper', 'viperv3', 'v3pro'])
  })
  it('measures edit distance with swaps and gives up past the limit', () => {
    expect(editDistance('viper', 'vipre')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
  })
  it.each([
    ['vip', 'viper', true],
    ['vipr', 'viper', true],
    ['superlihgt', 'superlight', true],
    ['logitec', 'logitech', true],
    ['razr', 'razer', true],
    ['gpro', 'gpro', true],
    ['zz', 'razer', false],
    ['abc', 'abd', false],
    ['hero', 'viper', false],
  ])('%s matches %s: %s', (query, token, expected) => {
    expect(tokenMatches(query, token)).toBe(expected)
  })
  it('needs every query word', () => {
    expect(matchesText('logitech superlight', 'Logitech G Pro X Superlight 2')).toBe(true)
    expect(matchesText('gpro superlite', 'Logitech G Pro X Superlight 2')).toBe(true)
    expect(matchesText('razer superlight', 'Logitech G Pro X Superlight 2')).toBe(false)
    expect(createTextMatcher('').isEmpty).toBe(true)
  })
})

describe('mouse catalogue', () => {
  const mice = generateSyntheticMice(500, 7)
  const index = createCatalogueIndex(mice, mouseCatalogueConfig)

  it('filters by shape and a length range, and every kept mouse fits', () => {
    const result = applyFilters(index, { facets: { shape: ['ergonomic'] }, ranges: { length: { min: 120, max: 128 } } }, { key: 'length', direction: 'asc' })
    expect(result.rows.length).toBeGreaterThan(0)
    for (const row of result.rows) {
      expect(row.mouse__shape).toBe('ergonomic')
      expect(row.mouse__length).toBeGreaterThanOrEqual(120)
      expect(row.mouse__length).toBeLessThanOrEqual(128)
    }
    const lengths = result.rows.map((row) => row.mouse__length)
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
    const expected = mice.filter((row) => row.mouse__shape === 'ergonomic' && row.mouse__length >= 120 && row.mouse__length <= 128)
    expect(result.rows).toHaveLength(expected.length)
    // The shape counts are what each shape would leave under the length range.
    const symmetric = mice.filter((row) => row.mouse__shape === 'symmetrical' && row.mouse__length >= 120 && row.mouse__length <= 128)
    expect(result.facetCounts.shape!.get('symmetrical')).toBe(symmetric.length)
  })

  it('filters by brand name search, sensor, polling and buttons', () => {
    const brand = mice[0]!.general__brand_names[0]!
    const result = applyFilters(index, { text: brand.replace('Brand', 'Brnad'), facets: {}, ranges: {} }, { key: 'name', direction: 'asc' })
    expect(result.rows.every((row) => row.general__brand_names.includes(brand))).toBe(true)
    const polling = applyFilters(index, { facets: { polling: ['8000'], side: ['2'] }, ranges: {} }, { key: 'name', direction: 'asc' })
    expect(polling.rows.every((row) => row.mouse__polling_rate === 8000 && row.mouse__side_buttons === 2)).toBe(true)
  })

  it('includes the test-mode product and tolerates its missing fields', () => {
    const product = parseTestProduct({ general__category: 'mouse', general__handle: 'preview', general__model: 'Preview', mouse__length: '121' }) as unknown as MouseRow
    const rows = withTestProduct(mice.slice(0, 20), product as never, 'mouse') as MouseRow[]
    expect(rows[0]!.general__handle).toBe('preview')
    const withTest = createCatalogueIndex(rows, mouseCatalogueConfig)
    const all = applyFilters(withTest, { facets: {}, ranges: {} }, { key: 'weight', direction: 'desc' })
    expect(all.rows).toHaveLength(21)
    // No weight: last, in either direction.
    expect(all.rows.at(-1)!.general__handle).toBe('preview')
    const found = applyFilters(withTest, { text: 'preveiw', facets: {}, ranges: { length: { min: 120, max: 122 } } }, { key: 'name', direction: 'asc' })
    expect(found.rows.map((row) => row.general__handle)).toEqual(['preview'])
    // A set weight range leaves it out; a shape filter too (it has none).
    expect(applyFilters(withTest, { facets: { shape: ['symmetrical', 'ergonomic', 'hybrid'] }, ranges: {} }, { key: 'name', direction: 'asc' }).rows.map((row) => row.general__handle)).not.toContain('preview')
    expect(productName(found.rows[0]!)).toBe('Preview')
  })
})

describe('the index built ahead of the page, in steps', () => {
  const mice = generateSyntheticMice(300, 11)
  const sort = { key: 'weight', direction: 'desc' } as const
  const state: FilterState = { facets: { shape: ['ergonomic'] }, ranges: { length: { min: 115, max: 130 } } }
  const comparable = (index: ReturnType<typeof createCatalogueIndex<MouseRow>>) => {
    const result = applyFilters(index, state, sort)
    return { options: index.facetOptions, domains: index.rangeDomains, rows: result.rows, counts: result.facetCounts, active: result.activeFilters }
  }

  it('pauses after each facet and after the ranges, and builds what one pass builds', () => {
    const steps = catalogueIndexSteps(mice, mouseCatalogueConfig)
    let pauses = 0
    let step = steps.next()
    while (!step.done) {
      pauses++
      step = steps.next()
    }
    expect(pauses).toBe(mouseCatalogueConfig.facets.length + 1)
    // A copy of the rows array: an index of its own, built in one pass.
    expect(comparable(step.value)).toEqual(comparable(createCatalogueIndex([...mice], mouseCatalogueConfig)))
  })

  it("is what the page's render then finds: built once, with the asked order ready", async () => {
    const rows = [...mice]
    await prepareCatalogueIndex(rows, mouseCatalogueConfig, sort)
    const index = createCatalogueIndex(rows, mouseCatalogueConfig)
    expect(index.internal.sortCache.has('weight:desc')).toBe(true)
    expect(createCatalogueIndex(rows, mouseCatalogueConfig)).toBe(index)
    // Preparing again finds it built and keeps it.
    await prepareCatalogueIndex(rows, mouseCatalogueConfig, byName)
    expect(createCatalogueIndex(rows, mouseCatalogueConfig)).toBe(index)
    // Another rows array (a new fetch) has an index of its own; so has another config (the fit's).
    expect(createCatalogueIndex([...rows], mouseCatalogueConfig)).not.toBe(index)
    const fitConfig = { ...mouseCatalogueConfig }
    expect(createCatalogueIndex(rows, fitConfig).config).toBe(fitConfig)
  })

  it('takes the rows as they arrive: a promise of them (a loader\'s query)', async () => {
    const rows = [...mice]
    await prepareCatalogueIndex(Promise.resolve(rows), mouseCatalogueConfig, sort)
    expect(createCatalogueIndex(rows, mouseCatalogueConfig).internal.sortCache.has('weight:desc')).toBe(true)
  })
})

describe('the order /mouse/browse opens in (issue 31)', () => {
  const mouse = (handle: string, model: string, released: string | null) =>
    ({ general__handle: handle, general__brand_names: ['Acme'], general__model: model, general__variant: null, general__release_date: released }) as unknown as MouseRow
  const rows = [
    mouse('old', 'Old', '2019-03'),
    mouse('undated-b', 'Bravo', null),
    mouse('year', 'Year only', '2025'),
    mouse('may', 'May', '2025-05'),
    mouse('jan', 'January', '2025-01'),
    mouse('undated-a', 'Alpha', null),
    mouse('next', 'Next year', '2026'),
  ]

  it('is newest first by release date, a year alone counting from its start; undated mice last, by name', () => {
    expect(defaultMouseSort).toEqual({ key: 'released', direction: 'desc' })
    const index = createCatalogueIndex(rows, mouseCatalogueConfig)
    const order = applyFilters(index, { facets: {}, ranges: {} }, defaultMouseSort).rows.map((row) => row.general__handle)
    // '2025' and '2025-01' are the same value: ties go by name.
    expect(order).toEqual(['next', 'may', 'jan', 'year', 'old', 'undated-a', 'undated-b'])
  })

  it('names the order in the sort control (its rule is on /about-the-data)', () => {
    const released = mouseCatalogueConfig.sorts.find((sort) => sort.key === 'released')!
    expect(released.directionLabels?.desc).toBe(mouseBrowseOrder.newest)
    expect(released.firstDirection).toBe('desc')
    // Room for one more order in the control (issue 28's relevance while typing).
    expect(mouseCatalogueConfig.sorts.map((sort) => sort.key)).toContain('name')
  })
})

describe('browse URL state', () => {
  it('validates any query into the canonical compact search', () => {
    expect(mouseBrowseSearch.validate({ shape: 'ergonomic,round', length: '110..125', sort: '-weight', view: 'table', q: '  viper ', junk: 1 })).toEqual({
      q: 'viper',
      shape: 'ergonomic',
      length: '110..125',
      sort: '-weight',
      view: 'table',
    })
    expect(mouseBrowseSearch.validate({ shape: 42, length: 'abc', sort: '-price', view: 'grid', polling: 1000 })).toEqual({ polling: 1000 })
    expect(mouseBrowseSearch.validate({})).toEqual({})
  })
  it('round-trips a state', () => {
    const state = mouseBrowseSearch.parse({ brand: 'logitech,razer', weight: '..60', sort: 'length', connection: 'wireless' })
    expect(state.facets.brand).toEqual(['logitech', 'razer'])
    expect(state.ranges.weight).toEqual({ max: 60 })
    expect(state.sort).toEqual({ key: 'length', direction: 'asc' })
    expect(mouseBrowseSearch.parse(mouseBrowseSearch.serialize(state))).toEqual(state)
    expect(mouseBrowseSearch.activeCount(state)).toBe(3)
  })
})

describe('switch and encoder filters', () => {
  // The synthetic mice have no switch or encoder: give some of them one.
  const parts = [
    { switch: ['logitech-lightforce', 'Logitech Lightforce'], encoder: ['ttc-gold-7mm', 'TTC Gold 7 mm'] },
    { switch: ['razer-optical-gen-3', 'Razer Optical Mouse Switch Gen-3'], encoder: null },
    { switch: null, encoder: ['kailh-red-9mm', 'Kailh Red 9 mm'] },
    { switch: null, encoder: null },
  ] as const
  const mice: MouseRow[] = generateSyntheticMice(200, 11).map((row, at) => {
    const part = parts[at % parts.length]!
    return {
      ...row,
      mouse__switch_handle: part.switch?.[0] ?? null,
      mouse__switch_name: part.switch?.[1] ?? null,
      mouse__scroll_wheel_encoder_handle: part.encoder?.[0] ?? null,
      mouse__scroll_wheel_encoder_name: part.encoder?.[1] ?? null,
    }
  })
  const index = createCatalogueIndex(mice, mouseCatalogueConfig)
  const byName = { key: 'name', direction: 'asc' } as const
  const filter = (query: Record<string, unknown>) => applyFilters(index, withKnownValues(index, mouseBrowseSearch.parse(query)), byName)

  it('reads ?switch= and ?encoder= as handle lists', () => {
    expect(mouseBrowseSearch.validate({ switch: 'logitech-lightforce', encoder: 'ttc-gold-7mm' })).toEqual({ switch: 'logitech-lightforce', encoder: 'ttc-gold-7mm' })
    const state = mouseBrowseSearch.parse({ switch: ' logitech-lightforce,,razer-optical-gen-3,logitech-lightforce ', encoder: ['ttc-gold-7mm'] })
    expect(state.facets.switch).toEqual(['logitech-lightforce', 'razer-optical-gen-3'])
    expect(state.facets.encoder).toEqual(['ttc-gold-7mm'])
    expect(mouseBrowseSearch.activeCount(state)).toBe(2)
    expect(mouseBrowseSearch.parse(mouseBrowseSearch.serialize(state))).toEqual(state)
  })

  it.each([{}, [], null, '', ' , ', { a: 1 }, [{}], [null, '']])('drops a malformed value (%j) without throwing', (raw) => {
    expect(mouseBrowseSearch.validate({ switch: raw, encoder: raw, shape: 'round' })).toEqual({})
  })

  it('lists only the mice with the chosen switch or encoder, named in the options', () => {
    const lightforce = filter({ switch: 'logitech-lightforce' })
    expect(lightforce.rows.length).toBe(mice.filter((row) => row.mouse__switch_handle === 'logitech-lightforce').length)
    expect(lightforce.rows.every((row) => row.mouse__switch_handle === 'logitech-lightforce')).toBe(true)
    const both = filter({ switch: 'logitech-lightforce,razer-optical-gen-3' })
    expect(both.rows.length).toBe(mice.filter((row) => row.mouse__switch_handle !== null).length)
    const kailh = filter({ encoder: 'kailh-red-9mm' })
    expect(kailh.rows.length).toBe(mice.length / parts.length)
    expect(kailh.rows.every((row) => row.mouse__scroll_wheel_encoder_handle === 'kailh-red-9mm')).toBe(true)
    // Lightforce mice all have the TTC encoder: Kailh would leave none of them.
    const counts = filter({ switch: 'logitech-lightforce' }).facetCounts.encoder!
    expect(counts.get('kailh-red-9mm')).toBe(0)
    expect(counts.get('ttc-gold-7mm')).toBe(lightforce.rows.length)
    // The mice whose switch is not known are an option of their own, listed last and counted.
    expect(index.facetOptions.switch).toEqual([
      { value: 'logitech-lightforce', label: 'Logitech Lightforce' },
      { value: 'razer-optical-gen-3', label: 'Razer Optical Mouse Switch Gen-3' },
      { value: 'unknown', label: 'Not known' },
    ])
    expect(index.facetOptions.encoder!.map((option) => option.label)).toEqual(['Kailh Red 9 mm', 'TTC Gold 7 mm', 'Not known'])
    const unknownSwitch = filter({ switch: 'unknown' })
    expect(unknownSwitch.rows.length).toBe(mice.filter((row) => row.mouse__switch_handle === null).length)
    expect(unknownSwitch.rows.length).toBeGreaterThan(0)
    expect(filter({}).facetCounts.switch!.get('unknown')).toBe(unknownSwitch.rows.length)
  })

  it('offers to remove a switch or encoder filter when nothing matches', () => {
    const none = filter({ switch: 'razer-optical-gen-3', encoder: 'ttc-gold-7mm' })
    expect(none.rows).toHaveLength(0)
    expect(none.activeFilters.map((active) => [active.key, active.label])).toEqual(
      expect.arrayContaining([
        ['facet:switch', 'Switch'],
        ['facet:encoder', 'Scroll wheel encoder'],
      ]),
    )
  })

  it('drops a handle no mouse has, as for a sensor: every mouse, and no filter counted', () => {
    for (const query of [{ sensor: 'no-such-sensor' }, { switch: 'no-such-switch' }, { encoder: 'no-such-encoder' }]) {
      const state = withKnownValues(index, mouseBrowseSearch.parse(query))
      expect(mouseBrowseSearch.activeCount(state)).toBe(0)
      expect(applyFilters(index, state, byName).rows).toHaveLength(mice.length)
    }
    const mixed = withKnownValues(index, mouseBrowseSearch.parse({ switch: 'no-such-switch,logitech-lightforce' }))
    expect(mixed.facets.switch).toEqual(['logitech-lightforce'])
  })

  it.each([sensorKind, switchKind, encoderKind].map((kind) => [kind.id, kind] as const))('%s pages link with a parameter and value mouse browse filters by', (_, kind) => {
    const param = kind.miceFilterParam
    const facet = mouseCatalogueConfig.facets.find((candidate) => candidate.id === param)!
    expect(facet).toBeDefined()
    // The facet reads the same handle the component page counts the mice by.
    for (const mouse of mice) expect(facet.values(mouse) ?? null).toBe(kind.usedBy(mouse))
    const handle = mice.map((mouse) => kind.usedBy(mouse)).find((value) => value !== null)!
    const href = new URL(miceBrowseHref(param, handle), 'https://example.test')
    expect(href.pathname).toBe('/mouse/browse')
    const state = mouseBrowseSearch.parse(Object.fromEntries(href.searchParams))
    expect(state.facets[param]).toEqual([handle])
    const result = filter(Object.fromEntries(href.searchParams))
    expect(result.rows.length).toBeGreaterThan(0)
    expect(result.rows.every((mouse) => kind.usedBy(mouse) === handle)).toBe(true)
  })
})

describe('unknown figures in the browse filters', () => {
  const known = generateSyntheticMice(400, 9)
  const index = createCatalogueIndex(known, mouseCatalogueConfig)
  const byName = { key: 'name', direction: 'asc' } as const
  const run = (query: Record<string, unknown>) => applyFilters(index, withKnownValues(index, mouseBrowseSearch.parse(query)), byName)

  it('counts the mice without a descriptor as "Not known", listed last', () => {
    const withoutFlare = known.filter((row) => row.mouse__front_flare === null).length
    expect(withoutFlare).toBeGreaterThan(0)
    expect(index.facetOptions.flare!.at(-1)).toEqual({ value: 'unknown', label: 'Not known' })
    expect(run({}).facetCounts.flare!.get('unknown')).toBe(withoutFlare)
  })

  it('leaves the mice without a descriptor out only when that filter is used', () => {
    expect(run({}).rows).toHaveLength(known.length)
    expect(run({ shape: 'symmetrical' }).rows).toHaveLength(known.filter((row) => row.mouse__shape === 'symmetrical').length)
    const flat = run({ flare: 'flat' })
    expect(flat.rows.every((row) => row.mouse__front_flare === 'flat')).toBe(true)
    // "Not known" selects exactly those mice; with a known value, both.
    expect(run({ flare: 'unknown' }).rows.every((row) => row.mouse__front_flare === null)).toBe(true)
    expect(run({ flare: 'flat,unknown' }).rows).toHaveLength(flat.rows.length + known.filter((row) => row.mouse__front_flare === null).length)
    // The URL keeps "unknown" for fixed lists of values.
    expect(mouseBrowseSearch.validate({ hand: 'unknown,right,both' })).toEqual({ hand: 'unknown,right' })
  })

  it('lists brands most common first', () => {
    const counts = index.facetOptions.brand!.map((option) => known.filter((row) => row.general__brand_handles.includes(option.value)).length)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(index.facetOptions.brand!.length).toBeGreaterThan(50)
  })
})
