import { Button, Flex, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, type RefObject } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { buildCompareParam } from '../../../lib/compare-name'
import { isPreviewRow } from '../../../lib/preview-session'
import type { CompareKind } from './compare-kind'
import { pickerIndex, pickerMatches } from './picker-matches'

export interface PickerResultsProps<Item> {
  kind: CompareKind<Item>
  items: readonly Item[]
  query: string
  selected: ReadonlySet<string>
  /** Whether the page compares as many as it can. */
  full: boolean
  onAdd: (item: Item) => void
  /** Set to the first result not yet compared (Enter in the search field adds it). */
  firstMatch: RefObject<{ item: Item } | undefined>
}

/**
 * The picker's search results (./catalogue-picker.tsx), by the one search rule (./picker-matches.ts):
 * each adds its item, or (where the kind has own pages) opens its page. Loaded when the visitor
 * comes to the search field.
 */
export function PickerResults<Item>({ kind, items, query, selected, full, onAdd, firstMatch }: PickerResultsProps<Item>) {
  const index = useMemo(() => pickerIndex(items, kind.nameOf, kind.handleOf), [items, kind])
  const results = useMemo(() => pickerMatches(index, query), [index, query])
  const first = results.find((item) => !selected.has(kind.handleOf(item)))
  useEffect(() => {
    firstMatch.current = first === undefined ? undefined : { item: first }
    return () => {
      firstMatch.current = undefined
    }
  }, [first, firstMatch])
  if (results.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No {kind.singular} matches “{query.trim()}”.
      </Text>
    )
  }
  return (
    <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Search results" data-testid="picker-results">
      {results.map((item) => {
        const chosen = selected.has(kind.handleOf(item))
        return (
          <Flex as="li" key={kind.handleOf(item)} align="center" gap="1">
            <Button size="sm" variant="outline" disabled={chosen || full} onClick={() => onAdd(item)}>
              {chosen ? '✓ ' : '+ '}
              {kind.nameOf(item)}
              {/* A test-mode product (SPEC §4) says it is a preview wherever it appears. */}
              {isPreviewRow(item) && <PreviewMark compact />}
            </Button>
            {kind.offersOwnPage && (
              <Button asChild size="sm" variant="ghost">
                {/* An item's own page: its kind's compare page with it alone. */}
                <Link to={kind.comparePath} search={{ p: buildCompareParam([kind.nameOf(item)]) } as never} aria-label={`Open the ${kind.nameOf(item)} page`} data-testid="picker-open">
                  Open
                </Link>
              </Button>
            )}
          </Flex>
        )
      })}
    </Flex>
  )
}
