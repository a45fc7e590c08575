import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DiscountRow } from '../../web/lib/api-types'
import { messages } from '../../web/lib/messages'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

const row = (handle: string, valid_until: string | null, extra: Partial<DiscountRow> = {}): DiscountRow => ({
  handle,
  is_example: false,
  brand_handle: 'acme',
  brand_name: 'Acme',
  title: `${handle} deal`,
  description: `About ${handle}.`,
  code: `CODE-${handle.toUpperCase()}`,
  link_url: 'https://acme.example/',
  amount: '10%',
  valid_from: '2020-01-01T00:00:00Z',
  valid_until,
  ...extra,
})

/** The discounts view read some time ago: one row has ended since. */
function serveDiscounts(rows: DiscountRow[]) {
  supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/discounts`, () => HttpResponse.json(rows)))
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
  window.getSelection()?.removeAllRanges()
})

describe('/discounts', () => {
  it('lists the current discounts of the real seed: brand, amount, code or link, validity', async () => {
    await renderApp('/discounts')
    const list = await screen.findByTestId('discount-list')
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming gear discounts' })).toBeInTheDocument()
    const cards = within(list).getAllByTestId('discount-card')
    expect(cards.length).toBeGreaterThanOrEqual(5)
    const steelseries = cards.find((card) => within(card).queryByText('12% off SteelSeries mice'))!
    expect(within(steelseries).getByText('SteelSeries')).toBeInTheDocument()
    expect(within(steelseries).getByText('12%')).toBeInTheDocument()
    expect(within(steelseries).getByTestId('discount-code')).toHaveTextContent('EXAMPLE-STEEL12')
    expect(within(steelseries).getByTestId('discount-validity')).toHaveTextContent('Valid until Jan 15, 2028')
    expect(within(steelseries).getByRole('link', { name: '12% off SteelSeries mice' })).toHaveAttribute('href', '/discounts/steelseries-12-percent')
    const shop = within(steelseries).getByRole('link', { name: /Shop at SteelSeries/ })
    expect(shop).toHaveAttribute('href', 'https://steelseries.com/')
    expect(shop).toHaveAttribute('target', '_blank')
    // The demo's offers are examples: each card says so, and an example's link is a plain link.
    expect(shop.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    for (const card of cards) {
      const code = within(card).queryByTestId('discount-code')
      expect(within(card).getByTestId('example-note')).toHaveTextContent(code ? messages.exampleDiscount : messages.exampleDiscountLink)
    }
    // A link-only deal has no code and no copy button.
    const hyperx = cards.find((card) => within(card).queryByText('$20 off Pulsefire Haste 2'))!
    expect(within(hyperx).queryByTestId('discount-code')).toBeNull()
    expect(within(hyperx).getByRole('link', { name: /Shop at HyperX/ })).toHaveAttribute('href', 'https://hyperx.com/')
  })

  it('says a real link-only discount applies through its link, and an example never does', async () => {
    serveDiscounts([
      row('real-link', null, { code: null, link_url: 'https://shop.example/deal?ref=mousecompare' }),
      row('example-link', null, { code: null, link_url: 'https://shop.example/', is_example: true }),
    ])
    await renderApp('/discounts/real-link')
    const real = await screen.findByTestId('discount-detail')
    expect(real).toHaveTextContent(messages.discountThroughLink)
    expect(within(real).queryByTestId('example-note')).toBeNull()
    expect(within(real).getByRole('link').getAttribute('rel')?.split(' ')).toContain('sponsored')
    cleanup()
    await renderApp('/discounts/example-link')
    const example = await screen.findByTestId('discount-detail')
    expect(example).not.toHaveTextContent(messages.discountThroughLink)
    expect(within(example).getByTestId('example-note')).toHaveTextContent(messages.exampleDiscountLink)
  })

  it('never offers a discount that has ended, even when the data was read before it ended', async () => {
    serveDiscounts([row('still-on', null), row('ended', '2021-01-01T00:00:00Z'), row('later', '2099-01-01T00:00:00Z')])
    await renderApp('/discounts')
    const list = await screen.findByTestId('discount-list')
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['later deal', 'still-on deal'])
    expect(screen.queryByText('ended deal')).toBeNull()
  })

  it('says so when there is no current discount', async () => {
    serveDiscounts([row('ended', '2021-01-01T00:00:00Z')])
    await renderApp('/discounts')
    expect(await screen.findByText(messages.noDiscounts)).toBeInTheDocument()
  })

  it('copies a code and confirms with "Copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    stubClipboard(writeText)
    serveDiscounts([row('one', null)])
    await renderApp('/discounts')
    fireEvent.click(await screen.findByRole('button', { name: messages.copyCode }))
    expect(await screen.findByRole('button', { name: messages.codeCopied })).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith('CODE-ONE')
    expect(screen.getByRole('status')).toHaveTextContent('Copied: CODE-ONE')
  })

  it('selects the code for a manual copy when the clipboard is refused', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')))
    serveDiscounts([row('one', null)])
    await renderApp('/discounts')
    fireEvent.click(await screen.findByRole('button', { name: messages.copyCode }))
    expect(await screen.findByText(messages.codeSelected)).toBeInTheDocument()
    expect(window.getSelection()?.toString()).toBe('CODE-ONE')
    expect(screen.getByRole('button', { name: messages.copyCode })).toBeInTheDocument()
  })

  it('falls back the same way without any clipboard API', async () => {
    serveDiscounts([row('one', null)])
    await renderApp('/discounts')
    fireEvent.click(await screen.findByRole('button', { name: messages.copyCode }))
    expect(await screen.findByText(messages.codeSelected)).toBeInTheDocument()
  })

  it('shows the error screen when the discounts cannot be read', async () => {
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/discounts`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await renderApp('/discounts')
    expect(await screen.findByRole('heading', { name: messages.errorTitle })).toBeInTheDocument()
  })
})

describe('/discounts/{handle}', () => {
  it('shows one discount, titled by it', async () => {
    await renderApp('/discounts/steelseries-12-percent')
    expect(await screen.findByRole('heading', { level: 1, name: '12% off SteelSeries mice' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('12% off SteelSeries mice | MouseCompare'))
    const detail = screen.getByTestId('discount-detail')
    expect(within(detail).getByTestId('discount-code')).toHaveTextContent('EXAMPLE-STEEL12')
    expect(within(detail).getByTestId('example-note')).toHaveTextContent(messages.exampleDiscount)
    expect(within(detail).getByText('Example code:')).toBeInTheDocument()
    expect(within(detail).getByRole('button', { name: messages.copyCode })).toBeInTheDocument()
    expect(screen.getByText('Twelve percent off Prime and Aerox mice.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /All discounts/ })).toHaveAttribute('href', '/discounts')
  })

  it('is the 404 page for an unknown handle', async () => {
    await renderApp('/discounts/no-such-discount')
    expect(await screen.findByTestId('not-found-message')).toHaveTextContent('Page Not Found: /discounts/no-such-discount')
    expect(screen.getByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument()
  })

  it('is the 404 page for a discount that has ended', async () => {
    serveDiscounts([row('still-on', null), row('ended', '2021-01-01T00:00:00Z')])
    await renderApp('/discounts/ended')
    expect(await screen.findByTestId('not-found-message')).toHaveTextContent('Page Not Found: /discounts/ended')
  })

  it('opens from the list', async () => {
    serveDiscounts([row('one', null)])
    await renderApp('/discounts')
    fireEvent.click(await screen.findByRole('link', { name: 'one deal' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'one deal' })).toBeInTheDocument()
  })
})
