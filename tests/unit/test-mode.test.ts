import { describe, expect, it } from 'vitest'
import { parseTestObject, parseTestProduct, parseTestPromo, queryValuesFromSearch, testProductId, type TestMouse } from '../../web/lib/test-mode'

const query = (search: string) => queryValuesFromSearch(search)

describe('test mode trigger (SPEC §4)', () => {
  it('is off without testDbObject=true and a known dbObjectType', () => {
    expect(parseTestObject(query(''))).toBeNull()
    expect(parseTestObject(query('testDbObject=false&dbObjectType=promo'))).toBeNull()
    expect(parseTestObject(query('testDbObject=TRUE&dbObjectType=promo'))).toBeNull()
    expect(parseTestObject(query('testDbObject=true'))).toBeNull()
    expect(parseTestObject(query('testDbObject=true&dbObjectType=review'))).toBeNull()
  })

  it('builds a promo or a product', () => {
    expect(parseTestObject(query('testDbObject=true&dbObjectType=promo'))?.type).toBe('promo')
    expect(parseTestObject(query('testDbObject=true&dbObjectType=product'))?.type).toBe('product')
  })
})

describe('promo test object (SPEC §5)', () => {
  it('keeps only "high" as priority', () => {
    expect(parseTestPromo(query('priority=high')).priority).toBe('high')
    expect(parseTestPromo(query('priority=medium')).priority).toBeNull()
    expect(parseTestPromo(query('priority=low')).priority).toBeNull()
    expect(parseTestPromo(query('priority=HIGH')).priority).toBeNull()
  })

  it('defaults rank to 0 and colours to white', () => {
    expect(parseTestPromo(query('')).rank).toBe(0)
    expect(parseTestPromo(query('rank=')).rank).toBe(0)
    expect(parseTestPromo(query('rank=abc')).rank).toBe(0)
    expect(parseTestPromo(query('rank=2.5')).rank).toBe(2.5)
    expect(parseTestPromo(query('')).colors).toEqual(['white'])
    expect(parseTestPromo(query('colors=blue,,gold')).colors).toEqual(['blue', 'gold'])
  })

  it('splits lists on commas and keeps only numbers in number lists', () => {
    const promo = parseTestPromo(query('title_text=Line one,Line **two**&img_padding=10,x,20.5,,-4,1e3,0x10&icons='))
    expect(promo.title_text).toEqual(['Line one', 'Line **two**'])
    expect(promo.img_padding).toEqual([10, 20.5, -4])
    expect(promo.icons).toEqual([])
  })

  it('treats empty strings as absent and keeps link types in their set', () => {
    const promo = parseTestPromo(query('img=&link_type=internal&link_url=/mouse/browse'))
    expect(promo.img).toBeNull()
    expect(promo.link_type).toBe('internal')
    expect(parseTestPromo(query('link_type=javascript')).link_type).toBeNull()
  })
})

describe('product test object (SPEC §3, §5)', () => {
  const mouse = (search: string) => parseTestProduct(query(search)) as TestMouse

  it('reads every general field', () => {
    const product = mouse(
      'general__id=7&general__parent_id=&general__handle=my-mouse&general__category=mouse&general__status_edited_date=2026-11-01' +
        '&general__release_date=2026-10-01&general__brand_handles=acme,zeta&general__brand_names=Acme,Zeta&general__brands_separator= x ' +
        '&general__model=One&general__variant=Mini&general__example_types=esports&general__affiliate_links=https://shop.example/a,javascript:alert(1)&images=a.webp,b.webp',
    )
    expect(product).toMatchObject({
      general__id: 7,
      general__parent_id: null,
      general__handle: 'my-mouse',
      general__category: 'mouse',
      general__status_edited_date: '2026-11-01',
      general__release_date: '2026-10-01',
      general__brand_handles: ['acme', 'zeta'],
      general__brand_names: ['Acme', 'Zeta'],
      general__brands_separator: ' x ',
      general__model: 'One',
      general__variant: 'Mini',
      general__example_types: ['esports'],
      general__affiliate_links: [{ label: 'shop.example', url: 'https://shop.example/a' }],
      images: ['a.webp', 'b.webp'],
    })
  })

  it('parses numbers as decimals and rejects anything else', () => {
    expect(mouse('mouse__length=120.5').mouse__length).toBe(120.5)
    expect(mouse('mouse__length=.5').mouse__length).toBe(0.5)
    for (const bad of ['abc', '12abc', 'Infinity', '1e3', '0x1f', '', ' ']) {
      expect(mouse(`mouse__length=${encodeURIComponent(bad)}`).mouse__length, bad).toBeNull()
    }
  })

  it('keeps enumerated fields only inside their sets', () => {
    const good = mouse(
      'mouse__shape=ergonomic&mouse__front_flare=inward - slight&mouse__side_curvature=outward - aggressive&mouse__hump_placement=back - minimal&mouse__hand_compatibility=ambidextrous&mouse__sensor_type=laser',
    )
    expect(good).toMatchObject({
      mouse__shape: 'ergonomic',
      mouse__front_flare: 'inward - slight',
      mouse__side_curvature: 'outward - aggressive',
      mouse__hump_placement: 'back - minimal',
      mouse__hand_compatibility: 'ambidextrous',
      mouse__sensor_type: 'laser',
    })
    const bad = mouse('mouse__shape=round&mouse__front_flare=inward&mouse__side_curvature=flat-ish&mouse__hump_placement=middle&mouse__hand_compatibility=both&mouse__sensor_type=Optical')
    expect([bad.mouse__shape, bad.mouse__front_flare, bad.mouse__side_curvature, bad.mouse__hump_placement, bad.mouse__hand_compatibility, bad.mouse__sensor_type]).toEqual([
      null, null, null, null, null, null,
    ])
  })

  it('makes booleans true only for the text "true", and a boolean left out not known (never a default)', () => {
    expect(mouse('mouse__wireless=true').mouse__wireless).toBe(true)
    for (const value of ['True', '1', 'yes', 'on', 'false']) expect(mouse(`mouse__wireless=${value}`).mouse__wireless, value).toBe(false)
    // An empty value counts as absent (SPEC §5): not known.
    expect(mouse('mouse__wireless=').mouse__wireless).toBeNull()
    expect(mouse('').mouse__thumb_rest).toBeNull()
  })

  it('falls back to a mouse with a safe id and handle when the category is missing or not allowed', () => {
    const product = parseTestProduct(query('general__category=mouse_switch'))
    expect(product.general__category).toBe('mouse')
    expect(product.general__id).toBe(testProductId)
    expect(product.general__handle).toBe('test-product')
  })

  it('builds a sensor with its fields, lift-off distances as a number list', () => {
    const sensor = parseTestProduct(query('general__category=mouse_sensor&mouse_sensor__type=optical&mouse_sensor__lift_off_distances=0.7,1,two,2&mouse_sensor__rank=3'))
    expect(sensor).toMatchObject({ general__category: 'mouse_sensor', mouse_sensor__type: 'optical', mouse_sensor__lift_off_distances: [0.7, 1, 2], mouse_sensor__rank: 3 })
  })

  it('builds a mousepad', () => {
    expect(parseTestProduct(query('general__category=mousepad&mousepad__length=490')).general__category).toBe('mousepad')
  })
})

describe('fuzz: random query strings never throw', () => {
  const alphabet = 'abc=&,%20%0A%0D%00%ZZ+-._~:/?#[]@!$\'()*;"<>\\^`{|}ÄΩ😀0123456789truehighpromoproduct'
  const names = ['testDbObject', 'dbObjectType', 'priority', 'rank', 'img_padding', 'colors', 'general__category', 'mouse__length', 'mouse__shape', 'mouse__wireless', 'mouse_sensor__lift_off_distances', 'general__affiliate_links', 'constructor', '__proto__']
  let seed = 42
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const randomText = (length: number) => Array.from({ length }, () => pick([...alphabet])).join('')

  it('parses 5,000 random queries into well-formed objects', () => {
    for (let i = 0; i < 5_000; i++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
        random() < 0.7 ? `${pick(names)}=${randomText(Math.floor(random() * 20))}` : randomText(Math.floor(random() * 30)),
      )
      if (random() < 0.5) parts.push('testDbObject=true', `dbObjectType=${pick(['promo', 'product'])}`)
      const search = parts.join('&')
      const parsed = parseTestObject(queryValuesFromSearch(search))
      if (parsed?.type === 'promo') {
        expect(typeof parsed.promo.rank).toBe('number')
        expect(parsed.promo.img_padding.every(Number.isFinite)).toBe(true)
        expect([null, 'high']).toContain(parsed.promo.priority)
      } else if (parsed?.type === 'product') {
        expect(['mouse', 'mouse_sensor', 'mousepad']).toContain(parsed.product.general__category)
      }
    }
  })

  it('survives prototype-polluting names', () => {
    const parsed = parseTestObject(queryValuesFromSearch('testDbObject=true&dbObjectType=product&__proto__=x&constructor=y&mouse__length=1'))
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(parsed?.type).toBe('product')
  })
})
