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
