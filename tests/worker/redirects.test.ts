import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { socialLinks } from '../../web/lib/constants'
import { routeRules } from '../../web/lib/route-rules'
import { call, origin } from './helpers'

/** The worker's answer for this path, taken as it is ('//x' is a path here, not another host). */
async function redirect(path: string): Promise<{ status: number; location: string | null; response: Response }> {
  const response = await SELF.fetch(origin + path, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), response }
}

describe('legacy redirects (SPEC §2), all 301 with the exact Location', () => {
  const cases: Array<[string, string]> = [
    ['/index.html', '/mouse/compare'],
    ['/index.html?mouse=', '/mouse/compare'],
    ['/index.html?other=1', '/mouse/compare'],
    ['/index.html?mouse=Logitech%20G%20Pro%20X%20Superlight%202', '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2'],
    ['/index.html?mouse=Logitech%20G%20Pro&mouse=Razer%20Viper%20V3%20Pro', '/mouse/compare?p=Logitech-G-Pro-vs.-Razer-Viper-V3-Pro'],
    ['/index.html?mouse=Logitech%20G%20Pro,Razer%20Viper%20V3%20Pro', '/mouse/compare?p=Logitech-G-Pro-vs.-Razer-Viper-V3-Pro'],
    ['/index.html?mouse=Logitech+G+Pro,%20Razer+Viper&mouse=Zowie+EC2-C', '/mouse/compare?p=Logitech-G-Pro-vs.-Razer-Viper-vs.-Zowie-EC2-C'],
    ['/index.html?mouse=Razer%20Viper%20(Wireless)', '/mouse/compare?p=Razer-Viper--Wireless-'],
    ['/index.html?mouse=,,', '/mouse/compare'],
    ['/searchMouse.html', '/mouse/browse'],
    ['/searchMouse.html?x=1', '/mouse/browse'],
    ['/mouse/database', '/mouse/browse'],
    ['/addNewMice.html', '/'],
    ['/contact.html', '/contact'],
    ['/support.html', '/discounts'],
    ['/affiliates-and-discounts', '/discounts'],
    ['/mouse/shapes', '/mouse/compare'],
    ['/mouse/shapes?compare=Logitech-G-Pro-vs.-Razer-Viper', '/mouse/compare?p=Logitech-G-Pro-vs.-Razer-Viper'],
    ['/mouse/specifications', '/mouse/compare'],
    ['/mouse/specifications?compare=Zowie-EC2-C-VS.-Pulsar-X2', '/mouse/compare?p=Zowie-EC2-C-vs.-Pulsar-X2'],
    ['/mouse/specifications?compare=Zowie%20EC2', '/mouse/compare?p=Zowie-EC2'],
  ]

  for (const [from, to] of cases) {
    it(`${from} → ${to}`, async () => {
      const { status, location, response } = await redirect(from)
      expect(status).toBe(301)
      expect(location).toBe(to)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(await response.text()).toBe('')
    })
  }

  it('answers HEAD the same way', async () => {
    const response = await SELF.fetch(`${origin}/contact.html`, { method: 'HEAD', redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/contact')
  })
})

describe('trailing slashes', () => {
  it('301 to the path without them, keeping the query', async () => {
    expect(await redirect('/contact/')).toMatchObject({ status: 301, location: '/contact' })
    expect(await redirect('/mouse/compare/?p=a-vs.-b')).toMatchObject({ status: 301, location: '/mouse/compare?p=a-vs.-b' })
    expect(await redirect('/mouse/browse///')).toMatchObject({ status: 301, location: '/mouse/browse' })
  })

  it('never turn a path into another host', async () => {
    expect(await redirect('//evil.example/')).toMatchObject({ status: 301, location: '/evil.example' })
    expect((await redirect('///evil.example//')).location).toBe('/evil.example')
    expect((await redirect('/\\evil.example/')).location).toBe('/evil.example')
  })
})

describe('route rules (web/lib/route-rules.ts)', () => {
  for (const rule of routeRules) {
    it(`${rule.from} → ${rule.to} (${rule.type}, ${rule.status})`, async () => {
      const { status, location } = await redirect(rule.from)
      expect(status).toBe(rule.status)
      expect(location).toBe(rule.to)
    })
  }

  it('keep the query on internal rules and tolerate a trailing slash', async () => {
    expect(await redirect('/mice?sort=weight')).toMatchObject({ status: 301, location: '/mouse/browse?sort=weight' })
    expect(await redirect('/sensors/')).toMatchObject({ status: 301, location: '/mouse/sensors/browse' })
  })

  it('send external rules only to their configured URL', async () => {
    expect(await redirect('/discord?to=https://evil.example')).toMatchObject({ status: 302, location: socialLinks.discord.url })
    expect((await redirect('/discord')).response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('hostile input', () => {
  const hostile = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'a\r\nSet-Cookie: x=1',
    'a%0d%0aLocation: https://evil.example',
    '%0D%0ALocation:%20https://evil.example',
    '\u2028\u2029',
    '%E0%A4%A',
    '%',
    '%%%%',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'Ωmega 中文 😀 é',
    '-vs.--vs.--vs.-',
    'a'.repeat(20_000),
    `${'Logitech G Pro,'.repeat(3_000)}`,
  ]

  function isSameOrigin(location: string | null): boolean {
    if (location === null) return false
    if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) return false
    // eslint-disable-next-line no-control-regex -- a redirect target must hold no control character
    if (/[\u0000-\u001f\u007f\s]/.test(location)) return false
    return new URL(location, origin).origin === origin
  }

  const templates = ['/index.html?mouse=', '/mouse/shapes?compare=', '/mouse/specifications?compare=', '/mice?q=', '/contact/?q=', '/index.html?mouse=a&mouse=']

  it('never leads off the origin, never injects a header, never fails', async () => {
    for (const template of templates) {
      for (const value of hostile) {
        const path = template + encodeURIComponent(value)
        const label = path.slice(0, 80)
        const { status, location } = await redirect(path)
        expect(status, label).toBe(301)
        expect(isSameOrigin(location), `${label} → ${location?.slice(0, 80)}`).toBe(true)
        expect(location!.length, label).toBeLessThan(4_000)
      }
    }
  })

  it('copes with raw (unencoded) hostile bytes in the URL as a browser or bot would send them', async () => {
    for (const raw of ['/index.html?mouse=a%0d%0ab', '/index.html?mouse=%ZZ', '/mouse/shapes?compare=%E2%80%AE', '/index.html?mouse=<x>&mouse="y"', '/index.html?mouse=%ED%A0%80', '/mouse/shapes?compare=%C0%AF%C0%AFevil.example', '/mouse/specifications?compare=%00%01%7F']) {
      const { status, location } = await redirect(raw)
      expect(status, raw).toBe(301)
      expect(isSameOrigin(location), `${raw} → ${location}`).toBe(true)
    }
  })

  it('fuzz: thousands of random values through every redirect, straight to the app', async () => {
    let state = 0x5eed
    const random = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      return state / 2 ** 32
    }
    const pieces = ['a', 'Z', '9', ' ', '-', '.', ',', '/', '\\', ':', '%', '%0d', '%0a', '\r', '\n', '\t', '"', '<', '>', '&', '=', '?', '#', 'é', '😀', '-vs.-', '//evil.example', 'javascript:']
    for (let round = 0; round < 2_000; round++) {
      let value = ''
      const length = Math.floor(random() * 30)
      for (let i = 0; i < length; i++) value += pieces[Math.floor(random() * pieces.length)]
      const template = templates[round % templates.length]!
      const response = await call(template + encodeURIComponent(value))
      expect(response.status, value).toBe(301)
      expect(isSameOrigin(response.headers.get('location')), `${value} → ${response.headers.get('location')}`).toBe(true)
    }
  })
})
