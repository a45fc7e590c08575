import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { resetHandStoreForTests } from '../../web/features/fit/hand-store'
import { shellDimensionToleranceMm } from '../../web/features/find-similar/similarity'
import { catalogueScales, rankSimilar, targetFromMouse } from '../../web/features/find-similar/similarity'
import { miceQueries } from '../../web/features/catalogue/kinds/mouse-queries'
import { mousePageHref } from '../../web/features/catalogue/mice/mouse-selection'
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

afterEach(() => {
  resetHandStoreForTests()
})

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
    // Every result's name opens that mouse's own page (issue 20).
    expect(within(first).getByRole('link', { name: productName(expected[0]!.row) })).toHaveAttribute('href', mousePageHref(expected[0]!.row))
    expect(within(first).getByRole('list', { name: 'Differences in size and weight' })).toHaveTextContent(/Length/)
    expect(within(first).getByRole('list', { name: 'Shape traits' })).toHaveTextContent(/shape/)
    expect(first).toHaveTextContent(`${expected[0]!.similarity.toFixed(1)}% similar`)
    // "Recently viewed" lists mice whose own page was viewed (issue 20): a find-similar reference is not.
    expect(localStorage.getItem('recentMouseHandles')).toBeNull()
    expect(localStorage.getItem('recentMouseNames')).toBeNull()
  })

  it('says when a result rests on size and weight alone, and shows it below 100 %', async () => {
    // Typed size only: no shape is compared, so every result rests on size alone.
    const { mice } = await open('/mouse/find-similar?length=120&width=62&height=38&weight=60')
    const expected = rankSimilar(mice, { length: 120, width: 62, height: 38, weight: 60 }, { scales: catalogueScales(mice), limit: 1 })
    const first = screen.getAllByTestId('similar-result')[0]!
    expect(expected[0]!.basis).toBe('size')
    expect(within(first).getByTestId('similar-confidence')).toHaveTextContent('Size and weight only: shape not known')
    expect(first).toHaveTextContent(`${expected[0]!.similarity.toFixed(1)}% similar`)
    expect(expected[0]!.similarity).toBeLessThan(100)
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
    const weight = screen.getByRole('slider', { name: 'Weight: weight' }) as HTMLInputElement
    expect(weight.value).toBe('5')
    fireEvent.change(screen.getByRole('slider', { name: 'Length: weight' }), { target: { value: '0' } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ mouse: handle, w: 'length:0,weight:5' }))
    fireEvent.change(screen.getByRole('slider', { name: /^Weight: Tolerance ± 3 g/ }), { target: { value: '10' } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tol: 'weight:10' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ mouse: handle }))
  })

  it('asks for a mouse or dimensions when none is given, and survives garbage', async () => {
    await open('/mouse/find-similar?length=abc&w=%3Cscript%3E&shape=round')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find mice similar to yours')
    expect(screen.getByTestId('no-target')).toBeInTheDocument()
  })

  it('gives every slider its own accessible label, naming the dimension and what it sets', async () => {
    await open(`/mouse/find-similar?mouse=${handle}`)
    fireEvent.click(screen.getByText('Weights and tolerances'))
    const sliders = screen.getAllByRole('slider')
    // Eleven weights and four tolerances; no hand is set, so no fit weight.
    expect(sliders).toHaveLength(15)
    const names = sliders.map((slider) => slider.getAttribute('id') && (document.querySelector(`label[for="${slider.id}"]`)?.textContent ?? ''))
    for (const name of names) expect(name).toMatch(/\w+: (weight|Tolerance ± [\d.]+ (mm|g))$/)
    expect(new Set(names).size).toBe(names.length)
    expect(screen.getByRole('slider', { name: 'Length: Tolerance ± 1 mm' })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'Hump placement: weight' })).toBeInTheDocument()
    expect(screen.queryByTestId('fit-weight')).toBeNull()
  })

  it('puts the same shell first, marked, explains the order, and overlays each outline on the reference', async () => {
    await open('/mouse/find-similar?mouse=razer-deathadder-v3-pro')
    const results = screen.getAllByTestId('similar-result')
    expect(results[0]!.dataset.handle).toBe('razer-deathadder-v3')
    expect(within(results[0]!).getByTestId('same-shell')).toHaveTextContent('Same shell')
    expect(within(results[1]!).queryByTestId('same-shell')).toBeNull()
    expect(screen.getByTestId('similar-order')).toHaveTextContent(`within ${shellDimensionToleranceMm} mm`)
    expect(screen.getByTestId('similar-order')).toHaveTextContent(/same score are ordered by the closest figures before tolerances/)
    // The outlines load when the page is idle after its first paint.
    const outline = await within(results[0]!).findByRole('img', { name: /Top view to scale: Razer DeathAdder V3 \(filled\) over Razer DeathAdder V3 Pro \(dashed\)/ })
    expect(outline.querySelector('[data-outline="candidate"]')?.getAttribute('d')).toMatch(/^M/)
    expect(outline.querySelector('[data-outline="reference"]')?.getAttribute('d')).toMatch(/^M/)
    expect(within(results[0]!).getByTestId('similar-outline-note')).toHaveTextContent('Outlines generated from dimensions and shape descriptors')
  })

  it('lists another edition of the shell that only the import knows, saying what is not known (the EC2-B beside the EC2-C)', async () => {
    const ec2 = await open('/mouse/find-similar?mouse=zowie-ec2-c')
    const imported = screen.getAllByTestId('similar-result').find((item) => {
      const row = ec2.mice.find((mouse) => mouse.general__handle === item.dataset.handle)
      return row && !row.mouse__front_flare
    })!
    expect(imported.dataset.handle).toMatch(/^zowie-ec2-b/)
    expect(within(imported).getByTestId('same-shell')).toHaveTextContent('Same shell: same maker, model name and dimensions')
    expect(within(imported).getByTestId('similar-confidence')).toHaveTextContent(/not known/)
    expect(await within(imported).findByTestId('similar-outline-note')).toHaveTextContent('Filled: generated from dimensions only; dashed: generated from dimensions and shape descriptors')
  })

  it('offers the fit to your hand as a weight once a hand is set (0 by default), and ranks by it when raised', async () => {
    localStorage.setItem('handProfile', JSON.stringify({ lengthMm: 175, breadthMm: 80, grip: 'claw' }))
    resetHandStoreForTests()
    const { router } = await open(`/mouse/find-similar?mouse=${handle}`)
    fireEvent.click(screen.getByText('Weights and tolerances'))
    const fitSlider = screen.getByRole('slider', { name: 'Fit to your hand: weight' }) as HTMLInputElement
    expect(fitSlider.value).toBe('0')
    // Each result shows its fit once the fit model has loaded.
    await waitFor(() => expect(screen.getAllByTestId('similar-fit')[0]).toHaveTextContent(/^Fit (\d+: \w+ fit|: not enough data)$/))
    const before = screen.getAllByTestId('similar-result').map((item) => item.dataset.handle)
    fireEvent.change(fitSlider, { target: { value: '5' } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ w: 'fit:5' }))
    await waitFor(() => expect(screen.getByTestId('similar-order')).toHaveTextContent('The fit to your hand counts with its weight.'))
    const after = screen.getAllByTestId('similar-result').map((item) => item.dataset.handle)
    expect(after).not.toEqual(before)
  })

  it('takes the hand from a valid hand= in the URL, and ignores one that is not a hand', async () => {
    await open(`/mouse/find-similar?mouse=${handle}&hand=190x85-palm&w=fit:2`)
    fireEvent.click(screen.getByText('Weights and tolerances'))
    expect((screen.getByRole('slider', { name: 'Fit to your hand: weight' }) as HTMLInputElement).value).toBe('2')
    await waitFor(() => expect(screen.getAllByTestId('similar-fit').length).toBeGreaterThan(0))
  })

  it('without a hand, a fit weight in the URL does nothing and no fit is shown', async () => {
    await open(`/mouse/find-similar?mouse=${handle}&hand=huge&w=fit:5`)
    expect(screen.queryByTestId('similar-fit')).toBeNull()
    fireEvent.click(screen.getByText('Weights and tolerances'))
    expect(screen.queryByTestId('fit-weight')).toBeNull()
  })
})
