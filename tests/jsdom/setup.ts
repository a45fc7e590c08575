import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest'
import { postgrestHandlers } from '../msw/supabase-handlers'

/**
 * Component tests read the catalogue through supabase-js, exactly as production does; msw stands in
 * for Supabase's REST API at the network edge, serving the rows the real migrations and seed give
 * (tests/jsdom/global-setup.ts). Unhandled requests fail the test.
 */
/**
 * findBy…/waitFor wait for the state a test needs; how long that takes depends on the machine (a
 * page of 1,361 mice in jsdom on a busy two-core machine takes seconds). The default 1 s failed
 * tests that were right, so the wait is bounded only against a hang. No test sets its own.
 */
configure({ asyncUtilTimeout: 20_000 })

export const supabaseServer = setupServer(...postgrestHandlers(inject('apiSnapshot')))
beforeAll(() => supabaseServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => supabaseServer.close())

// jsdom lacks the layout APIs Chakra and the router call; these stubs only answer "nothing to report".
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
// A browser's resize observer reports each element once after it starts observing it (after the
// next layout), whatever its size, and never once disconnected: code that waits for that first
// report must get it here too, and a component gone by then must not.
class FirstReportResizeObserver extends NoopObserver {
  private readonly pending = new Set<ReturnType<typeof setTimeout>>()
  constructor(private readonly callback: ResizeObserverCallback) {
    super()
  }
  override observe(target?: Element) {
    const report = setTimeout(() => {
      this.pending.delete(report)
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver)
    })
    this.pending.add(report)
  }
  override disconnect() {
    for (const report of this.pending) clearTimeout(report)
    this.pending.clear()
  }
}
globalThis.ResizeObserver ??= FirstReportResizeObserver as unknown as typeof ResizeObserver
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
// jsdom has no <dialog> methods. These do to the element what a browser's do (the open attribute,
// the close event; no modality, which Chromium tests), so the app calls them as it does in browsers.
// The close event fires at once here, a task later in a browser: nothing waits on the difference.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement, returnValue?: string) {
  if (!this.hasAttribute('open')) return
  this.removeAttribute('open')
  if (returnValue !== undefined) this.returnValue = returnValue
  this.dispatchEvent(new Event('close'))
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo
Element.prototype.scrollIntoView = vi.fn()

afterEach(() => {
  supabaseServer.resetHandlers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.className = ''
})
