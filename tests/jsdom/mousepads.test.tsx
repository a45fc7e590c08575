import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { messages } from '../../web/lib/messages'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

describe('/mousepads', () => {
  it('is one coming-soon page showing what is coming and a preview of the catalogue', async () => {
    await renderApp('/mousepads')
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming mousepads' })).toBeInTheDocument()
    const page = screen.getByTestId('mousepads-coming-soon')
    expect(within(page).getByText(messages.comingSoon)).toBeInTheDocument()
    expect(within(page).getByRole('heading', { level: 2, name: 'Compare gaming mousepads' })).toBeInTheDocument()
    expect(within(page).getByRole('heading', { level: 2, name: 'Browse gaming mousepads' })).toBeInTheDocument()
    const preview = await screen.findByTestId('mousepad-preview')
    expect(within(preview).getByText('Logitech G640')).toBeInTheDocument()
    expect(within(preview).getAllByRole('row').length).toBeGreaterThan(3)
  })

  it('still shows the coming-soon page when the preview cannot be read', async () => {
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/mousepads`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await renderApp('/mousepads')
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming mousepads' })).toBeInTheDocument()
    expect(screen.queryByTestId('mousepad-preview')).toBeNull()
    expect(screen.queryByText(messages.errorTitle)).toBeNull()
  })

  it.each(['Compare', 'Browse'])('is where the Mousepads → %s menu entry leads', async (name) => {
    await renderApp('/')
    const trigger = within(screen.getByTestId('desktop-nav')).getByRole('button', { name: /^Mousepads/, hidden: true })
    fireEvent.click(trigger)
    const menu = document.getElementById(trigger.getAttribute('aria-controls')!)!
    fireEvent.click(within(menu).getByRole('link', { name: new RegExp(`^${name}`), hidden: true }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming mousepads' })).toBeInTheDocument()
  })
})
