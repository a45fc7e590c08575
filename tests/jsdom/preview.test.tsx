/**
 * Test mode is a preview, not a publishing channel (SPEC §4; issue 17), through the real route
 * tree: every page of a tab in preview carries the 'Preview — not published' banner with a way
 * out and is noindex; a test product is marked wherever it appears (browse, compare, review);
 * a test promo's external link is shown as text, not followed; without a preview nothing of it
 * shows (or loads).
 */
import { ChakraProvider } from '@chakra-ui/react'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PreviewBanner from '../../web/features/shell/preview-banner'
import { previewMessages } from '../../web/lib/preview-messages'
import { previewStorageKey } from '../../web/lib/preview-session'
import { resetTestObjectForTests } from '../../web/lib/test-object-store'
import { getSystem } from '../../web/theme/system'
import { renderApp } from './render-app'

afterEach(() => {
  window.sessionStorage.clear()
  resetTestObjectForTests()
  // The robots tag is the router's (root route head): it leaves with the app when the test unmounts it.
})

/** This tab previews what `query` asks for, as if the editor had opened it (a later, clean page of the tab). */
function startPreview(query: string) {
  window.sessionStorage.setItem(previewStorageKey, JSON.stringify({ query, startedAt: Date.now() }))
  resetTestObjectForTests()
}

const testMouse =
  '?testDbObject=true&dbObjectType=product&general__category=mouse&general__handle=preview-mouse&general__brand_names=Acme&general__brand_handles=acme' +
  '&general__model=Phantom&mouse__length=120&mouse__width=60&mouse__height=38&mouse__weight=55&mouse__shape=symmetrical&mouse__hand_compatibility=ambidextrous' +
  '&general__affiliate_links=https://evil.example/buy'

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content

describe('a tab in preview', () => {
  it('shows the banner on every page, with a way out, and is noindex', async () => {
    startPreview(testMouse)
    const { router } = await renderApp('/')
    const banner = await screen.findByTestId('preview-banner')
    expect(within(banner).getByRole('heading', { name: previewMessages.notPublished })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: previewMessages.leavePreview })).toBeInTheDocument()
    await waitFor(() => expect(robots()).toBe('noindex'))
    // Another page of the tab: still the banner, still noindex (the page's own meta does not undo it).
    await router.navigate({ to: '/contact' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByTestId('preview-banner')).toBeInTheDocument()
    await waitFor(() => expect(robots()).toBe('noindex'))
  })

  it('marks the test mouse in browse, as a card and as a table row', async () => {
    startPreview(testMouse)
    // By name, the test mouse (Acme, no release date) is among the first cards.
    await renderApp('/mouse/browse?sort=name')
    const card = (await screen.findAllByTestId('mouse-card', {}, { timeout: 8000 })).find((node) => node.getAttribute('data-handle') === 'preview-mouse')!
    expect(card).toBeDefined()
    // The mark loads on demand (web/components/ui/preview-mark.tsx): wait for it, as the e2e suite does.
    expect(await within(card).findByTestId('preview-mark')).toHaveTextContent(/Preview/)
    expect(within(card).getByTestId('preview-mark')).toHaveAttribute('title', previewMessages.notPublished)
    // Only the test mouse is marked.
    expect(screen.getAllByTestId('preview-mark')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Table', pressed: false }))
    // The table loads on demand (cards are the default view): its first import can take a while here.
    const table = await screen.findByRole('table')
    const row = within(table).getByRole('rowheader', { name: /Phantom/ })
    expect(within(row).getByTestId('preview-mark')).toBeInTheDocument()
    expect(within(table).getAllByTestId('preview-mark')).toHaveLength(1)
  })

  it('marks the test mouse on the compare page', async () => {
    startPreview(testMouse)
    await renderApp('/mouse/compare?p=Acme-Phantom-vs.-Razer-Viper-V3-Pro')
    const chips = await screen.findAllByTestId('selected-mouse')
    const chip = chips.find((node) => node.textContent?.includes('Phantom'))!
    expect(within(chip).getByTestId('preview-mark')).toBeInTheDocument()
    // (The specifications load once mice are named: web/features/catalogue/compare/compare-results.tsx.)
    const table = await screen.findByRole('table')
    expect(within(table).getAllByTestId('preview-mark')).toHaveLength(1)
  })

  it('marks a previewed edit of a reviewed mouse on its review, its shop links as text', async () => {
    startPreview(testMouse.replace('general__handle=preview-mouse', 'general__handle=logitech-g-pro-x-superlight-2'))
    await renderApp('/mouse/review/logitech/g-pro-x-superlight-2')
    const box = await screen.findByTestId('review-spec-box')
    expect(within(box).getByTestId('preview-mark')).toBeInTheDocument()
    expect(within(box).getByTestId('affiliate-link-not-followed')).toHaveTextContent('https://evil.example/buy')
    expect(document.querySelector('a[href*="evil.example"]')).toBeNull()
  })

  it('leaving ends the preview session', async () => {
    startPreview(testMouse)
    await renderApp('/')
    const leave = await screen.findByRole('button', { name: previewMessages.leavePreview })
    // jsdom cannot navigate: the page load that follows is Chromium's (tests/e2e/preview.e2e.ts).
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    fireEvent.click(leave)
    quiet.mockRestore()
    expect(window.sessionStorage.getItem(previewStorageKey)).toBeNull()
  })

  it('shows a test promo’s external link as text, and follows none', async () => {
    startPreview('?testDbObject=true&dbObjectType=promo&handle=phish&title_text=Claim your prize&button_text=Claim&link_type=external&link_url=https://evil.example/login')
    await renderApp('/')
    const region = await screen.findByRole('region', { name: 'Promotions' })
    const slide = within(region).getByTestId('promo-slide')
    expect(slide).toHaveAttribute('data-handle', 'phish')
    expect(within(slide).getByTestId('preview-mark')).toBeInTheDocument()
    expect(within(slide).getByTestId('promo-link-not-followed')).toHaveTextContent('https://evil.example/login')
    expect(region.querySelector('a[href*="evil.example"]')).toBeNull()
    expect(document.querySelector('a[href*="evil.example"]')).toBeNull()
  })
})

describe('a tab without a preview', () => {
  it('shows no banner, no mark and stays indexable', async () => {
    await renderApp('/mouse/browse')
    await screen.findAllByTestId('mouse-card')
    expect(screen.queryByTestId('preview-banner')).toBeNull()
    expect(screen.queryAllByTestId('preview-mark')).toEqual([])
    expect(robots()).toBeUndefined()
  })

  it('ignores a preview session older than an hour', async () => {
    window.sessionStorage.setItem(previewStorageKey, JSON.stringify({ query: testMouse, startedAt: Date.now() - 61 * 60 * 1000 }))
    resetTestObjectForTests()
    await renderApp('/mouse/browse')
    await screen.findAllByTestId('mouse-card')
    expect(screen.queryByTestId('preview-banner')).toBeNull()
    expect(screen.queryAllByTestId('preview-mark')).toEqual([])
    expect(window.sessionStorage.getItem(previewStorageKey)).toBeNull()
  })
})

describe('the preview banner’s noindex', () => {
  // The banner marks the page noindex at once (the head renderer loads later, when idle); what it
  // set up must go with it, or a later page of the document would stay noindex.
  it('adds a robots tag while shown and removes the one it added', () => {
    const shown = render(
      <ChakraProvider value={getSystem()}>
        <PreviewBanner />
      </ChakraProvider>,
    )
    expect(robots()).toBe('noindex')
    shown.unmount()
    expect(robots()).toBeUndefined()
  })

  it('gives back a robots tag that was there before', () => {
    const tag = Object.assign(document.createElement('meta'), { name: 'robots', content: 'index, follow' })
    document.head.append(tag)
    const shown = render(
      <ChakraProvider value={getSystem()}>
        <PreviewBanner />
      </ChakraProvider>,
    )
    expect(robots()).toBe('noindex')
    shown.unmount()
    expect(robots()).toBe('index, follow')
    tag.remove()
  })
})
