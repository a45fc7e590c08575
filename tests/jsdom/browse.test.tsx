import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { miceQueries } from '../../web/features/catalogue/kinds/mouse-queries'
import type { MouseRow } from '../../web/lib/api-types'
import { buildCompareParam } from '../../web/lib/compare-name'
import { formatNumber } from '../../web/lib/number-format'
import { productName } from '../../web/lib/product-name'
import { pickerIndex, pickerMatches } from '../../web/features/catalogue/compare/picker-matches'
import { postgrestHandlers, testSupabaseUrl } from '../msw/supabase-handlers'
import { gridDrawn, renderApp } from './render-app'
import { supabaseServer } from './setup'

async function open(path: string) {
  const view = await renderApp(path)
  await screen.findByTestId('result-count')
  await gridDrawn()
  const mice = view.queryClient.getQueryData(miceQueries.list().queryKey) as MouseRow[]
  return { ...view, mice }
}

const countText = () => screen.getByTestId('result-count').textContent ?? ''

/** The filters column; jsdom applies no media queries, so it is the phone's collapsed panel: open it. */
function filters() {
  const toggle = screen.getByTestId('filters-toggle')
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle)
  return screen.getByTestId('filters')
}

describe('/mouse/browse', () => {
  it('lists every mouse with the page heading, as cards by default', async () => {
    const { mice } = await open('/mouse/browse')
    expect(screen.getByRole('heading', { level: 1, name: 'Browse and filter gaming mice' })).toBeInTheDocument()
    expect(countText()).toBe(`${formatNumber(mice.length)} mice of ${formatNumber(mice.length)}`)
    const list = screen.getByRole('list', { name: `${mice.length} mice` })
    const items = within(list).getAllByRole('listitem')
    // Windowed: only the first rows are in the DOM, each telling its place in the whole list.
    expect(items.length).toBeLessThan(mice.length)
    expect(items[0]).toHaveAttribute('aria-setsize', String(mice.length))
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
  })

  it('applies a shape filter and a length range from the URL, with counts per option', async () => {
    const { mice } = await open('/mouse/browse?shape=ergonomic&length=120..126')
    const expected = mice.filter((row) => row.mouse__shape === 'ergonomic' && row.mouse__length >= 120 && row.mouse__length <= 126)
    expect(expected.length).toBeGreaterThan(0)
    expect(countText()).toMatch(new RegExp(`^${expected.length} mi(ce|ouse) of`))
    for (const card of screen.getAllByTestId('mouse-card')) expect(expected.map((row) => row.general__handle)).toContain(card.dataset.handle)
    // "Symmetrical" would leave the symmetrical mice of that length.
    const symmetrical = mice.filter((row) => row.mouse__shape === 'symmetrical' && row.mouse__length >= 120 && row.mouse__length <= 126).length
    const panel = filters()
    expect(within(panel).getByRole('checkbox', { name: new RegExp(`^Symmetrical\\s*\\(${symmetrical}\\s*mice\\)$`) })).not.toBeChecked()
    expect(within(panel).getByRole('checkbox', { name: /^Ergonomic/ })).toBeChecked()
    expect(within(panel).getByRole('textbox', { name: 'Minimum length (mm), number' })).toHaveValue('120')
    // Plain controls (index.html .mouse-action, .range-number): on a phone the filters are built
    // after the page, and a Chakra recipe's rule inserted then made Chromium restyle the whole page.
    const controls = [...within(panel).getAllByRole('button'), ...within(panel).getAllByRole('textbox', { name: /, number$/ })]
    expect(controls.map((control) => control.className).filter((name) => name.includes('css-'))).toEqual([])
    expect(within(panel).getByRole('button', { name: 'Clear all (2)' })).toHaveClass('mouse-action')
  })

  it('writes filters into the URL and keeps history', async () => {
    const { router, mice } = await open('/mouse/browse')
    fireEvent.click(within(filters()).getByRole('checkbox', { name: /^Hybrid/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ shape: 'hybrid' }))
    const hybrids = mice.filter((row) => row.mouse__shape === 'hybrid').length
    await waitFor(() => expect(countText()).toMatch(new RegExp(`^${hybrids} mi`)))
    const max = within(filters()).getByRole('textbox', { name: 'Maximum weight (g), number' })
    fireEvent.change(max, { target: { value: '70' } })
    fireEvent.keyDown(max, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.search).toEqual({ shape: 'hybrid', weight: '..70' }))
    await act(() => router.history.back())
    await waitFor(() => expect(router.state.location.search).toEqual({ shape: 'hybrid' }))
  })

  it('ignores garbage in a number field and in the URL', async () => {
    const { router, mice } = await open('/mouse/browse?length=abc&sort=-bogus&shape=%5B1&view=grid&weight=..&q=')
    expect(countText()).toBe(`${formatNumber(mice.length)} mice of ${formatNumber(mice.length)}`)
    expect(screen.getByLabelText('Sort by')).toHaveValue('released')
    expect(screen.getByRole('button', { name: 'Cards', pressed: true })).toBeInTheDocument()
    const min = within(filters()).getByRole('textbox', { name: 'Minimum width (mm), number' })
    const before = (min as HTMLInputElement).value
    fireEvent.change(min, { target: { value: 'twelve' } })
    fireEvent.blur(min)
    expect(min).toHaveValue(before)
    expect(router.state.location.search).not.toHaveProperty('width')
  })

  it('says when nothing matches and loosens the filter that removes the most', async () => {
    const { router, mice } = await open('/mouse/browse?weight=..20&shape=hybrid')
    const panel = await screen.findByTestId('empty-results')
    expect(within(panel).getByRole('heading', { name: 'No mice match these filters' })).toBeInTheDocument()
    const hybrids = mice.filter((row) => row.mouse__shape === 'hybrid').length
    const loosen = within(panel).getByTestId('loosen-filter')
    expect(loosen).toHaveTextContent(`Remove weight filter (${hybrids})`)
    fireEvent.click(loosen)
    await waitFor(() => expect(router.state.location.search).toEqual({ shape: 'hybrid' }))
    expect(countText()).toMatch(new RegExp(`^${hybrids} mi`))
  })

  it('sorts in a table whose headers are buttons with aria-sort, and remembers the view', async () => {
    const { router, mice } = await open('/mouse/browse')
    fireEvent.click(screen.getByRole('button', { name: 'Table', pressed: false }))
    // The table loads on demand (cards are the default view): its first import can take a while here.
    const table = await screen.findByRole('table')
    expect(table).toHaveAttribute('aria-rowcount', String(mice.length + 1))
    expect(localStorage.getItem('mouseBrowseView')).toBe('table')
    const weightHeader = within(table).getByRole('columnheader', { name: /^Weight \(g\)/ })
    expect(weightHeader).toHaveAttribute('aria-sort', 'none')
    fireEvent.click(within(weightHeader).getByRole('button'))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'weight' }))
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /^Weight \(g\)/ })).toHaveAttribute('aria-sort', 'ascending')
    const lightest = [...mice].sort((a, b) => (a.mouse__weight ?? Infinity) - (b.mouse__weight ?? Infinity) || productName(a).localeCompare(productName(b)))[0]!
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!
    expect(firstRow).toHaveAttribute('aria-rowindex', '2')
    expect(within(firstRow).getByRole('rowheader')).toHaveTextContent(productName(lightest))
    fireEvent.click(within(within(screen.getByRole('table')).getByRole('columnheader', { name: /^Weight/ })).getByRole('button'))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: '-weight' }))
  })

  it('searches brand, model and variant with typos', async () => {
    const { router } = await open('/mouse/browse')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search mice' }), { target: { value: 'logitec superlite' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'logitec superlite' }))
    const cards = screen.getAllByTestId('mouse-card')
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card).toHaveTextContent(/Logitech/)
    expect(cards.some((card) => /Superlight/.test(card.textContent ?? ''))).toBe(true)
  })

  it('orders by relevance while text is typed (the pickers\' rule), says so in the sort control, and clearing restores the chosen sort', async () => {
    const { router, mice } = await open('/mouse/browse?sort=-weight')
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement
    expect(sort.value).toBe('weight')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search mice' }), { target: { value: 'g pro' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'g pro', sort: '-weight' }))
    const picker = pickerMatches(pickerIndex(mice, productName, (row) => row.general__handle), 'g pro', 5)
    expect(picker[0]!.general__handle).toBe('logitech-g-pro-hero')
    await waitFor(() => expect(screen.getAllByTestId('mouse-card').slice(0, 5).map((card) => card.dataset.handle)).toEqual(picker.map((row) => row.general__handle)))
    expect(sort.value).toBe('relevance')
    expect(within(sort).getByRole('option', { name: 'Best match (while searching)' })).toBeInTheDocument()
    expect(screen.queryByTestId('sort-direction')).toBeNull()
    // Another sort chosen during the search applies to it (keeping the direction: longest first).
    fireEvent.change(sort, { target: { value: 'length' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'g pro', sort: '-length' }))
    expect(sort.value).toBe('length')
    const lengths = screen.getAllByTestId('mouse-card').map((card) => mice.find((row) => row.general__handle === card.dataset.handle)!.mouse__length)
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a))
    // Back to best match, then clear the text: the chosen sort is back, and the option is gone.
    fireEvent.change(sort, { target: { value: 'relevance' } })
    await waitFor(() => expect(screen.getAllByTestId('mouse-card')[0]!.dataset.handle).toBe('logitech-g-pro-hero'))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search mice' }), { target: { value: '' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-length' }))
    expect(sort.value).toBe('length')
    expect(within(sort).queryByRole('option', { name: 'Best match (while searching)' })).toBeNull()
    expect(screen.getByTestId('sort-direction')).toBeInTheDocument()
  }, 60_000)

  it('adds to compare: a Compare (n) link with the compare URL, kept in local storage (not in recently viewed)', async () => {
    const { mice } = await open('/mouse/browse?sort=name')
    const [first, second] = screen.getAllByTestId('mouse-card')
    fireEvent.click(within(first!).getByTestId('compare-toggle'))
    fireEvent.click(within(second!).getByTestId('compare-toggle'))
    const bar = await screen.findByTestId('compare-bar')
    const rows = [first!, second!].map((card) => mice.find((row) => row.general__handle === card.dataset.handle)!)
    const link = within(bar).getByTestId('compare-link')
    expect(link).toHaveTextContent('Compare (2)')
    expect(link).toHaveAttribute('href', `/mouse/compare?p=${buildCompareParam(rows.map((row) => productName(row)))}`)
    expect(JSON.parse(localStorage.getItem('mouseCompareSelection')!)).toEqual(rows.map((row) => row.general__handle))
    // Recently viewed lists mice whose own page was viewed, not mice added to compare (issue 20).
    expect(localStorage.getItem('recentMouseHandles')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Recently viewed' })).toBeNull()
    // The card's name opens the mouse's own page.
    expect(within(first!).getByTestId('mouse-card-link')).toHaveAttribute('href', `/mouse/compare?p=${buildCompareParam([productName(rows[0]!)])}`)
    expect(within(first!).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true')
    // (The chips are for wide screens: jsdom applies no media queries, hence hidden.)
    fireEvent.click(within(bar).getByRole('button', { name: `Remove ${productName(rows[0]!)} from compare`, hidden: true }))
    await waitFor(() => expect(within(screen.getByTestId('compare-bar')).getByTestId('compare-link')).toHaveTextContent('Compare (1)'))
  })

  it('links a mouse to find-similar and to its review when one exists', async () => {
    await open('/mouse/browse?q=G%20Pro%20X%20Superlight%202')
    const card = screen.getAllByTestId('mouse-card').find((item) => item.dataset.handle === 'logitech-g-pro-x-superlight-2')!
    expect(within(card).getByRole('link', { name: /Find mice similar to/ })).toHaveAttribute('href', '/mouse/find-similar?mouse=logitech-g-pro-x-superlight-2')
    const review = await within(card).findByRole('link', { name: /Read the review/ })
    expect(review.getAttribute('href')).toMatch(/^\/mouse\/review\/.+/)
  })

  it('still works when reviews fail to load', async () => {
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/reviews`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    const { mice } = await open('/mouse/browse')
    expect(countText()).toBe(`${formatNumber(mice.length)} mice of ${formatNumber(mice.length)}`)
    expect(screen.queryByRole('link', { name: /Read the review/ })).toBeNull()
  })
})

describe('/mouse/browse filtered by a component', () => {
  it('?switch= lists only the mice with that switch, its option ticked', async () => {
    const { mice, router } = await open('/mouse/browse?switch=logitech-lightforce')
    const expected = mice.filter((row) => row.mouse__switch_handle === 'logitech-lightforce')
    expect(expected.length).toBeGreaterThan(1)
    expect(countText()).toBe(`${formatNumber(expected.length)} mice of ${formatNumber(mice.length)}`)
    // The grid is windowed: the cards it renders are all of the switch's mice.
    const cards = screen.getAllByTestId('mouse-card')
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(expected.map((row) => row.general__handle)).toContain(card.dataset.handle)
    const panel = filters()
    const option = within(panel).getByRole('checkbox', { name: new RegExp(`^Logitech LIGHTFORCE\\s*\\(${expected.length}\\s*mice\\)$`) })
    expect(option).toBeChecked()
    expect(within(panel).getByRole('button', { name: 'Clear all (1)' })).toBeEnabled()
    // Unticking it brings every mouse back.
    fireEvent.click(option)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(countText()).toBe(`${formatNumber(mice.length)} mice of ${formatNumber(mice.length)}`)
  })

  it('?encoder= lists only the mice with that encoder, its option ticked', async () => {
    // The seed links no mouse to an encoder yet: serve the real seed with a real encoder given to three mice.
    const snapshot = inject('apiSnapshot')
    const seeded = JSON.parse(snapshot.mouse_list!) as MouseRow[]
    const encoders = JSON.parse(snapshot.mouse_scroll_wheel_encoders!) as { general__handle: string }[]
    expect(encoders.map((row) => row.general__handle)).toContain('ttc-103-7mm')
    const withEncoder = new Set(seeded.slice(0, 3).map((row) => row.general__handle))
    const mice = seeded.map((row) =>
      withEncoder.has(row.general__handle) ? { ...row, mouse__scroll_wheel_encoder_handle: 'ttc-103-7mm', mouse__scroll_wheel_encoder_name: 'TTC Series 103 encoder 7 mm' } : row,
    )
    supabaseServer.use(...postgrestHandlers({ ...snapshot, mouse_list: JSON.stringify(mice) }))
    await open('/mouse/browse?encoder=ttc-103-7mm')
    expect(countText()).toBe(`3 mice of ${formatNumber(mice.length)}`)
    expect(screen.getAllByTestId('mouse-card').map((card) => card.dataset.handle).sort()).toEqual([...withEncoder].sort())
    expect(within(filters()).getByRole('checkbox', { name: /^TTC Series 103 encoder 7 mm\s*\(3\s*mice\)$/ })).toBeChecked()
  })

  it('offers to remove the switch filter when it leaves nothing', async () => {
    // Lightforce switches are Logitech's own: no Razer mouse has one.
    const { router, mice } = await open('/mouse/browse?brand=razer&switch=logitech-lightforce')
    const panel = await screen.findByTestId('empty-results')
    const razer = mice.filter((row) => row.general__brand_handles.includes('razer')).length
    const lightforce = mice.filter((row) => row.mouse__switch_handle === 'logitech-lightforce').length
    expect(razer).toBeGreaterThan(lightforce)
    expect(within(panel).getByTestId('loosen-filter')).toHaveTextContent(`Remove switch filter (${razer})`)
    expect(within(panel).getByRole('button', { name: `Remove brand (${lightforce})` })).toBeInTheDocument()
    fireEvent.click(within(panel).getByTestId('loosen-filter'))
    await waitFor(() => expect(router.state.location.search).toEqual({ brand: 'razer' }))
    expect(countText()).toBe(`${formatNumber(razer)} mice of ${formatNumber(mice.length)}`)
  })

  it('ignores a switch or encoder no mouse has, as a stale sensor link: every mouse, no filter counted', async () => {
    const { mice } = await open('/mouse/browse?switch=no-such-switch&encoder=%7B&sensor=no-such-sensor')
    expect(countText()).toBe(`${formatNumber(mice.length)} mice of ${formatNumber(mice.length)}`)
    expect(within(filters()).getByRole('button', { name: 'Clear all' })).toBeDisabled()
  })

  it('follows a switch page\'s mice link to the mice with that switch', async () => {
    // The table is windowed (112 rows): the search brings the switch's row into view.
    const { router, queryClient } = await renderApp('/mouse/switches/browse?q=lightforce')
    const link = await within(await screen.findByTestId('results-table')).findByRole('link', { name: /mice with the Logitech LIGHTFORCE$/ })
    expect(link).toHaveAttribute('href', '/mouse/browse?switch=logitech-lightforce')
    fireEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/mouse/browse'))
    expect(router.state.location.search).toEqual({ switch: 'logitech-lightforce' })
    // The switches page stays until the mice page's loader is done (it builds the filters' index).
    await waitFor(() => expect(countText()).toMatch(/ mice of /))
    const mice = queryClient.getQueryData(miceQueries.list().queryKey) as MouseRow[]
    const expected = mice.filter((row) => row.mouse__switch_handle === 'logitech-lightforce')
    expect(countText()).toBe(`${formatNumber(expected.length)} mice of ${formatNumber(mice.length)}`)
  })
})

// web/features/catalogue/ui/browse-layout.tsx: the phone's closed sheet holds about 900 elements of
// filters, built after the page rather than with it. The browser's idle callbacks are held here, so
// "before the page is idle" is a state, not a race. (Built is asked of the DOM, by label: whether a
// reader can reach them is the dialog's business, tested in Chromium.)
describe('/mouse/browse: the phone sheet’s filters', () => {
  const held: IdleRequestCallback[] = []
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback }
  beforeEach(() => {
    held.length = 0
    window.requestIdleCallback = (callback) => held.push(callback)
    window.cancelIdleCallback = (handle) => void (held[handle - 1] = () => {})
  })
  afterEach(() => {
    // Unmounted first: the page's clean-up cancels what it asked for, through the stubs.
    cleanup()
    window.requestIdleCallback = original.request
    window.cancelIdleCallback = original.cancel
  })
  const builtOptions = () => screen.getByTestId('filters').querySelectorAll('input[type="checkbox"]').length
  const ergonomic = () => [...screen.getByTestId('filters').querySelectorAll('label')].find((label) => label.textContent?.startsWith('Ergonomic'))?.querySelector('input')

  it('are built once the page is idle, without the sheet opening', async () => {
    await open('/mouse/browse')
    await waitFor(() => expect(held.length).toBeGreaterThan(0))
    expect(builtOptions()).toBe(0)
    act(() => held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })))
    await waitFor(() => expect(builtOptions()).toBeGreaterThan(0))
    expect(screen.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'false')
  })

  it('are there at once when the sheet opens before the page is idle, and stay when it closes', async () => {
    await open('/mouse/browse?shape=ergonomic')
    expect(builtOptions()).toBe(0)
    fireEvent.click(screen.getByTestId('filters-toggle'))
    expect(ergonomic()).toBeChecked()
    fireEvent.click(screen.getByTestId('show-results'))
    expect(screen.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'false')
    expect(ergonomic()).toBeChecked()
  })
})
