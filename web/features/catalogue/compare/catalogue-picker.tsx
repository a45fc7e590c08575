import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react'
import { Suspense, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { maxComparedItems } from '../../../lib/compare-selection'
import { isPreviewRow } from '../../../lib/preview-session'
import { preloadedLazy } from '../ui/preloaded-lazy'
import type { CompareKind } from './compare-kind'
import type { PickerResultsProps } from './picker-results'

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

// The search results and the rule that finds them (./picker-results.tsx, ./picker-matches.ts, with
// the typo-tolerant matcher): loaded as the visitor comes to the search field, not with the page.
const results = preloadedLazy(() => import('./picker-results').then((module) => module.PickerResults as ComponentType<PickerResultsProps<unknown>>))
const PickerResults = results.Component as <Item>(props: PickerResultsProps<Item>) => ReactNode
const loadResults = () => void results.preload().catch(() => undefined)

/**
 * The compare pages' picker, for every kind: search the kind's items by name (typo-tolerant, the one
 * rule of ./picker-matches.ts) and add one, or open its own page where the kind has one; recently
 * seen items are one click away. At most `maxComparedItems` at once.
 */
export function CataloguePicker<Item>({ kind, items, selected, recent, onAdd, label }: CataloguePickerProps<Item>) {
  const [query, setQuery] = useState('')
  const id = useId()
  const full = selected.size >= maxComparedItems
  /** The first result not yet compared, which Enter adds (the results module keeps it up to date). */
  const firstMatch = useRef<{ item: Item }>(undefined)
  const recentToShow = recent.filter((item) => !selected.has(kind.handleOf(item))).slice(0, 8)
  const add = (item: Item) => {
    onAdd(item)
    setQuery('')
  }
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
      <chakra.input
        id={`${id}-search`}
        // A styled native input, the look of Chakra's input: not the catalogue's TextInput, whose
        // chunk (with the browse pages' search code, vite.config.ts) the compare pages do not need.
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
        placeholder={kind.searchPlaceholder}
        value={query}
        onFocus={loadResults}
        onChange={(event) => {
          loadResults()
          setQuery(event.target.value)
        }}
        onKeyDown={(event) => {
          const first = firstMatch.current
          if (event.key === 'Enter' && first && !full) add(first.item)
        }}
        disabled={full}
        maxW={{ md: 'md' }}
        autoComplete="off"
        aria-describedby={`${id}-results`}
      />
      <Box id={`${id}-results`} aria-live="polite">
        {query.trim() !== '' && (
          <Suspense fallback={null}>
            <PickerResults kind={kind} items={items} query={query} selected={selected} full={full} onAdd={add} firstMatch={firstMatch} />
          </Suspense>
        )}
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
                  + {kind.nameOf(item)}
                  {/* A test-mode product (SPEC §4) says it is a preview wherever it appears. */}
                  {isPreviewRow(item) && <PreviewMark compact />}
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      )}
    </Stack>
  )
}
