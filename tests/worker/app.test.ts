import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { themeInitScript } from '../../web/lib/theme-init-script'

describe('worker serving the built site', () => {
  it('serves the app for a deep link', async () => {
    const response = await SELF.fetch('https://example.com/mouse/compare?p=a-vs.-b', { headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<div id="root">')
    // Painted before any script runs: the theme's global CSS and the top bar's frame.
    expect(html).toMatch(/<style data-chakra-global="">@layer reset,base,tokens,recipes;/)
    expect(html).toContain('data-testid="boot-shell"')
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
  })

  it('serves the app at the root', async () => {
    const response = await SELF.fetch('https://example.com/')
    expect(response.status).toBe(200)
    // The theme's script inline in the head, before the boot shell: no request stands before the first paint.
    const html = await response.text()
    expect(html).toContain(`<script>${themeInitScript}</script>`)
    expect(html.indexOf(themeInitScript)).toBeLessThan(html.indexOf('data-testid="boot-shell"'))
    expect(html).not.toMatch(/<script(?![^>]*type="module")[^>]*\ssrc=/)
  })

  it('answers a missing hashed asset with 404, never the app', async () => {
    const response = await SELF.fetch('https://example.com/assets/missing-abc123.js')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<div id="root">')
  })

  it('serves real static files', async () => {
    const response = await SELF.fetch('https://example.com/favicon.svg')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<svg')
    const icon = await SELF.fetch('https://example.com/favicon.png')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/png')
    // PNG's signature: the file, not the app's HTML.
    expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('no longer serves /theme-init.js: its script is inline in every page', async () => {
    expect((await SELF.fetch('https://example.com/theme-init.js')).status).toBe(404)
  })
})
