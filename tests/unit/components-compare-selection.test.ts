import { describe, expect, it } from 'vitest'
import type { SensorRow } from '../../web/lib/api-types'
import { compareHref, miceBrowseHref, miceCountText, miceUsing } from '../../web/features/catalogue/component-pages/component-links'
import { validateCompareSearch } from '../../web/features/catalogue/component-pages/component-search'
import { componentSelection, toggleSelected, withComponent, withoutEntry } from '../../web/features/catalogue/component-pages/component-selection'
import { buildCompareParam } from '../../web/lib/compare-name'
import { productName } from '../../web/lib/product-name'

const sensor = (handle: string, brands: string[], model: string, variant: string | null = null): SensorRow => ({
  general__id: 1,
  general__parent_id: null,
  general__handle: handle,
  general__category: 'mouse_sensor',
  general__status_edited_date: '2026-01-01',
  general__release_date: null,
  general__brand_handles: brands.map((brand) => brand.toLowerCase()),
  general__brand_names: brands,
  general__brands_separator: ' ',
  general__model: model,
  general__variant: variant,
  general__example_types: [],
  general__affiliate_links: [],
  images: [],
  mouse_sensor__rank: 1,
  mouse_sensor__type: 'optical',
  mouse_sensor__dpi: 30000,
  mouse_sensor__tracking_speed: 750,
  mouse_sensor__acceleration: 50,
  mouse_sensor__lift_off_distances: [],
  mouse_sensor__polling_rate: null,
  mouse_sensor__mice_count: 0,
  mouse_sensor__source: null,
  mouse_sensor__based_on: null,
})

const rows = [
  sensor('pixart-paw3950', ['PixArt'], 'PAW3950'),
  sensor('pixart-paw3395', ['PixArt'], 'PAW3395'),
  sensor('razer-focus-pro-45k', ['Razer'], 'Focus Pro 45K', 'Gen-3'),
  sensor('logitech-hero-2', ['Logitech'], 'HERO 2'),
  ...Array.from({ length: 8 }, (_, index) => sensor(`x-${index}`, ['Xtra'], `S${index}`)),
]
const names = (p: string) => componentSelection(p, rows).map((entry) => (entry.kind === 'found' ? entry.item.general__handle : `missing:${entry.part}`))

describe('compare selection from p', () => {
  it('finds components by their productName in p, in order', () => {
    const p = buildCompareParam(['Razer Focus Pro 45K Gen-3', 'PixArt PAW3950'])
    expect(p).toBe('Razer-Focus-Pro-45K-Gen-3-vs.-PixArt-PAW3950')
    expect(names(p)).toEqual(['razer-focus-pro-45k', 'pixart-paw3950'])
  })

  it('matches whatever the case and stray dashes, and by handle as a fallback', () => {
    expect(names('pixart-paw3950-VS.-logitech--hero-2-')).toEqual(['pixart-paw3950', 'logitech-hero-2'])
    expect(names('logitech-hero-2')).toEqual(['logitech-hero-2'])
  })

  it('keeps unknown names as not found while the rest compare', () => {
    expect(names('PixArt-PAW3950-vs.-Nope-vs.-Logitech-HERO-2')).toEqual(['pixart-paw3950', 'missing:Nope', 'logitech-hero-2'])
  })

  it('keeps each component once and at most 8', () => {
    expect(names('PixArt-PAW3950-vs.-PixArt-PAW3950')).toEqual(['pixart-paw3950'])
    const many = buildCompareParam(rows.map(productName))
    expect(componentSelection(many, rows).filter((entry) => entry.kind === 'found')).toHaveLength(8)
  })

  it('reads nothing from an empty, odd or hostile p', () => {
    for (const p of ['', '-vs.-', undefined, null, { p: 1 }, '<script>']) expect(componentSelection(p, rows).filter((entry) => entry.kind === 'found')).toEqual([])
  })
})

describe('changing the selection', () => {
  it('adds at the end, once, up to 8', () => {
    const entries = componentSelection('PixArt-PAW3950', rows)
    expect(withComponent(entries, rows[3]!)).toBe('PixArt-PAW3950-vs.-Logitech-HERO-2')
    expect(withComponent(entries, rows[0]!)).toBe('PixArt-PAW3950')
    const full = componentSelection(buildCompareParam(rows.slice(0, 8).map(productName)), rows)
    expect(withComponent(full, rows[9]!)).toBe(buildCompareParam(rows.slice(0, 8).map(productName)))
  })

  it('removes a found component or a part that named nothing', () => {
    const entries = componentSelection('PixArt-PAW3950-vs.-Nope-vs.-Logitech-HERO-2', rows)
    expect(withoutEntry(entries, 1)).toBe('PixArt-PAW3950-vs.-Logitech-HERO-2')
    expect(withoutEntry(entries, 0)).toBe('Nope-vs.-Logitech-HERO-2')
    expect(withoutEntry(componentSelection('PixArt-PAW3950', rows), 0)).toBe('')
  })

  it('toggles a handle in the browse selection, a full selection taking nothing more', () => {
    expect(toggleSelected([], 'a')).toEqual(['a'])
    expect(toggleSelected(['a', 'b'], 'a')).toEqual(['b'])
    const eight = Array.from({ length: 8 }, (_, index) => `h${index}`)
    expect(toggleSelected(eight, 'new')).toEqual(eight)
    expect(toggleSelected(eight, 'h3')).toHaveLength(7)
  })
})

describe('links', () => {
  it('mouse browse filtered by the component', () => {
    expect(miceBrowseHref('sensor', 'pixart-paw3950')).toBe('/mouse/browse?sensor=pixart-paw3950')
    expect(miceBrowseHref('switch', 'omron d2f&x')).toBe('/mouse/browse?switch=omron+d2f%26x')
    expect(miceBrowseHref('encoder', 'ttc-gold-7mm')).toBe('/mouse/browse?encoder=ttc-gold-7mm')
  })

  it('the compare page for some names', () => {
    expect(compareHref('/mouse/sensors/compare', ['PixArt PAW3950', 'Logitech HERO 2'])).toBe('/mouse/sensors/compare?p=PixArt-PAW3950-vs.-Logitech-HERO-2')
    expect(compareHref('/mouse/sensors/compare', [])).toBe('/mouse/sensors/compare')
  })

  it('counts mice in words', () => {
    expect(miceCountText(0)).toBe('No mice')
    expect(miceCountText(1)).toBe('1 mouse')
    expect(miceCountText(1234)).toBe('1,234 mice')
  })

  it('validates the compare search without throwing', () => {
    expect(validateCompareSearch({ p: 'PixArt-PAW3950' })).toEqual({ p: 'PixArt-PAW3950' })
    expect(validateCompareSearch({ p: 3950 })).toEqual({ p: '3950' })
    expect(validateCompareSearch({ p: '  ' })).toEqual({})
    // The router reads `p=["a"]` as JSON: it is its text again, as the worker reads it (names nothing here).
    expect(validateCompareSearch({ p: ['a'] })).toEqual({ p: '["a"]' })
    expect(validateCompareSearch({ p: 'x'.repeat(5000) }).p).toHaveLength(4000)
  })
})

describe('the mice that use a component', () => {
  const mouse = (handle: string, model: string, sensor: string | null) => ({ general__handle: handle, general__brand_names: ['Acme'], general__brands_separator: ' ', general__model: model, general__variant: null, mouse__sensor_handle: sensor }) as unknown as import('../../web/lib/api-types').MouseRow

  it('are grouped by the component they use, sorted by name, only for the components asked', () => {
    const mice = [mouse('z', 'Zeta', 'paw3950'), mouse('a', 'Alpha 10', 'paw3950'), mouse('b', 'Alpha 9', 'paw3950'), mouse('c', 'Gamma', 'hero-2'), mouse('d', 'Delta', null)]
    const grouped = miceUsing(mice, (row) => row.mouse__sensor_handle, ['paw3950', 'unused'])
    expect(grouped.get('paw3950')!.map((row) => row.general__model)).toEqual(['Alpha 9', 'Alpha 10', 'Zeta'])
    expect(grouped.get('unused')).toEqual([])
    expect(grouped.has('hero-2')).toBe(false)
  })
})
