import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { affiliateQueries } from '../../web/features/affiliates/queries'
import { promoQueries } from '../../web/features/promos/queries'
import { activeDataSource } from '../../web/lib/active-data-source'
import { DataError } from '../../web/lib/data-errors'
import { createQueryClient } from '../../web/lib/query-client'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

describe('the data layer in the browser', () => {
  it('reads Supabase when configured (these tests configure it; msw answers as PostgREST)', async () => {
    expect(activeDataSource().kind).toBe('supabase')
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const brands = await client.fetchQuery(affiliateQueries.list())
    expect(Array.isArray(brands)).toBe(true)
  })

  it('reads promos in rank order', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const promos = await client.fetchQuery(promoQueries.available())
    const ranks = promos.map((promo) => promo.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })

  it('reads only real offers from a configured database: never an example discount, partner or promo (issue 31)', async () => {
    const asked: Record<string, string | null> = {}
    for (const view of ['discounts', 'affiliate_partners', 'available_promos', 'brands']) {
      supabaseServer.use(
        http.get(`${testSupabaseUrl}/rest/v1/${view}`, ({ request }) => {
          asked[view] = new URL(request.url).searchParams.get('is_example')
          return HttpResponse.json([])
        }),
      )
    }
    for (const view of ['discounts', 'affiliate_partners', 'available_promos', 'brands'] as const) await activeDataSource().readView(view)
    expect(asked).toEqual({ discounts: 'eq.false', affiliate_partners: 'eq.false', available_promos: 'eq.false', brands: null })
  })

  it('retries a 503 and then succeeds, but gives up at once on a 404', async () => {
    let calls = 0
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/affiliate_partners`, () => {
        calls++
        return calls === 1 ? HttpResponse.json({ message: 'busy' }, { status: 503 }) : HttpResponse.json([])
      }),
    )
    const client = createQueryClient()
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } })
    expect(await client.fetchQuery(affiliateQueries.list())).toEqual([])
    expect(calls).toBe(2)

    calls = 0
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/affiliate_partners`, () => {
        calls++
        return HttpResponse.json({ message: 'gone' }, { status: 404 })
      }),
    )
    const fresh = createQueryClient()
    fresh.setDefaultOptions({ queries: { ...fresh.getDefaultOptions().queries, retryDelay: 0 } })
    const error = await fresh.fetchQuery(affiliateQueries.list()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DataError)
    expect(calls).toBe(1)
  })
})

describe('a catalogue file that cannot be loaded', () => {
  const failures: [string, () => Response][] = [
    ['404 (a deploy going out)', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['bad JSON', () => new HttpResponse('<!doctype html><p>not json', { headers: { 'content-type': 'application/json' } })],
  ]

  it.each(failures)('%s: the error screen with its status and Try again, never "Page not found"', async (_label, answer) => {
    const { screen } = await import('@testing-library/react')
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/mouse_list`, answer))
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderApp('/mouse/browse')
    const errorScreen = await screen.findByTestId('error-screen')
    spy.mockRestore()
    expect(screen.queryByTestId('not-found')).toBeNull()
    expect(errorScreen).toHaveTextContent('An error has occurred')
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument()
    if (_label.startsWith('404')) expect(errorScreen).toHaveTextContent('Status code: 404')
    if (_label === '500') expect(errorScreen).toHaveTextContent('Status code: 500')
    // The shell around it still works.
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })
})
