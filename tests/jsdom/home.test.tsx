/**
 * The home page says the catalogue's size as it is (issue 28): every "more than N" is derived from
 * the counts the site serves (api.catalogue_counts, here the seed's rows through msw), read after the
 * first paint; mousepads say "coming soon" with no number.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, inject, it } from 'vitest'
import type { CatalogueCountRow } from '../../web/lib/api-types'
import { catalogueFigures, countText } from '../../web/lib/catalogue-figures'
import { messages } from '../../web/lib/messages'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

const served = catalogueFigures(JSON.parse(inject('apiSnapshot').catalogue_counts!) as CatalogueCountRow[])

describe('/ (home)', () => {
  it('says each kind\'s figure from the catalogue served, rounded down, and no number for mousepads', async () => {
    await renderApp('/')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('catalogue-figure-all')).toHaveTextContent(`${countText(served.all).replace(/^m/, 'M')} products in one catalogue`))
    expect(screen.getByTestId('catalogue-figure-mice-browse')).toHaveTextContent(`${countText(served.mouse).replace(/^m/, 'M')} mice`)
    expect(screen.getByTestId('catalogue-figure-sensors-browse')).toHaveTextContent(`${countText(served.mouse_sensor).replace(/^m/, 'M')} sensors`)
    expect(screen.getByTestId('catalogue-figure-switches-browse')).toHaveTextContent(`${countText(served.mouse_switch).replace(/^m/, 'M')} switches`)
    expect(screen.getByTestId('catalogue-figure-encoders-browse')).toHaveTextContent(`${countText(served.mouse_scroll_wheel_encoder).replace(/^m/, 'M')} scroll wheel encoders`)
    // Each figure is below what is served (the seed today: 1,322 mice, 58 sensors, 35 switches, 14 encoders).
    for (const [testId, count] of [
      ['catalogue-figure-all', served.all],
      ['catalogue-figure-mice-browse', served.mouse],
      ['catalogue-figure-sensors-browse', served.mouse_sensor],
    ] as const) {
      const shown = Number(/more than ([\d,]+)/i.exec(screen.getByTestId(testId).textContent!)![1]!.replace(/,/g, ''))
      expect(shown).toBeLessThan(count)
    }
    const mousepads = screen.getByRole('link', { name: /mousepads/i }).closest('article')!
    expect(within(mousepads).getByText(messages.comingSoon)).toBeInTheDocument()
    expect(mousepads.textContent).not.toMatch(/\d/)
  })

  it('shows no number it has not read when the counts cannot be read', async () => {
    let asked = false
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/catalogue_counts`, () => {
        asked = true
        return HttpResponse.json({ message: 'down' }, { status: 503 })
      }),
    )
    await renderApp('/')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(asked).toBe(true))
    expect(screen.queryByText(messages.errorTitle)).toBeNull()
    expect(screen.getByTestId('catalogue-figure-all').textContent!.trim()).toBe('')
    expect(document.body.textContent).not.toMatch(/more than/i)
  })
})
