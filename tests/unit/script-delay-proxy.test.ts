import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPageRequest, isScriptPath, startScriptDelayProxy, type ScriptDelayProxy } from '../../bench/script-delay-proxy'

describe('which requests the Lighthouse proxy holds back', () => {
  it('is the scripts, with or without a query', () => {
    expect(isScriptPath('/assets/framework-CdweJ56M.js')).toBe(true)
    expect(isScriptPath('/assets/entry.mjs?v=2')).toBe(true)
    expect(isScriptPath('/mouse/browse')).toBe(false)
    expect(isScriptPath('/assets/index-Bq1.css')).toBe(false)
    expect(isScriptPath('/route-chunks.json')).toBe(false)
    expect(isScriptPath('/mouse/find-similar?mouse=a.js')).toBe(false)
  })

  it('counts the delay from a navigation: the request that starts a page', () => {
    expect(isPageRequest({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).toBe(true)
    expect(isPageRequest({ 'sec-fetch-mode': 'navigate' })).toBe(true)
    expect(isPageRequest({ 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'cors' })).toBe(false)
    expect(isPageRequest({})).toBe(false)
  })
})

describe('the script-delay proxy in front of the served site', () => {
  const delayMs = 600
  let upstream: Server
  let proxy: ScriptDelayProxy
  const hosts: string[] = []

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      hosts.push(request.headers.host ?? '')
      if (request.url === '/assets/app.js') {
        response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' })
        response.end('export const answer = 42')
      } else if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.end('<!doctype html><title>t</title>')
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' })
        response.end('not found')
      }
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()))
    const { port } = upstream.address() as AddressInfo
    proxy = await startScriptDelayProxy(`http://127.0.0.1:${port}`, 0, delayMs)
  })

  afterAll(async () => {
    await proxy.close()
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
  })

  it('sends a script whole, with its headers at once and its body only once the delay has run', async () => {
    const started = performance.now()
    const response = await fetch(`${proxy.baseUrl}/assets/app.js`)
    const headersAt = performance.now() - started
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('export const answer = 42')
    const bodyAt = performance.now() - started
    expect(bodyAt).toBeGreaterThanOrEqual(delayMs - 5)
    expect(headersAt).toBeLessThan(bodyAt)
  })

  it('passes everything else through as it comes, ahead of a script asked for at the same time', async () => {
    const finished: string[] = []
    await Promise.all([
      fetch(`${proxy.baseUrl}/assets/app.js`)
        .then((response) => response.text())
        .then(() => finished.push('script')),
      fetch(`${proxy.baseUrl}/`)
        .then((response) => response.text())
        .then((text) => finished.push(text === '<!doctype html><title>t</title>' ? 'page' : `page: ${text}`)),
      fetch(`${proxy.baseUrl}/no/such/page`).then(async (response) => finished.push(`${response.status} ${await response.text()}`)),
    ])
    expect(finished.slice(0, 2).sort()).toEqual(['404 not found', 'page'])
    expect(finished[2]).toBe('script')
  })

  it("holds a page's scripts until the delay after the page's request, and passes one asked for later at once", async () => {
    const { port } = upstream.address() as AddressInfo
    const pageProxy = await startScriptDelayProxy(`http://127.0.0.1:${port}`, 0, delayMs)
    try {
      const started = performance.now()
      await (await fetch(`${pageProxy.baseUrl}/`, { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } })).text()
      // Asked for a while after the page, as a parsed page asks for its scripts.
      await new Promise((resolve) => setTimeout(resolve, delayMs / 2))
      await (await fetch(`${pageProxy.baseUrl}/assets/app.js`)).text()
      const firstScriptAt = performance.now() - started
      expect(firstScriptAt).toBeGreaterThanOrEqual(delayMs - 5)
      // Not another full delay from its own request (which would be 1.5 × delayMs).
      expect(firstScriptAt).toBeLessThan(delayMs * 1.3)
      const laterStarted = performance.now()
      expect(await (await fetch(`${pageProxy.baseUrl}/assets/app.js`)).text()).toBe('export const answer = 42')
      expect(performance.now() - laterStarted).toBeLessThan(delayMs / 2)
    } finally {
      await pageProxy.close()
    }
  })

  it('asks the site as itself (the Host header names the upstream)', () => {
    const { port } = upstream.address() as AddressInfo
    expect(hosts.every((host) => host === `127.0.0.1:${port}`)).toBe(true)
  })
})
