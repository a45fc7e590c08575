/**
 * One `p` rule (issue 21): the compare page and the worker (which titles the page for crawlers and
 * link previews) read the same query string and find the same mice, on the real catalogue. The site
 * side goes through TanStack Router's search parser and the route's validateSearch, as a visit does;
 * the worker side through the rows as the worker reads them and the raw query string of a request.
 */
import type { PGlite } from '@electric-sql/pglite'
import { defaultParseSearch } from '@tanstack/router-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueViews, type CatalogueMouse } from '../../edge/catalogue-rows'
import { comparedMice } from '../../edge/site-paths'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import { validateCompareSearch } from '../../web/features/catalogue/compare/compare-search'
import type { MouseRow } from '../../web/lib/api-types'
import { buildCompareParam } from '../../web/lib/compare-name'
import { foundItems, maxComparedItems, resolveSelection } from '../../web/lib/compare-selection'
import { productName } from '../../web/lib/product-name'

let db: PGlite
let siteMice: MouseRow[]
let workerMice: CatalogueMouse[]

beforeAll(async () => {
  db = await openCatalogue()
  const records = JSON.parse((await exportApiViews(db)).mice!) as Record<string, unknown>[]
  siteMice = records as unknown as MouseRow[]
  workerMice = records.flatMap((record) => catalogueViews.mice.read(record) ?? [])
}, 120_000)

afterAll(async () => {
  await db?.close()
})

/** The handles of the mice the page shows for this raw query string. */
function siteHandles(query: string): string[] {
  const search = validateCompareSearch(defaultParseSearch(query))
  return foundItems(resolveSelection(search.p, siteMice, { nameOf: productName, handleOf: (mouse) => mouse.general__handle })).map((found) => found.item.general__handle)
}

/** The handles of the mice the worker names for this raw query string. */
function workerHandles(query: string): string[] {
  return comparedMice(query, workerMice).map((found) => found.mouse.general__handle)
}

const query = (p: string) => `?p=${encodeURIComponent(p)}`

describe('the site and the worker find the same mice for a p', () => {
  it('on ordinary and hostile values', () => {
    const names = siteMice.map(productName)
    const handles = siteMice.map((mouse) => mouse.general__handle)
    const [a, b, c] = names
    const values = [
      buildCompareParam([a!, b!]),
      buildCompareParam([a!, b!, c!]).toUpperCase(),
      buildCompareParam([a!, b!]).toLowerCase().replace(/-/g, '---'),
      `--${buildCompareParam([a!])}--VS.--${buildCompareParam([b!])}-`,
      buildCompareParam([a!, a!, b!, a!]),
      buildCompareParam(names.slice(0, 20)),
      handles.slice(0, 3).join('-vs.-'),
      `${handles[0]}-vs.-${buildCompareParam([handles[0]!])}-vs.-${buildCompareParam([a!])}`,
      `No-Such-Mouse-vs.-${buildCompareParam([a!])}-vs.-Other-Nothing`,
      `${a}-vs.-${b}`,
      `Ra\u0301zer-Viper-vs.-${buildCompareParam([b!])}-vs.-マウス-vs.-🖱️`,
      `${'x'.repeat(10_000)}-vs.-${buildCompareParam([a!])}`,
      `${buildCompareParam([a!])}-vs.-${'y'.repeat(10_000)}`,
      ' '.repeat(3990) + buildCompareParam([a!, b!]),
      '',
      '-vs.-',
      '<script>alert(1)</script>',
      JSON.stringify([buildCompareParam([a!])]),
      JSON.stringify(buildCompareParam([a!])),
      '12345',
      'true',
      'null',
    ]
    for (const p of values) {
      const site = siteHandles(query(p))
      expect(workerHandles(query(p)), p.slice(0, 80)).toEqual(site)
      expect(site.length).toBeLessThanOrEqual(maxComparedItems)
    }
    // The ordinary ones name what they say.
    expect(siteHandles(query(values[0]!))).toEqual(handles.slice(0, 2))
    expect(siteHandles(query(values[5]!))).toHaveLength(maxComparedItems)
    expect(siteHandles(query(values[6]!))).toEqual(handles.slice(0, 3))
    expect(siteHandles(query(values[7]!))).toEqual([handles[0]])
  })

  it('on a raw query the way a hand-typed link writes it (plus signs, percent escapes, repeated keys)', () => {
    const [a, b] = siteMice.map(productName)
    for (const raw of [`?p=${a!.replace(/ /g, '+')}`, `?p=${encodeURIComponent(a!)}-vs.-${encodeURIComponent(b!)}`, `?p=${encodeURIComponent(buildCompareParam([a!]))}&p=${encodeURIComponent(buildCompareParam([b!]))}`, '?p=%E0%A4%A', '?p']) {
      expect(workerHandles(raw), raw).toEqual(siteHandles(raw))
    }
  })

  it('on thousands of random values', () => {
    const names = siteMice.map(productName)
    let seed = 21
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const pieces = ['-vs.-', '-', ' ', 'VS.', '.', '"', '[', ']', ',', '%', '+', 'é', '🖱', '0', '1e3']
    for (let i = 0; i < 2000; i++) {
      let p = ''
      const count = Math.floor(next() * 6)
      for (let j = 0; j < count; j++) {
        const choice = next()
        if (choice < 0.5) p += names[Math.floor(next() * names.length)]!.replace(next() < 0.5 ? / /g : /$^/, '-')
        else if (choice < 0.7) p += siteMice[Math.floor(next() * siteMice.length)]!.general__handle
        p += pieces[Math.floor(next() * pieces.length)]
      }
      expect(workerHandles(query(p)), p).toEqual(siteHandles(query(p)))
    }
  })
})
