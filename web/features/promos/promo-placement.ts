/**
 * Where the carousel sits at the current screen width (SPEC §2 App shell):
 *
 * - strip:  below the small breakpoint (< 600 px), a 56 px horizontal strip above the top bar;
 * - banner: 600–1279 px, the same horizontal strip under the top bar;
 * - column: from 1280 px, a promo card in a column beside the page.
 */
import { whenPageIdle } from '../../lib/when-page-idle'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { themeTokens } from '../../lib/constants'

export type PromoPlacement = 'strip' | 'banner' | 'column'

export const placementQueries = {
  banner: `(min-width: ${themeTokens.breakpoints.sm})`,
  column: `(min-width: ${themeTokens.breakpoints.lg})`,
} as const

export function placementFor(matches: (query: string) => boolean): PromoPlacement {
  if (matches(placementQueries.column)) return 'column'
  if (matches(placementQueries.banner)) return 'banner'
  return 'strip'
}

// A client-rendered app: there is always a window (jsdom's matchMedia, tests/jsdom/setup.ts, matches nothing).
const mediaQuery = (query: string) => window.matchMedia(query)

function subscribe(onChange: () => void): () => void {
  const lists = Object.values(placementQueries).map(mediaQuery)
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

const currentPlacement = () => placementFor((query) => mediaQuery(query).matches)

/**
 * The placement at the current width; null until the component has mounted (SPEC: "once mounted"),
 * the first page has rendered (`pageReady`, then its heading on screen) and the browser has been idle
 * once (web/lib/when-page-idle.ts): the carousel loads after the page, not with it.
 */
export function usePromoPlacement(pageReady = true): PromoPlacement | null {
  const [mounted, setMounted] = useState(false)
  useEffect(() => (pageReady && !mounted ? whenPageIdle(() => setMounted(true)) : undefined), [pageReady, mounted])
  const placement = useSyncExternalStore(subscribe, currentPlacement, () => 'strip' as const)
  return mounted ? placement : null
}
