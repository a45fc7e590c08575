import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { messages } from '../../web/lib/messages'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

describe('/affiliates', () => {
  it('says plainly that the demo catalogue\'s partners are examples, not affiliate agreements', async () => {
    await renderApp('/affiliates')
    const disclosure = await screen.findByTestId('affiliate-disclosure')
    expect(disclosure).toHaveTextContent('These partners are examples')
    expect(disclosure).toHaveTextContent(messages.examplePartners)
    expect(disclosure).not.toHaveTextContent('These are affiliate links')
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate partners' })).toBeInTheDocument()
  })

  it('states plainly that real partners\' links are affiliate links, and marks sponsored ones', async () => {
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/affiliate_partners`, () =>
        HttpResponse.json([
          { handle: 'shop', name: 'Shop', description: 'A shop.', url: 'https://shop.example/', logo: null, is_sponsored: true, rank: 1, is_example: false },
          { handle: 'demo', name: 'Demo', description: 'An example.', url: 'https://demo.example/', logo: null, is_sponsored: true, rank: 2, is_example: true },
        ]),
      ),
    )
    await renderApp('/affiliates')
    const disclosure = await screen.findByTestId('affiliate-disclosure')
    expect(disclosure).toHaveTextContent('These are affiliate links')
    expect(disclosure).toHaveTextContent(messages.affiliateDisclosure)
    expect(within(disclosure).getByTestId('example-partners-note')).toHaveTextContent(messages.examplePartners)
    const [shop, demo] = screen.getAllByTestId('affiliate-card')
    expect(within(shop!).getByText('Sponsored')).toBeInTheDocument()
    expect(within(shop!).getByRole('link').getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored'])
    // An example is never called sponsored, and its link is a plain link.
    expect(within(demo!).queryByText('Sponsored')).toBeNull()
    expect(within(demo!).getByTestId('example-badge')).toHaveTextContent(messages.exampleLabel)
    expect(within(demo!).getByRole('link').getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
  })

  it('lists the partners in rank order, each link opening safely in a new tab, each labelled an example', async () => {
    await renderApp('/affiliates')
    const list = await screen.findByTestId('affiliate-list')
    const names = within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names.slice(0, 3)).toEqual(['Amazon', 'Logitech G', 'Razer'])
    expect(names).toHaveLength(8)
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(8)
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link).toHaveTextContent(messages.opensInNewTab)
    }
    expect(within(list).getByRole('link', { name: /Visit Amazon/ })).toHaveAttribute('href', 'https://www.amazon.com/')
    for (const card of within(list).getAllByTestId('affiliate-card')) {
      expect(within(card).getByTestId('example-badge')).toHaveTextContent(messages.exampleLabel)
      expect(within(card).queryByText('Sponsored')).toBeNull()
    }
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
