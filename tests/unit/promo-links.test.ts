import { describe, expect, it } from 'vitest'
import { imagePaddingCss, promoImageUrl, promoLink, safeCssFilter } from '../../web/features/promos/promo-links'

describe('promo links', () => {
  it('keeps internal paths inside the app', () => {
    expect(promoLink({ link_type: 'internal', link_url: '/mouse/compare?p=A-vs.-B' })).toEqual({ kind: 'internal', href: '/mouse/compare?p=A-vs.-B' })
  })

  it('opens external http(s) links', () => {
    expect(promoLink({ link_type: 'external', link_url: 'https://www.pulsar.gg/' })).toEqual({ kind: 'external', href: 'https://www.pulsar.gg/' })
  })

  it('refuses anything else', () => {
    for (const [link_type, link_url] of [
      ['internal', 'https://evil.example/'],
      ['internal', '//evil.example/'],
      ['internal', '/\\evil.example'],
      ['internal', 'javascript:alert(1)'],
      ['external', 'javascript:alert(1)'],
      ['external', '/mouse/browse'],
      ['external', 'data:text/html,hi'],
      ['external', ''],
      [null, '/mouse/browse'],
    ] as const) {
      expect(promoLink({ link_type, link_url }), `${link_type} ${link_url}`).toBeNull()
    }
  })
})

describe('promo images (SPEC §7)', () => {
  it('uses the shipped pictures without Supabase', () => {
    expect(promoImageUrl('sensor-chip.svg', null)).toBe('/images/promos/sensor-chip.svg')
  })

  it("asks Supabase Storage for 256x256 in contain mode", () => {
    expect(promoImageUrl('sensor-chip.svg', { url: 'https://abc.supabase.co/' })).toBe(
      'https://abc.supabase.co/storage/v1/render/image/public/images/promos/sensor-chip.svg?width=256&height=256&resize=contain',
    )
    expect(promoImageUrl('a b.webp', { url: 'https://abc.supabase.co' })).toContain('/promos/a%20b.webp?')
  })

  it('refuses names that leave promos/', () => {
    for (const name of ['../secret.png', '/etc/passwd', 'https://evil/x.png', 'a\\b.png', '', null]) expect(promoImageUrl(name, null), String(name)).toBeNull()
  })

  it('pads left, top, right, bottom', () => {
    expect(imagePaddingCss([1, 2, 3, 4])).toBe('2px 3px 4px 1px')
    expect(imagePaddingCss([8, 16, 8, 0], 0.5)).toBe('8px 4px 0px 4px')
  })

  it('lets plain CSS filters through, nothing that fetches or escapes', () => {
    expect(safeCssFilter('drop-shadow(0 4px 8px rgba(0,0,0,.4))')).toBe('drop-shadow(0 4px 8px rgba(0,0,0,.4))')
    expect(safeCssFilter('grayscale(1) brightness(1.1)')).toBe('grayscale(1) brightness(1.1)')
    for (const bad of ['url(https://evil/f.svg#x)', 'blur(2px); background: red', 'var(--x)', 'nonsense', null]) expect(safeCssFilter(bad), String(bad)).toBeUndefined()
  })
})
