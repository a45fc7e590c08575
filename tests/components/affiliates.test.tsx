import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { messages } from '../../web/lib/messages'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

describe('/affiliates', () => {
  it('states plainly that the links are affiliate links', async () => {
    await renderApp('/affiliates')
    const disclosure = await screen.findByTestId('affiliate-disclosure')
    expect(disclosure).toHaveTextContent('These are affiliate links')
    expect(disclosure).toHaveTextContent(messages.affiliateDisclosure)
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate partners' })).toBeInTheDocument()
  })

  it('lists the partners in rank order, each link opening safely in a new tab and marked sponsored', async () => {
    await renderApp('/affiliates')
    const list = await screen.findByTestId('affiliate-list')
    const names = within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names.slice(0, 3)).toEqual(['Amazon', 'Logitech G', 'Razer'])
    expect(names).toHaveLength(8)
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(8)
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored'])
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link).toHaveTextContent(messages.opensInNewTab)
    }
    expect(within(list).getByRole('link', { name: /Visit Amazon/ })).toHaveAttribute('href', 'https://www.amazon.com/')
    // Sponsored partners say so.
    const razer = within(list).getAllByTestId('affiliate-card').find((card) => within(card).queryByRole('heading', { name: 'Razer' }))!
    expect(within(razer).getByText('Sponsored')).toBeInTheDocument()
  })

  it('never renders a partner link that is not http(s)', async () => {
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/affiliate_partners`, () =>
        HttpResponse.json([
          { handle: 'good', name: 'Good', description: 'A shop.', url: 'https://good.example/', logo: null, is_sponsored: false, rank: 1 },
          { handle: 'evil', name: 'Evil', description: 'Not a shop.', url: 'javascript:alert(1)', logo: null, is_sponsored: false, rank: 2 },
        ]),
      ),
    )
    await renderApp('/affiliates')
    const list = await screen.findByTestId('affiliate-list')
    expect(within(list).getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByText('Evil')).toBeNull()
  })
})
