import { describe, expect, it } from 'vitest'
import type { PromoRow } from '../../web/lib/api-types'
import { parseTestPromo, queryValuesFromSearch } from '../../web/lib/test-mode'
import { normalizePromo, orderPromos, promoList } from '../../web/features/promos/promo-order'
import { buildSlides } from '../../web/features/promos/promo-slides'

function row(handle: string, priority: PromoRow['priority'], rank: number, extra: Partial<PromoRow> = {}): PromoRow {
  return {
    id: rank,
    handle,
    priority,
    rank,
    icons: [],
    is_example: false,
    title_text: [handle],
    button_text: ['Go'],
    vertical_text: [],
    horizontal_text: [],
    img: null,
    img_padding: [0, 0, 0, 0],
    img_filter: null,
    colors: ['white'],
    link_type: 'internal',
    link_url: '/',
    product_category: null,
    ...extra,
  }
}

// The seed's available promos, by rank: what the view returns.
const seedRows = [
  row('compare', 'high', 1),
  row('browse', 'high', 2),
  row('similar', 'medium', 3),
  row('pulsar', 'medium', 4),
  row('deathadder', 'low', 5),
  row('sensors', 'low', 6),
  row('discounts', 'high', 7),
  row('zowie', 'medium', 8),
]

describe('promo order (SPEC §4)', () => {
  it('is all high, then medium, then the high ones again, then low, each in rank order', () => {
    expect(orderPromos(seedRows).map((promo) => promo.handle)).toEqual([
      'compare', 'browse', 'discounts',
      'similar', 'pulsar', 'zowie',
      'compare', 'browse', 'discounts',
      'deathadder', 'sensors',
    ])
  })

  it('handles missing priorities: only high shows high twice, only low once', () => {
    expect(orderPromos([row('a', 'high', 1)]).map((p) => p.handle)).toEqual(['a', 'a'])
    expect(orderPromos([row('a', 'low', 1), row('b', 'medium', 2)]).map((p) => p.handle)).toEqual(['b', 'a'])
    expect(orderPromos([])).toEqual([])
  })

  it('shows a promo of unknown priority once, with the low ones', () => {
    const odd = { ...row('odd', 'low', 9), priority: 'urgent' as PromoRow['priority'] }
    expect(orderPromos([odd, row('h', 'high', 1)]).map((p) => p.handle)).toEqual(['h', 'h', 'odd'])
  })
})

describe('test-mode promo (SPEC §4 Test mode)', () => {
  const testPromo = parseTestPromo(queryValuesFromSearch('handle=preview&title_text=**Preview**&priority=high&colors=blue'))

  it('goes first, before the ordered list, and only once', () => {
    const handles = promoList(seedRows, testPromo).map((promo) => promo.handle)
    expect(handles[0]).toBe('preview')
    expect(handles.filter((handle) => handle === 'preview')).toHaveLength(1)
    expect(handles.slice(1)).toEqual(orderPromos(seedRows).map((promo) => promo.handle))
  })

  it('replaces a published promo with the same handle (a preview of an edit)', () => {
    const edit = parseTestPromo(queryValuesFromSearch('handle=browse&title_text=New title'))
    const list = promoList(seedRows, edit)
    expect(list[0]!.title_text).toEqual(['New title'])
    expect(list.filter((promo) => promo.handle === 'browse')).toHaveLength(1)
  })

  it('works with no published promos at all', () => {
    expect(promoList([], testPromo).map((promo) => promo.handle)).toEqual(['preview'])
  })

  it('is the first slide, coloured from its own list', () => {
    const slides = buildSlides(seedRows, testPromo, () => 0.5)
    expect(slides[0]!.promo.handle).toBe('preview')
    expect(slides[0]!.colorHandle).toBe('blue')
    expect(slides).toHaveLength(12)
  })
})

describe('normalizePromo', () => {
  it('tolerates nulls and wrong types', () => {
    const broken = { handle: 'x', priority: 'high', rank: null, title_text: null, img_padding: [4, 'a', -3], colors: [], link_type: 'ftp', link_url: '' } as unknown as PromoRow
    const promo = normalizePromo(broken)
    expect(promo.rank).toBe(0)
    expect(promo.title_text).toEqual([])
    expect(promo.img_padding).toEqual([4, 0, 0, 0])
    expect(promo.colors).toEqual(['white'])
    expect(promo.link_type).toBeNull()
    expect(promo.link_url).toBeNull()
    expect(promo.example).toBe(false)
  })

  it('keeps whether a promo is an example, which every placement then says (issue 31)', () => {
    expect(normalizePromo(row('demo', 'high', 1, { is_example: true })).example).toBe(true)
    expect(normalizePromo(row('real', 'high', 1)).example).toBe(false)
    expect(normalizePromo({ ...row('odd', 'high', 1), is_example: 'true' } as unknown as PromoRow).example).toBe(false)
  })
})
