import { Button, Flex, Text } from '@chakra-ui/react'
import { FacetFilter } from '../ui/facet-filter'
import type { CatalogueConfig, CatalogueIndex, FilterResult, FilterState } from '../filter-engine'
import { toggleValue } from '../filter-engine'
import { FilterSection } from '../ui/filter-section'
import { RangeFilter } from '../ui/range-filter'
import type { NumberRange } from '../../../lib/search-params'
import type { BrowseFilterSection } from './browse-kind'

/** Every facet, then every range, all open: a kind's filters column unless it orders its own. */
export function defaultFilterSections<Row>(config: CatalogueConfig<Row>): BrowseFilterSection[] {
  return [...config.facets.map((facet) => ({ kind: 'facet' as const, id: facet.id, open: true })), ...config.ranges.map((range) => ({ kind: 'range' as const, id: range.id, open: true }))]
}

/** A range's ends rounded outward to its step, without binary fractions (0.1 steps stay 0.7, not 0.7000000000000001). */
export function stepDomain(known: { min: number; max: number }, step: number): { min: number; max: number } {
  const decimals = (String(step).split('.')[1] ?? '').length
  const round = (value: number) => Number(value.toFixed(decimals))
  // A hair of tolerance: 0.7 / 0.1 is 6.999…, already on a step.
  return { min: round(Math.floor(known.min / step + 1e-9) * step), max: round(Math.ceil(known.max / step - 1e-9) * step) }
}

export interface BrowseFiltersProps<Row> {
  sections: readonly BrowseFilterSection[]
  index: CatalogueIndex<Row>
  state: FilterState
  result: FilterResult<Row>
  activeCount: number
  /** 'mice', 'sensors': what the option counts count. */
  countNoun: string
  onChange: (next: FilterState) => void
  onClear: () => void
}

/** The filters column: the kind's facets and ranges in its order; a facet no row has is left out. */
export function BrowseFilters<Row>({ sections, index, state, result, activeCount, countNoun, onChange, onClear }: BrowseFiltersProps<Row>) {
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
                countNoun={countNoun}
                searchLabel={section.searchLabel}
              />
            </FilterSection>
          )
        }
        const range = index.config.ranges.find((candidate) => candidate.id === section.id)
        const known = index.rangeDomains[section.id]
        if (!range || !known || known.min === known.max) return null
        const domain = stepDomain(known, range.step ?? 1)
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
