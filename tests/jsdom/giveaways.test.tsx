import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('/giveaways while disabled (the default)', () => {
  it('is the 404 page, like a path that does not exist', async () => {
    await renderApp('/giveaways')
    expect(await screen.findByTestId('not-found-message')).toHaveTextContent('Page not found: /giveaways')
    expect(screen.queryByTestId('giveaways-page')).toBeNull()
  })

  it('is in no menu: neither the top bar nor the home page links to it', async () => {
    await renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(document.querySelector('a[href="/giveaways"]')).toBeNull()
    expect(screen.queryAllByText(/giveaway/i, { ignore: 'script, style' })).toHaveLength(0)
  })
})
