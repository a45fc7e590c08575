import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { themeTokens } from '../../../lib/constants'
import type { NavigationEntry } from '../../../lib/navigation'

export interface BrowseLayoutProps {
  /** Gives the heading and introduction (the route's `head` gives the title and meta description). */
  entry: NavigationEntry
  /** The filter controls (the filters column on wide screens, a sheet on phones). */
  filters: ReactNode
  /** How many filters are in effect (shown on the phone's "Filters" button). */
  activeFilterCount?: number
  /** The phone sheet's closing button, with the live result count: "Show 123 mice". */
  showResultsLabel?: string
  /** Above the results: search box, result count, sort, view switch... */
  toolbar?: ReactNode
  /** Between the introduction and the columns (e.g. recently viewed). */
  banner?: ReactNode
  /** The results. */
  children: ReactNode
  /** After everything (e.g. a fixed compare bar). */
  footer?: ReactNode
}

/** From the md breakpoint (960 px) the filters are a column beside the results. */
const wideQuery = `(min-width: ${themeTokens.breakpoints.md})`

function wideList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null
}
function subscribeWide(onChange: () => void): () => void {
  const list = wideList()
  list?.addEventListener?.('change', onChange)
  return () => list?.removeEventListener?.('change', onChange)
}
/** Without matchMedia (jsdom) the layout is the phone's. */
const isWide = () => wideList()?.matches ?? false

/**
 * The browse page layout (SPEC §2 "browse"): heading and introduction, then a filters column
 * beside the results from 960 px; the column scrolls on its own and stays in view while the
 * results scroll. Below 960 px the filters open in a sheet (a modal <dialog>: the page behind is
 * inert, Escape closes it, focus returns to the "Filters" button) whose sticky footer button
 * always shows the live result count ("Show 123 mice") and closes the sheet. Filters apply live
 * in both forms. The filters stay mounted in the closed sheet, so their state (open sections,
 * typed range ends) survives closing it.
 */
export function BrowseLayout({ entry, filters, activeFilterCount = 0, showResultsLabel = 'Show results', toolbar, banner, children, footer }: BrowseLayoutProps) {
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false)
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }} pb="24">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {entry.descriptions.medium}
      </Heading>
      <Text color="fg.muted" mb={{ base: '4', md: '6' }} maxW="3xl">
        {entry.descriptions.long}
      </Text>
      {banner && <Box mb="4">{banner}</Box>}
      {!wide && (
        <FiltersSheet activeFilterCount={activeFilterCount} showResultsLabel={showResultsLabel}>
          {filters}
        </FiltersSheet>
      )}
      <Flex gap={{ md: '6' }} align="flex-start" direction={{ base: 'column', md: 'row' }}>
        {wide && (
          <Box
            as="aside"
            aria-label="Filters"
            // Narrow enough that at 1280 px, beside the promo column, a browse table's essential columns fit.
            w="48"
            flexShrink={0}
            position="sticky"
            top="80px"
            maxH="calc(100dvh - 96px)"
            overflowY="auto"
            pe="2"
            data-testid="filters"
          >
            {filters}
          </Box>
        )}
        <Box as="section" aria-label="Results" flex="1" minW="0" w="full">
          {toolbar && <Box mb="4">{toolbar}</Box>}
          {children}
        </Box>
      </Flex>
      {footer}
    </Container>
  )
}

type DialogElement = HTMLDialogElement & { showModal?: () => void }

/** The phone's filters: a "Filters (n)" button and the bottom sheet it opens. */
function FiltersSheet({ activeFilterCount, showResultsLabel, children }: { activeFilterCount: number; showResultsLabel: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<DialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      // jsdom has no showModal: there the sheet is simply shown.
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
    if (!open) return
    // The page behind the sheet does not scroll with it.
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])
  // Unmounting with the sheet open (the window grew past 960 px) leaves no inert page behind.
  useEffect(() => () => dialogRef.current?.close?.(), [])

  const close = useCallback(() => setOpen(false), [])
  // Escape (the dialog's cancel) and every other way the dialog closes end here.
  const onClose = useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])

  return (
    <>
      <Button
        ref={toggleRef}
        variant="outline"
        mb="3"
        minH="44px"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-sheet`}
        onClick={() => setOpen(true)}
        data-testid="filters-toggle"
      >
        Filters
        {activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
      </Button>
      <dialog
        ref={dialogRef}
        id={`${id}-sheet`}
        aria-labelledby={`${id}-title`}
        onClose={onClose}
        data-testid="filters-sheet"
        // A bottom sheet: full width, nearly full height, above everything. Its box is plain CSS
        // (web/index.html .filters-sheet): the page's first load carries no style props for it.
        className="filters-sheet"
      >
        <div className="filters-sheet-head">
          <Heading as="h2" id={`${id}-title`} size="md">
            Filters
          </Heading>
          <Button ref={closeRef} variant="ghost" minW="44px" minH="44px" onClick={close} aria-label="Close filters">
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
        <div className="filters-sheet-body" data-testid="filters">
          {children}
        </div>
        <div className="filters-sheet-foot">
          <Button w="full" minH="44px" onClick={close} data-testid="show-results">
            {showResultsLabel}
          </Button>
        </div>
      </dialog>
    </>
  )
}
