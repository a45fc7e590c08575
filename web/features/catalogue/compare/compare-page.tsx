import { Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react'
import { useSelectionFocus } from '../ui/selection-focus'
import { shapeColor } from './shape-colors'
import { entryFor } from '../../../components/layouts/default-layout'
import { CompareLayout } from '../ui/compare-layout'
import { CopyLinkButton } from '../../../components/ui/copy-link-button'
import type { MouseRow } from '../../../lib/api-types'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import { productName } from '../../../lib/product-name'
import { SaveComparisonButton } from '../../auth/public'
import { miceQueries } from '../kinds/mouse-queries'
import { sensorQueries } from '../kinds/sensor-queries'
import { addToSelection, removeFromSelection, resolveSelection, type SelectionEntry } from '../../../lib/compare-selection'
import { MousePicker } from './mouse-picker'
import type { CompareSearch } from './compare-search'
import { compareSearchFor, defaultAlignment } from './compare-state'
import { mousePageHeading, mousePageIntro } from '../../../lib/mouse-page-text'
import { readRecentMouseHandles, rememberViewedMouse } from './recent-mice'
import { parseFlag, safeStorage, storageKeys } from '../../../lib/storage-keys'
import type { ShapeAlignment } from './shape-layout'

interface ComparePageProps {
  search: CompareSearch
  /**
   * Shows the page for another search: a new history entry (back undoes it) for another
   * selection, a replaced one (`replace`) for the view's settings.
   */
  onNavigate: (search: CompareSearch, options?: { replace?: boolean }) => void
}

type ResultsModule = typeof import('./compare-results')
let resultsModule: ResultsModule | undefined
let resultsLoading: Promise<ResultsModule> | undefined

/**
 * The shapes and specifications of the mice chosen (./compare-results), loaded once a mouse is
 * named: the route's loader waits for it with the data, so the page renders them at once (no
 * loading state between the chosen mice and their shapes), and the empty page never loads them.
 */
export function loadCompareResults(): Promise<ResultsModule> {
  resultsLoading ??= import('./compare-results').then(
    (module) => (resultsModule = module),
    (error: unknown) => {
      resultsLoading = undefined
      throw error
    },
  )
  return resultsLoading
}

const LazyCompareResults = lazy(loadCompareResults)

type HandModule = typeof import('./compare-hand')
let handModule: Promise<HandModule> | undefined

/**
 * The hand overlay and fit scores (./compare-hand), loaded only when a hand may be set: a `hand`
 * in the URL or a stored one (checked without parsing, which needs valibot: the module does it).
 */
function useHandModule(wanted: boolean): HandModule | undefined {
  const [module, setModule] = useState<HandModule>()
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    handModule ??= import('./compare-hand')
    handModule.then(
      (loaded) => live && setModule(loaded),
      () => (handModule = undefined),
    )
    return () => {
      live = false
    }
  }, [wanted, module])
  return module
}

const handleOf = (mouse: MouseRow) => mouse.general__handle
/** The find-similar page (another feature's route), with `mouse` naming the mouse. */
const findSimilarPath: string = '/mouse/find-similar'
/** The fit page, where a hand is set. */
const fitPath: string = '/mouse/fit'

export function ComparePage({ search, onNavigate }: ComparePageProps) {
  const p = search.p ?? ''
  const { data: mice } = useSuspenseQuery(miceQueries.list())
  const { data: sensors } = useSuspenseQuery(sensorQueries.list())
  const entries = useMemo(() => resolveSelection(p, mice, productName, handleOf), [p, mice])
  const found = entries.filter((entry): entry is Extract<SelectionEntry<MouseRow>, { kind: 'found' }> => entry.kind === 'found')
  const foundKey = found.map((entry) => entry.item.general__handle).join(' ')
  /** A mouse's own page: the compare page with that one mouse (issue 20). */
  const single = found.length === 1 ? found[0] : undefined

  const alignment: ShapeAlignment = search.align ?? defaultAlignment
  const highlight = search.outlines === 'off' ? false : search.outlines === 'on' ? true : undefined
  const stateOf = (changes: Partial<{ p: string; alignment: ShapeAlignment; highlight: boolean | undefined }>) =>
    compareSearchFor({ p, alignment, highlight, hand: search.hand, ...changes })
  const onChangeP = (next: string) => onNavigate(stateOf({ p: next }))

  const [recentHandles, setRecentHandles] = useState<string[]>(() => readRecentMouseHandles())
  useEffect(() => {
    // "Recently viewed" counts a mouse whose own page is shown, not one only compared.
    if (single) rememberViewedMouse({ handle: single.item.general__handle, name: single.name })
    const next = readRecentMouseHandles()
    // Only the picker reads this list, and it can wait: as a transition the page's second render
    // (a phone's 60 ms right after the first) is done in slices, and not at all when nothing changed.
    startTransition(() => setRecentHandles((current) => (current.length === next.length && current.every((handle, index) => handle === next[index]) ? current : next)))
    // foundKey stands for `found`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [foundKey])

  const byHandle = useMemo(() => new Map(mice.map((mouse) => [mouse.general__handle, mouse])), [mice])
  const recent = recentHandles.map((handle) => byHandle.get(handle)).filter((mouse): mouse is MouseRow => mouse !== undefined)
  const selected = new Set(found.map((entry) => entry.item.general__handle))
  const selectionFocus = useSelectionFocus(p)
  const colorOf = new Map(found.map((entry, index) => [entry.item.general__handle, shapeColor(index)]))

  // Loaded by the route's loader when mice are named; lazily otherwise (a loader that has not run, a test).
  const CompareResults = resultsModule?.default ?? LazyCompareResults
  const handWanted = found.length > 0 && (search.hand !== undefined || safeStorage.get(storageKeys.handProfile) !== null)
  const hand = useHandModule(handWanted)

  const title = found.length > 0 ? found.map((entry) => entry.name).join(' vs. ') : undefined
  const shapes = {
    heading: single ? 'Outline' : 'Shapes',
    alignment,
    onAlignmentChange: (next: ShapeAlignment) => onNavigate(stateOf({ alignment: next }), { replace: true }),
    // The stored preference when the URL does not say.
    highlight: highlight ?? parseFlag(safeStorage.get(storageKeys.enableHighlightOutlinesByDefault), true),
    // Written only when off (on is the default); the stored preference follows the change too.
    onHighlightChange: (next: boolean) => onNavigate(stateOf({ highlight: next ? undefined : false }), { replace: true }),
  }
  const addMouse = (mouse: MouseRow) => {
    selectionFocus.beforeAdd()
    onChangeP(addToSelection(entries, mouse, productName))
  }

  return (
    <CompareLayout
      entry={entryFor('/mouse/compare')}
      title={title}
      heading={single ? mousePageHeading(single.name) : undefined}
      description={single ? mousePageIntro(single.name) : undefined}
      actions={
        <Flex gap="2" wrap="wrap">
          {found.length > 1 && <SaveComparisonButton compareParam={p} productHandles={found.map((entry) => entry.item.general__handle)} name={title} />}
          <CopyLinkButton />
        </Flex>
      }
      selection={
        <Stack gap="5" ref={selectionFocus.container}>
          {/* Also on a mouse's own page: its chip removes it, and keyboard focus has a place to stay. */}
          <SelectedMice
            entries={entries}
            colorOf={colorOf}
            onRemove={(index) => {
              selectionFocus.beforeRemove(index)
              onChangeP(removeFromSelection(entries, index))
            }}
          />
          <MousePicker mice={mice} selected={selected} recent={recent} onAdd={addMouse} label={single ? `Compare the ${single.name} with…` : undefined} />
        </Stack>
      }
    >
      {found.length === 0 ? (
        <Text color="fg.muted" data-testid="compare-empty">
          Pick two or more mice above to see their shapes on top of each other and their specifications side by side.
        </Text>
      ) : (
        // Reserves the height of the shapes while their code arrives, so the page does not jump.
        <Suspense fallback={<Box minH="24rem" />}>
          <CompareResults found={found} mice={mice} sensors={sensors} shapes={shapes} hand={hand} handWanted={handWanted} fitPath={fitPath} />
        </Suspense>
      )}
    </CompareLayout>
  )
}

function SelectedMice({
  entries,
  colorOf,
  onRemove,
}: {
  entries: readonly SelectionEntry<MouseRow>[]
  colorOf: ReadonlyMap<string, string>
  onRemove: (index: number) => void
}) {
  if (entries.length === 0) return null
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        Comparing
      </Heading>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" data-testid="selected-mice">
        {entries.map((entry, index) =>
          entry.kind === 'found' ? (
            <Flex as="li" key={`found-${entry.item.general__handle}`} align="center" gap="2" borderWidth="1px" borderRadius="full" ps="3" pe="1" py="1" fontSize="sm" data-testid="selected-mouse">
              <Box aria-hidden="true" w="3" h="3" borderRadius="full" bg={colorOf.get(entry.item.general__handle)} flexShrink={0} />
              <Text as="span" fontWeight="medium">
                {entry.name}
              </Text>
              {isPreviewRow(entry.item) && <PreviewMark compact />}
              <ChakraLink asChild fontSize="xs" color="brand.fg">
                <Link to={findSimilarPath} search={{ mouse: entry.item.general__handle } as never} aria-label={`Find mice similar to ${entry.name}`}>
                  Similar
                </Link>
              </ChakraLink>
              <Button size="2xs" variant="ghost" borderRadius="full" data-remove-button aria-label={`Remove ${entry.name}`} onClick={() => onRemove(index)}>
                ✕
              </Button>
            </Flex>
          ) : (
            <Flex as="li" key={`missing-${entry.part}-${index}`} align="center" gap="2" borderWidth="1px" borderStyle="dashed" borderColor="fg.error" borderRadius="full" ps="3" pe="1" py="1" fontSize="sm" data-testid="missing-mouse">
              <Text as="span">
                <Text as="span" fontWeight="medium">
                  {entry.part}
                </Text>
                <Text as="span" color="fg.error">
                  {' '}
                  not found
                </Text>
              </Text>
              <Button size="2xs" variant="ghost" borderRadius="full" data-remove-button aria-label={`Remove ${entry.part}`} onClick={() => onRemove(index)}>
                ✕
              </Button>
            </Flex>
          ),
        )}
      </Flex>
    </Box>
  )
}
