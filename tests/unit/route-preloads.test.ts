import { describe, expect, it } from 'vitest'
import { compileRouteChunks, modulePreloadTags, routeChunkFiles, routePattern } from '../../edge/route-preloads'
import { routePathOfFile } from '../../scripts/route-chunks-plugin'

describe('route paths of route files', () => {
  it('follows the file-based router: index files, parameters, splats; skips the root', () => {
    expect(routePathOfFile('index.tsx')).toBe('/')
    expect(routePathOfFile('mouse/compare.tsx')).toBe('/mouse/compare')
    expect(routePathOfFile('discounts/index.tsx')).toBe('/discounts')
    expect(routePathOfFile('discounts/$handle.tsx')).toBe('/discounts/$handle')
    expect(routePathOfFile('mouse/review/$.tsx')).toBe('/mouse/review/$')
    expect(routePathOfFile('__root.tsx')).toBeUndefined()
  })
})

describe('module preloads for a request path', () => {
  const routes = compileRouteChunks([
    { path: '/discounts/$handle', files: ['/assets/discount-page-1.js'] },
    { path: '/discounts', files: ['/assets/discounts-2.js', '/assets/card-3.js'] },
    { path: '/mouse/review/$', files: ['/assets/review-4.js'] },
    { path: '/', files: ['/assets/home-5.js'] },
    { path: '/evil', files: ['/assets/x.js"><script>alert(1)</script>', 'https://elsewhere.example/x.js'] },
  ])

  it('matches static paths, parameters and splats, a static path before a parameter', () => {
    expect(routePattern('/discounts/$handle').test('/discounts/abc')).toBe(true)
    expect(routePattern('/discounts/$handle').test('/discounts/abc/def')).toBe(false)
    expect(routePattern('/mouse/review/$').test('/mouse/review/logitech/g-pro')).toBe(true)
    expect(modulePreloadTags(routes, '/discounts')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/discounts-2.js"><link rel="modulepreload" crossorigin href="/assets/card-3.js">',
    )
    expect(modulePreloadTags(routes, '/discounts/')).toContain('discounts-2.js')
    expect(modulePreloadTags(routes, '/discounts/summer')).toBe('<link rel="modulepreload" crossorigin href="/assets/discount-page-1.js">')
    expect(modulePreloadTags(routes, '/mouse/review/razer/viper')).toContain('review-4.js')
    expect(modulePreloadTags(routes, '/')).toContain('home-5.js')
  })

  it("adds what the route's loader imports when the search names its parameter, each script once", () => {
    const compare = compileRouteChunks([
      { path: '/mouse/compare', files: ['/assets/compare-1.js', '/assets/shared-2.js'], withParam: { param: 'p', files: ['/assets/results-3.js', '/assets/shared-2.js', 'https://elsewhere.example/x.js'] } },
    ])
    const files = (search?: string) => routeChunkFiles(compare, '/mouse/compare', search)
    expect(files('?p=Razer-Viper-V3-Pro')).toEqual(['/assets/compare-1.js', '/assets/shared-2.js', '/assets/results-3.js'])
    expect(files('?align=center&p=a-vs.-b')).toEqual(['/assets/compare-1.js', '/assets/shared-2.js', '/assets/results-3.js'])
    // No mice named: the empty page never loads its results.
    expect(files('')).toEqual(['/assets/compare-1.js', '/assets/shared-2.js'])
    expect(files('?p=')).toEqual(['/assets/compare-1.js', '/assets/shared-2.js'])
    expect(files('?align=center')).toEqual(['/assets/compare-1.js', '/assets/shared-2.js'])
    expect(files()).toEqual(['/assets/compare-1.js', '/assets/shared-2.js'])
  })

  it('preloads nothing for an unknown path, and never anything but the build’s own scripts', () => {
    expect(modulePreloadTags(routes, '/nowhere')).toBe('')
    expect(modulePreloadTags(routes, '/evil')).toBe('')
  })
})
