import { screen, within } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import type { MouseRow } from '../../web/lib/api-types'
import { buildCompareParam } from '../../web/lib/compare-name'
import { productName } from '../../web/lib/product-name'
import { renderApp } from './render-app'

// A mouse whose figures were checked against a published page says so on its own page, with the
// page linked: "Checked against <publisher>, <month year>" (issue 30).

describe("a mouse's own page", () => {
  it('names the page its sensor figures were checked against, and links it', async () => {
    const mice = JSON.parse(inject('apiSnapshot').mice!) as MouseRow[]
    const checked = mice.find((mouse) => mouse.mouse__sensor_source?.checked !== undefined && mouse.mouse__sensor_source.kind === 'review')
    expect(checked, 'the demo catalogue has a mouse whose sensor figures were checked against a review').toBeDefined()
    const source = checked!.mouse__sensor_source!
    const name = productName(checked!)
    await renderApp(`/mouse/compare?p=${buildCompareParam([name])}`)
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument()
    const row = within(screen.getByRole('table')).getByRole('rowheader', { name: 'Source (sensor)' }).closest('tr')!
    // The list of mice has the source's kind; its page and date arrive with the figures' sources.
    const link = await within(row).findByTestId('checked-source-link')
    const month = new Date(`${source.checked!}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    // The link's "(opens in a new tab)" is for screen readers only.
    expect(row.textContent!.replace(' (opens in a new tab)', '')).toContain(`Checked against ${source.publisher}, ${month}`)
    expect(link).toHaveAttribute('href', source.url)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.textContent).toBe(`${source.publisher!} (opens in a new tab)`)
    // Hidden by index.html's plain rule, not Chakra's VisuallyHidden: the sources arrive after the
    // first render, and its recipe's rule, inserted then, restyled the whole page.
    expect(link.querySelector('[data-visually-hidden]')).toHaveTextContent('(opens in a new tab)')
    expect(link.querySelectorAll('[class*="css-"]')).toHaveLength(0)
  })
})
