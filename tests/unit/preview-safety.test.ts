/**
 * Test mode is a preview, not a publishing channel (SPEC §4; issue 17): thousands of random and
 * hostile queries never throw, never produce a link the site follows off the site (unless the
 * host is on VITE_PREVIEW_LINK_HOSTS), and always produce objects marked as previews; a preview
 * session lives in this tab for an hour at most, and leaving it leaves a clean address.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { normalizePromo } from '../../web/features/promos/promo-order'
import { promoLink } from '../../web/features/promos/promo-links'
import { leavePreviewHref } from '../../web/features/shell/preview-banner'
import { parsePreviewLinkHosts, PreviewLinkHostsError } from '../../web/lib/preview-links'
import { isPreviewQuery } from '../../web/lib/preview-query'
import {
  canFollowPreviewLink,
  isPreviewRow,
  previewSessionMs,
  previewStorageKey,
  resetPreviewForTests,
  resolvePreviewQuery,
  setPreviewLinkHosts,
} from '../../web/lib/preview-session'
import { parseTestObject, queryValuesFromSearch } from '../../web/lib/test-mode'
import { withTestProduct } from '../../web/lib/test-object-store'

afterEach(() => resetPreviewForTests())

/** A deterministic source of hostile queries. */
function hostileQueries(count: number, seed = 17): string[] {
  // mulberry32: a small generator whose sequence does not cycle early (exact 32-bit integer steps).
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const urls = [
    'https://evil.example/login',
    'http://evil.example/login',
    'https://shop.example.com/deal',
    'https://shop.example.com.evil.example/',
    'https://evil.example@shop.example.com/',
    'https://user:pass@shop.example.com/',
    'http://shop.example.com/deal',
    '//evil.example/login',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.example/%0D%0ALocation:%20https://x',
    'https://xn--shp-example-9db.com/',
    'https://ѕhop.example.com/',
    'https:evil.example',
    'https:/evil.example',
    '/mouse/browse',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    'mailto:someone@example.com',
    'file:///etc/passwd',
    '',
  ]
  const names = [
    'testDbObject', 'dbObjectType', 'handle', 'title_text', 'button_text', 'horizontal_text', 'link_type', 'link_url', 'img', 'img_padding',
    'img_filter', 'colors', 'priority', 'rank', 'general__affiliate_links', 'general__handle', 'general__category', 'images', 'mouse__length',
    '__proto__', 'constructor', 'prototype', 'toString',
  ]
  const junk = 'abc=&,%20%0A%0D%00%ZZ+-._~:/?#[]@!$\'()*;"<>\\^`{|}ÄΩ😀0123456789'
  const randomText = (length: number) => Array.from({ length }, () => pick([...junk])).join('')
  const queries: string[] = []
  for (let i = 0; i < count; i++) {
    const parts = ['testDbObject=true', `dbObjectType=${pick(['promo', 'product', 'promo', 'product', 'review', ''])}`]
    parts.push(`link_type=${pick(['external', 'internal', 'External', '', 'javascript'])}`)
    parts.push(`link_url=${encodeURIComponent(pick(urls))}`)
    parts.push(`general__affiliate_links=${encodeURIComponent([pick(urls), pick(urls)].join(','))}`)
    for (let j = Math.floor(random() * 6); j > 0; j--) {
      parts.push(random() < 0.8 ? `${pick(names)}=${encodeURIComponent(random() < 0.3 ? pick(urls) : randomText(Math.floor(random() * 40)))}` : randomText(Math.floor(random() * 30)))
    }
    if (random() < 0.1) parts.push(`title_text=${'A'.repeat(10_000)}`)
    queries.push(parts.sort(() => random() - 0.5).join('&'))
  }
  return queries
}

describe('fuzz: 5,000 hostile test-mode queries', () => {
  const queries = hostileQueries(5_000)

  function check(allowlist: readonly string[]) {
    setPreviewLinkHosts(allowlist)
    let promos = 0
    let products = 0
    let followed = 0
    for (const search of queries) {
      const parsed = parseTestObject(queryValuesFromSearch(search))
      if (parsed?.type === 'promo') {
        promos++
        const promo = normalizePromo(parsed.promo)
        expect(promo.preview, search).toBe(true)
        const link = promoLink(promo)
        if (link?.kind === 'external') {
          followed++
          const url = new URL(link.href)
          expect(url.protocol, search).toBe('https:')
          expect(allowlist, search).toContain(url.hostname)
          expect(url.username + url.password, search).toBe('')
        } else if (link?.kind === 'internal') {
          expect(link.href, search).toMatch(/^\/(?![/\\])/)
        } else if (link?.kind === 'not-followed') {
          expect(link.href, search).toMatch(/^https?:\/\//)
        }
      } else if (parsed?.type === 'product') {
        products++
        const [row] = withTestProduct([], parsed.product, parsed.product.general__category)
        expect(isPreviewRow(row), search).toBe(true)
        for (const link of parsed.product.general__affiliate_links) {
          expect(link.url, search).toMatch(/^https?:\/\//)
          if (canFollowPreviewLink(link.url)) {
            followed++
            expect(allowlist, search).toContain(new URL(link.url).hostname)
          }
        }
      }
    }
    return { promos, products, followed }
  }

  it('never throw, always mark the object as a preview, and follow no external link without an allowlist', () => {
    const seen = check([])
    expect(seen.promos).toBeGreaterThan(1_000)
    expect(seen.products).toBeGreaterThan(1_000)
    expect(seen.followed).toBe(0)
  })

  it('follow only https links to an allowlisted host exactly', () => {
    const seen = check(['shop.example.com'])
    // Some generated links are exactly the allowlisted https host: those, and only those, are followed.
    expect(seen.followed).toBeGreaterThan(0)
  })

  it('survive a hostile object as query values', () => {
    for (const values of [null, undefined, 42, 'x', [], { testDbObject: ['true'], dbObjectType: ['promo'], rank: [{}] }, Object.create(null)]) {
      expect(() => parseTestObject(values as never)).not.toThrow()
    }
    expect(parseTestObject({ testDbObject: ['true', 'false'], dbObjectType: 'promo' })?.type).toBe('promo')
  })
})

describe('the preview session (this tab, an hour at most)', () => {
  function memoryStorage(initial: Record<string, string> = {}): Storage {
    const items = new Map(Object.entries(initial))
    return {
      get length() {
        return items.size
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    }
  }
  const ask = '?testDbObject=true&dbObjectType=promo&handle=x'

  it('starts from an address that asks for a preview and stays for later clean addresses of the tab', () => {
    const storage = memoryStorage()
    expect(resolvePreviewQuery(ask, storage, 1_000)).toBe(ask)
    expect(resolvePreviewQuery('', storage, 2_000)).toBe(ask)
    expect(resolvePreviewQuery('?p=A-vs.-B', storage, 3_000)).toBe(ask)
  })

  it('ends after an hour, and ignores garbage or a stored value that is not a preview', () => {
    const storage = memoryStorage()
    resolvePreviewQuery(ask, storage, 0)
    expect(resolvePreviewQuery('', storage, previewSessionMs - 1)).toBe(ask)
    expect(resolvePreviewQuery('', storage, previewSessionMs)).toBeNull()
    expect(storage.getItem(previewStorageKey)).toBeNull()
    for (const stored of ['garbage', '{"query":"?a=b","startedAt":0}', '{"query":42,"startedAt":0}', 'null', '{"query":"?testDbObject=true&dbObjectType=promo","startedAt":5000}']) {
      expect(resolvePreviewQuery('', memoryStorage({ [previewStorageKey]: stored }), 1_000), stored).toBeNull()
    }
  })

  it('without storage, lasts for the page asked for only', () => {
    expect(resolvePreviewQuery(ask, undefined, 0)).toBe(ask)
    expect(resolvePreviewQuery('', undefined, 0)).toBeNull()
  })

  it('is left for a clean address', () => {
    expect(leavePreviewHref({ pathname: '/mouse/browse', search: ask, hash: '' })).toBe('/mouse/browse')
    expect(leavePreviewHref({ pathname: '/mouse/compare', search: '?p=A-vs.-B', hash: '#specs' })).toBe('/mouse/compare?p=A-vs.-B#specs')
  })

  it('is asked for exactly by the SPEC §4 trigger', () => {
    expect(isPreviewQuery(ask)).toBe(true)
    expect(isPreviewQuery('testDbObject=true&dbObjectType=product')).toBe(true)
    for (const search of ['', '?testDbObject=true', '?testDbObject=TRUE&dbObjectType=promo', '?testDbObject=true&dbObjectType=review', '?testDbObject=&testDbObject=true&dbObjectType=promo']) {
      expect(isPreviewQuery(search), search).toBe(false)
    }
  })
})

describe('VITE_PREVIEW_LINK_HOSTS', () => {
  it('is a comma-separated list of host names', () => {
    expect(parsePreviewLinkHosts(undefined)).toEqual([])
    expect(parsePreviewLinkHosts('')).toEqual([])
    expect(parsePreviewLinkHosts(' Shop.Example.com , partner.example ,,')).toEqual(['shop.example.com', 'partner.example'])
  })

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['https://shop.example.com', 'shop.example.com/path', 'shop.example.com:8080', '*.example.com', 'localhost', 'exa mple.com', 'shop..example.com', '-shop.example.com']) {
      expect(() => parsePreviewLinkHosts(bad), bad).toThrow(PreviewLinkHostsError)
      expect(() => parsePreviewLinkHosts(bad), bad).toThrow(/VITE_PREVIEW_LINK_HOSTS/)
    }
  })

  it('lets a preview follow https links to those hosts exactly', () => {
    setPreviewLinkHosts(['shop.example.com'])
    expect(canFollowPreviewLink('https://shop.example.com/deal')).toBe(true)
    expect(canFollowPreviewLink('https://SHOP.example.com/deal')).toBe(true)
    for (const url of ['http://shop.example.com/deal', 'https://shop.example.com.evil.example/', 'https://evil.example/?shop.example.com', 'https://user@shop.example.com/', 'javascript:alert(1)', 'not a url']) {
      expect(canFollowPreviewLink(url), url).toBe(false)
    }
  })
})
