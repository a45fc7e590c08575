import { Button, Flex, Text } from '@chakra-ui/react'
import { FacetFilter } from '../ui/facet-filter'
import type { CatalogueIndex, FilterResult, FilterState } from '../filter-engine'
import { toggleValue } from '../filter-engine'
import { FilterSection } from '../ui/filter-section'
import { RangeFilter } from '../ui/range-filter'
import type { MouseRow } from '../../../lib/api-types'
import type { NumberRange } from '../../../lib/search-params'

type Section = { kind: 'facet' | 'range'; id: string; open?: boolean }

/** The filters column, in the order people choose a mouse by. */
const sections: Section[] = [
  // Only with a hand set (browse-fit-model.ts adds the facet to the catalogue then).
  { kind: 'facet', id: 'fit', open: true },
  { kind: 'facet', id: 'shape', open: true },
  { kind: 'facet', id: 'hand', open: true },
  { kind: 'range', id: 'length', open: true },
  { kind: 'range', id: 'width', open: true },
  { kind: 'range', id: 'height', open: true },
  { kind: 'range', id: 'weight', open: true },
  { kind: 'facet', id: 'connection', open: true },
  { kind: 'facet', id: 'brand', open: true },
  { kind: 'facet', id: 'sensor' },
  { kind: 'facet', id: 'sensorType' },
  { kind: 'facet', id: 'polling' },
  { kind: 'range', id: 'dpi' },
  { kind: 'facet', id: 'switch' },
  { kind: 'facet', id: 'encoder' },
  { kind: 'facet', id: 'side' },
  { kind: 'facet', id: 'middle' },
  { kind: 'facet', id: 'flare' },
  { kind: 'facet', id: 'curve' },
  { kind: 'facet', id: 'hump' },
  { kind: 'facet', id: 'thumb' },
  { kind: 'facet', id: 'ring' },
  { kind: 'facet', id: 'material' },
  { kind: 'range', id: 'released' },
]

export interface MouseFiltersProps {
  index: CatalogueIndex<MouseRow>
  state: FilterState
  result: FilterResult<MouseRow>
  activeCount: number
  onChange: (next: FilterState) => void
  onClear: () => void
}

export function MouseFilters({ index, state, result, activeCount, onChange, onClear }: MouseFiltersProps) {
  const setFacet = (id: string, values: string[]) => onChange({ ...state, facets: { ...state.facets, [id]: values.length > 0 ? values : undefined } })
  const setRange = (id: string, range: NumberRange | undefined) => onChange({ ...state, ranges: { ...state.ranges, [id]: range } })
  return (
    <div>
      <Flex align="center" justify="space-between" mb="1">
        <Text fontWeight="semibold">Filters</Text>
        <Button size="xs" variant="ghost" onClick={onClear} disabled={activeCount === 0}>
          Clear all{activeCount > 0 ? ` (${activeCount})` : ''}
        </Button>
      </Flex>
      {sections.map((section) => {
        if (section.kind === 'facet') {
          const facet = index.config.facets.find((candidate) => candidate.id === section.id)
          const options = index.facetOptions[section.id] ?? []
          if (!facet || options.length === 0) return null
          const counts = result.facetCounts[section.id]
          const selected = state.facets[section.id] ?? []
          return (
            <FilterSection key={section.id} title={facet.label} activeCount={selected.length} defaultOpen={section.open || selected.length > 0}>
              <FacetFilter
                label={facet.label}
                options={options.map((option) => ({ ...option, count: counts?.get(option.value) ?? 0 }))}
                selected={selected}
                onToggle={(value) => setFacet(section.id, toggleValue(selected, value))}
                countNoun="mice"
                searchLabel={section.id === 'brand' ? 'Search brands' : section.id === 'sensor' ? 'Search sensors' : undefined}
              />
            </FilterSection>
          )
        }
        const range = index.config.ranges.find((candidate) => candidate.id === section.id)
        const known = index.rangeDomains[section.id]
        if (!range || !known || known.min === known.max) return null
        const step = range.step ?? 1
        const domain = { min: Math.floor(known.min / step) * step, max: Math.ceil(known.max / step) * step }
        const value = state.ranges[section.id]
        const active = value !== undefined && (value.min !== undefined || value.max !== undefined)
        return (
          <FilterSection key={section.id} title={range.unit ? `${range.label} (${range.unit})` : range.label} activeCount={active ? 1 : 0} defaultOpen={section.open || active}>
            <RangeFilter label={range.label} unit={range.unit} domain={domain} step={range.step} value={value} onChange={(next) => setRange(section.id, next)} />
          </FilterSection>
        )
      })}
    </div>
  )
}
