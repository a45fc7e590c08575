/**
 * A mouse with a traced view, as the api returns it (mouse__top_view path data and its
 * mouse__outline_source), on every page that draws outlines: compare (each view says traced or
 * generated under the drawing, the sensor marked), the browse card and find-similar all draw the
 * trace, from the one outline module. The trace is a synthetic test shape (the catalogue holds none).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import type { MouseRow } from '../../web/lib/api-types'
import { postgrestHandlers } from '../msw/supabase-handlers'
import { syntheticImageTitle, syntheticTracedView } from '../fixtures/synthetic-trace'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

const handle = 'logitech-g-pro-x-superlight-2'
const top = syntheticTracedView('top', { length: 125, width: 63.5, height: 40 }, { sensor: { x: 31.8, y: 60 } })
const traced = `traced from ${syntheticImageTitle} (CC0 1.0)`

function serveTrace() {
  const snapshot = inject('apiSnapshot')
  const mice = (JSON.parse(snapshot.mouse_list!) as MouseRow[]).map((row) =>
    row.general__handle === handle ? { ...row, mouse__top_view: top.path, mouse__outline_source: { top: top.trace }, mouse__outline_kind: 'traced' as const } : row,
  )
  supabaseServer.use(...postgrestHandlers({ ...snapshot, mouse_list: JSON.stringify(mice) }))
}

// Each test renders a whole page of the app over the full catalogue: more time than the project's 15 s on a busy machine.
describe('a traced outline', { timeout: 40_000 }, () => {
  it('replaces the generated top view on compare, says so under each view, and marks the sensor', async () => {
    serveTrace()
    await renderApp('/mouse/compare?p=Logitech-G-Pro-X-Superlight-2-vs.-Zowie-EC2-C')
    const topView = await screen.findByTestId('shape-overlay-top')
    const logitech = topView.querySelector(`[data-shape="${handle}"]`)!
    expect(logitech.getAttribute('data-kind')).toBe('traced')
    expect(logitech.querySelector('path')!.getAttribute('d')).toBe(top.path)
    expect(within(logitech as HTMLElement).getByTestId('sensor-mark')).toBeInTheDocument()
    expect(screen.getByTestId('shape-overlay-side').querySelector(`[data-shape="${handle}"]`)!.getAttribute('data-kind')).toBe('generated')
    expect(topView.querySelector('[data-shape="zowie-ec2-c"]')!.getAttribute('data-kind')).toBe('generated')
    expect(topView).toHaveAccessibleName(expect.stringContaining(`Logitech G Pro X Superlight 2 (${traced})`))

    const captions = screen.getAllByTestId('view-caption').map((caption) => [caption.dataset.view, caption.textContent])
    expect(captions).toEqual([
      ['top', `Logitech G Pro X Superlight 2: ${traced}, the cross marks its sensor`],
      ['top', 'Zowie EC2-C: generated from its dimensions and shape descriptors'],
      ['side', 'Logitech G Pro X Superlight 2: generated from its dimensions and shape descriptors'],
      ['side', 'Zowie EC2-C: generated from its dimensions and shape descriptors'],
      ['back', 'Logitech G Pro X Superlight 2: generated from its dimensions and shape descriptors'],
      ['back', 'Zowie EC2-C: generated from its dimensions and shape descriptors'],
    ])
    // The controls, legend, views and captions are styled by index.html's .shape-* and
    // .mouse-action rules, not by classes generated at run time (only the heading is Chakra's: the
    // shapes arrive after the first render, and a recipe's rule inserted then restyled the whole
    // page); a dot is its product's colour.
    const shapes = screen.getByTestId('shape-comparison')
    expect(shapes.querySelectorAll('.shape-controls [class*="css-"], .shape-legend [class*="css-"], .shape-views [class*="css-"]')).toHaveLength(0)
    expect(within(shapes).getByRole('button', { name: 'Front' })).toHaveClass('mouse-action')
    expect(shapes.querySelectorAll('.shape-legend li, .shape-view, .shape-captions li')).toHaveLength(2 + 3 + 6)
    const dots = [...screen.getByTestId('shape-legend').querySelectorAll<HTMLElement>('.shape-dot')].map((dot) => dot.style.background)
    expect(dots).toHaveLength(2)
    expect(new Set(dots).size).toBe(2)
    expect(screen.getAllByTestId('outline-note')[0]).toHaveTextContent(`Top view ${traced}; side and back views generated from its dimensions and shape descriptors`)
    const outlineRow = within(screen.getByTestId('specifications-table')).getByRole('row', { name: /^Outline/ })
    expect(within(outlineRow).getAllByRole('cell')[0]).toHaveTextContent(`Top view ${traced}`)
  })

  it('is the outline of its browse card', async () => {
    serveTrace()
    await renderApp('/mouse/browse?q=G%20Pro%20X%20Superlight%202')
    const card = (await screen.findAllByTestId('mouse-card')).find((item) => item.dataset.handle === handle)!
    // The outline code loads when the page is idle after its first paint.
    const outline = await within(card).findByTestId('card-outline')
    expect(outline.dataset.kind).toBe('traced')
    expect(outline.querySelector('path')!.getAttribute('d')).toBe(top.path)
    expect(outline).toHaveTextContent('Traced outline')
    const other = (await screen.findAllByTestId('mouse-card')).find((item) => item.dataset.handle !== handle)!
    expect(await within(other).findByTestId('card-outline')).toHaveTextContent('Generated outline')
  })

  it("is find-similar's reference outline, and the caption says which outline is which", async () => {
    serveTrace()
    await renderApp(`/mouse/find-similar?mouse=${handle}`)
    const result = (await screen.findAllByTestId('similar-result'))[0]!
    expect((await within(result).findByRole('img', { name: /Top view to scale/ })).querySelector('[data-outline="reference"]')!.getAttribute('d')).toBe(top.path)
    expect(within(result).getByTestId('similar-outline-note')).toHaveTextContent('Filled: generated from dimensions and shape descriptors; dashed: traced')
  })
})
