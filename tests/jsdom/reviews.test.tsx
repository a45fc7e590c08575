import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, inject, it } from 'vitest'
import type { MouseRow } from '../../web/lib/api-types'
import { testSupabaseUrl } from '../msw/supabase-test-project'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

const reviews = [
  {
    slug: 'acme/old-mouse',
    title: 'Old mouse review',
    excerpt: 'The old one.',
    body_markdown: '## Old\n\nText.',
    author: 'A',
    published_at: '2025-01-01',
    product_category: 'mouse',
    product_handles: ['logitech-g-pro-x-superlight-2'],
    cover_image: null,
  },
  {
    slug: 'acme/sensor-deep-dive',
    title: 'Sensor deep dive',
    excerpt: 'About sensors.',
    body_markdown: 'Sensors.',
    author: 'B',
    published_at: '2026-05-01',
    product_category: 'mouse_sensor',
    product_handles: ['logitech-hero-2'],
    cover_image: null,
  },
  {
    slug: 'acme/deep/new-mouse',
    title: 'New mouse review',
    excerpt: 'The new one.',
    body_markdown: '## What is new\n\nIt is **light** and [compare it](/mouse/compare?p=Razer-Viper-V3-Pro).\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))',
    author: 'C',
    published_at: '2026-03-01',
    product_category: 'mouse',
    product_handles: ['razer-viper-v3-pro', 'logitech-g-pro-x-superlight-2'],
    cover_image: null,
  },
]

/** api.reviewed_mice for these reviews: the seed's rows of the mice the mouse reviews name. */
const namedHandles = new Set(reviews.filter((review) => review.product_category === 'mouse').flatMap((review) => review.product_handles))
const reviewedMice = (JSON.parse(inject('apiSnapshot').mice!) as MouseRow[]).filter((mouse) => namedHandles.has(mouse.general__handle))

const serveReviews = () =>
  supabaseServer.use(
    http.get(`${testSupabaseUrl}/rest/v1/reviews`, () => HttpResponse.json(reviews)),
    http.get(`${testSupabaseUrl}/rest/v1/reviewed_mice`, () => HttpResponse.json(reviewedMice)),
  )

const titlesIn = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('reviews', () => {
  it('/reviews lists every review newest first with category, date and excerpt', async () => {
    serveReviews()
    await renderApp('/reviews')
    const list = await screen.findByTestId('article-list')
    expect(titlesIn(list)).toEqual(['Sensor deep dive', 'New mouse review', 'Old mouse review'])
    expect(within(list).getByText('Sensor')).toBeInTheDocument()
    expect(within(list).getByText('May 1, 2026')).toBeInTheDocument()
    expect(within(list).getByText('The new one.')).toBeInTheDocument()
    expect(within(list).getByRole('link', { name: 'New mouse review' })).toHaveAttribute('href', '/mouse/review/acme/deep/new-mouse')
    expect(document.title).toBe('Gaming gear reviews | MouseCompare')
  })

  it('/mouse/reviews lists the mouse reviews only', async () => {
    serveReviews()
    await renderApp('/mouse/reviews')
    expect(titlesIn(await screen.findByTestId('article-list'))).toEqual(['New mouse review', 'Old mouse review'])
  })

  it('the real seed’s reviews list renders', async () => {
    await renderApp('/mouse/reviews')
    expect((await screen.findByTestId('article-list')).querySelectorAll('li').length).toBeGreaterThan(0)
  })

  it('a review spanning several segments renders its markdown safely, with a specification box and links', async () => {
    serveReviews()
    const { container } = await renderApp('/mouse/review/acme/deep/new-mouse')
    expect(await screen.findByRole('heading', { level: 1, name: 'New mouse review' })).toBeInTheDocument()
    expect(document.title).toBe('New mouse review | MouseCompare')
    expect(screen.getByRole('heading', { level: 2, name: 'What is new' })).toBeInTheDocument()
    expect(container.querySelector('strong')).toHaveTextContent('light')
    expect(container.querySelector('[data-testid="markdown-text"] script')).toBeNull()
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    const box = await screen.findByTestId('review-spec-box')
    expect(within(box).getByRole('heading', { name: 'Razer Viper V3 Pro' })).toBeInTheDocument()
    // Plain elements styled by index.html (.spec-box): Chakra's card slot recipe is compiled on first use.
    expect(box).toHaveClass('spec-box', { exact: true })
    expect(box.firstElementChild).toHaveClass('spec-box-body', { exact: true })
    expect(within(box).getByRole('link', { name: /Compare with/ })).toHaveAttribute('href', '/mouse/compare?p=Razer-Viper-V3-Pro-vs.-Logitech-G-Pro-X-Superlight-2')
    expect(within(box).getByRole('link', { name: 'Find similar mice' })).toHaveAttribute('href', '/mouse/find-similar?mouse=razer-viper-v3-pro')
     // Its title, buttons, part links and "Where to buy" too (index.html .plain-heading,
    // .mouse-action, .part-link, .affiliate-*): the box arrives after the review's first render, and a
    // Chakra recipe's rule inserted then (in a layer) made Chromium restyle the whole page.
    expect(box.querySelectorAll('h2, h3, a, button')).not.toHaveLength(0)
    expect([...box.querySelectorAll('h2, h3, a, button')].filter((element) => element.getAttribute('class')?.includes('css-'))).toEqual([])
  })

  it('a review reads the mice the reviews name, never the whole catalogue', async () => {
    serveReviews()
    const read: string[] = []
    supabaseServer.events.on('request:start', ({ request }) => {
      read.push(new URL(request.url).pathname)
    })
    try {
      await renderApp('/mouse/review/acme/old-mouse')
      expect(within(await screen.findByTestId('review-spec-box')).getByRole('heading', { name: 'Logitech G Pro X Superlight 2' })).toBeInTheDocument()
      expect(read).toContain('/rest/v1/reviewed_mice')
      expect(read).not.toContain('/rest/v1/mice')
      expect(read).not.toContain('/rest/v1/mouse_list')
    } finally {
      supabaseServer.events.removeAllListeners('request:start')
    }
  })

  it('a review’s text does not wait for its mice: the specification box fills in when they arrive', async () => {
    serveReviews()
    let releaseMice: () => void = () => {}
    const miceHeld = new Promise<void>((resolve) => (releaseMice = resolve))
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/reviewed_mice`, async () => {
        await miceHeld
        return undefined
      }),
    )
    await renderApp('/mouse/review/acme/deep/new-mouse')
    expect(await screen.findByRole('heading', { level: 2, name: 'What is new' })).toBeInTheDocument()
    expect(screen.getByTestId('review-spec-box-loading')).toHaveTextContent('Loading the specifications…')
    expect(screen.getByTestId('review-spec-box-loading')).toHaveClass('spec-box', { exact: true })
    expect(screen.queryByTestId('review-spec-box')).toBeNull()
    releaseMice()
    expect(within(await screen.findByTestId('review-spec-box')).getByRole('heading', { name: 'Razer Viper V3 Pro' })).toBeInTheDocument()
    expect(screen.queryByTestId('review-spec-box-loading')).toBeNull()
  })

  it('a review stays readable when its mice cannot load: its specification box says so', async () => {
    serveReviews()
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/reviewed_mice`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await renderApp('/mouse/review/acme/deep/new-mouse')
    expect(await screen.findByRole('heading', { level: 2, name: 'What is new' })).toBeInTheDocument()
    expect(await screen.findByTestId('review-spec-box-error')).toHaveTextContent('The specifications could not load. Please try again later.')
    expect(screen.getByRole('heading', { level: 1, name: 'New mouse review' })).toBeInTheDocument()
  })

  it('an unknown slug shows the 404 page', async () => {
    serveReviews()
    await renderApp('/mouse/review/acme/no-such-review')
    expect(await screen.findByTestId('not-found-message')).toHaveTextContent('Page Not Found: /mouse/review/acme/no-such-review')
  })

  it('a failing review list shows the error screen', async () => {
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/reviews`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await renderApp('/reviews')
    expect(await screen.findByText('An error has occurred')).toBeInTheDocument()
  })
})
