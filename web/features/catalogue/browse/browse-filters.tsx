import { Flex, Text } from '@chakra-ui/react'
import { FacetFilter } from '../ui/facet-filter'
import type { CatalogueIndex, FilterResult, FilterState } from '../filter-engine'
import { toggleValue } from '../filter-engine'
import { FilterSection } from '../ui/filter-section'
import { RangeFilter } from '../ui/range-filter'
import type { NumberRange } from '../../../lib/search-params'

/** A range's ends rounded outward to its step, without binary fractions (0.1 steps give 0.7, not 0.7000000000000001). */
export function stepDomain({ min, max }: { min: number; max: number }, step: number): { min: number; max: number } {
  // A hair of tolerance: 0.7 / 0.1 is 6.999…, already on a step.
  return { min: +(Math.floor(min / step + 1e-9) * step).toFixed(6), max: +(Math.ceil(max / step - 1e-9) * step).toFixed(6) }
}

export interface BrowseFiltersProps<Row> {
  /** Facet and range ids, in display order (unset: every facet, then every range). */
  order?: readonly string[]
  /** The sections open on first show (unset: every one). */
  open?: readonly string[]
  searchLabels?: Readonly<Record<string, string>>
  index: CatalogueIndex<Row>
  state: FilterState
  result: FilterResult<Row>
  activeCount: number
  /** 'mice', 'sensors': what the option counts count. */
  countNoun: string
  onChange: (next: FilterState) => void
  onClear: () => void
}

/**
 * The filters column: the kind's facets and ranges in its order; a facet no row has is left out.
 * Its buttons and number boxes are plain elements (web/index.html .mouse-action, .range-number): on
 * a phone the filters are built once the page is idle, inside the closed sheet, and a Chakra
 * recipe's rule inserted then (it is in a layer) made Chromium restyle and lay out the whole page.
 */
export function BrowseFilters<Row>({ order, open, searchLabels, index, state, result, activeCount, countNoun, onChange, onClear }: BrowseFiltersProps<Row>) {
  const setFacet = (id: string, values: string[]) => onChange({ ...state, facets: { ...state.facets, [id]: values.length > 0 ? values : undefined } })
  const setRange = (id: string, range: NumberRange | undefined) => onChange({ ...state, ranges: { ...state.ranges, [id]: range } })
  return (
    <div>
      <Flex align="center" justify="space-between" mb="1">
        <Text fontWeight="semibold">Filters</Text>
        <button type="button" className="mouse-action" data-variant="ghost" onClick={onClear} disabled={activeCount === 0}>
          Clear all{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
      </Flex>
      {(order ?? [...index.config.facets, ...index.config.ranges].map((definition) => definition.id)).map((id) => {
        const facet = index.config.facets.find((candidate) => candidate.id === id)
        const defaultOpen = !open || open.includes(id)
        if (facet) {
          const options = index.facetOptions[id] ?? []
          if (options.length === 0) return null
          const counts = result.facetCounts[id]
          const selected = state.facets[id] ?? []
          return (
            <FilterSection key={id} title={facet.label} activeCount={selected.length} defaultOpen={defaultOpen || selected.length > 0}>
              <FacetFilter
                label={facet.label}
                options={options.map((option) => ({ ...option, count: counts?.get(option.value) ?? 0 }))}
                selected={selected}
                onToggle={(value) => setFacet(id, toggleValue(selected, value))}
                countNoun={countNoun}
                searchLabel={searchLabels?.[id]}
              />
            </FilterSection>
          )
        }
        const range = index.config.ranges.find((candidate) => candidate.id === id)
        const known = index.rangeDomains[id]
        if (!range || !known || known.min === known.max) return null
        const domain = stepDomain(known, range.step ?? 1)
        const value = state.ranges[id]
        const active = value !== undefined && (value.min !== undefined || value.max !== undefined)
        return (
          <FilterSection key={id} title={range.unit ? `${range.label} (${range.unit})` : range.label} activeCount={active ? 1 : 0} defaultOpen={defaultOpen || active}>
            <RangeFilter label={range.label} unit={range.unit} domain={domain} step={range.step} value={value} onChange={(next) => setRange(id, next)} />
          </FilterSection>
        )
      })}
    </div>
  )
}
