import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { socialLinks } from '../../web/lib/constants'
import { renderApp } from './render-app'

// This file's build has VITE_GIVEAWAYS_ENABLED=true.
vi.mock('../../web/lib/public-env', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../web/lib/public-env')>()
  return { publicEnv: { ...original.publicEnv, giveawaysEnabled: true } }
})

describe('/giveaways when enabled by configuration', () => {
  it('explains how giveaways work and points to Discord and X, without inventing prizes', async () => {
    await renderApp('/giveaways')
    const page = await screen.findByTestId('giveaways-page')
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming gear giveaways' })).toBeInTheDocument()
    expect(within(page).getByText(/no giveaway running right now/)).toBeInTheDocument()
    expect(within(page).getByRole('link', { name: /Join the Discord/ })).toHaveAttribute('href', socialLinks.discord.url)
    expect(within(page).getByRole('link', { name: /Follow on X/ })).toHaveAttribute('href', socialLinks.x.url)
    for (const link of within(page).getAllByRole('link')) expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('is still in no menu', async () => {
    await renderApp('/giveaways')
    await screen.findByTestId('giveaways-page')
    expect(screen.getByRole('banner').querySelector('a[href="/giveaways"]')).toBeNull()
  })
})
