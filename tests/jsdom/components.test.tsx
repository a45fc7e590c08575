import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { testSupabaseUrl } from '../msw/supabase-handlers'
import { sensorRankRule } from '../../web/lib/sensor-rank'
import { notRankedText } from '../../web/lib/sensor-rank-text'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

const table = () => screen.findByTestId('results-table')
const columnNames = (element: HTMLElement) => Array.from(element.querySelectorAll('thead th')).map((cell) => cell.textContent)
const encoderRow = {
  general__id: 1,
  general__parent_id: null,
  general__handle: 'ttc-103-7mm',
  general__category: 'mouse_scroll_wheel_encoder',
  general__status_edited_date: '2026-11-20',
  general__release_date: null,
  general__brand_handles: ['ttc'],
  general__brand_names: ['TTC'],
  general__brands_separator: ' ',
  general__model: 'Series 103 encoder',
  general__variant: '7 mm',
  general__example_types: [],
  general__affiliate_links: [],
  images: [],
  mouse_scroll_wheel_encoder__height: 7,
  mouse_scroll_wheel_encoder__type: 'mechanical',
  mouse_scroll_wheel_encoder__lifetime: null,
  mouse_scroll_wheel_encoder__mice_count: 2,
  mouse_scroll_wheel_encoder__source: null,
  mouse_scroll_wheel_encoder__detents: null,
}
const rowHeaders = (element: HTMLElement) => within(element).getAllByRole('rowheader').map((cell) => cell.textContent)

describe('/mouse/sensors/browse', () => {
  it('lists the sensors by rank with their figures and the mice that use each one', async () => {
    await renderApp('/mouse/sensors/browse')
    const results = await table()
    expect(screen.getByRole('heading', { level: 1, name: 'Browse mouse sensors' })).toBeInTheDocument()
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^\d+ sensors$/)
    // The rank follows from the published figures (web/lib/sensor-rank.ts): tracking speed first.
    // A maker's rendition of a PixArt part names it (where a source states it).
    expect(rowHeaders(results).slice(0, 2)).toEqual(['Razer Focus Pro 35K Gen-2', 'Razer Focus Pro 30K (a PixArt PAW3950)'])
    expect(within(within(results).getAllByRole('row')[1]!).getByText('#1')).toBeInTheDocument()
    const second = within(results).getByRole('rowheader', { name: 'PixArt PAW3950' }).closest('tr')!
    expect(within(second).getByText(/^#\d+$/)).toBeInTheDocument()
    expect(within(second).getByText('30,000')).toBeInTheDocument()
    // Lift-off distances are published for few sensors: the column waits behind the column chooser.
    expect(columnNames(results).some((name) => name?.startsWith('Lift-off'))).toBe(false)
    expect(screen.getByTestId('column-chooser')).toHaveTextContent(/Lift-off/)
    // Styled by index.html's .column-chooser rules, not by classes generated while the page loads.
    expect(screen.getByTestId('column-chooser').querySelectorAll('[class*="css-"]')).toHaveLength(0)
    expect(within(second).getByRole('link', { name: /mice with the PixArt PAW3950/ })).toHaveAttribute('href', '/mouse/browse?sensor=pixart-paw3950')
    expect(within(second).getByRole('link', { name: 'PixArt PAW3950' })).toHaveAttribute('href', '/mouse/sensors/compare?p=PixArt-PAW3950')
  })

  it('does not rank a sensor whose figures are not published, and says the rule', async () => {
    // Logitech's sensors only (the table draws the rows in view): three ranked, the HERO 2 not, since
    // Logitech publishes neither its tracking speed nor its acceleration (sensors.json).
    await renderApp('/mouse/sensors/browse?brand=logitech')
    const results = await table()
    const hero2 = within(results).getByRole('rowheader', { name: 'Logitech HERO 2' }).closest('tr')!
    expect(within(hero2).getByText(notRankedText)).toBeInTheDocument()
    expect(within(hero2).queryByText(/^#\d+$/)).toBeNull()
    expect(screen.getByTestId('browse-note')).toHaveTextContent(sensorRankRule)
    // Sorted by rank, the sensors that are not ranked come after every ranked one, not among them.
    const ranks = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryByText(/^#\d+$/)?.textContent ?? null)
    const firstUnranked = ranks.indexOf(null)
    expect(firstUnranked).toBeGreaterThan(0)
    expect(ranks.slice(firstUnranked).every((rank) => rank === null)).toBe(true)
  })

  it('filters from the URL and sorts by a header, keeping the state in the URL', async () => {
    const { router } = await renderApp('/mouse/sensors/browse?type=laser')
    const results = await table()
    expect(rowHeaders(results).length).toBeGreaterThan(0)
    expect(within(results).queryByText('Optical')).toBeNull()
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^\d+ of \d+ sensors$/)
    fireEvent.click(within(results).getByRole('button', { name: /Max DPI/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'laser', sort: '-dpi' }))
    expect(within(results).getByRole('columnheader', { name: /Max DPI/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('filters with a facet checkbox and offers to loosen filters when nothing matches', async () => {
    const { router } = await renderApp('/mouse/sensors/browse?dpi=99999..')
    expect(await screen.findByTestId('empty-results')).toHaveTextContent('No sensors match these filters')
    fireEvent.click(screen.getByTestId('loosen-filter'))
    await table()
    expect(router.state.location.search).toEqual({})
    // jsdom applies no media queries: the layout is the phone's, the filters in a sheet to open.
    fireEvent.click(screen.getByTestId('filters-toggle'))
    fireEvent.click(within(screen.getByTestId('filters')).getByRole('checkbox', { name: /Laser/, hidden: true }))
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'laser' }))
  })

  it('never throws on a malformed URL', async () => {
    await renderApp('/mouse/sensors/browse?type=%7B&dpi=abc&sort=-nope&lod=..x')
    expect(rowHeaders(await table())[0]).toBe('Razer Focus Pro 35K Gen-2')
  })

  it('gathers a compare selection that links to the compare page', async () => {
    await renderApp('/mouse/sensors/browse')
    const results = await table()
    fireEvent.click(within(results).getByRole('button', { name: 'Add PixArt PAW3950' }))
    fireEvent.click(within(results).getByRole('button', { name: 'Add Razer Focus Pro 35K Gen-2' }))
    // The compare bar's code loads with the first selection (the first paint does not need it): on
    // a loaded machine that import takes longer than findBy's default second.
    expect(await screen.findByTestId('compare-bar', {}, { timeout: 8000 })).toHaveTextContent('PixArt PAW3950')
    expect(within(results).getByRole('button', { name: 'Added PixArt PAW3950' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('compare-link')).toHaveAttribute('href', '/mouse/sensors/compare?p=PixArt-PAW3950-vs.-Razer-Focus-Pro-35K-Gen-2')
    expect(JSON.parse(localStorage.getItem('compareSelectionFor_mouse_sensor')!)).toEqual(['pixart-paw3950', 'razer-focus-pro-35k'])
  })

  it('shows the error screen when the sensors cannot be read', async () => {
    supabaseServer.use(http.get(`${testSupabaseUrl}/rest/v1/mouse_sensors`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await renderApp('/mouse/sensors/browse')
    expect(await screen.findByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument()
  })
})

describe('/mouse/switches/browse and /mouse/encoders/browse', () => {
  it('lists switches with their own figures, linking mice by switch', async () => {
    await renderApp('/mouse/switches/browse')
    const results = await table()
    expect(screen.getByRole('heading', { level: 1, name: 'Browse mouse switches' })).toBeInTheDocument()
    expect(within(results).getByRole('columnheader', { name: /Type/ })).toBeInTheDocument()
    // A figure most switches lack waits behind the column chooser (figure-columns.ts).
    expect(within(results).queryByRole('columnheader', { name: /Force \(gf\)/ })).toBeNull()
    expect(screen.getByTestId('column-chooser')).toHaveTextContent(/hidden/)
    const link = within(results).getAllByRole('link', { name: /mice? with the/ })[0]!
    expect(link.getAttribute('href')).toMatch(/^\/mouse\/browse\?switch=[a-z0-9-]+$/)
  })

  it('lists encoders with their own figures (the seed links no mouse to an encoder yet)', async () => {
    await renderApp('/mouse/encoders/browse?sort=height')
    const results = await table()
    expect(screen.getByRole('heading', { level: 1, name: 'Browse scroll wheel encoders' })).toBeInTheDocument()
    expect(within(results).getByRole('columnheader', { name: /Height \(mm\)/ })).toHaveAttribute('aria-sort', 'ascending')
    expect(rowHeaders(results)[0]).toMatch(/5.1 mm$/)
    expect(within(results).getAllByText('No mice').length).toBeGreaterThan(0)
  })

  it('links the mice of an encoder that has some to mouse browse filtered by it', async () => {
    supabaseServer.use(
      http.get(`${testSupabaseUrl}/rest/v1/mouse_scroll_wheel_encoders`, () => HttpResponse.json([encoderRow])),
    )
    await renderApp('/mouse/encoders/browse')
    const results = await table()
    expect(within(results).getByRole('link', { name: /2 mice with the TTC Series 103 encoder 7 mm/ })).toHaveAttribute('href', '/mouse/browse?encoder=ttc-103-7mm')
  })
})

describe('/mouse/sensors/compare', () => {
  it('shows the chosen sensors side by side, differences highlighted, unknown names as not found', async () => {
    await renderApp('/mouse/sensors/compare?p=PixArt-PAW3950-vs.-No-Such-Sensor-vs.-PixArt-PAW3395')
    const specifications = await screen.findByTestId('specifications-table')
    expect(columnNames(specifications)).toEqual(['Specification', 'PixArt PAW3950', 'PixArt PAW3395'])
    expect(screen.getByTestId('missing-component')).toHaveTextContent('No-Such-Sensor not found')
    const dpi = within(specifications).getByRole('rowheader', { name: /Maximum DPI/ }).closest('tr')!
    expect(dpi).toHaveAttribute('data-differs')
    expect(within(dpi).getByText('30,000 DPI').closest('td')).toHaveAttribute('data-best')
    const brand = within(specifications).getByRole('rowheader', { name: /^Brand/ }).closest('tr')!
    expect(brand).not.toHaveAttribute('data-differs')
    expect(within(specifications).getAllByRole('link', { name: /mice/ })[0]).toHaveAttribute('href', '/mouse/browse?sensor=pixart-paw3950')
    await waitFor(() => expect(document.title).toBe('PixArt PAW3950 vs. PixArt PAW3395 | MouseCompare'))
    // The mice built with each sensor, loaded after the page.
    const mice = await screen.findByRole('heading', { level: 3, name: 'PixArt PAW3950' })
    const column = mice.parentElement!
    expect(within(column).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(within(column).getByRole('link', { name: /mice with the PixArt PAW3950$/ })).toHaveAttribute('href', '/mouse/browse?sensor=pixart-paw3950')
  })

  it('adds with the picker and removes, keeping the selection in the URL', async () => {
    const { router } = await renderApp('/mouse/sensors/compare?p=PixArt-PAW3950')
    const picker = await screen.findByTestId('component-picker')
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'hero 2' } })
    // The results render once the picker's search code has loaded (it loads as the visitor types).
    fireEvent.click(within(await within(picker).findByTestId('picker-results')).getByRole('button', { name: '+ Logitech HERO 2' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: 'PixArt-PAW3950-vs.-Logitech-HERO-2' }))
    expect(await screen.findAllByTestId('selected-component')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Remove PixArt PAW3950' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ p: 'Logitech-HERO-2' }))
  })

  it('invites a choice when nothing is selected', async () => {
    await renderApp('/mouse/sensors/compare')
    expect(await screen.findByTestId('compare-empty')).toHaveTextContent('Pick two or more sensors')
    expect(screen.queryByTestId('specifications-table')).toBeNull()
  })
})

describe('/mouse/switches/compare and /mouse/encoders/compare', () => {
  it('compare switches by their own rows', async () => {
    await renderApp('/mouse/switches/compare?p=omron-d2fc-f-7n-10m')
    const specifications = await screen.findByTestId('specifications-table')
    expect(within(specifications).getByRole('rowheader', { name: /Actuation force/ })).toBeInTheDocument()
    expect(columnNames(specifications)).toEqual(['Specification', 'Omron D2FC-F-7N 10M'])
    // Every part says where its figures come from, as a mouse does.
    const source = within(specifications).getByRole('rowheader', { name: 'Source' }).closest('tr')!
    expect(source).toHaveTextContent(/Maker \(Omron part number D2FC-F-7N\(10M\)/)
  })

  it('say where each part’s figures come from, on every kind', async () => {
    for (const path of ['/mouse/sensors/compare?p=PixArt-PAW3950', '/mouse/encoders/compare?p=TTC-Series-103-encoder-7-mm']) {
      const { unmount } = await renderApp(path)
      const specifications = await screen.findByTestId('specifications-table')
      const source = within(specifications).getByRole('rowheader', { name: 'Source' }).closest('tr')!
      expect(source, path).toHaveTextContent(/^SourceMaker \(.+\)$/)
      unmount()
    }
  })

  it('compare encoders by their own rows', async () => {
    await renderApp('/mouse/encoders/compare?p=TTC-Series-103-encoder-7-mm')
    const specifications = await screen.findByTestId('specifications-table')
    expect(within(specifications).getByRole('rowheader', { name: /Height/ })).toBeInTheDocument()
    expect(within(specifications).getByText('TTC Series 103 encoder 7 mm')).toBeInTheDocument()
  })
})
