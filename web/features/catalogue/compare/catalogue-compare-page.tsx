import { Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { startTransition, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { entryFor } from '../../../components/layouts/default-layout'
import { addToSelection, foundItems, removeFromSelection, resolveSelection } from '../../../lib/compare-selection'
import { CompareLayout } from '../ui/compare-layout'
import { preloadedLazy } from '../ui/preloaded-lazy'
import { useSelectionFocus } from '../ui/selection-focus'
import { CataloguePicker } from './catalogue-picker'
import type { CompareChipsProps } from './compare-chips'
import type { CompareKind, FoundEntry } from './compare-kind'

// What a page shows only once `p` names something (the chips, the copy-link button), loaded apart:
// the empty page, the one most visitors land on first, does without it. Route loaders call
// `loadCompareSelection` when the URL has a `p`, so a named page renders it at once.
const chips = preloadedLazy(() => import('./compare-chips').then((module) => module.CompareChips as ComponentType<CompareChipsProps<unknown>>))
const CompareChips = chips.Component as <Item>(props: CompareChipsProps<Item>) => ReactNode
const copyLink = preloadedLazy(() => import('./compare-chips').then((module) => module.CopyLinkButton))

export function loadCompareSelection(): Promise<unknown> {
  return Promise.all([chips.preload(), copyLink.preload()])
}

export interface CatalogueComparePageProps<Item> {
  kind: CompareKind<Item>
  /** Every item of the kind (the route's loader has them ready). */
  items: readonly Item[]
  /** The compare link's `p`: which items are compared (web/lib/compare-selection.ts). */
  p: string
  /** Shows the page for another `p` (a new history entry, so back undoes it). */
  onChangeP: (p: string) => void
  /** Slot: actions before "Copy link" (a mouse comparison can be saved). */
  actions?: (found: readonly FoundEntry<Item>[]) => ReactNode
  /** Slot: more in a found item's chip (a mouse links to the mice similar to it). */
  chipExtra?: (entry: FoundEntry<Item>) => ReactNode
  /** Slot: the comparison itself, once an item is found (shapes, specifications, a product's sections). */
  results: (found: readonly FoundEntry<Item>[]) => ReactNode
}

/**
 * The compare page of every kind (/mouse/compare, /mouse/{sensors,switches,encoders}/compare): the
 * items `p` names side by side, names that match nothing listed as not found. The selection is the
 * URL. With one item it is that item's own page (issue 20), headed by its name. The kind gives the
 * words and rules (./compare-kind.ts); what only one kind shows comes in through the slots.
 */
export function CatalogueComparePage<Item>({ kind, items, p, onChangeP, actions, chipExtra, results }: CatalogueComparePageProps<Item>) {
  const entries = useMemo(() => resolveSelection(p, items, kind), [p, items, kind])
  // The same array while the same entries: the results memoize their shapes, columns and table on
  // it, and the recent list is recorded again only when it changes.
  const found = useMemo(() => foundItems(entries), [entries])
  const single = found.length === 1 ? found[0] : undefined

  const [recentHandles, setRecentHandles] = useState<readonly string[]>(() => kind.recent.read())
  useEffect(() => {
    kind.recent.record(found)
    const next = kind.recent.read()
    // Only the picker reads this list, and it can wait: as a transition the page's second render
    // (a phone's 60 ms right after the first) is done in slices, and not at all when nothing changed.
    startTransition(() => setRecentHandles((current) => (current.length === next.length && current.every((handle, index) => handle === next[index]) ? current : next)))
  }, [found, kind])
  const byHandle = useMemo(() => new Map(items.map((item) => [kind.handleOf(item), item])), [items, kind])
  const recent = recentHandles.map((handle) => byHandle.get(handle)).filter((item): item is Item => item !== undefined)
  const selected = new Set(found.map((entry) => kind.handleOf(entry.item)))
  const selectionFocus = useSelectionFocus(p)
  const title = found.length > 0 ? found.map((entry) => entry.name).join(' vs. ') : undefined

  return (
    <CompareLayout
      entry={entryFor(kind.comparePath)}
      title={title}
      heading={single ? kind.pageHeading(single.name) : undefined}
      description={single ? kind.pageIntro(single.name) : undefined}
      actions={
        found.length > 0 ? (
          <Flex gap="2" wrap="wrap">
            {actions?.(found)}
            <Suspense fallback={null}>
              <copyLink.Component />
            </Suspense>
          </Flex>
        ) : undefined
      }
      selection={
        <Stack gap="5" ref={selectionFocus.container}>
          {/* Also on an item's own page: its chip removes it, and keyboard focus has a place to stay. */}
          {entries.length > 0 && (
            <Suspense fallback={null}>
              <CompareChips
                kind={kind}
                entries={entries}
                chipExtra={chipExtra}
                onRemove={(index) => {
                  selectionFocus.beforeRemove(index)
                  onChangeP(removeFromSelection(entries, index))
                }}
              />
            </Suspense>
          )}
          <CataloguePicker
            kind={kind}
            items={items}
            selected={selected}
            recent={recent}
            label={single ? `Compare the ${single.name} with…` : undefined}
            onAdd={(item) => {
              selectionFocus.beforeAdd()
              onChangeP(addToSelection(entries, item, kind.nameOf))
            }}
          />
        </Stack>
      }
    >
      {found.length === 0 ? (
        <Text color="fg.muted" data-testid="compare-empty">
          Pick two or more {kind.plural} above to see {kind.shows}
          {kind.browsePath && (
            <>
              , or choose them on the{' '}
              <ChakraLink asChild color="brand.fg" textDecoration="underline">
                <Link to={kind.browsePath}>{kind.plural} browse page</Link>
              </ChakraLink>
            </>
          )}
          .
        </Text>
      ) : (
        results(found)
      )}
    </CompareLayout>
  )
}
