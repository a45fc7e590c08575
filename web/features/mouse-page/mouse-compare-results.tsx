/**
 * What /mouse/compare shows once mice are named (loaded then: ./mouse-compare-page.tsx): the
 * catalogue's shapes and specifications, with the visitor's hand under the shapes (fit, loaded
 * only when a hand may be set) and, on a mouse's own page, its product sections (similar mice,
 * reviews, where to buy; loaded with that page only).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { MouseRow } from '../../lib/api-types'
import { buildCompareParam } from '../../lib/compare-name'
import { productName } from '../../lib/product-name'
import { safeStorage, storageKeys } from '../../lib/storage-keys'
import { CompareResults, type CompareResultsProps, type FoundEntry, type HandOverlayProps } from '../catalogue/public'
import { HandDialogButton, loadCompareHand } from '../fit/public'

/** A mouse's own page adds these (similar mice, reviews, where to buy): loaded with that page only. */
const MouseProductSections = lazy(() => import('./mouse-product-sections'))

type HandOverlay = (props: HandOverlayProps) => ReactNode
let handLoading: Promise<HandOverlay> | undefined
/** The overlay once loaded: a later mount (another selection after an empty one) draws it at once. */
let handLoaded: HandOverlay | undefined

/**
 * The hand overlay and fit scores (web/features/fit/compare-hand.tsx), loaded only when a hand may
 * be set: a `hand` in the URL or a stored one (checked without parsing, which needs valibot: the
 * module does it).
 */
function useHandOverlay(wanted: boolean): HandOverlay | undefined {
  const [overlay, setOverlay] = useState<{ component: HandOverlay } | undefined>(() => (wanted && handLoaded ? { component: handLoaded } : undefined))
  useEffect(() => {
    if (!wanted || overlay) return
    let live = true
    handLoading ??= loadCompareHand().then((module) => (handLoaded = module.ShapesWithHand))
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

export interface MouseCompareResultsProps {
  found: readonly FoundEntry<MouseRow>[]
  mice: readonly MouseRow[]
  sensors: CompareResultsProps['sensors']
  shapes: CompareResultsProps['shapes']
  /** The `hand` of the URL, if any. */
  hand: string | undefined
}

export function MouseCompareResults({ found, mice, sensors, shapes, hand }: MouseCompareResultsProps) {
  // A hand set in the dialog (in place: the comparison stays) is stored: then the overlay draws it.
  const [, handSet] = useState(0)
  const handWanted = hand !== undefined || safeStorage.get(storageKeys.handProfile) !== null
  const HandOverlay = useHandOverlay(handWanted)
  const single = found.length === 1 ? found[0] : undefined
  return (
    <CompareResults
      found={found}
      sensors={sensors}
      shapes={shapes}
      HandOverlay={HandOverlay}
      handWanted={handWanted}
      setHand={<HandDialogButton onSet={() => handSet((count) => count + 1)}>Draw your hand under the shapes</HandDialogButton>}
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
