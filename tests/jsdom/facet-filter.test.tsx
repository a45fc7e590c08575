import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FacetFilter, type FacetFilterOption } from '../../web/features/catalogue/ui/facet-filter'
import { getSystem } from '../../web/theme/system'

// 170 brands make a long list: a search box narrows it; selected options stay listed.
const options: FacetFilterOption[] = [
  ...Array.from({ length: 30 }, (_, i) => ({ value: `brand-${i}`, label: `Brand ${String.fromCharCode(65 + (i % 26))}${i}`, count: 30 - i })),
  { value: 'logitech', label: 'Logitech', count: 3 },
  { value: 'unknown', label: 'Not known', count: 5 },
]

function renderFilter(selected: string[] = [], searchLabel: string | null = 'Search brands') {
  const onToggle = vi.fn()
  render(
    <ChakraProvider value={getSystem()}>
      <FacetFilter label="Brand" options={options} selected={selected} onToggle={onToggle} countNoun="mice" searchLabel={searchLabel ?? undefined} />
    </ChakraProvider>,
  )
  return { onToggle, group: screen.getByRole('group', { name: 'Brand' }) }
}

describe('FacetFilter search', () => {
  it('narrows a long list to the options whose name matches, whatever the case', () => {
    const { group, onToggle } = renderFilter()
    expect(within(group).getAllByRole('checkbox')).toHaveLength(8)
    fireEvent.change(within(group).getByRole('searchbox', { name: 'Search brands' }), { target: { value: 'LOGI' } })
    const boxes = within(group).getAllByRole('checkbox')
    expect(boxes).toHaveLength(1)
    expect(within(group).getByLabelText(/Logitech/)).toBe(boxes[0])
    // No "Show all" while searching: every match is shown.
    expect(within(group).queryByRole('button', { name: /Show all/ })).toBeNull()
    fireEvent.click(boxes[0]!)
    expect(onToggle).toHaveBeenCalledWith('logitech')
  })

  it('keeps selected options listed while searching', () => {
    const { group } = renderFilter(['unknown'])
    fireEvent.change(within(group).getByRole('searchbox'), { target: { value: 'zzz' } })
    expect(within(group).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true])
    expect(within(group).getByLabelText(/Not known/)).toBeChecked()
    fireEvent.change(within(group).getByRole('searchbox'), { target: { value: '' } })
    expect(within(group).getByRole('button', { name: 'Show all 32' })).toBeInTheDocument()
  })

  it('says so when no option matches and none is selected', () => {
    const { group } = renderFilter()
    fireEvent.change(within(group).getByRole('searchbox'), { target: { value: 'zzz' } })
    expect(within(group).queryAllByRole('checkbox')).toHaveLength(0)
    expect(within(group).getByRole('status')).toHaveTextContent('No match for “zzz”')
  })

  it('has no search box without a label, or when the list is short', () => {
    renderFilter([], null)
    expect(screen.queryByRole('searchbox')).toBeNull()
    cleanup()
    render(
      <ChakraProvider value={getSystem()}>
        <FacetFilter label="Hand" options={options.slice(0, 5)} selected={[]} onToggle={() => {}} searchLabel="Search hands" />
      </ChakraProvider>,
    )
    expect(screen.getAllByRole('checkbox')).toHaveLength(5)
    expect(screen.queryByRole('searchbox')).toBeNull()
  })
})
