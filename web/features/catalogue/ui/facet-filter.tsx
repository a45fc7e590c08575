import { Box, chakra, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { formatNumber } from '../../../lib/number-format'

export interface FacetFilterOption {
  value: string
  label: string
  /** How many results selecting this option would leave. */
  count: number
}

export interface FacetFilterProps {
  label: string
  options: readonly FacetFilterOption[]
  selected: readonly string[]
  onToggle: (value: string) => void
  /** Options shown before "Show all" (selected options are always shown). */
  maxVisible?: number
  /** Word after counts for screen readers, e.g. 'mice'. */
  countNoun?: string
  /** A search box over the options when the list is long (e.g. 'Search brands'). */
  searchLabel?: string
}

/**
 * A checkbox list for one facet, each option with the number of results it would leave. Options
 * that would leave nothing stay listed (dimmed) so the choice is visible; long lists show the
 * first `maxVisible` options with a "Show all" toggle, and with `searchLabel` a search box that
 * narrows them (selected options stay listed). Native checkboxes: keyboard and screen readers
 * work as everywhere else.
 */
export function FacetFilter({ label, options, selected, onToggle, maxVisible = 8, countNoun = 'results', searchLabel }: FacetFilterProps) {
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const [query, setQuery] = useState('')
  const searchable = searchLabel !== undefined && options.length > maxVisible + 2
  const needle = searchable ? query.trim().toLowerCase() : ''
  const matching = needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle) || selected.includes(option.value))
  const overflow = needle === '' && options.length > maxVisible + 2
  const shown = !overflow || expanded ? matching : matching.filter((option, index) => index < maxVisible || selected.includes(option.value))
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} srOnly>
        {label}
      </Text>
      {searchable && (
        <chakra.input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={searchLabel}
          aria-label={searchLabel}
          aria-controls={`${id}-list`}
          w="full"
          mb="1"
          px="2"
          py="1"
          fontSize="sm"
          borderWidth="1px"
          borderColor="border"
          rounded="sm"
          bg="bg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
        />
      )}
      {needle !== '' && matching.length === 0 && (
        <Text fontSize="sm" color="fg.muted" role="status">
          No match for “{query.trim()}”
        </Text>
      )}
      <Box as="ul" listStyleType="none" id={`${id}-list`}>
        {shown.map((option) => {
          const checked = selected.includes(option.value)
          const empty = option.count === 0 && !checked
          return (
            // Plain elements styled by web/index.html ([data-facet-option]): a browse page lists
            // a hundred options or more, and each Chakra element resolved its styles at run time.
            <li key={option.value}>
              <label data-facet-option="" data-empty={empty ? '' : undefined}>
                <input type="checkbox" checked={checked} onChange={() => onToggle(option.value)} />
                <span data-option-label="">{option.label}</span>
                <span data-option-count="">
                  <span data-visually-hidden=""> (</span>
                  {formatNumber(option.count)}
                  <span data-visually-hidden=""> {countNoun})</span>
                </span>
              </label>
            </li>
          )
        })}
      </Box>
      {overflow && (
        <button
          type="button"
          className="mouse-action facet-more"
          data-variant="ghost"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </Box>
  )
}
