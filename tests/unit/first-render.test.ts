import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleFirstRender, type FirstRenderMode } from '../../web/lib/first-render'

describe('the first render (web/lib/first-render.ts)', () => {
  let renders: FirstRenderMode[]
  const schedule = () => scheduleFirstRender((mode) => renders.push(mode), 1000)
  beforeEach(() => {
    vi.useFakeTimers()
    renders = []
  })
  afterEach(() => vi.useRealTimers())

  it('renders in slices once the app and the page are both ready, in either order', () => {
    const appFirst = schedule()
    appFirst.appReady()
    expect(renders).toEqual([])
    appFirst.pageSettled()
    const pageFirst = schedule()
    pageFirst.pageSettled()
    expect(renders).toEqual(['in-slices'])
    pageFirst.appReady()
    expect(renders).toEqual(['in-slices', 'in-slices'])
    vi.advanceTimersByTime(5000)
    expect(renders).toEqual(['in-slices', 'in-slices'])
  })

  it('renders the shell at once when the page is still on its way after the wait', () => {
    const firstRender = schedule()
    firstRender.appReady()
    vi.advanceTimersByTime(999)
    expect(renders).toEqual([])
    vi.advanceTimersByTime(1)
    expect(renders).toEqual(['at-once'])
    firstRender.pageSettled()
    expect(renders).toEqual(['at-once'])
  })

  it('renders at once as soon as a slow start-up is done if the page is still on its way', () => {
    const firstRender = schedule()
    vi.advanceTimersByTime(1500)
    expect(renders).toEqual([])
    firstRender.appReady()
    expect(renders).toEqual(['at-once'])
  })

  it('still renders in slices after a slow start-up when the page is in', () => {
    const firstRender = schedule()
    vi.advanceTimersByTime(800)
    firstRender.pageSettled()
    vi.advanceTimersByTime(700)
    expect(renders).toEqual([])
    firstRender.appReady()
    expect(renders).toEqual(['in-slices'])
  })
})
