import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('error screens (SPEC §2)', () => {
  it('shows "Page not found: {path}" for an unmatched path, inside the app shell', async () => {
    await renderApp('/no/such/page')
    expect(screen.getByTestId('not-found-message')).toHaveTextContent('Page not found: /no/such/page')
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('Please go back to the home page')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(document.title).toBe('Page not found | MouseCompare')
  })

  it('renders the home and contact pages with their titles and descriptions', async () => {
    await renderApp('/')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find, browse and compare gaming mice')
    // The figures come from the catalogue served, after the first paint (tests/db/marketing-figures.test.ts checks they are true).
    await waitFor(() => expect(screen.getByTestId('catalogue-figure-all')).toHaveTextContent(/^More than [1-9][\d,]* products in one catalogue$/))
    expect(screen.getAllByText(/^More than [1-9][\d,]* sensors$/).length).toBeGreaterThan(0)
    expect(document.title).toBe('Find, browse and compare gaming mice | MouseCompare')
  })

  it('renders the contact page', async () => {
    await renderApp('/contact')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us')
    expect(screen.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:hello@mousecompare.com')
    expect(document.title).toBe('Contact us | MouseCompare')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/email, X and Discord/)
  })
})
