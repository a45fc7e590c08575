/**
 * /mouse/compare: the catalogue's one compare page (CatalogueComparePage) with the mouse kind and
 * the parts only mice have, plugged into its slots from the features that own them: the shapes and
 * specifications (the catalogue's, loaded once a mouse is named), the visitor's hand under the
 * shapes (fit, loaded only when a hand may be set), saving a comparison (auth), a chip's link to
 * similar mice (find-similar's page) and, on a mouse's own page, its product sections (similar
 * mice, reviews, where to buy; loaded with that page only). Composed here, outside the catalogue,
 * so the catalogue imports none of those features.
 */
import { Box, Link as ChakraLink } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { MouseRow } from '../../lib/api-types'
import { parseFlag, safeStorage, storageKeys } from '../../lib/storage-keys'
import { SaveComparisonButton } from '../auth/public'
import {
  CatalogueComparePage,
  compareSearchFor,
  defaultAlignment,
  miceQueries,
  mouseCompareKind,
  preloadedLazy,
  sensorQueries,
  type CompareSearch,
} from '../catalogue/public'
import type { ShapeAlignment } from '../outlines/public'

interface MouseComparePageProps {
  search: CompareSearch
  /**
   * Shows the page for another search: a new history entry (back undoes it) for another
   * selection, a replaced one (`replace`) for the view's settings.
   */
  onNavigate: (search: CompareSearch, options?: { replace?: boolean }) => void
}

// The shapes, specifications, hand and product sections (./mouse-compare-results.tsx), loaded once
// a mouse is named: the route's loader waits for them with the data, so the page renders them at
// once (no loading state between the chosen mice and their shapes), and the empty page never loads them.
const results = preloadedLazy(() => import('./mouse-compare-results').then((module) => module.MouseCompareResults))

export const loadMouseCompareResults = results.preload

/** The find-similar page (another feature's route), with `mouse` naming the mouse. */
const findSimilarPath: string = '/mouse/find-similar'

export function MouseComparePage({ search, onNavigate }: MouseComparePageProps) {
  const p = search.p ?? ''
  const { data: mice } = useSuspenseQuery(miceQueries.list())
  const { data: sensors } = useSuspenseQuery(sensorQueries.list())

  const alignment: ShapeAlignment = search.align ?? defaultAlignment
  const highlight = search.outlines === 'off' ? false : search.outlines === 'on' ? true : undefined
  const stateOf = (changes: Partial<{ p: string; alignment: ShapeAlignment; highlight: boolean | undefined }>) =>
    compareSearchFor({ p, alignment, highlight, hand: search.hand, ...changes })
  const shapesFor = (single: boolean) => ({
    heading: single ? 'Outline' : 'Shapes',
    alignment,
    onAlignmentChange: (next: ShapeAlignment) => onNavigate(stateOf({ alignment: next }), { replace: true }),
    // The stored preference when the URL does not say.
    highlight: highlight ?? parseFlag(safeStorage.get(storageKeys.enableHighlightOutlinesByDefault), true),
    // Written only when off (on is the default); the stored preference follows the change too.
    onHighlightChange: (next: boolean) => onNavigate(stateOf({ highlight: next ? undefined : false }), { replace: true }),
  })
  return (
    <CatalogueComparePage<MouseRow>
      kind={mouseCompareKind}
      items={mice}
      p={p}
      onChangeP={(next) => onNavigate(stateOf({ p: next }))}
      actions={(found) =>
        found.length > 1 && (
          <SaveComparisonButton compareParam={p} productHandles={found.map((entry) => entry.item.general__handle)} name={found.map((entry) => entry.name).join(' vs. ')} />
        )
      }
      chipExtra={(entry) => (
        <ChakraLink asChild fontSize="xs" color="brand.fg">
          <Link to={findSimilarPath} search={{ mouse: entry.item.general__handle } as never} aria-label={`Find mice similar to ${entry.name}`}>
            Similar
          </Link>
        </ChakraLink>
      )}
      results={(found) => (
        // Reserves the height of the shapes while their code arrives, so the page does not jump.
        <Suspense fallback={<Box minH="24rem" />}>
          <results.Component found={found} mice={mice} sensors={sensors} shapes={shapesFor(found.length === 1)} hand={search.hand} />
        </Suspense>
      )}
    />
  )
}
