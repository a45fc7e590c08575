import { describe, expect, it } from 'vitest'
import { scheduleFirstRender } from '../../web/lib/first-render'

describe('the first render (web/lib/first-render.ts)', () => {
  // What each render showed: the shell alone (the page held out of it) or the whole app.
  let renders: ('shell' | 'page')[]
  const schedule = () => {
    renders = []
    return scheduleFirstRender((pageHeld) => renders.push(pageHeld ? 'shell' : 'page'))
  }

  it('renders once the app and the page are both ready, in either order', () => {
    const appFirst = schedule()
    appFirst.appReady()
    expect(renders).toEqual([])
    appFirst.pageSettled()
    expect(renders).toEqual(['page'])
    const pageFirst = schedule()
    pageFirst.pageSettled()
    expect(renders).toEqual([])
    pageFirst.appReady()
    expect(renders).toEqual(['page'])
  })

  it('renders the shell alone once the router shows the loading note, and the page when it arrives', () => {
    const firstRender = schedule()
    firstRender.appReady()
    expect(renders).toEqual([])
    firstRender.pagePending()
    expect(renders).toEqual(['shell'])
    firstRender.pagePending()
    expect(renders).toEqual(['shell'])
    firstRender.pageSettled()
    expect(renders).toEqual(['shell', 'page'])
    firstRender.pageSettled()
    expect(renders).toEqual(['shell', 'page'])
  })

  it('renders the shell as soon as a slow start-up is done if the page is still on its way', () => {
    const firstRender = schedule()
    firstRender.pagePending()
    expect(renders).toEqual([])
    firstRender.appReady()
    expect(renders).toEqual(['shell'])
    firstRender.pageSettled()
    expect(renders).toEqual(['shell', 'page'])
  })

  it('renders the page alone after a slow start-up if the page came in meanwhile', () => {
    const firstRender = schedule()
    firstRender.pagePending()
    firstRender.pageSettled()
    expect(renders).toEqual([])
    firstRender.appReady()
    expect(renders).toEqual(['page'])
  })
})
