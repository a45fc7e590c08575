import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useId, useMemo, useState } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { TextInput } from '../../../components/ui/text-input'
import { maxComparedItems } from '../../../lib/compare-selection'
import { isPreviewRow } from '../../../lib/preview-session'
import { AppLink } from '../ui/app-link'
import type { CompareKind } from './compare-kind'
import { pickerIndex, pickerMatches } from './picker-matches'

interface CataloguePickerProps<Item> {
  kind: CompareKind<Item>
  items: readonly Item[]
  /** Handles already compared. */
  selected: ReadonlySet<string>
  /** Recently seen items, newest first (those already compared are left out). */
  recent: readonly Item[]
  onAdd: (item: Item) => void
  /** The search box's label; 'Add a …' unless given (one item's page: 'Compare the … with…'). */
  label?: string
}

/**
 * The compare pages' picker, for every kind: search the kind's items by name (./picker-matches.ts,
 * typo-tolerant) and add one, or open its own page where the kind has one; recently seen items are
 * one click away. At most `maxComparedItems` at once.
 */
export function CataloguePicker<Item>({ kind, items, selected, recent, onAdd, label }: CataloguePickerProps<Item>) {
  const [query, setQuery] = useState('')
  const id = useId()
  const full = selected.size >= maxComparedItems
  const index = useMemo(() => pickerIndex(items, kind.nameOf, kind.handleOf), [items, kind])
  const results = useMemo(() => pickerMatches(index, query), [index, query])
  const isSelected = (item: Item) => selected.has(kind.handleOf(item))
  const recentToShow = recent.filter((item) => !isSelected(item)).slice(0, 8)
  const add = (item: Item) => {
    onAdd(item)
    setQuery('')
  }
  const nameWithMark = (item: Item) => (
    <>
      {kind.nameOf(item)}
      {/* A test-mode product (SPEC §4) says it is a preview wherever it appears. */}
      {isPreviewRow(item) && <PreviewMark compact />}
    </>
  )
  return (
    <Stack gap="3" data-testid={kind.testIds.picker}>
      <Text asChild fontWeight="semibold" fontSize="sm">
        <label htmlFor={`${id}-search`}>
          {label ?? `Add a ${kind.singular}`}{' '}
          {full && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              (up to {maxComparedItems} at once: remove one to add another)
            </Text>
          )}
        </label>
      </Text>
      <TextInput
        id={`${id}-search`}
        type="search"
        placeholder={kind.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          const first = results.find((item) => !isSelected(item))
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
              {results.map((item) => {
                const chosen = isSelected(item)
                return (
                  <Flex as="li" key={kind.handleOf(item)} align="center" gap="1">
                    <Button size="sm" variant="outline" disabled={chosen || full} onClick={() => add(item)}>
                      {chosen ? '✓ ' : '+ '}
                      {nameWithMark(item)}
                    </Button>
                    {kind.pageHref && (
                      <Button asChild size="sm" variant="ghost">
                        <AppLink href={kind.pageHref(item)} aria-label={`Open the ${kind.nameOf(item)} page`} data-testid="picker-open">
                          Open
                        </AppLink>
                      </Button>
                    )}
                  </Flex>
                )
              })}
            </Flex>
          ))}
      </Box>
      {recentToShow.length > 0 && (
        <Box>
          <Text id={`${id}-recent`} fontSize="sm" color="fg.muted" mb="2">
            {kind.recent.label}
          </Text>
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-labelledby={`${id}-recent`} data-testid={kind.testIds.recent}>
            {recentToShow.map((item) => (
              <li key={kind.handleOf(item)}>
                <Button size="xs" variant="subtle" disabled={full} onClick={() => add(item)}>
                  + {nameWithMark(item)}
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      )}
    </Stack>
  )
}
