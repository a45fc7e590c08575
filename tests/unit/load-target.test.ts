import { describe, expect, it } from 'vitest'
import { loadTarget, ratiosToFirst } from '../../bench/load-target'

describe('what blocking-ab loads from each server (bench/load-target.ts)', () => {
  it('loads the shared page from a server given as an origin', () => {
    expect(loadTarget('http://127.0.0.1:8792', '/mouse/browse')).toEqual({ origin: 'http://127.0.0.1:8792', page: '/mouse/browse' })
    expect(loadTarget('http://127.0.0.1:8792/', '/mouse/browse')).toEqual({ origin: 'http://127.0.0.1:8792', page: '/mouse/browse' })
  })

  it("loads a server's own page, query included, when its address names one", () => {
    expect(loadTarget('http://127.0.0.1:8792/bench-reference', '/mouse/browse')).toEqual({ origin: 'http://127.0.0.1:8792', page: '/bench-reference' })
    expect(loadTarget('http://127.0.0.1:8793/mouse/compare?p=Zowie-EC2-CW', '/')).toEqual({ origin: 'http://127.0.0.1:8793', page: '/mouse/compare?p=Zowie-EC2-CW' })
  })

  it('gives each median as a ratio to the first', () => {
    expect(ratiosToFirst([200, 300, 100])).toEqual([1, 1.5, 0.5])
    expect(ratiosToFirst([0, 300]).every(Number.isNaN)).toBe(true)
  })
})
