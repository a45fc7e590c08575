import { Box, type BoxProps } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import { Component, useEffect, useState, type ReactNode } from 'react'
import { sizes } from '../../lib/constants'
import { usePromoPlacement, type PromoPlacement } from './promo-placement'

type PromoCarouselComponent = (typeof import('./promo-carousel'))['default']

/** The column's width: a 256 px card (the drawer width) with 16 px either side. */
export const promoColumnWidthPx = sizes.drawerWidthPx + 32
/** The top bar's height (56 px) plus its 1 px border: where the sticky column starts. */
const topBarHeightPx = 57

// Containment: the carousel arrives after the page has rendered and measures its text to pick a
// size. The strip and banner have a fixed size, so each is a relayout boundary (size and layout
// containment; not paint, which would clip focus rings); the column's height follows its slides,
// so it contains only its layout.
const slotStyles: Record<PromoPlacement, BoxProps> = {
  strip: { display: { base: 'block', sm: 'none' }, h: `${sizes.promoStripHeightPx}px`, flexShrink: 0, contain: 'size layout' },
  banner: { display: { base: 'none', sm: 'block', lg: 'none' }, h: `${sizes.promoStripHeightPx}px`, flexShrink: 0, contain: 'size layout' },
  column: {
    display: { base: 'none', lg: 'block' },
    w: `${promoColumnWidthPx}px`,
    flexShrink: 0,
    position: 'sticky',
    top: `${topBarHeightPx}px`,
    alignSelf: 'flex-start',
    maxH: `calc(100dvh - ${topBarHeightPx}px)`,
    overflowY: 'auto',
    // Its own layer: the sticky, scrollable column repaints cleanly when a slide changes height.
    isolation: 'isolate',
    contain: 'layout',
  },
}

/** Whatever goes wrong inside the carousel (a chunk that fails to load, a bug) stays inside it. */
class PromoBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error('The promo carousel failed; the page goes on without it', error)
    this.props.onError()
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * One place the carousel can appear (the shell has three: strip, banner and column, of which CSS
 * shows one per width). The carousel itself mounts only in the slot that is showing, once mounted.
 * A slot with nothing to show (no promos, or the promos could not be fetched) collapses.
 */
export function PromoSlot({ placement }: { placement: PromoPlacement }) {
  // The first page has rendered once the router has nothing left to load.
  const pageReady = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading })
  const active = usePromoPlacement(pageReady) === placement
  const [empty, setEmpty] = useState(false)
  // The carousel's code is not on the critical path: it loads after the shell has rendered, into a
  // slot whose size is reserved by CSS from the first paint, so nothing moves when it arrives.
  // Imported by hand, not through React.lazy: a lazy component suspends, and React then holds back
  // a Suspense boundary's content until 300 ms after its fallback was shown (its "fallback
  // throttle"), so the carousel came about 300 ms after its code and data had arrived.
  const [PromoCarousel, setPromoCarousel] = useState<PromoCarouselComponent>()
  useEffect(() => {
    if (active) {
      import('./promo-carousel').then(
        (module) => setPromoCarousel(() => module.default),
        // A chunk that cannot load is thrown where the carousel would render: the boundary logs it and collapses the slot.
        (error: unknown) =>
          setPromoCarousel(() => () => {
            throw error
          }),
      )
    }
  }, [active])
  if (empty) return null
  return (
    <Box data-promo-slot={placement} {...slotStyles[placement]}>
      {active && PromoCarousel && (
        <PromoBoundary onError={() => setEmpty(true)}>
          <PromoCarousel placement={placement} onEmptyChange={setEmpty} />
        </PromoBoundary>
      )}
    </Box>
  )
}
