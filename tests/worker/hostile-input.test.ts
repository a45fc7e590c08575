/**
 * The worker under hostile input (issue 17): thousands of generated requests (test-mode queries
 * with phishing links, every spelling of review and discount paths, legacy redirects with hostile
 * values, encoded CR/LF, open-redirect tricks, absurd lengths) get a clear answer: never a 5xx,
 * never a redirect off the site. Pages asked for in test mode are never for indexing.
 */
import { describe, expect, it } from 'vitest'
import { routeRules } from '../../web/lib/route-rules'
import { call, fixtureEnv, fixtures, origin, readMeta } from './helpers'

/** The site's own external route rules (SPEC §2: /discord, /x) go to their configured URLs, exactly. */
const configuredTargets = new Set(routeRules.filter((rule) => rule.type === 'external').map((rule) => rule.to))

function hostileRequests(count: number, seed = 9): string[] {
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
  const offSite = ['https://evil.example/login', '//evil.example', '/\\evil.example', '\\\\evil.example', 'http:evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '%5C%5Cevil.example', 'evil.example']
  const junk = ['%0D%0ALocation:%20https://evil.example', '%00', '%E0%A4%A', '..%2F..%2F', '%25', '😀', '<script>', '"\'><img src=x>', 'A'.repeat(3000), '%2e%2e', '\\', '//', '...']
  const paths = [
    '/', '/mouse/browse', '/mouse/compare', '/mouse/find-similar', '/discounts', '/reviews', '/contact', '/index.html', '/mouse/shapes', '/mouse/specifications',
    '/searchMouse.html', '/affiliates-and-discounts', '/mice', '/compare', '/discord', '/x', '/sitemap.xml', '/compareMice-sitemap-2.xml', '/robots.txt',
    '/mouse/review/logitech/g-pro-x-superlight-2', '/mouse/review/LOGITECH//G-Pro-X-Superlight-2', '/mouse/review/razer-viper-v3-pro', '/Mouse/Review/Razer-Viper-V3-Pro',
    '/discounts/logitech-10', '/discounts/LOGITECH-10', '/discounts//logitech-10', '/discounts/expired-deal', '/giveaways', '/mousepads',
  ]
  const names = ['testDbObject', 'dbObjectType', 'link_url', 'link_type', 'p', 'mouse', 'compare', 'next', 'redirect', 'url', 'title_text', 'general__affiliate_links']
  const requests: string[] = []
  for (let i = 0; i < count; i++) {
    let path = pick(paths)
    if (random() < 0.3) path = path.replace(/\//g, () => (random() < 0.2 ? '//' : '/'))
    if (random() < 0.2) path += `/${pick(junk)}`
    if (random() < 0.1) path = `/${pick(offSite)}`
    if (random() < 0.15) path += '/'
    const params: string[] = []
    if (random() < 0.5) params.push('testDbObject=true', `dbObjectType=${pick(['promo', 'product'])}`, `link_type=external`, `link_url=${encodeURIComponent(pick(offSite))}`)
    for (let j = Math.floor(random() * 4); j > 0; j--) params.push(`${pick(names)}=${random() < 0.5 ? pick(offSite) : pick(junk)}`)
    requests.push(params.length > 0 ? `${path}?${params.join('&')}` : path)
  }
  return requests
}

describe('hostile input', () => {
  it('4,000 generated requests: no 5xx, no redirect off the site', async () => {
    const env = fixtureEnv({ fixtures })
    const requests = hostileRequests(4_000)
    const statuses = new Map<number, number>()
    const offSite: string[] = []
    const serverErrors: string[] = []
    let configured = 0
    for (const path of requests) {
      const response = await call(path, env)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 500) serverErrors.push(`${response.status} ${path}`)
      const location = response.headers.get('location')
      if (location !== null && configuredTargets.has(location)) configured++
      if (location !== null && !configuredTargets.has(location)) {
        // A same-site path: one leading slash, never '//' or '/\' (another host to a browser), and resolving to this origin.
        if (!/^\/(?![/\\])/.test(location) || new URL(location, origin).origin !== origin || /[\r\n]/.test(location)) offSite.push(`${path} -> ${location}`)
      }
      await response.body?.cancel()
    }
    console.info(`hostile-input run: ${requests.length} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; redirects off the site ${offSite.length} (besides ${configured} to the configured /discord and /x targets); 5xx ${serverErrors.length}`)
    expect(serverErrors).toEqual([])
    expect(offSite).toEqual([])
    // The run exercised redirects and pages, not just 404s.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(500)
    expect(statuses.get(301) ?? 0).toBeGreaterThan(200)
  }, 240_000)
})

describe('pages asked for in test mode', () => {
  it('are noindex, in the HTML and in a header, and keep their canonical URL', async () => {
    for (const path of ['/?testDbObject=true&dbObjectType=promo&link_type=external&link_url=https://evil.example/login', '/mouse/browse?testDbObject=true&dbObjectType=product&general__handle=x']) {
      const response = await call(path, fixtureEnv({ fixtures }))
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex')
      const meta = await readMeta(response)
      expect(meta.robots, path).toBe('noindex')
      expect(meta.canonical, path).toBe(origin + path.split('?')[0])
    }
    const clean = await call('/mouse/browse', fixtureEnv({ fixtures }))
    expect(clean.headers.get('x-robots-tag')).toBeNull()
    expect((await readMeta(clean)).robots).toBeUndefined()
    // Not test mode by the SPEC §4 trigger: an ordinary page.
    const notPreview = await call('/?testDbObject=TRUE&dbObjectType=promo', fixtureEnv({ fixtures }))
    expect(notPreview.headers.get('x-robots-tag')).toBeNull()
  })
})
