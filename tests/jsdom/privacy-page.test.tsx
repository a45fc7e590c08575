import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('/privacy', () => {
  it('says where the hand size is stored (this browser, and the account when signed in) and how to clear it', async () => {
    await renderApp('/privacy')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your hand size' })
    const section = heading.closest('section') ?? heading.parentElement!
    const text = section.textContent ?? ''
    expect(text).toMatch(/stored in this browser/)
    expect(text).toMatch(/signed in it is also stored in your\s+account/)
    expect(text).toMatch(/Clear my hand/)
    expect(within(section as HTMLElement).getAllByRole('link', { name: 'fit page' })[0]).toHaveAttribute('href', '/mouse/fit')
    // The list of what is kept in the browser names it too.
    const kept = screen.getByRole('heading', { level: 2, name: 'What is kept in your browser' }).closest('section')!
    expect(kept.textContent).toMatch(/Your hand size/)
  })
})
