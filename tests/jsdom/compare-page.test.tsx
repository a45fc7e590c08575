import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { miceQueries } from '../../web/features/catalogue/kinds/mouse-queries'
import type { MouseRow } from '../../web/lib/api-types'
import { storageKeys } from '../../web/lib/storage-keys'
import { renderApp } from './render-app'

const three = 'Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro-vs.-Zowie-EC2-C'

describe('/mouse/compare', () => {
  it('overlays and tabulates every mouse of p, and shows an unknown name as not found', async () => {
    const { router } = await renderApp(`/mouse/compare?p=${three}-vs.-No-Such-Mouse`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare gaming mice shapes and specs' })).toBeInTheDocument()
    expect(screen.getAllByTestId('selected-mouse')).toHaveLength(3)
    const missing = screen.getByTestId('missing-mouse')
    expect(missing).toHaveTextContent('No-Such-Mouse not found')
    // The shapes and specifications load once mice are named (web/features/catalogue/compare/compare-results.tsx).
    for (const view of ['top', 'side', 'back']) {
      expect((await screen.findByTestId(`shape-overlay-${view}`)).querySelectorAll('[data-shape]')).toHaveLength(3)
    }
    const table = screen.getByRole('table')
    const headings = within(within(table).getAllByRole('row')[0]!).getAllByRole('columnheader')
    expect(headings.map((cell) => cell.textContent)).toEqual(['Specification', 'Logitech G Pro X Superlight 2', 'Razer Viper V3 Pro', 'Zowie EC2-C'])
    expect(within(table).getByRole('link', { name: 'Logitech HERO 2' })).toHaveAttribute('href', '/mouse/sensors/compare?p=Logitech-HERO-2')
    expect(document.title).toBe('Logitech G Pro X Superlight 2 vs. Razer Viper V3 Pro vs. Zowie EC2-C | MouseCompare')

    await userEvent.click(within(missing).getByRole('button', { name: 'Remove No-Such-Mouse' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: three }))
    expect(screen.queryByTestId('missing-mouse')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove Razer Viper V3 Pro' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: 'Logitech-G-Pro-X-Superlight-2-vs.-Zowie-EC2-C' }))
    expect(screen.getByTestId('shape-overlay-top').querySelectorAll('[data-shape]')).toHaveLength(2)
  })

  it('shows the figures of the list as it is read again, not as it was first read', async () => {
    // The results memoize their columns on the found items (the table is memoized too): a list of
    // mice read again with other figures is drawn again, the same mice or not.
    const { queryClient } = await renderApp(`/mouse/compare?p=${three}`)
    const weightRow = async () => within(await screen.findByRole('rowheader', { name: /^Weight/ })).getByText(/^Weight/).closest('tr')!
    expect(within(await weightRow()).getAllByRole('cell')[0]).not.toHaveTextContent('49 g')
    // The figures' sources are in (read after the results show): nothing else will draw the table again.
    expect(await screen.findAllByTestId('checked-source-link')).not.toHaveLength(0)
    const list = miceQueries.list()
    act(() => {
      queryClient.setQueryData(list.queryKey, (rows: MouseRow[] | undefined) =>
        rows?.map((row) => (row.general__handle === 'logitech-g-pro-x-superlight-2' ? { ...row, mouse__weight: 49 } : row)),
      )
    })
    await waitFor(async () => expect(within(await weightRow()).getAllByRole('cell')[0]).toHaveTextContent('49 g'))
  })

  it('parses p forgivingly', async () => {
    await renderApp('/mouse/compare?p=--logitech--g-pro-x-superlight-2-VS.-zowie-ec2-c--')
    expect(await screen.findAllByTestId('selected-mouse')).toHaveLength(2)
    expect(screen.queryByTestId('missing-mouse')).not.toBeInTheDocument()
  })

  it("adds a mouse from the search: its own page, remembered as recently viewed; a comparison is not", async () => {
    const { router } = await renderApp('/mouse/compare')
    expect(await screen.findByTestId('compare-empty')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/Add a mouse/), 'viper v3 pro')
    await userEvent.click(within(await screen.findByTestId('picker-results')).getByRole('button', { name: /Razer Viper V3 Pro/ }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ p: 'Razer-Viper-V3-Pro' }))
    // One mouse: its own page, headed by its name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Razer Viper V3 Pro' })).toBeInTheDocument()
    await waitFor(() => expect(JSON.parse(localStorage.getItem(storageKeys.recentMouseHandles) ?? '[]')).toEqual(['razer-viper-v3-pro']))
    expect(JSON.parse(localStorage.getItem(storageKeys.recentMouseNames) ?? '[]')).toEqual(['Razer Viper V3 Pro'])
    expect(JSON.parse(localStorage.getItem(storageKeys.recentProductHandlesFor('mouse')) ?? '[]')).toEqual(['razer-viper-v3-pro'])
    expect(JSON.parse(localStorage.getItem(storageKeys.recentProductHandles) ?? '[]')).toEqual(['razer-viper-v3-pro'])

    // Compared with another: the other is not "viewed".
    await userEvent.type(screen.getByLabelText('Compare the Razer Viper V3 Pro with…'), 'ec2-c')
    await userEvent.click(within(await screen.findByTestId('picker-results')).getByRole('button', { name: '+ Zowie EC2-C' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ p: 'Razer-Viper-V3-Pro-vs.-Zowie-EC2-C' }))
    expect(await screen.findAllByTestId('selected-mouse')).toHaveLength(2)
    expect(JSON.parse(localStorage.getItem(storageKeys.recentMouseHandles) ?? '[]')).toEqual(['razer-viper-v3-pro'])

    // Back to an empty compare: the recently viewed mouse is offered again.
    await act(() => router.navigate({ to: '/mouse/compare', search: {} }))
    await userEvent.click(within(await screen.findByTestId('recent-mice')).getByRole('button', { name: '+ Razer Viper V3 Pro' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ p: 'Razer-Viper-V3-Pro' }))
  })

  it("reads an earlier version's recent list (which also counted compared mice) and garbage without failing", async () => {
    localStorage.setItem(storageKeys.recentMouseHandles, JSON.stringify(['zowie-ec2-c', 7, null, 'zowie-ec2-c', 'no-such-mouse']))
    await renderApp('/mouse/compare')
    expect(within(await screen.findByTestId('recent-mice')).getAllByRole('button').map((button) => button.textContent)).toEqual(['+ Zowie EC2-C'])
    localStorage.setItem(storageKeys.recentMouseHandles, '{not json')
    await renderApp('/mouse/compare?p=Zowie-EC2-C')
    await waitFor(() => expect(JSON.parse(localStorage.getItem(storageKeys.recentMouseHandles)!)).toEqual(['zowie-ec2-c']))
  })

  it("a mouse's own page: similar mice from the find-similar ranking, its review, where to buy with examples labelled", async () => {
    await renderApp('/mouse/compare?p=Logitech-G-Pro-X-Superlight-2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Logitech G Pro X Superlight 2' })).toBeInTheDocument()
    const similar = await screen.findAllByTestId('similar-mouse')
    expect(similar).toHaveLength(5)
    for (const item of similar) expect(within(item).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/mouse\/compare\?p=[^&]+$/)
    expect(within(similar[0]!).getByRole('link', { name: /^Compare Logitech G Pro X Superlight 2 with / }).getAttribute('href')).toMatch(/^\/mouse\/compare\?p=Logitech-G-Pro-X-Superlight-2-vs\./)
    const reviews = await screen.findByTestId('mouse-reviews')
    expect(within(reviews).getByTestId('read-the-review').getAttribute('href')).toMatch(/^\/mouse\/review\/logitech\//)
    const buy = screen.getByTestId('where-to-buy')
    expect(within(buy).getByRole('link', { name: /Logitech G/ })).toHaveAttribute('rel', 'sponsored noopener noreferrer')
    // A plain list styled by index.html (.affiliate-list): Chakra's list slot recipe is compiled on first use.
    expect(within(buy).getByTestId('affiliates').querySelector('ul')).toHaveClass('affiliate-list', { exact: true })
    // The demo catalogue's discounts are examples, and say so.
    for (const offer of await within(buy).findAllByTestId('mouse-discount')) expect(within(offer).getByTestId('example-offer')).toHaveTextContent('Example')
    // One column of figures, with their sources.
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: /Source \(size, weight, release\)/ })).toBeInTheDocument()
  })

  it('keeps the alignment and outline highlighting in the URL (defaults left out) and reads them back', async () => {
    const { router } = await renderApp(`/mouse/compare?p=${three}&align=back&outlines=off`)
    expect(await screen.findByRole('button', { name: 'Back' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('checkbox', { name: 'Highlight outlines' })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Front' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: three, outlines: 'off' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Highlight outlines' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: three }))
    await userEvent.click(screen.getByRole('button', { name: 'Centre' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: three, align: 'center' }))
  })

  it('starts outline highlighting from the stored flag, and stores a change', async () => {
    localStorage.setItem(storageKeys.enableHighlightOutlinesByDefault, 'false')
    await renderApp(`/mouse/compare?p=${three}`)
    const checkbox = await screen.findByRole('checkbox', { name: 'Highlight outlines' })
    expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    expect(localStorage.getItem(storageKeys.enableHighlightOutlinesByDefault)).toBe('true')
  })

  it('never throws on a malformed p', async () => {
    await renderApp('/mouse/compare?p=%7B%22a%22%3A1%7D')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByTestId('compare-empty')).toBeInTheDocument()
  })
})
