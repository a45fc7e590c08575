import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { previewStorageKey } from '../../web/lib/preview-session'
import { resetTestObjectForTests } from '../../web/lib/test-object-store'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

// Order of the seed's available promos (SPEC §4: high, medium, high again, low).
const seedOrder = [
  'compare-viper-v3-pro-superlight-2', 'browse-mice', 'discounts',
  'find-similar', 'pulsar-x2-v3', 'zowie-dw-series',
  'compare-viper-v3-pro-superlight-2', 'browse-mice', 'discounts',
  'razer-deathadder-v3-pro', 'sensors-compare',
]

/**
 * The carousel once it is live: it renders in a transition, whose effects (starting the rotation,
 * listening for resizes) run a task after it shows; the test acts on it from then.
 */
async function carousel() {
  const region = await screen.findByRole('region', { name: 'Promotions' })
  await waitFor(() => expect(region).toHaveAttribute('data-running'))
  return region
}
const slide = (region: HTMLElement) => within(region).getByTestId('promo-slide')
const handle = (region: HTMLElement) => slide(region).getAttribute('data-handle')
const button = (region: HTMLElement, name: string) => within(region).getByRole('button', { name })

beforeEach(() => {
  // Deterministic colours: the first colour of each list unless it must be avoided.
  vi.spyOn(Math, 'random').mockReturnValue(0)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
  resetTestObjectForTests()
})

/** This tab previews what `query` asks for, as if the editor had opened it. */
function startPreview(query: string) {
  window.sessionStorage.setItem(previewStorageKey, JSON.stringify({ query, startedAt: Date.now() }))
  resetTestObjectForTests()
}

describe('promo carousel', () => {
  it('is a labelled carousel in the strip slot, showing the first promo of the ordered list', async () => {
    await renderApp('/')
    const region = await carousel()
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(region.closest('[data-promo-slot]')).toHaveAttribute('data-promo-slot', 'strip')
    const current = slide(region)
    expect(current).toHaveAttribute('aria-roledescription', 'slide')
    expect(current).toHaveAttribute('aria-label', `1 of ${seedOrder.length}`)
    expect(handle(region)).toBe(seedOrder[0])
    // The page is there as always.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
  })

  it('runs over the list in SPEC order with next, and wraps around both ways', async () => {
    await renderApp('/')
    const region = await carousel()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const seen = [handle(region)]
    for (let i = 1; i < seedOrder.length; i++) {
      fireEvent.click(button(region, 'Next promotion'))
      seen.push(handle(region))
      act(() => vi.advanceTimersByTime(500))
    }
    expect(seen).toEqual(seedOrder)
    fireEvent.click(button(region, 'Next promotion'))
    expect(handle(region)).toBe(seedOrder[0])
    act(() => vi.advanceTimersByTime(500))
    fireEvent.click(button(region, 'Previous promotion'))
    expect(handle(region)).toBe(seedOrder.at(-1))
    expect(slide(region)).toHaveAttribute('aria-label', `${seedOrder.length} of ${seedOrder.length}`)
  })

  it('locks navigation for 500 ms after each move', async () => {
    await renderApp('/')
    const region = await carousel()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.click(button(region, 'Next promotion'))
    fireEvent.click(button(region, 'Next promotion'))
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(slide(region)).toHaveAttribute('aria-label', '2 of 11')
    act(() => vi.advanceTimersByTime(499))
    fireEvent.click(button(region, 'Next promotion'))
    expect(slide(region)).toHaveAttribute('aria-label', '2 of 11')
    act(() => vi.advanceTimersByTime(1))
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(slide(region)).toHaveAttribute('aria-label', '3 of 11')
    act(() => vi.advanceTimersByTime(500))
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    expect(slide(region)).toHaveAttribute('aria-label', '2 of 11')
  })

  it('advances every 12 s, pauses while hovered and restarts on leave', async () => {
    await renderApp('/')
    const region = await carousel()
    // Hover first, so the next period is scheduled on fake timers when the pointer leaves.
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    act(() => vi.advanceTimersByTime(30_000))
    expect(handle(region)).toBe(seedOrder[0])
    fireEvent.pointerLeave(region, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(11_999))
    expect(handle(region)).toBe(seedOrder[0])
    act(() => vi.advanceTimersByTime(1))
    expect(handle(region)).toBe(seedOrder[1])
    act(() => vi.advanceTimersByTime(12_000))
    expect(handle(region)).toBe(seedOrder[2])
    // Hover mid-period: nothing moves; leave: a full 12 s again.
    act(() => vi.advanceTimersByTime(6_000))
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(60_000))
    expect(handle(region)).toBe(seedOrder[2])
    fireEvent.pointerLeave(region, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(11_000))
    expect(handle(region)).toBe(seedOrder[2])
    act(() => vi.advanceTimersByTime(1_000))
    expect(handle(region)).toBe(seedOrder[3])
  })

  it('has a pause button that stops rotation (WCAG 2.2.2) and a play button that resumes it', async () => {
    await renderApp('/')
    const region = await carousel()
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.click(button(region, 'Pause promotions'))
    fireEvent.pointerLeave(region, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(60_000))
    expect(handle(region)).toBe(seedOrder[0])
    fireEvent.click(button(region, 'Play promotions'))
    act(() => vi.advanceTimersByTime(12_000))
    expect(handle(region)).toBe(seedOrder[1])
  })

  it('announces slides politely on user action only, never on the automatic rotation', async () => {
    await renderApp('/')
    const region = await carousel()
    const live = within(region).getByTestId('promo-announcement')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(live).toHaveTextContent('')
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.pointerLeave(region, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(12_000))
    expect(handle(region)).toBe(seedOrder[1])
    expect(live).toHaveTextContent('')
    act(() => vi.advanceTimersByTime(500))
    fireEvent.click(button(region, 'Next promotion'))
    expect(live).toHaveTextContent('3 of 11: Example discounts (an example, not a real offer)')
  })

  it('goes next on a swipe left and previous on a swipe right, ignoring short moves and edge touches', async () => {
    await renderApp('/')
    const region = await carousel()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(region, { touches: [{ clientX: fromX, clientY: 20 }] })
      fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: toX, clientY: 22 }] })
      act(() => vi.advanceTimersByTime(500))
    }
    swipe(300, 200)
    expect(handle(region)).toBe(seedOrder[1])
    swipe(200, 300)
    expect(handle(region)).toBe(seedOrder[0])
    swipe(300, 290)
    expect(handle(region)).toBe(seedOrder[0])
    swipe(10, 200)
    expect(handle(region)).toBe(seedOrder[0])
  })

  it('renders **bold** and *italic* markup as elements and links internal promos inside the app', async () => {
    const { router } = await renderApp('/')
    const region = await carousel()
    // Slide 1: "Two *flagship* shapes, side by side", linking to the compare page.
    const text = within(region).getByTestId('promo-horizontal-text')
    expect(within(text).getAllByText('flagship')[0]!.tagName).toBe('EM')
    const link = within(region).getByRole('link')
    expect(link).toHaveAttribute('href', '/mouse/compare?p=Razer-Viper-V3-Pro-vs.-Logitech-G-Pro-X-Superlight-2')
    expect(link).not.toHaveAttribute('target')
    fireEvent.click(link)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mouse/compare'), { timeout: 20_000 })
    expect(router.state.location.searchStr).toContain('Razer-Viper-V3-Pro')
  })

  it('opens external promos in a new tab without an opener', async () => {
    await renderApp('/')
    const region = await carousel()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    while (handle(region) !== 'pulsar-x2-v3') {
      fireEvent.click(button(region, 'Next promotion'))
      act(() => vi.advanceTimersByTime(500))
    }
    const link = within(region).getByRole('link')
    expect(link).toHaveAttribute('href', 'https://www.pulsar.gg/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.getAttribute('rel')).toContain('noreferrer')
    expect(link.getAttribute('rel')).toContain('sponsored')
    expect(link).toHaveTextContent('(opens in a new tab)')
  })

  it('shows the horizontal text in the largest variant that fits, rechecked 500 ms after a resize', async () => {
    // jsdom has no layout: one line of text is 10 px per px of font size, the container as wide as we say.
    let containerWidth = 1000
    const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return Number.parseFloat(this.style.fontSize || '0') * 10
    })
    const clientWidth = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('data-testid') === 'promo-horizontal-text' ? containerWidth : 0
    })
    await renderApp('/')
    const region = await carousel()
    const text = within(region).getByTestId('promo-horizontal-text')
    expect(text).toHaveAttribute('data-variant', 'large')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    containerWidth = 150 // large (170) no longer fits, medium (140) does
    fireEvent(window, new Event('resize'))
    act(() => vi.advanceTimersByTime(300))
    fireEvent(window, new Event('resize')) // still resizing: the 500 ms start again
    act(() => vi.advanceTimersByTime(499))
    expect(text).toHaveAttribute('data-variant', 'large')
    act(() => vi.advanceTimersByTime(1))
    expect(text).toHaveAttribute('data-variant', 'medium')
    containerWidth = 50 // nothing fits: small, which may wrap
    fireEvent(window, new Event('resize'))
    act(() => vi.advanceTimersByTime(500))
    expect(text).toHaveAttribute('data-variant', 'small')
    offsetWidth.mockRestore()
    clientWidth.mockRestore()
  })

  it('picks the variant when the browser reports the text laid out, not inside the commit, and again for a new text', async () => {
    // A resize observer as the browser's: it reports each observed element once laid out, and again
    // when its size changes. Here the test says when the browser has laid the page out.
    const observed = new Map<Element, ResizeObserverCallback>()
    class ReportingObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(element: Element) {
        observed.set(element, this.callback)
      }
      unobserve(element: Element) {
        observed.delete(element)
      }
      disconnect() {
        for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element)
      }
    }
    const layOut = () =>
      act(() => {
        for (const callback of new Set(observed.values())) callback([], {} as ResizeObserver)
      })
    vi.stubGlobal('ResizeObserver', ReportingObserver)
    // One line of text is (its length) px per px of font size; the container is 500 px wide.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return Number.parseFloat(this.style.fontSize || '0') * (this.textContent?.length ?? 0)
    })
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('data-testid') === 'promo-horizontal-text' ? 500 : 0
    })
    try {
      await renderApp('/')
      const region = await carousel()
      const text = () => within(region).getByTestId('promo-horizontal-text')
      const fits = () => {
        const length = text().querySelector(':scope > span')!.textContent!.length
        return length * 17 <= 500 ? 'large' : length * 14 <= 500 ? 'medium' : 'small'
      }
      // The three hidden copies, one per variant, are what the browser reports on.
      expect([...observed.keys()].map((element) => (element as HTMLElement).style.fontSize)).toEqual(['17px', '14px', '12px'])
      expect(text()).toHaveAttribute('data-variant', 'large')
      layOut()
      expect(text()).toHaveAttribute('data-variant', fits())
      // Each slide's text is measured when its copies are laid out.
      const variants = new Set<string | null>()
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
      for (let move = 0; move < seedOrder.length; move++) {
        fireEvent.click(button(region, 'Next promotion'))
        act(() => vi.advanceTimersByTime(500))
        layOut()
        expect(text()).toHaveAttribute('data-variant', fits())
        variants.add(text().getAttribute('data-variant'))
      }
      // The seed's texts are short and long enough for this to be a real check.
      expect(variants.size).toBeGreaterThan(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('paints each slide from its colour record, and the fallback for a handle with no record', async () => {
    await renderApp('/')
    const region = await carousel()
    // Math.random() = 0: the first colour, blue, a two-colour gradient.
    expect(slide(region)).toHaveAttribute('data-color', 'blue')
    expect(region.style.background).toMatch(/linear-gradient\(45deg, (#0080fe|rgb\(0, 128, 254\)), (#1a72e9|rgb\(26, 114, 233\))\)/)
    expect(region).toHaveStyle({ color: '#ffffff' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    while (handle(region) !== 'discounts') {
      fireEvent.click(button(region, 'Next promotion'))
      act(() => vi.advanceTimersByTime(500))
    }
    // "neon" has no record: black text on white.
    expect(slide(region)).toHaveAttribute('data-color', 'neon')
    expect(region).toHaveStyle({ color: '#000000', background: '#ffffff' })
  })

  it('puts the test-mode promo first (SPEC §4 Test mode), text taken literally', async () => {
    startPreview('?testDbObject=true&dbObjectType=promo&handle=preview&horizontal_text=**Preview** <b>not html</b>&link_type=internal&link_url=/contact&colors=razer-green')
    const { router } = await renderApp('/')
    const region = await carousel()
    expect(handle(region)).toBe('preview')
    expect(slide(region)).toHaveAttribute('aria-label', `1 of ${seedOrder.length + 1}`)
    const text = within(region).getByTestId('promo-horizontal-text')
    expect(within(text).getAllByText('Preview')[0]!.tagName).toBe('STRONG')
    expect(text.textContent).toContain('<b>not html</b>')
    expect(text.querySelector('b')).toBeNull()
    expect(region).toHaveStyle({ background: '#44d62c' })
    fireEvent.click(within(region).getByRole('link'))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contact'), { timeout: 20_000 })
  })
})

describe('promo carousel failures (SPEC §8)', () => {
  it('logs an unreachable promo source, shows no carousel and leaves the page working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/available_promos`, () => HttpResponse.error()))
    await renderApp('/')
    await vi.waitFor(() => expect(errors.mock.calls.some(([message]) => String(message).includes('Could not load the promos'))).toBe(true), { timeout: 20_000 })
    await vi.waitFor(() => expect(document.querySelector('[data-promo-slot="strip"]')).toBeNull(), { timeout: 20_000 })
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByTestId('drawer-button')).toBeInTheDocument()
  })

  it('keeps the default colours when the colour records cannot be fetched', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/promo_colors`, () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })))
    await renderApp('/')
    const region = await carousel()
    expect(handle(region)).toBe(seedOrder[0])
    expect(region).toHaveStyle({ color: '#000000', background: '#ffffff' })
    expect(errors.mock.calls.some(([message]) => String(message).includes('promo colours'))).toBe(true)
  })

  it('collapses when there are no promos', async () => {
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/available_promos`, () => HttpResponse.json([])))
    await renderApp('/')
    await vi.waitFor(() => expect(document.querySelector('[data-promo-slot="strip"]')).toBeNull(), { timeout: 20_000 })
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
  })
})
