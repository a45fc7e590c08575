import { ChakraProvider } from '@chakra-ui/react'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SpecificationsTable, type SpecificationItem, type SpecificationRow } from '../../web/features/catalogue/ui/specifications-table'
import { getSystem } from '../../web/theme/system'

interface Thing {
  weight: number | null
  wireless: boolean
  sensor: string
}

const items: SpecificationItem<Thing>[] = [
  { id: 'a', name: 'Mouse A', color: '#e6194b', item: { weight: 60, wireless: true, sensor: 'HERO 2' } },
  { id: 'b', name: 'Mouse B', color: '#3cb44b', item: { weight: 55, wireless: true, sensor: 'Focus Pro' } },
  { id: 'c', name: 'Mouse C', item: { weight: null, wireless: true, sensor: 'HERO 2' } },
]
const rows: SpecificationRow<Thing>[] = [
  { label: 'Weight', unit: 'g', value: (thing) => thing.weight, better: 'lower', group: 'General' },
  { label: 'Wireless', value: (thing) => thing.wireless },
  { label: 'Sensor', value: (thing) => thing.sensor, format: (value) => <a href="/sensor">{String(value)}</a> },
]

describe('SpecificationsTable', () => {
  it('shows one column per item, one row per figure, highlights differences and the best value', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <SpecificationsTable items={items} rows={rows} caption="Specifications" />
      </ChakraProvider>,
    )
    const table = screen.getByRole('table')
    const headings = within(table).getAllByRole('row')[0]!
    expect(within(headings).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Specification', 'Mouse A', 'Mouse B', 'Mouse C'])
    const weight = within(table).getByRole('rowheader', { name: /Weight/ }).closest('tr')!
    expect(weight).toHaveAttribute('data-differs')
    const cells = within(weight).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['60 g', '55 g★ (best)', 'not known'])
    expect(cells[1]).toHaveAttribute('data-best')
    const wireless = within(table).getByRole('rowheader', { name: 'Wireless' }).closest('tr')!
    expect(wireless).not.toHaveAttribute('data-differs')
    expect(within(wireless).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Yes', 'Yes', 'Yes'])
    expect(within(table).getAllByRole('link', { name: 'HERO 2' })).toHaveLength(2)
    expect(within(table).getByRole('columnheader', { name: 'General' })).toBeInTheDocument()
  })
})
