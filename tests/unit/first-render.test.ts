import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleFirstRender } from '../../web/lib/first-render'

describe('the first render (web/lib/first-render.ts)', () => {
  // What each render showed: the shell alone (the page held out of it, at once) or the whole app (in slices).
  let renders: ('shell' | 'page')[]
  const schedule = () => scheduleFirstRender((pageHeld) => renders.push(pageHeld ? 'shell' : 'page'), 1000)
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
    expect(renders).toEqual(['page'])
    pageFirst.appReady()
    expect(renders).toEqual(['page', 'page'])
    vi.advanceTimersByTime(5000)
    expect(renders).toEqual(['page', 'page'])
  })

  it('renders the shell alone when the page is still on its way after the wait, and the page in slices when it arrives', () => {
    const firstRender = schedule()
    firstRender.appReady()
    vi.advanceTimersByTime(999)
    expect(renders).toEqual([])
    vi.advanceTimersByTime(1)
    expect(renders).toEqual(['shell'])
    vi.advanceTimersByTime(5000)
    expect(renders).toEqual(['shell'])
    // The router's own update when the page arrives would render it in one synchronous task.
    firstRender.pageSettled()
    expect(renders).toEqual(['shell', 'page'])
    firstRender.pageSettled()
    expect(renders).toEqual(['shell', 'page'])
  })

  it('renders the shell as soon as a slow start-up is done if the page is still on its way', () => {
    const firstRender = schedule()
    vi.advanceTimersByTime(1500)
    expect(renders).toEqual([])
    firstRender.appReady()
    expect(renders).toEqual(['shell'])
    firstRender.pageSettled()
    expect(renders).toEqual(['shell', 'page'])
  })

  it('still renders in slices after a slow start-up when the page is in', () => {
    const firstRender = schedule()
    vi.advanceTimersByTime(800)
    firstRender.pageSettled()
    vi.advanceTimersByTime(700)
    expect(renders).toEqual([])
    firstRender.appReady()
    expect(renders).toEqual(['page'])
  })
})
