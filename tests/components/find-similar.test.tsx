import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { catalogueScales, rankSimilar, targetFromMouse } from '../../web/features/find-similar/similarity'
import { miceQueries } from '../../web/features/mice/queries'
import type { MouseRow } from '../../web/lib/api-types'
import { productName } from '../../web/lib/product-name'
import { renderApp } from './render-app'

const handle = 'logitech-g-pro-x-superlight-2'

async function open(path: string) {
  const view = await renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  const mice = view.queryClient.getQueryData(miceQueries.list().queryKey) as MouseRow[]
  return { ...view, mice }
}

describe('/mouse/find-similar', () => {
  it('ranks the nearest neighbours of a chosen mouse first, each explained', async () => {
    const { mice } = await open(`/mouse/find-similar?mouse=${handle}`)
    const reference = mice.find((row) => row.general__handle === handle)!
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Mice similar to ${productName(reference)}`)
    const expected = rankSimilar(mice, targetFromMouse(reference), { scales: catalogueScales(mice), excludeHandle: handle, limit: 5 })
    const results = screen.getAllByTestId('similar-result')
    expect(results.slice(0, 5).map((item) => item.dataset.handle)).toEqual(expected.map((item) => item.row.general__handle))
    expect(results.map((item) => item.dataset.handle)).not.toContain(handle)
    const first = results[0]!
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(productName(expected[0]!.row))
    expect(within(first).getByRole('list', { name: 'Differences in size and weight' })).toHaveTextContent(/Length/)
    expect(within(first).getByRole('list', { name: 'Shape traits' })).toHaveTextContent(/shape/)
    expect(first).toHaveTextContent(`${expected[0]!.similarity.toFixed(1)}% similar`)
    // "Recently viewed" lists mice whose own page was viewed (issue 20): a find-similar reference is not.
    expect(localStorage.getItem('recentMouseHandles')).toBeNull()
    expect(localStorage.getItem('recentMouseNames')).toBeNull()
  })

  it('says "no such mouse" for an unknown handle, and the rest of the page works', async () => {
    const { router } = await open('/mouse/find-similar?mouse=no-such-mouse-anywhere')
    expect(screen.getByTestId('unknown-mouse')).toHaveTextContent('No such mouse: “no-such-mouse-anywhere”.')
    expect(screen.getByTestId('no-target')).toBeInTheDocument()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Choose a mouse' }), { target: { value: 'viper v3 pro' } })
    const matches = await screen.findByRole('region', { name: 'Matching mice' })
    const link = within(matches).getAllByRole('link')[0]!
    fireEvent.click(link)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ mouse: expect.stringMatching(/viper-v3-pro/) }))
    expect(await screen.findByTestId('reference-mouse')).toBeInTheDocument()
    expect(screen.queryByTestId('unknown-mouse')).toBeNull()
  })

  it('ranks against typed dimensions from the URL and from the form', async () => {
    const { router, mice } = await open('/mouse/find-similar?length=120&width=60&shape=symmetrical')
    const expected = rankSimilar(mice, { length: 120, width: 60, shape: 'symmetrical' }, { scales: catalogueScales(mice), limit: 3 })
    expect(screen.getAllByTestId('similar-result').slice(0, 3).map((item) => item.dataset.handle)).toEqual(expected.map((item) => item.row.general__handle))
    const form = screen.getByTestId('target-form')
    fireEvent.change(within(form).getByLabelText('Weight (g)'), { target: { value: '55' } })
    fireEvent.change(within(form).getByLabelText('Length (mm)'), { target: { value: 'abc' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Find similar mice' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ width: 60, weight: 55, shape: 'symmetrical' }))
  })

  it('keeps weights and tolerances in the URL', async () => {
    const { router } = await open(`/mouse/find-similar?mouse=${handle}&w=weight:5`)
    fireEvent.click(screen.getByText('Weights and tolerances'))
    const weight = screen.getByLabelText('Weight') as HTMLInputElement
    expect(weight.value).toBe('5')
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '0' } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ mouse: handle, w: 'length:0,weight:5' }))
    fireEvent.change(screen.getByLabelText(/^Tolerance ± 3 g/), { target: { value: '10' } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tol: 'weight:10' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ mouse: handle }))
  })

  it('asks for a mouse or dimensions when none is given, and survives garbage', async () => {
    await open('/mouse/find-similar?length=abc&w=%3Cscript%3E&shape=round')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find mice similar to yours')
    expect(screen.getByTestId('no-target')).toBeInTheDocument()
  })
})
