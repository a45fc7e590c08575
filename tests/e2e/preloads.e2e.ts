import { describe, expect, it } from 'vitest'
import { pageErrors, useBrowser } from './browser'

const browser = useBrowser()

describe('data preloads', () => {
  it('the browse page uses the preloaded catalogue instead of downloading it again', async () => {
    const page = await browser.open('/', 'phone')
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
    expect(requests.filter((path) => path === '/data/api/mice.json')).toHaveLength(1)
    expect(requests.filter((path) => path === '/data/api/reviews.json')).toHaveLength(1)
    expect(warnings).toEqual([])
    expect(pageErrors(page)).toEqual([])
  })
})
