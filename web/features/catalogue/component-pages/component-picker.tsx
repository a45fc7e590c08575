import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { TextInput } from '../../../components/ui/text-input'
import { useId, useMemo, useState } from 'react'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { maxComparedComponents, pickerResults } from './component-selection'

interface ComponentPickerProps<Row extends ComponentRow> {
  kind: ComponentKind<Row>
  rows: readonly Row[]
  selected: ReadonlySet<string>
  recent: readonly Row[]
  onAdd: (row: Row) => void
  /** The search box's label; 'Add a …' unless given (one component's page: 'Compare the … with…'). */
  label?: string
}

/** Search the kind's components by name (typo-tolerant) and add one; recently compared ones are one click away. */
export function ComponentPicker<Row extends ComponentRow>({ kind, rows, selected, recent, onAdd, label }: ComponentPickerProps<Row>) {
  const [query, setQuery] = useState('')
  const id = useId()
  const full = selected.size >= maxComparedComponents
  const results = useMemo(() => pickerResults(rows, query), [rows, query])
  const recentToShow = recent.filter((row) => !selected.has(row.general__handle)).slice(0, 8)
  const add = (row: Row) => {
    onAdd(row)
    setQuery('')
  }
  return (
    <Stack gap="3" data-testid="component-picker">
      <Text asChild fontWeight="semibold" fontSize="sm">
        <label htmlFor={`${id}-search`}>
          {label ?? `Add a ${kind.singular}`}{' '}
          {full && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              (up to {maxComparedComponents} at once: remove one to add another)
            </Text>
          )}
        </label>
      </Text>
      <TextInput
        id={`${id}-search`}
        type="search"
        placeholder={`Search ${kind.plural}, ${kind.searchPlaceholder}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          const first = results.find((row) => !selected.has(row.general__handle))
          if (event.key === 'Enter' && first && !full) add(first)
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
              No {kind.singular} matches “{query.trim()}”.
            </Text>
          ) : (
            <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Search results" data-testid="picker-results">
              {results.map((row) => {
                const isSelected = selected.has(row.general__handle)
                return (
                  <li key={row.general__handle}>
                    <Button size="sm" variant="outline" disabled={isSelected || full} onClick={() => add(row)}>
                      {isSelected ? '✓ ' : '+ '}
                      {componentName(row)}
                    </Button>
                  </li>
                )
              })}
            </Flex>
          ))}
      </Box>
      {recentToShow.length > 0 && (
        <Box>
          <Text id={`${id}-recent`} fontSize="sm" color="fg.muted" mb="2">
            Recently compared
          </Text>
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-labelledby={`${id}-recent`} data-testid="recent-components">
            {recentToShow.map((row) => (
              <li key={row.general__handle}>
                <Button size="xs" variant="subtle" disabled={full} onClick={() => add(row)}>
                  + {componentName(row)}
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      )}
    </Stack>
  )
}
