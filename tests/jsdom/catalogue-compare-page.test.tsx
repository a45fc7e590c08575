import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { entryFor } from '../../web/components/layouts/default-layout'
import { CatalogueComparePage } from '../../web/features/catalogue/compare/catalogue-compare-page'
import type { CompareKind } from '../../web/features/catalogue/compare/compare-kind'
import { getSystem } from '../../web/theme/system'
import { renderApp } from './render-app'

// The one compare page serves every kind: a kind gives its words and rules, the page's parts that
// only one kind has come in through slots. A kind the site does not have yet (mousepads) shows it.

interface Pad {
  handle: string
  name: string
}
const pads: Pad[] = [
  { handle: 'artisan-zero', name: 'Artisan Zero' },
  { handle: 'artisan-hien', name: 'Artisan Hien' },
  { handle: 'lgg-saturn-pro', name: 'LGG Saturn Pro' },
]
const recent: string[] = []
const padKind: CompareKind<Pad> = {
  comparePath: '/mousepads',
  singular: 'mousepad',
  plural: 'mousepads',
  nameOf: (pad) => pad.name,
  handleOf: (pad) => pad.handle,
  pageHeading: (name) => `The ${name}`,
  pageIntro: (name) => `All about the ${name}.`,
  shows: 'their surfaces side by side',
  browsePath: '/mousepads',
  searchPlaceholder: 'Search mousepads',
  recent: {
    label: 'Recently compared',
    read: () => [...recent],
    record: (found) => {
      for (const entry of found) if (!recent.includes(entry.item.handle)) recent.unshift(entry.item.handle)
    },
  },
  testIds: { chips: 'selected-pads', chip: 'selected-pad', missing: 'missing-pad', picker: 'pad-picker', recent: 'recent-pads' },
}

function renderPadPage(initialP: string, recentBefore: string[] = []) {
  recent.splice(0, recent.length, ...recentBefore)
  const changes: string[] = []
  function Page() {
    const [p, setP] = useState(initialP)
    return (
      <CatalogueComparePage
        kind={padKind}
        items={pads}
        p={p}
        onChangeP={(next) => {
          changes.push(next)
          setP(next)
        }}
        actions={(found) => <button type="button">Save {found.length}</button>}
        chipExtra={(entry) => <span data-testid="chip-extra">about {entry.item.handle}</span>}
        results={(found) => <p data-testid="pad-results">{found.map((entry) => entry.name).join(' | ')}</p>}
      />
    )
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  return { changes, router }
}

describe('CatalogueComparePage with any kind', () => {
  it('resolves p by the shared rule and fills the slots with what it found', async () => {
    const { changes } = renderPadPage('Artisan-Zero-vs.-No-Such-Pad-vs.-lgg-saturn-pro')
    expect(await screen.findByTestId('pad-results')).toHaveTextContent('Artisan Zero | LGG Saturn Pro')
    // The heading and introduction of the kind's page (its navigation entry) while several are compared.
    expect(screen.getByRole('heading', { level: 1, name: entryFor('/mousepads').descriptions.medium })).toBeInTheDocument()
    // One chip component: found items with the kind's slot, names that match nothing as not found.
    const chips = await screen.findAllByTestId('selected-pad')
    expect(chips.map((chip) => within(chip).getByTestId('chip-extra').textContent)).toEqual(['about artisan-zero', 'about lgg-saturn-pro'])
    expect(screen.getByTestId('missing-pad')).toHaveTextContent('No-Such-Pad not found')
    expect(screen.getByRole('button', { name: 'Save 2' })).toBeInTheDocument()
    expect(await screen.findByTestId('copy-link')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove No-Such-Pad' }))
    expect(changes.at(-1)).toBe('Artisan-Zero-vs.-LGG-Saturn-Pro')
    expect(screen.queryByTestId('missing-pad')).toBeNull()
    expect(recent).toEqual(['lgg-saturn-pro', 'artisan-zero'])
  })

  it('is one item’s own page with the kind’s heading, and adds with the one picker', async () => {
    const { changes } = renderPadPage('artisan-hien')
    expect(await screen.findByRole('heading', { level: 1, name: 'The Artisan Hien' })).toBeInTheDocument()
    expect(screen.getByText('All about the Artisan Hien.')).toBeInTheDocument()
    const picker = screen.getByTestId('pad-picker')
    await userEvent.type(within(picker).getByLabelText('Compare the Artisan Hien with…'), 'artisn zer')
    // The search rule (typo-tolerant) loads as the visitor types.
    await userEvent.click(within(await within(picker).findByTestId('picker-results')).getByRole('button', { name: '+ Artisan Zero' }))
    expect(changes.at(-1)).toBe('Artisan-Hien-vs.-Artisan-Zero')
    expect(await screen.findByTestId('pad-results')).toHaveTextContent('Artisan Hien | Artisan Zero')
  })

  it('invites a choice when p names nothing, with the kind’s words and no copy link', async () => {
    renderPadPage('', ['lgg-saturn-pro', 'no-such-pad', 'artisan-zero'])
    const empty = await screen.findByTestId('compare-empty')
    expect(empty).toHaveTextContent('Pick two or more mousepads above to see their surfaces side by side, or choose them on the mousepads browse page.')
    expect(within(empty).getByRole('link', { name: 'mousepads browse page' })).toHaveAttribute('href', '/mousepads')
    expect(screen.queryByTestId('pad-results')).toBeNull()
    expect(screen.queryByTestId('copy-link')).toBeNull()
    expect(within(screen.getByTestId('recent-pads')).getAllByRole('button').map((button) => button.textContent)).toEqual(['+ LGG Saturn Pro', '+ Artisan Zero'])
  })
})

describe('the site’s kinds on the one compare page', () => {
  it('mice: the mouse-only slots (shapes, Similar link, product sections) are there', async () => {
    await renderApp('/mouse/compare?p=Zowie-EC2-C')
    expect(await screen.findByRole('heading', { level: 1, name: 'Zowie EC2-C' })).toBeInTheDocument()
    const chip = await screen.findByTestId('selected-mouse')
    expect(within(chip).getByRole('link', { name: 'Find mice similar to Zowie EC2-C' })).toHaveAttribute('href', '/mouse/find-similar?mouse=zowie-ec2-c')
    expect(await screen.findByTestId('shape-comparison')).toBeInTheDocument()
    expect(await screen.findByTestId('similar-mice')).toBeInTheDocument()
    // No shop is listed for it, but Zowie has a (demo) discount: the section is there once that is read.
    expect(await screen.findByTestId('where-to-buy')).toBeInTheDocument()
  })

  it("a mouse's own page says only what it has: no review or shop promised or shown when it has none, no legend over one column", async () => {
    // Imported from OpenDB: no review, no shop link, and its brand has no discount.
    await renderApp('/mouse/compare?p=AJAZZ-AJ199')
    expect(await screen.findByRole('heading', { level: 1, name: 'AJAZZ AJ199' })).toBeInTheDocument()
    // The page's own sections load after its first paint (React.lazy): a generous wait, not a timing claim.
    expect(await screen.findByTestId('similar-mice', {}, { timeout: 10_000 })).toBeInTheDocument()
    const intro = screen.getByText(/^Every specification of the AJAZZ AJ199/)
    expect(intro.textContent).not.toMatch(/review|where to buy/i)
    expect(await screen.findByTestId('specifications-table')).toBeInTheDocument()
    expect(screen.queryByTestId('specifications-legend')).toBeNull()
    expect(screen.queryByText(/marks the best value/i)).toBeNull()
    // The reviews and discounts have been read, and neither section is there.
    await waitFor(() => expect(screen.queryByTestId('mouse-reviews')).toBeNull())
    expect(screen.queryByTestId('where-to-buy')).toBeNull()
    expect(screen.queryByText(/No shop is listed/)).toBeNull()
    // Every figure of a similar mouse is labelled ('weight not known', never a bare 'not known'), and
    // the order follows the number shown: the same shell first, says so, then by similarity.
    const similar = screen.getAllByTestId('similar-mouse').map((item) => within(item).getByText(/% similar/).textContent!)
    for (const text of similar) expect(text).not.toMatch(/·\s*not known/)
    expect(similar[0]).toMatch(/Same shell · /)
    const groups = [similar.filter((text) => text.includes('Same shell')), similar.filter((text) => !text.includes('Same shell'))]
    for (const group of groups) {
      const shown = group.map((text) => Number(/^(?:Same shell · )?([\d.]+)% similar/.exec(text)![1]))
      expect(shown).toEqual([...shown].sort((a, b) => b - a))
    }
  }, 60_000)


  it('sensors: the same page with the component kind, none of the mouse-only slots', async () => {
    await renderApp('/mouse/sensors/compare?p=PixArt-PAW3950')
    expect(await screen.findByRole('heading', { level: 1, name: 'PixArt PAW3950' })).toBeInTheDocument()
    const chip = await screen.findByTestId('selected-component')
    expect(within(chip).queryByRole('link')).toBeNull()
    expect(screen.getByTestId('specifications-table')).toBeInTheDocument()
    expect(screen.queryByTestId('shape-comparison')).toBeNull()
    expect(screen.queryByTestId('similar-mice')).toBeNull()
    await waitFor(() => expect(screen.getByTestId('component-mice')).toBeInTheDocument())
  })
})
