import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import headersFile from '../../public/_headers?raw'
import { themeInitScript, themeInitScriptHash } from '../../web/lib/theme-init-script'
import { assetCachePolicy, cachePolicies, contentSecurityPolicy, securityHeaders } from '../../edge/headers'
import { builtSnapshotUrl, call, fixtureEnv, quietErrors, origin } from './helpers'

/** public/_headers as Cloudflare reads it: path patterns, each with its headers. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = {}
      rules.set(line.trim(), current)
      continue
    }
    const at = line.indexOf(':')
    if (!current || at === -1) throw new Error(`bad _headers line: ${line}`)
    current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  return rules
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

function expectSecurityHeaders(response: Response, label: string, supabaseOrigin?: string) {
  const csp = response.headers.get('content-security-policy')
  expect(csp, label).toBe(contentSecurityPolicy(supabaseOrigin))
  const parsed = directives(csp!)
  // The app's own files, and the one inline script (the theme's, in index.html's head) by its hash.
  expect(parsed.get('script-src'), label).toEqual(["'self'", `'${themeInitScriptHash}'`])
  expect(parsed.get('connect-src'), label).toEqual(supabaseOrigin ? ["'self'", supabaseOrigin] : ["'self'"])
  expect(parsed.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(parsed.get('object-src'), label).toEqual(["'none'"])
  expect(csp, label).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  const hsts = /max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')
  expect(Number(hsts?.[1]), label).toBeGreaterThanOrEqual(31_536_000)
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy'), label).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  expect(response.headers.get('x-frame-options'), label).toBe('DENY')
}

async function builtAsset(extension: string): Promise<string> {
  const html = await (await env.ASSETS.fetch(`${origin}/`)).text()
  const path = new RegExp(`/assets/[\\w-]+\\.${extension}`).exec(html)?.[0]
  if (!path) throw new Error(`no .${extension} asset in the built index.html`)
  return path
}

describe('headers of each kind of path', () => {
  it('hashed assets: immutable for a year', async () => {
    const path = await builtAsset('js')
    const response = await SELF.fetch(origin + path)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(response, path)
  })

  it('HTML revalidates', async () => {
    for (const path of ['/', '/contact', '/mouse/compare?p=a-vs.-b']) {
      const response = await SELF.fetch(origin + path)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expectSecurityHeaders(response, path)
    }
  })

  it('the data snapshot: versioned with the build, so immutable; its manifest revalidates', async () => {
    const url = await builtSnapshotUrl('mice')
    expect(url).toMatch(/\/data\/api\/[0-9a-f]{12}\/mice\.json$/)
    const response = await SELF.fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(response, 'snapshot')
    const manifest = await SELF.fetch(`${origin}/data-manifest.json`)
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('HTML carries an ETag and answers 304 to a request that has it', async () => {
    for (const path of ['/', '/mouse/browse', '/mouse/review/logitech/g-pro-x-superlight-2']) {
      const first = await SELF.fetch(origin + path)
      const etag = first.headers.get('etag')
      const body = await first.text()
      expect(etag, path).toMatch(/^"[0-9a-f]{32}"$/)
      // The same deploy and URL: the same bytes, the same tag.
      const again = await SELF.fetch(origin + path)
      expect(again.headers.get('etag'), path).toBe(etag)
      expect(await again.text(), path).toBe(body)
      const revalidated = await SELF.fetch(origin + path, { headers: { 'if-none-match': etag! } })
      expect(revalidated.status, path).toBe(304)
      expect(revalidated.headers.get('etag'), path).toBe(etag)
      expect(revalidated.headers.get('cache-control'), path).toBe('no-cache')
      expect(await revalidated.text(), path).toBe('')
      expect((await SELF.fetch(origin + path, { headers: { 'if-none-match': '"stale"' } })).status, path).toBe(200)
    }
    // Another page has another tag; an error page has none.
    expect((await SELF.fetch(`${origin}/contact`)).headers.get('etag')).not.toBe((await SELF.fetch(`${origin}/`)).headers.get('etag'))
    expect((await SELF.fetch(`${origin}/nope`)).headers.get('etag')).toBeNull()
  })

  it('publishes no source maps: /assets/*.map is a 404 and no script names one', async () => {
    const script = await builtAsset('js')
    const body = await (await SELF.fetch(origin + script)).text()
    expect(body).not.toMatch(/sourceMappingURL/)
    for (const path of [`${script}.map`, '/assets/index.js.map', '/assets/app-start.js.map']) {
      const response = await SELF.fetch(origin + path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('"mappings"')
    }
  })

  it('sitemaps and robots.txt: short and explicit', async () => {
    for (const path of ['/sitemap.xml', '/compareMice-sitemap.xml', '/robots.txt']) {
      const response = await SELF.fetch(origin + path)
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=3600')
      expectSecurityHeaders(response, path)
    }
  })

  it('other static files revalidate', async () => {
    for (const path of ['/favicon.svg', '/favicon.png', '/images/promos/compare-mice.svg']) {
      const response = await SELF.fetch(origin + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate')
      expectSecurityHeaders(response, path)
    }
  })

  it('redirects, 404s, 405s and errors carry the security headers and are not kept', async () => {
    quietErrors()
    const permanent = await SELF.fetch(`${origin}/contact.html`, { redirect: 'manual' })
    expect(permanent.headers.get('cache-control')).toBe(cachePolicies.permanentRedirect)
    expectSecurityHeaders(permanent, 'legacy redirect')
    const temporary = await SELF.fetch(`${origin}/discord`, { redirect: 'manual' })
    expect(temporary.headers.get('cache-control')).toBe('no-store')
    expectSecurityHeaders(temporary, 'external rule')
    for (const path of ['/nope', '/assets/missing-abc.js']) {
      const response = await SELF.fetch(origin + path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expectSecurityHeaders(response, path)
    }
    const refused = await SELF.fetch(`${origin}/`, { method: 'DELETE' })
    expect(refused.status).toBe(405)
    expectSecurityHeaders(refused, '405')
    const broken = await call('/', fixtureEnv({ vars: { SITE_ORIGIN: 'not a url' } }))
    expect(broken.status).toBe(500)
    expectSecurityHeaders(broken, '500')
  })

  it('the CSP allows the configured Supabase origin, and only it', async () => {
    const configured = fixtureEnv({ vars: { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'anon-key' } })
    const response = await call('/contact', configured)
    expectSecurityHeaders(response, 'with Supabase', 'https://abcd.supabase.co')
    expect(directives(response.headers.get('content-security-policy')!).get('img-src')).toContain('https://abcd.supabase.co')
  })

  it('the built HTML has one inline script, the one the CSP allows by its hash, so the CSP can forbid any other', async () => {
    const html = await (await SELF.fetch(`${origin}/`)).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(1)
    const inline = scripts.filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    expect(inline.map(([, , body]) => body)).toEqual([themeInitScript])
    for (const [, attributes, body] of scripts.filter((script) => !inline.includes(script))) {
      expect(attributes, 'every other script has a src').toMatch(/\ssrc="\/(?!\/)/)
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/\son[a-z]+=/i)
  })
})

describe('public/_headers (applied by the assets layer to the files it serves without the worker)', () => {
  const rules = parseHeadersFile(headersFile)

  it('gives every path the same security headers as the worker', () => {
    const all = rules.get('/*')!
    const expected = Object.fromEntries(Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]))
    expect(all).toEqual(expected)
  })

  it('makes /assets/* and the versioned /data/* immutable, as the worker does', () => {
    expect(rules.get('/assets/*')).toEqual({ 'cache-control': assetCachePolicy('/assets/x.js', 200) })
    expect(rules.get('/data/*')).toEqual({ 'cache-control': assetCachePolicy('/data/api/0123456789ab/mice.json', 200) })
    expect([...rules.keys()]).toEqual(['/*', '/assets/*', '/data/*'])
  })

  it('is not itself served, and robots.txt is the worker\'s, not a stale copy or the app', async () => {
    expect((await SELF.fetch(`${origin}/_headers`)).status).toBe(404)
    const robots = await SELF.fetch(`${origin}/robots.txt`)
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})
