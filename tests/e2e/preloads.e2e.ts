import { describe, expect, it } from 'vitest'
import { pageErrors, snapshotPath, useBrowser } from './browser'

const browser = useBrowser()

// Each test opens on a file, not the app: the home page loads the data layer and promos when idle,
// and a request it made after the listeners were attached would count against the next page. Each
// in a fresh browser: a file already in the HTTP cache would not be requested twice, so a
// mismatched preload would go unseen.
describe('data preloads', () => {
  it('the browse page uses the preloaded catalogue instead of downloading it again', async () => {
    const page = await browser.open('/robots.txt', 'phone', { freshBrowser: true })
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/data/api/')) requests.push(new URL(request.url()).pathname)
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text())
    })
    await page.goto(browser.baseUrl() + '/mouse/browse')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    // One request per file: the preload's. A mismatched preload would show twice (and warn).
    const [mice, reviews] = await Promise.all([snapshotPath('mouse_list'), snapshotPath('reviews')])
    expect(requests.filter((path) => path === mice)).toHaveLength(1)
    expect(requests.filter((path) => path === reviews)).toHaveLength(1)
    // The list of mice only: neither api.mice whole nor the figures' full sources (read by the compare page alone).
    expect(requests.filter((path) => /\/(mice|mouse_sources)\.json$/.test(path))).toEqual([])
    expect(warnings).toEqual([])
    expect(pageErrors(page)).toEqual([])
  })

  it('the compare page downloads its own scripts once, preloaded with the app’s', async () => {
    const page = await browser.open('/robots.txt', 'phone', { freshBrowser: true })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text())
    })
    const response = await page.goto(browser.baseUrl() + '/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro')
    const inHtml = [...((await response?.text()) ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloaded.some((path) => /\/assets\/compare-[\w-]+\.js$/.test(path))).toBe(true)
    for (const path of preloaded) expect(scripts.filter((script) => script === path), path).toHaveLength(1)
    // What the loader imports with mice named (the results, the chips) comes announced in the HTML,
    // so Vite's helper adds no <link> of its own for any of it.
    const list = (await (await fetch(browser.baseUrl() + '/route-chunks.json')).json()) as { path: string; withParam?: { files: string[] } }[]
    const results = list.find((route) => route.path === '/mouse/compare')?.withParam?.files ?? []
    expect(results.some((path) => path.includes('mouse-compare-results'))).toBe(true)
    for (const path of results) expect(inHtml, path).toContain(path)
    expect(preloaded.filter((path) => !inHtml.includes(path) && results.includes(path))).toEqual([])
    expect(warnings).toEqual([])
    expect(pageErrors(page)).toEqual([])
  })
})
