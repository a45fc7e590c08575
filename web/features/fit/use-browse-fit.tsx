/**
 * The fit on /mouse/browse as the browse page's slots: the catalogue with the fit facet and sort,
 * each mouse's fit badge and the table's fit column, the hand panel under the toolbar, and the
 * `hand=` the page's links carry. The fit code itself (browse-fit.tsx: the fit model, the hand's
 * validation) loads only when a hand may be set: the URL has a `hand=` or this browser has stored
 * one. Until it has loaded, and when the hand is not valid, the page is the plain browse page (a
 * failed load too).
 */
import { chakra, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { MouseRow } from '../../lib/api-types'
import { safeStorage, storageKeys } from '../../lib/storage-keys'
import type { BrowseControls, CatalogueConfig, TableColumn } from '../catalogue/public'
import type { StoredHandState } from './hand-store'

type BrowseFitModule = typeof import('./browse-fit')
let loadedFitModule: BrowseFitModule | undefined
const noSubscribe = () => () => {}
const noStoredHand = (): StoredHandState | null => null
const noFitSlots = {}

/** Without a (valid) hand: an invitation to set one. */
function setHandInvitation() {
  return (
    <Text fontSize="sm" color="fg.muted">
      <chakra.a asChild color="brand.fg" textDecoration="underline" display="inline-flex" alignItems="center" minH={{ base: '44px', md: 'auto' }}>
        <Link to="/mouse/fit">Set your hand size</Link>
      </chakra.a>{' '}
      to sort and filter these mice by how well they fit it.
    </Text>
  )
}

export interface BrowseFitSlots {
  /** The mouse catalogue with the fit facet and sort; undefined: the kind's own (no hand). */
  config: CatalogueConfig<MouseRow> | undefined
  /** For tests and styling: whether the fit is off (no hand anywhere), loading, set, or not valid. */
  state: 'off' | 'loading' | 'on' | 'none'
  /** What every navigation of the page keeps: a valid hand from the link (one that is not valid leaves at the next change). */
  extraSearch: { hand?: string }
  /** Under the toolbar: the hand panel, or the invitation to set a hand. */
  toolbar: (controls: BrowseControls) => ReactNode
  /** The mouse kind's fit slots: each card's badge, the table's column, the link's hand for the compare page. */
  slots: { fitBadge?: (row: MouseRow) => ReactNode; fitColumn?: TableColumn<MouseRow>; compareHand?: string }
}

export function useBrowseFit(mice: readonly MouseRow[], base: CatalogueConfig<MouseRow>, rawHand: string | undefined): BrowseFitSlots {
  const [storedOnLoad] = useState(() => safeStorage.get(storageKeys.handProfile) !== null)
  const wanted = Boolean(rawHand) || storedOnLoad
  const [module, setModule] = useState(loadedFitModule)
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    import('./browse-fit').then(
      (loaded) => {
        loadedFitModule = loaded
        void loaded.startHandAccountSync()
        if (live) setModule(loaded)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, module])
  const stored = useSyncExternalStore(module?.subscribeStoredHand ?? noSubscribe, module?.getStoredHandState ?? noStoredHand, noStoredHand)
  const fit = useMemo(() => (module && stored ? module.createBrowseFit(mice, base, rawHand, stored) : null), [module, stored, mice, base, rawHand])
  const state = fit ? 'on' : module ? 'none' : wanted ? 'loading' : 'off'
  // A valid hand from the link stays in the URL; one that is not valid leaves it at the next change.
  const handInUrl = fit?.source === 'url' ? fit.param : module ? undefined : rawHand
  const extraSearch = useMemo(() => (handInUrl ? { hand: handInUrl } : {}), [handInUrl])
  // The badge, column and hand panel come with the fit code, bound to this hand.
  const parts = useMemo(() => (fit && module ? module.browseFitParts(fit) : undefined), [fit, module])
  return { config: fit?.config, state, extraSearch, toolbar: parts?.toolbar ?? setHandInvitation, slots: parts?.slots ?? noFitSlots }
}
