import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import wranglerToml from '../../wrangler.toml?raw'
import routeTree from '../../web/route-tree.gen.ts?raw'
import { apiPaths, isOwnedPath, legacyPaths, ownedPaths, pagePaths, routeRulePaths, runWorkerFirstProblems, sitemapPaths } from '../../edge/owned-paths'
import { navigation, type NavigationEntry } from '../../web/lib/navigation'
import { routeRules } from '../../web/lib/route-rules'

/** The strings of `run_worker_first = [ … ]` in wrangler.toml (comments ignored). */
function runWorkerFirst(toml: string): string[] {
  const block = /^run_worker_first\s*=\s*\[([\s\S]*?)\]/m.exec(toml)?.[1]
  if (block === undefined) throw new Error('wrangler.toml has no run_worker_first list')
  const withoutComments = block
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n')
  return [...withoutComments.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!)
}

function navigationPaths(entries: NavigationEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...navigationPaths(entry.children ?? [])])
}

describe('the paths the worker owns', () => {
  it('are exactly the run_worker_first list of wrangler.toml, in the same order', () => {
    expect(runWorkerFirst(wranglerToml)).toEqual([...ownedPaths])
  })

  it('form a list wrangler accepts (at most 100 rules, under 100 characters, none redundant)', () => {
    expect(runWorkerFirstProblems(ownedPaths)).toEqual([])
    expect(runWorkerFirstProblems(['/a*', '/ab'])).toEqual(["'/ab' is redundant with '/a*'"])
  })

  it('cover the root, /index.html, every page of the navigation, every legacy path, every route rule and every sitemap', () => {
    for (const path of ['/', '/index.html', ...navigationPaths(navigation)]) expect(isOwnedPath(path), path).toBe(true)
    for (const path of ['/discounts/some-deal', '/mouse/review/logitech/g-pro-x-superlight-2']) expect(isOwnedPath(path), path).toBe(true)
    for (const path of legacyPaths) expect(isOwnedPath(path), path).toBe(true)
    for (const rule of routeRules) expect(isOwnedPath(rule.from), rule.from).toBe(true)
    expect([...routeRulePaths].sort()).toEqual(routeRules.map((rule) => rule.from).sort())
    for (const path of ['/sitemap.xml', '/pages-sitemap.xml', '/discounts-sitemap.xml', '/findSimilarMice-sitemap.xml', '/compareMice-sitemap.xml', '/compareMice-sitemap-2.xml', '/robots.txt']) {
      expect(isOwnedPath(path), path).toBe(true)
    }
    for (const path of ['/api/v1/mice.json', '/api/v1/mice.csv', '/api/v1/mice/some-handle.json', '/api/v1/schema/mice.json', '/api/v1/meta.json', '/api/v2/anything']) {
      expect(isOwnedPath(path), path).toBe(true)
    }
    expect(pagePaths.length + legacyPaths.length + routeRulePaths.length + sitemapPaths.length + apiPaths.length).toBe(ownedPaths.length)
  })

  it("cover every route of the site's route tree, which the worker answers as a page (not a 404)", async () => {
    const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\}/.exec(routeTree)?.[1] ?? ''
    const routes = [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!)
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes) {
      const path = route === '/' ? '/' : route.replace(/\/$/, '')
      const concrete = path.replace('$handle', 'any-handle').replace(/\$$/, 'any/slug')
      expect(isOwnedPath(concrete), route).toBe(true)
      const response = await SELF.fetch(`https://mousecompare.com${concrete}`, { redirect: 'manual' })
      // Item pages answer 404 only for an unknown item (tested in pages.test.ts); giveaways hide behind a flag.
      const dynamic = route.includes('$') || route === '/giveaways'
      expect(dynamic ? [200, 404] : [200], route).toContain(response.status)
      expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8')
    }
  })

  it('leave the built files to the assets', () => {
    for (const path of ['/assets/index-abc123.js', '/theme-init.js', '/favicon.svg', '/data/api/mice.json', '/assets/', '/mouse.png']) {
      expect(isOwnedPath(path), path).toBe(false)
    }
  })

  it('answer from the worker: /index.html is a redirect, not the assets layer\'s 307 to /', async () => {
    const response = await SELF.fetch('https://mousecompare.com/index.html', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/mouse/compare')
  })
})
