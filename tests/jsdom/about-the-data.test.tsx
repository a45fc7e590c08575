import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { odcByUrl, openDbUrl } from '../../web/features/about-the-data/about-the-data-page'
import { frontWidth, gripWidth, humpPosition, sizeClassBack } from '../../web/features/outlines/outline-model'
import { sizeClassRule } from '../../web/lib/size-class'
import { renderApp } from './render-app'

describe('/about-the-data', () => {
  it('says where the figures come from, gives the ODC-By attribution and how to report an error', async () => {
    await renderApp('/about-the-data')
    expect(await screen.findByRole('heading', { level: 1, name: 'About the data' })).toBeInTheDocument()
    for (const name of ['Where the figures come from', 'Figures checked against published pages', 'BuildCores OpenDB, and a catalogue that does not depend on it', '“Not known” means not known', 'How figures are measured', 'Licences and attribution', 'Found a wrong figure?', 'Asking for data to be removed']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    const attribution = screen.getByTestId('odc-by-attribution')
    expect(within(attribution).getByRole('link', { name: /BuildCores OpenDB/ })).toHaveAttribute('href', openDbUrl)
    const licence = within(attribution).getByRole('link', { name: /Open Data Commons Attribution License/ })
    expect(licence).toHaveAttribute('href', odcByUrl)
    expect(licence).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.getAllByRole('link', { name: 'contact page' })[0]).toHaveAttribute('href', '/contact')
  })

  it('says what the upstream database did and when, and how a rights holder asks for removal', async () => {
    await renderApp('/about-the-data')
    const history = await screen.findByTestId('opendb-history')
    expect(history).toHaveTextContent('On 29 June 2026 the BuildCores maintainers removed the mouse figures')
    expect(history).toHaveTextContent('the last revision published before that change')
    const removal = screen.getByTestId('removal-request')
    expect(within(removal).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact')
    expect(within(removal).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
    expect(removal).toHaveTextContent('leave a whole source out of the catalogue')
  })

  it('documents how outlines are drawn, with the generator\'s own parameters', async () => {
    await renderApp('/about-the-data')
    expect(await screen.findByRole('heading', { level: 2, name: 'How outlines are drawn' })).toBeInTheDocument()
    // The figures load when the page is idle after its first paint.
    const model = await screen.findByTestId('outline-model')
    for (const descriptor of ['Front flare', 'Side curvature', 'Hump placement', 'Shape', 'Thumb and ring-finger rests', 'Size class', 'Grip width']) {
      expect(model).toHaveTextContent(descriptor)
    }
    // The figures come from the generator (web/features/outlines/outline-model.ts), so the page cannot drift from it.
    expect(model).toHaveTextContent(`flat ${Math.round(frontWidth.flat * 100)} %`)
    expect(model).toHaveTextContent(`inward, aggressive ${Math.round(gripWidth['inward - aggressive'] * 100)} %`)
    expect(model).toHaveTextContent(`back, aggressive ${Math.round(humpPosition['back - aggressive'] * 100)} %`)
    expect(model).toHaveTextContent(`large ${Math.round(sizeClassBack.large.height * 100)} %`)
  })

  it('states the one size-class rule, from web/lib/size-class.ts', async () => {
    await renderApp('/about-the-data')
    expect(await screen.findByTestId('size-class-rule')).toHaveTextContent(sizeClassRule)
    expect(sizeClassRule).toMatch(/small under \d+ mm, medium from \d+ mm to under \d+ mm, large from \d+ mm/)
  })
})
