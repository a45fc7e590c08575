import { describe, expect, it } from 'vitest'
import { applyFilters, createCatalogueIndex } from '../../web/features/catalogue/filter-engine'
import type { EncoderRow, SensorRow, SwitchRow } from '../../web/lib/api-types'
import { encoderKind } from '../../web/features/catalogue/kinds/encoder-kind'
import { sensorKind } from '../../web/features/catalogue/kinds/sensor-kind'
import { switchKind } from '../../web/features/catalogue/kinds/switch-kind'
import { componentSearch } from '../../web/features/catalogue/component-pages/component-search'
import { formatFigure, formatFigureList, releaseMonth, smallest } from '../../web/features/catalogue/kinds/component-kind'

const general = <Category extends string>(category: Category, handle: string, brand: string, model: string, variant: string | null = null) => ({
  general__id: 1,
  general__parent_id: null,
  general__handle: handle,
  general__category: category,
  general__status_edited_date: '2026-01-01',
  general__release_date: null,
  general__brand_handles: [brand.toLowerCase()],
  general__brand_names: [brand],
  general__brands_separator: ' ',
  general__model: model,
  general__variant: variant,
  general__example_types: [],
  general__affiliate_links: [],
  images: [],
})

const sensor = (handle: string, brand: string, model: string, figures: Partial<SensorRow>): SensorRow => ({
  ...general('mouse_sensor' as const, handle, brand, model),
  mouse_sensor__rank: 10,
  mouse_sensor__type: 'optical',
  mouse_sensor__dpi: 26000,
  mouse_sensor__tracking_speed: 650,
  mouse_sensor__acceleration: 50,
  mouse_sensor__lift_off_distances: [1, 2],
  mouse_sensor__polling_rate: 8000,
  mouse_sensor__mice_count: 0,
  mouse_sensor__source: null,
  mouse_sensor__based_on: null,
  ...figures,
})

const sensors = [
  sensor('pixart-paw3950', 'PixArt', 'PAW3950', { mouse_sensor__rank: 1, mouse_sensor__dpi: 30000, mouse_sensor__tracking_speed: 750, mouse_sensor__lift_off_distances: [0.7, 1, 2], mouse_sensor__mice_count: 13 }),
  sensor('pixart-paw3395', 'PixArt', 'PAW3395', { mouse_sensor__rank: 9, mouse_sensor__mice_count: 44 }),
  sensor('razer-focus-pro-30k', 'Razer', 'Focus Pro 30K', { mouse_sensor__rank: 7, mouse_sensor__dpi: 30000, mouse_sensor__tracking_speed: 750, mouse_sensor__acceleration: 70, mouse_sensor__mice_count: 5 }),
  sensor('avago-9800', 'Avago', 'ADNS-9800', { mouse_sensor__rank: 30, mouse_sensor__type: 'laser', mouse_sensor__dpi: 8200, mouse_sensor__tracking_speed: 150, mouse_sensor__acceleration: 30, mouse_sensor__lift_off_distances: [], mouse_sensor__polling_rate: null, mouse_sensor__mice_count: 1 }),
  sensor('logitech-hero-2', 'Logitech', 'HERO 2', { mouse_sensor__rank: 3, mouse_sensor__dpi: 44000, mouse_sensor__tracking_speed: 888, mouse_sensor__acceleration: 40, mouse_sensor__lift_off_distances: [1], mouse_sensor__mice_count: 6 }),
]

/** Filters and sorts as the browse page does, from a URL's search values. */
function browse<Row extends SensorRow | SwitchRow | EncoderRow>(kind: { id: 'sensors' | 'switches' | 'encoders'; catalogue: Parameters<typeof createCatalogueIndex<Row>>[1] }, rows: Row[], search: Record<string, unknown>) {
  const state = componentSearch[kind.id].parse(componentSearch[kind.id].validate(search))
  return applyFilters(createCatalogueIndex(rows, kind.catalogue), state, state.sort)
}
const handles = (result: { rows: { general__handle: string }[] }) => result.rows.map((row) => row.general__handle)

describe('sensor browse filtering and sorting', () => {
  it('lists every sensor by rank by default', () => {
    expect(handles(browse(sensorKind, sensors, {}))).toEqual(['pixart-paw3950', 'logitech-hero-2', 'razer-focus-pro-30k', 'pixart-paw3395', 'avago-9800'])
  })

  it('filters by type and brand, with counts per option', () => {
    const laser = browse(sensorKind, sensors, { type: 'laser' })
    expect(handles(laser)).toEqual(['avago-9800'])
    const pixart = browse(sensorKind, sensors, { brand: 'pixart' })
    expect(handles(pixart)).toEqual(['pixart-paw3950', 'pixart-paw3395'])
    // Brand counts ignore the brand filter itself; type counts respect it.
    expect(pixart.facetCounts.brand!.get('razer')).toBe(1)
    expect(pixart.facetCounts.type!.get('optical')).toBe(2)
    expect(pixart.facetCounts.type!.get('laser')).toBe(0)
  })

  it('filters by DPI, tracking speed, acceleration, lowest lift-off distance and rank ranges, and ignores an old link\'s polling rate', () => {
    expect(handles(browse(sensorKind, sensors, { dpi: '30000..' }))).toEqual(['pixart-paw3950', 'logitech-hero-2', 'razer-focus-pro-30k'])
    expect(handles(browse(sensorKind, sensors, { tracking: '700..800' }))).toEqual(['pixart-paw3950', 'razer-focus-pro-30k'])
    expect(handles(browse(sensorKind, sensors, { acceleration: '60..' }))).toEqual(['razer-focus-pro-30k'])
    // A sensor without published lift-off distances is outside any lift-off range.
    expect(handles(browse(sensorKind, sensors, { lod: '..0.9' }))).toEqual(['pixart-paw3950'])
    expect(handles(browse(sensorKind, sensors, { lod: '..5' }))).not.toContain('avago-9800')
    // A polling rate is the mouse's (its controller and radio), not the sensor's: no such filter here.
    expect(handles(browse(sensorKind, sensors, { polling: '8000' }))).toHaveLength(sensors.length)
    expect(handles(browse(sensorKind, sensors, { rank: '..5' }))).toEqual(['pixart-paw3950', 'logitech-hero-2'])
  })

  it('combines filters with AND and reports what loosening each would bring back', () => {
    const result = browse(sensorKind, sensors, { brand: 'pixart', dpi: '40000..' })
    expect(result.rows).toEqual([])
    expect(result.activeFilters.map((filter) => [filter.key, filter.countWithout])).toEqual([
      ['range:dpi', 2],
      ['facet:brand', 1],
    ])
  })

  it('finds sensors by name with a typo', () => {
    expect(handles(browse(sensorKind, sensors, { q: 'paw3959' }))).toEqual(['pixart-paw3950'])
    expect(handles(browse(sensorKind, sensors, { q: 'focus pro' }))).toEqual(['razer-focus-pro-30k'])
    expect(handles(browse(sensorKind, sensors, { q: 'hero2' }))).toEqual(['logitech-hero-2'])
  })

  it('sorts by any figure, unknown values last in both directions, ties by name', () => {
    expect(handles(browse(sensorKind, sensors, { sort: '-dpi' }))).toEqual(['logitech-hero-2', 'pixart-paw3950', 'razer-focus-pro-30k', 'pixart-paw3395', 'avago-9800'])
    expect(handles(browse(sensorKind, sensors, { sort: 'lod' })).at(-1)).toBe('avago-9800')
    expect(handles(browse(sensorKind, sensors, { sort: '-lod' })).at(-1)).toBe('avago-9800')
    expect(handles(browse(sensorKind, sensors, { sort: '-mice' }))[0]).toBe('pixart-paw3395')
  })

  it('falls back to the defaults for a malformed URL, never throwing', () => {
    for (const search of [{ type: 'plasma' }, { dpi: 'lots' }, { sort: '-nonsense' }, { q: { x: 1 } }, { brand: [1, null] }, { lod: '..' }]) {
      expect(handles(browse(sensorKind, sensors, search))).toHaveLength(5)
    }
    expect(componentSearch.sensors.validate({ type: 'laser,plasma', dpi: '40000..20000', sort: 'rank', junk: 'x' })).toEqual({ type: 'laser', dpi: '20000..40000' })
  })
})

describe('switch and encoder browse filtering', () => {
  const switchRow = (handle: string, model: string, figures: Partial<SwitchRow>): SwitchRow => ({
    ...general('mouse_switch' as const, handle, 'Omron', model),
    mouse_switch__type: 'mechanical',
    mouse_switch__actuation_force: 75,
    mouse_switch__lifetime: 20,
    mouse_switch__pre_travel: null,
    mouse_switch__post_travel: null,
    mouse_switch__mice_count: 0,
    mouse_switch__source: null,
    mouse_switch__debounce_free: null,
    mouse_switch__is_family: false,
    mouse_switch__family_handle: null,
    mouse_switch__family_name: null,
    ...figures,
  })
  const switches = [
    switchRow('omron-a', 'A', { mouse_switch__lifetime: 10, mouse_switch__mice_count: 3 }),
    switchRow('omron-b', 'B', { mouse_switch__type: 'optical', mouse_switch__actuation_force: 60, mouse_switch__lifetime: 100, mouse_switch__pre_travel: 0.3, mouse_switch__mice_count: 9 }),
    switchRow('omron-c', 'C', { mouse_switch__type: 'magnetic', mouse_switch__actuation_force: null, mouse_switch__lifetime: null }),
  ]

  it('filters switches by type, actuation force, lifetime and travel; most-used first by default', () => {
    expect(handles(browse(switchKind, switches, {}))).toEqual(['omron-b', 'omron-a', 'omron-c'])
    expect(handles(browse(switchKind, switches, { type: 'optical,magnetic' }))).toEqual(['omron-b', 'omron-c'])
    expect(handles(browse(switchKind, switches, { force: '..70' }))).toEqual(['omron-b'])
    expect(handles(browse(switchKind, switches, { lifetime: '50..' }))).toEqual(['omron-b'])
    expect(handles(browse(switchKind, switches, { pretravel: '..0.5' }))).toEqual(['omron-b'])
    expect(handles(browse(switchKind, switches, { sort: 'lifetime' }))).toEqual(['omron-a', 'omron-b', 'omron-c'])
  })

  const encoder = (handle: string, height: number, lifetime: number | null, type: EncoderRow['mouse_scroll_wheel_encoder__type'] = 'mechanical'): EncoderRow => ({
    ...general('mouse_scroll_wheel_encoder' as const, handle, 'TTC', handle),
    mouse_scroll_wheel_encoder__height: height,
    mouse_scroll_wheel_encoder__type: type,
    mouse_scroll_wheel_encoder__lifetime: lifetime,
    mouse_scroll_wheel_encoder__detents: null,
    mouse_scroll_wheel_encoder__mice_count: 0,
    mouse_scroll_wheel_encoder__source: null,
  })

  it('filters encoders by type, height and lifetime', () => {
    const encoders = [encoder('gold-7', 7, null), encoder('gold-9', 9, 1), encoder('optical-11', 11, 5, 'optical')]
    expect(handles(browse(encoderKind, encoders, { height: '8..12' }))).toEqual(['gold-9', 'optical-11'])
    expect(handles(browse(encoderKind, encoders, { type: 'optical' }))).toEqual(['optical-11'])
    expect(handles(browse(encoderKind, encoders, { lifetime: '2..' }))).toEqual(['optical-11'])
    expect(handles(browse(encoderKind, encoders, { sort: '-height' }))).toEqual(['optical-11', 'gold-9', 'gold-7'])
  })
})

describe('component figures as text', () => {
  it('formats figures, lists and dates', () => {
    expect(formatFigure(30000)).toBe('30,000')
    expect(formatFigure(0.35, 'mm')).toBe('0.35 mm')
    expect(formatFigure(null)).toBe('not known')
    expect(formatFigureList([0.7, 1, 2], 'mm')).toBe('0.7 / 1 / 2 mm')
    expect(formatFigureList([])).toBe('not known')
    expect(smallest([2, 0.7, 1])).toBe(0.7)
    expect(smallest([])).toBeNull()
    expect(smallest(undefined)).toBeNull()
    // Release dates keep their precision: a year, a month or a day.
    expect(releaseMonth('2023-03')).toBe('Mar 2023')
    expect(releaseMonth('2023')).toBe('2023')
    expect(releaseMonth('2023-03-05')).toBe('Mar 5, 2023')
    expect(releaseMonth(null)).toBeNull()
    expect(releaseMonth('garbage')).toBeNull()
  })
})
