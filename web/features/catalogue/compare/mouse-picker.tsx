import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react'
import { useId, useMemo, useState } from 'react'
import type { MouseRow } from '../../../lib/api-types'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import { productName } from '../../../lib/product-name'
import { Link } from '@tanstack/react-router'
import { buildCompareParam } from '../../../lib/compare-name'
import { maxComparedItems as maxComparedMice } from '../../../lib/compare-selection'
import { searchByName } from './compare-selection'

interface MousePickerProps {
  mice: readonly MouseRow[]
  selected: ReadonlySet<string>
  recent: readonly MouseRow[]
  onAdd: (mouse: MouseRow) => void
  /** The search box's label; 'Add a mouse' unless given (a mouse's page: 'Compare the … with…'). */
  label?: string
}

/**
 * Search the catalogue by name and add a mouse (or open its own page); the recently viewed mice
 * are one click away.
 */
export function MousePicker({ mice, selected, recent, onAdd, label = 'Add a mouse' }: MousePickerProps) {
  const [query, setQuery] = useState('')
  const id = useId()
  const full = selected.size >= maxComparedMice
  const results = useMemo(() => searchByName(mice, query, productName, 8), [mice, query])
  const recentToShow = recent.filter((mouse) => !selected.has(mouse.general__handle)).slice(0, 8)

  const add = (mouse: MouseRow) => {
    onAdd(mouse)
    setQuery('')
  }

  return (
    <Stack gap="3" data-testid="mouse-picker">
      <Text asChild fontWeight="semibold" fontSize="sm">
        <label htmlFor={`${id}-search`}>
          {label} {full && <Text as="span" color="fg.muted" fontWeight="normal">(up to {maxComparedMice} at once: remove one to add another)</Text>}
        </label>
      </Text>
      <chakra.input
        id={`${id}-search`}
        // A styled native input: Chakra's Input component would add its field machinery to this page's bundle.
        h="10"
        px="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
        color="fg"
        fontSize="md"
        w="full"
        _placeholder={{ color: 'fg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0', borderColor: 'brand.solid' }}
        _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
        type="search"
        placeholder="Search mice by name, e.g. Viper V3"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && results[0] && !full && !selected.has(results[0].general__handle)) add(results[0])
        }}
        disabled={full}
        maxW={{ md: 'md' }}
        autoComplete="off"
        aria-describedby={`${id}-results`}
      />
      <Box id={`${id}-results`} aria-live="polite">
        {query.trim() !== '' &&
          (results.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No mouse matches “{query.trim()}”.
            </Text>
          ) : (
            <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Search results" data-testid="picker-results">
              {results.map((mouse) => {
                const isSelected = selected.has(mouse.general__handle)
                return (
                  <Flex as="li" key={mouse.general__handle} align="center" gap="1">
                    <Button size="sm" variant="outline" disabled={isSelected || full} onClick={() => add(mouse)}>
                      {isSelected ? '✓ ' : '+ '}
                      {productName(mouse)}
                      {isPreviewRow(mouse) && <PreviewMark compact />}
                    </Button>
                    <Button asChild size="sm" variant="ghost">
                      <Link to="/mouse/compare" search={{ p: buildCompareParam([productName(mouse)]) }} aria-label={`Open the ${productName(mouse)} page`} data-testid="picker-open">
                        Open
                      </Link>
                    </Button>
                  </Flex>
                )
              })}
            </Flex>
          ))}
      </Box>
      {recentToShow.length > 0 && (
        <Box>
          <Text id={`${id}-recent`} fontSize="sm" color="fg.muted" mb="2">
            Recently viewed
          </Text>
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-labelledby={`${id}-recent`} data-testid="recent-mice">
            {recentToShow.map((mouse) => (
              <li key={mouse.general__handle}>
                <Button size="xs" variant="subtle" disabled={full} onClick={() => add(mouse)}>
                  + {productName(mouse)}
                  {isPreviewRow(mouse) && <PreviewMark compact />}
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      )}
    </Stack>
  )
}
