import { ChakraProvider } from '@chakra-ui/react'
import { act, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
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

  it('is not drawn again when the page around it re-renders with the same items and rows', () => {
    // A compare page re-renders around its table (the shapes arriving, the picker's list): a table
    // of three mice is about 800 elements, so it is memoized on its items and rows.
    const weight = vi.fn((thing: Thing) => thing.weight)
    const counted: SpecificationRow<Thing>[] = [{ label: 'Weight', unit: 'g', value: weight }]
    let rerenderAround: () => void = () => {}
    let replaceItems: () => void = () => {}
    function Page() {
      const [, setTick] = useState(0)
      const [shown, setShown] = useState(items)
      rerenderAround = () => setTick((tick) => tick + 1)
      replaceItems = () => setShown(items.map((column) => ({ ...column, item: { ...column.item, weight: 70 } })))
      return <SpecificationsTable items={shown} rows={counted} caption="Specifications" />
    }
    render(
      <ChakraProvider value={getSystem()}>
        <Page />
      </ChakraProvider>,
    )
    expect(weight).toHaveBeenCalledTimes(3)
    act(() => rerenderAround())
    expect(weight).toHaveBeenCalledTimes(3)
    // New items (their sources arrived): drawn again, with the new values.
    act(() => replaceItems())
    expect(weight).toHaveBeenCalledTimes(6)
    expect(within(screen.getByRole('table')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['70 g', '70 g', '70 g'])
  })
})
