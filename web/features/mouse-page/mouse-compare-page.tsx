/**
 * /mouse/compare: the catalogue's one compare page (CatalogueComparePage) with the mouse kind and
 * the parts only mice have, plugged into its slots from the features that own them: the shapes and
 * specifications (the catalogue's, loaded once a mouse is named), the visitor's hand under the
 * shapes (fit, loaded only when a hand may be set), saving a comparison (auth), a chip's link to
 * similar mice (find-similar's page) and, on a mouse's own page, its product sections (similar
 * mice, reviews, where to buy; loaded with that page only). Composed here, outside the catalogue,
 * so the catalogue imports none of those features.
 */
import { Link as ChakraLink } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { MouseRow } from '../../lib/api-types'
import { buildCompareParam } from '../../lib/compare-name'
import { productName } from '../../lib/product-name'
import { parseFlag, safeStorage, storageKeys } from '../../lib/storage-keys'
import { SaveComparisonButton } from '../auth/public'
import {
  CatalogueComparePage,
  compareSearchFor,
  defaultAlignment,
  miceQueries,
  mouseCompareKind,
  MouseCompareResults,
  sensorQueries,
  type CompareSearch,
  type FoundEntry,
  type HandOverlayProps,
  type ShapeAlignment,
} from '../catalogue/public'
import { loadCompareHand } from '../fit/public'

interface MouseComparePageProps {
  search: CompareSearch
  /**
   * Shows the page for another search: a new history entry (back undoes it) for another
   * selection, a replaced one (`replace`) for the view's settings.
   */
  onNavigate: (search: CompareSearch, options?: { replace?: boolean }) => void
}

/** A mouse's own page adds these (similar mice, reviews, where to buy): loaded with that page only. */
const MouseProductSections = lazy(() => import('./mouse-product-sections'))

type HandOverlay = (props: HandOverlayProps) => ReactNode
let handLoading: Promise<HandOverlay> | undefined

/**
 * The hand overlay and fit scores (web/features/fit/compare-hand.tsx), loaded only when a hand may
 * be set: a `hand` in the URL or a stored one (checked without parsing, which needs valibot: the
 * module does it).
 */
function useHandOverlay(wanted: boolean): HandOverlay | undefined {
  const [overlay, setOverlay] = useState<{ component: HandOverlay }>()
  useEffect(() => {
    if (!wanted || overlay) return
    let live = true
    handLoading ??= loadCompareHand().then((module) => module.ShapesWithHand)
    handLoading.then(
      (component) => live && setOverlay({ component }),
      () => (handLoading = undefined),
    )
    return () => {
      live = false
    }
  }, [wanted, overlay])
  return overlay?.component
}

/** The find-similar page (another feature's route), with `mouse` naming the mouse. */
const findSimilarPath: string = '/mouse/find-similar'
/** The fit page, where a hand is set. */
const fitPath: string = '/mouse/fit'

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
        <MouseResults found={found} mice={mice} sensors={sensors} shapes={shapesFor(found.length === 1)} hand={search.hand} />
      )}
    />
  )
}

function MouseResults({
  found,
  mice,
  sensors,
  shapes,
  hand,
}: {
  found: readonly FoundEntry<MouseRow>[]
  mice: readonly MouseRow[]
  sensors: Parameters<typeof MouseCompareResults>[0]['sensors']
  shapes: Parameters<typeof MouseCompareResults>[0]['shapes']
  /** The `hand` of the URL, if any. */
  hand: string | undefined
}) {
  const handWanted = hand !== undefined || safeStorage.get(storageKeys.handProfile) !== null
  const HandOverlay = useHandOverlay(handWanted)
  const single = found.length === 1 ? found[0] : undefined
  return (
    <MouseCompareResults
      found={found}
      sensors={sensors}
      shapes={shapes}
      HandOverlay={HandOverlay}
      handWanted={handWanted}
      fitPath={fitPath}
      after={
        single && (
          <Suspense fallback={null}>
            <MouseProductSections mouse={single.item} mice={mice} compareWithHref={(other) => `/mouse/compare?p=${buildCompareParam([single.name, productName(other)])}`} />
          </Suspense>
        )
      }
    />
  )
}
