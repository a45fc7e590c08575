import { describe, expect, it } from 'vitest'
import { needsFreshLoad, pathOf, spreadByPath } from '../e2e/visit-order'

/** How many neighbours share a path (each one a fresh load). */
const samePathNeighbours = (urls: readonly string[]) => urls.filter((url, index) => index > 0 && pathOf(urls[index - 1]!) === pathOf(url)).length

describe('the order an end-to-end file visits its pages in (tests/e2e/visit-order.ts)', () => {
  const urls = ['/', '/fit', '/fit?hand=a', '/fit?hand=b', '/compare?p=a', '/compare?p=b', '/about', '/fit?hand=c']

  it('keeps pages of the same path apart, each path in its own order', () => {
    const order = spreadByPath(urls, (url) => url)
    expect(order).toEqual(['/fit', '/compare?p=a', '/fit?hand=a', '/', '/fit?hand=b', '/compare?p=b', '/fit?hand=c', '/about'])
    expect(samePathNeighbours(urls)).toBe(3)
    expect(samePathNeighbours(order)).toBe(0)
    expect([...order].sort()).toEqual([...urls].sort())
  })

  it('puts what cannot be kept apart one after another', () => {
    expect(spreadByPath(['/a?1', '/a?2', '/a?3', '/b'], (url) => url)).toEqual(['/a?1', '/b', '/a?2', '/a?3'])
    expect(spreadByPath([], (url: string) => url)).toEqual([])
  })

  it('loads afresh for a new page and between two states of one path, and goes by the router otherwise', () => {
    expect(needsFreshLoad(undefined, '/fit')).toBe(true)
    expect(needsFreshLoad('/fit?hand=a', '/fit?hand=b')).toBe(true)
    expect(needsFreshLoad('/fit?hand=a', '/compare?p=a')).toBe(false)
  })
})
