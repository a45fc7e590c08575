import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { markHistoryEntry } from '../../web/lib/history-entry'

type EntryState = Record<string, unknown>

let routerHistory: RouterHistory | undefined

/** The router's own history, as createRouter makes it; undone after each test (it wraps pushState and replaceState). */
function createRouterHistory(): RouterHistory {
  routerHistory = createBrowserHistory()
  return routerHistory
}

afterEach(() => {
  routerHistory?.destroy()
  routerHistory = undefined
  vi.restoreAllMocks()
  window.history.replaceState(null, '')
})

describe('markHistoryEntry', () => {
  it('writes the state the router writes on a first visit, so the router does not write it again', () => {
    window.history.replaceState(null, '')
    createRouterHistory()
    const routers = window.history.state as EntryState
    routerHistory!.destroy()
    routerHistory = undefined

    window.history.replaceState(null, '')
    markHistoryEntry()
    const ours = window.history.state as EntryState
    // The same fields (an upgrade that adds one to the router's state fails here), the same index,
    // and one key under both names, as the router writes it.
    expect(Object.keys(ours).sort()).toEqual(Object.keys(routers).sort())
    expect(ours.__TSR_index).toBe(routers.__TSR_index)
    expect(routers.key).toBe(routers.__TSR_key)
    expect(ours.key).toBe(ours.__TSR_key)
    expect(ours.key).toMatch(/^[a-z0-9]{4,}$/)

    const replaceState = vi.spyOn(window.history, 'replaceState')
    const history = createRouterHistory()
    expect(replaceState).not.toHaveBeenCalled()
    expect(history.location.state.__TSR_key).toBe(ours.key)
    expect(history.location.state.__TSR_index).toBe(0)
  })

  it('leaves an entry that already has the router’s key alone (a reload, back and forward)', () => {
    const kept = { __TSR_index: 3, key: 'kept1', __TSR_key: 'kept1' }
    window.history.replaceState(kept, '')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    markHistoryEntry()
    expect(replaceState).not.toHaveBeenCalled()
    expect(window.history.state).toEqual(kept)
  })

  it('gives each first visit a key of its own', () => {
    const keys = new Set<unknown>()
    for (let visit = 0; visit < 20; visit++) {
      window.history.replaceState(null, '')
      markHistoryEntry()
      keys.add((window.history.state as EntryState).__TSR_key)
    }
    expect(keys.size).toBe(20)
  })
})
