/**
 * The search schemas of the catalogue's routes (issue 21): /mouse/browse, /mouse/compare, the
 * sensors, switches and encoders browse and compare pages, /mouse/find-similar and /mouse/fit.
 * Garbage in, defaults out; never a throw; unknown keys dropped; the URL format kept byte for byte.
 */
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/router-core'
import { describe, expect, it } from 'vitest'
import { validateCompareSearch } from '../../web/features/catalogue/compare/compare-search'
import { componentSearch, validateCompareSearch as validateComponentCompareSearch } from '../../web/features/catalogue/component-pages/component-search'
import { validateFindSimilarRouteSearch, validateFindSimilarSearch } from '../../web/features/find-similar/find-similar-search'
import { validateFitRouteSearch, validateFitSearch } from '../../web/features/fit/fit-search'
import { mouseBrowseSearch, validateMouseBrowseSearch } from '../../web/features/catalogue/mice/browse-search'

const routes: Record<string, (raw: Record<string, unknown>) => Record<string, unknown>> = {
  '/mouse/browse': validateMouseBrowseSearch,
  '/mouse/compare': validateCompareSearch as (raw: Record<string, unknown>) => Record<string, unknown>,
  '/mouse/sensors/browse': componentSearch.sensors.validate,
  '/mouse/switches/browse': componentSearch.switches.validate,
  '/mouse/encoders/browse': componentSearch.encoders.validate,
  '/mouse/sensors/compare': validateComponentCompareSearch as (raw: Record<string, unknown>) => Record<string, unknown>,
  '/mouse/find-similar': validateFindSimilarRouteSearch as (raw: Record<string, unknown>) => Record<string, unknown>,
  '/mouse/fit': validateFitRouteSearch as (raw: Record<string, unknown>) => Record<string, unknown>,
  'find-similar page': validateFindSimilarSearch as (raw: Record<string, unknown>) => Record<string, unknown>,
  'fit page': validateFitSearch as (raw: Record<string, unknown>) => Record<string, unknown>,
}

const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))

/** A canonical URL of each route: validated, its query string is the same, byte for byte. */
const canonical: Record<string, string> = {
  '/mouse/browse': '?q=viper&brand=razer,zowie&shape=ergonomic&connection=wireless&polling=1000&length=110..125&weight=..60&dpi=26000..&sort=-weight&view=table&hand=190x85-claw',
  '/mouse/compare': '?p=Zowie-EC2-C-vs.-Razer-Viper-V3-Pro&align=center&outlines=off&hand=175.5x80-palm',
  '/mouse/sensors/browse': '?type=optical&brand=pixart&dpi=20000..&tracking=..750&sort=-dpi&view=cards',
  '/mouse/switches/browse': '?type=optical&force=50..70&sort=force',
  '/mouse/encoders/browse': '?height=9..11&sort=-lifetime',
  '/mouse/sensors/compare': '?p=PixArt-PAW3950-vs.-Logitech-HERO-2',
  '/mouse/find-similar': '?mouse=razer-viper-v3-pro&w=length:2,weight:0&tol=length:3',
  '/mouse/fit': '?hand=190x85-claw&w=height:0,shape:2&tol=length:6',
  'find-similar page': '?length=120&width=62.5&shape=ergonomic&hand=right&thumb=yes',
  'fit page': '?hand=190x85-claw&w=height:0,shape:2&tol=length:6',
}

function viaRouter(path: string, query: string): string {
  const validated = routes[path]!(defaultParseSearch(query))
  // (As the address bar shows it: the router's stringifier escapes ',' and ':', the browser reads both ways.)
  return decodeURIComponent(defaultStringifySearch(validated))
}

describe('the search of each catalogue route', () => {
  for (const path of Object.keys(routes)) {
    it(`${path}: a canonical URL is kept byte for byte`, () => {
      expect(viaRouter(path, canonical[path]!)).toBe(canonical[path])
    })
  }

  it('drops unknown keys and bad values (defaults left out of the URL)', () => {
    for (const [path, validate] of Object.entries(routes)) {
      const search = defined(validate({ utm_source: 'x', __proto__x: 1, sort: 'price', view: 'grid', align: 'sideways', length: 'abc..', shape: 'triangle', hand: '<b>', p: '' }))
      // A link's hand that is not one is kept as written by the routes whose page says so (find-similar, fit).
      expect(search, path).toEqual(['/mouse/find-similar', '/mouse/fit'].includes(path) ? { hand: '<b>' } : {})
    }
    expect(validateFindSimilarRouteSearch({ hand: '190x85-palm' }).hand).toBe('190x85-palm')
    expect(validateFindSimilarSearch({ hand: '190x85-palm' }).hand).toBeUndefined()
    expect(validateFindSimilarRouteSearch({ hand: 'left' }).hand).toBe('left')
    expect(defined(validateMouseBrowseSearch({ weight: '70..50', shape: 'ergonomic,triangle', sort: 'weight' }))).toEqual({ weight: '50..70', shape: 'ergonomic', sort: 'weight' })
    expect(defined(validateFindSimilarSearch({ length: '500', width: 'abc', shape: 'ergonomic' }))).toEqual({ length: 160, shape: 'ergonomic' })
  })

  it('reads the parsed state the pages use, with defaults for garbage', () => {
    expect(mouseBrowseSearch.parse({ sort: 'nope', q: '   ', brand: ['razer', 3, { a: 1 }], weight: 60 })).toEqual({
      text: undefined,
      facets: { brand: ['razer', '3'] },
      ranges: { weight: { min: 60, max: 60 } },
      sort: { key: 'released', direction: 'desc' },
      view: undefined,
    })
    expect(mouseBrowseSearch.parse(null).sort).toEqual({ key: 'released', direction: 'desc' })
  })

  it('never throws on thousands of random query objects, and always yields a valid, stable search', () => {
    let seed = 7
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const keys = ['q', 'p', 'sort', 'view', 'brand', 'shape', 'hand', 'length', 'weight', 'dpi', 'type', 'force', 'mouse', 'w', 'tol', 'align', 'outlines', 'width', 'thumb', 'x', '__proto__', 'constructor']
    const atoms: unknown[] = ['', ' ', '..', '1..2', '-weight', 'weight', 'table', 'cards', 'ergonomic', '190x85-claw', 'center', 'off', 'a,b,,a', '1e3', 'NaN', '<script>', '\u0000', 'é🖱', 'x'.repeat(5000), 0, -1, 1.5, Number.NaN, Infinity, true, false, null, undefined, [], ['a', 1], {}, { a: { b: 1 } }]
    const randomValue = (): unknown => (next() < 0.15 ? [randomValue(), randomValue()] : atoms[Math.floor(next() * atoms.length)])
    for (let i = 0; i < 3000; i++) {
      const raw: Record<string, unknown> = {}
      for (let j = Math.floor(next() * 8); j > 0; j--) raw[keys[Math.floor(next() * keys.length)]!] = randomValue()
      for (const [path, validate] of Object.entries(routes)) {
        const search = validate(raw)
        // Only URL-safe values: text, finite numbers, nothing nested.
        for (const value of Object.values(search)) {
          expect(value === undefined || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)), `${path} ${JSON.stringify(raw).slice(0, 100)}`).toBe(true)
        }
        // Validating a validated search changes nothing, so the URL the page writes reads back the same.
        expect(defined(validate(search)), path).toEqual(defined(search))
      }
    }
  })
})
