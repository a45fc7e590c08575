import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { CatalogueBrowsePage } from '../../web/features/catalogue/browse/catalogue-browse-page'
import type { CatalogueSearch } from '../../web/features/catalogue/catalogue-search'
import type { CatalogueConfig } from '../../web/features/catalogue/filter-engine'
import { mouseBrowseKind, type MouseBrowseSlots } from '../../web/features/catalogue/mice/mouse-browse-kind'
import type { MouseRow } from '../../web/lib/api-types'
import { productName } from '../../web/lib/product-name'
import { getSystem } from '../../web/theme/system'
import { gridDrawn, renderApp } from './render-app'

/** The one browse page alone (no route tree), its search in React state as a route keeps it in the URL. */
async function renderMousePage(props: { slots: MouseBrowseSlots; config?: CatalogueConfig<MouseRow>; initialSearch?: CatalogueSearch }) {
  const mice = generateSyntheticMice(24)
  const searches: CatalogueSearch[] = []
  function Page() {
    const [search, setSearch] = useState<CatalogueSearch>(props.initialSearch ?? {})
    return (
      <CatalogueBrowsePage
        kind={mouseBrowseKind}
        rows={mice}
        search={search}
        onSearchChange={(next) => {
          searches.push(next)
          setSearch(next)
        }}
        config={props.config}
        extraSearch={{ hand: '190x95-palm' }}
        toolbarAttributes={{ 'data-fit-state': 'on' }}
        toolbarExtra={({ state }) => <p data-testid="toolbar-slot">sorted by {state.sort.key}</p>}
        slots={props.slots}
      />
    )
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  await act(() => router.load())
  await screen.findByTestId('result-count')
  await gridDrawn()
  return { mice, searches }
}

describe('the one browse page', () => {
  it('serves a component kind: its words, filters, table, sort and compare selection, without slots', async () => {
    const { router } = await renderApp('/mouse/switches/browse')
    const table = await screen.findByTestId('results-table')
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^\d+ switches$/)
    expect(screen.getByRole('searchbox', { name: 'Search switches' })).toBeInTheDocument()
    // No cards for components: no view switch; the table is the view.
    expect(screen.queryByRole('group', { name: 'Show results as' })).toBeNull()
    expect(screen.getByLabelText('Sort by')).toHaveAttribute('id', 'switches-sort')

    const firstName = within(table).getAllByRole('rowheader')[0]!.textContent!
    // Label in name (WCAG 2.5.3): the button says "+ Add", so its name starts with it, and then "✓ Added".
    fireEvent.click(within(table).getByRole('button', { name: `Add ${firstName}` }))
    expect(within(table).getByRole('button', { name: `Added ${firstName}` })).toHaveAttribute('aria-pressed', 'true')
    const link = await screen.findByTestId('compare-link')
    expect(link.getAttribute('href')).toMatch(/^\/mouse\/switches\/compare\?p=/)

    // A new sort keeps the direction (switches start with the most used first).
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-name' }))
    // A kind without words of its own: '↓ Desc' on the button.
    expect(screen.getByTestId('sort-direction')).toHaveAccessibleName('Sort direction: Desc. Switch.')

    // The kind's facets in the page's filters column, with its "Clear all" (jsdom has the phone's
    // layout: the column is a sheet, opened by "Filters").
    fireEvent.click(screen.getByTestId('filters-toggle'))
    const filters = screen.getByTestId('filters')
    expect(within(filters).getByRole('button', { name: 'Clear all' })).toBeDisabled()
    expect(within(filters).getByRole('group', { name: 'Type' })).toBeInTheDocument()
  })

  it('serves the mouse kind with the slots a route fills: favourite, review links, fit badge and column, compare hand', async () => {
    const favourites: string[] = []
    function Favourite({ productHandle, name }: { productHandle: string; name: string }) {
      favourites.push(productHandle)
      return <button type="button">Favourite {name}</button>
    }
    const mice = generateSyntheticMice(24)
    const reviewed = mice[0]!
    const fitSort = { key: 'fit', label: 'Fit for your hand', value: (row: MouseRow) => row.mouse__length, firstDirection: 'asc' as const, directionLabels: { asc: '↑ Best first', desc: '↓ Worst first' } }
    const config = { ...mouseBrowseKind.config, sorts: [...mouseBrowseKind.config.sorts, fitSort] }
    const { searches } = await renderMousePage({
      config,
      initialSearch: { sort: 'fit' },
      slots: {
        Favourite,
        reviewLinks: new Map([[reviewed.general__handle, { slug: 'a/review', title: 'A review', about: true }]]),
        fitBadge: (row) => <span data-testid="test-fit-badge">{row.general__handle}</span>,
        compareHand: '190x95-palm',
      },
    })

    const cards = screen.getAllByTestId('mouse-card')
    expect(cards.length).toBeGreaterThan(0)
    // Every card shown carries the slots: the favourite in its corner, its fit.
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: /^Favourite / })).toBeInTheDocument()
      expect(within(card).getByTestId('test-fit-badge')).toHaveTextContent(card.dataset.handle!)
    }
    expect(favourites.length).toBeGreaterThan(0)
    // The route's sort from its config, with its own direction words.
    expect(screen.getByLabelText('Sort by')).toHaveValue('fit')
    expect(screen.getByTestId('sort-direction')).toHaveTextContent('↑ Best first')
    expect(screen.getByTestId('sort-direction')).toHaveAccessibleName('Sort direction: Best first. Switch.')
    expect(screen.getByTestId('browse-toolbar')).toHaveAttribute('data-fit-state', 'on')
    expect(screen.getByTestId('toolbar-slot')).toHaveTextContent('sorted by fit')

    // The review link on the reviewed mouse (sorted by length, it is wherever it falls: search for it).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search mice' }), { target: { value: productName(reviewed) } })
    await waitFor(() => expect(searches.at(-1)?.q).toBe(productName(reviewed)))
    // The route's own key rides along with every navigation the page makes.
    expect(searches.at(-1)).toMatchObject({ hand: '190x95-palm', sort: 'fit' })
    // waitFor retries only on a throw: a card not yet there must throw, not return undefined.
    const card = await waitFor(() => {
      const found = screen.getAllByTestId('mouse-card').find((item) => item.dataset.handle === reviewed.general__handle)
      if (!found) throw new Error(`no card for ${reviewed.general__handle} yet`)
      return found
    })
    expect(within(card).getByRole('link', { name: `Read the review of ${productName(reviewed)}` })).toHaveAttribute('href', '/mouse/review/a/review')

    // The compare bar's link carries the link's hand to the compare page.
    fireEvent.click(within(card).getByTestId('compare-toggle'))
    expect((await screen.findByTestId('compare-link')).getAttribute('href')).toMatch(/&hand=190x95-palm$/)
    fireEvent.click(within(screen.getByTestId('compare-bar')).getByRole('button', { name: 'Clear' }))
  })

  it('without the route’s fit, the fit sort in a link is ignored and the page is the plain mouse page', async () => {
    await renderMousePage({ initialSearch: { sort: 'fit', fit: 'great' }, slots: {} })
    expect(screen.getByLabelText('Sort by')).toHaveValue('released')
    expect(screen.getByTestId('sort-direction')).toHaveTextContent('↓ Newest first')
    expect(screen.getByTestId('sort-direction')).toHaveAccessibleName('Sort direction: Newest first. Switch.')
    expect(screen.queryByTestId('test-fit-badge')).toBeNull()
    // No slot, no favourite button.
    expect(within(screen.getAllByTestId('mouse-card')[0]!).queryByRole('button', { name: /^Favourite / })).toBeNull()
  })
})
