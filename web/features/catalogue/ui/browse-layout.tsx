import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react'
import { startTransition, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { themeTokens } from '../../../lib/constants'
import type { NavigationEntry } from '../../../lib/navigation'
import { whenPageIdle } from '../../../lib/when-page-idle'

export interface BrowseLayoutProps {
  /** Gives the heading and introduction (the route's `head` gives the title and meta description). */
  entry: NavigationEntry
  /** The filter controls (the filters column on wide screens, a sheet on phones). */
  filters: ReactNode
  /** How many filters are in effect (shown on the phone's "Filters" button). */
  activeFilterCount?: number
  /** The phone sheet's closing button, with the live result count: "Show 123 mice". */
  showResultsLabel?: string
  /** The live result count ("12 mice of 1,361"): in the toolbar from 960 px, in the phone's result bar below it. */
  count: ReactNode
  /** Above the results: search box, sort, view switch…, given the count to place there (null on phones). */
  toolbar: (count: ReactNode) => ReactNode
  /** Between the introduction and the columns (e.g. recently viewed). */
  banner?: ReactNode
  /** The results. */
  children: ReactNode
  /** After everything (e.g. a fixed compare bar). */
  footer?: ReactNode
}

/** From the md breakpoint (960 px) the filters are a column beside the results. */
const wideQuery = `(min-width: ${themeTokens.breakpoints.md})`

// A client-rendered app: there is always a window (jsdom's matchMedia, tests/jsdom/setup.ts, matches nothing: the phone's layout).
const wideList = () => window.matchMedia(wideQuery)
function subscribeWide(onChange: () => void): () => void {
  const list = wideList()
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
const isWide = () => wideList().matches

/**
 * The browse page layout (SPEC §2 "browse"): heading and introduction, then a filters column
 * beside the results from 960 px; the column scrolls on its own and stays in view while the
 * results scroll. Below 960 px the filters open in a sheet (a modal <dialog>: the page behind is
 * inert, Escape closes it, focus returns to the "Filters" button) whose sticky footer button
 * always shows the live result count ("Show 123 mice") and closes the sheet. Filters apply live
 * in both forms. The filters stay mounted in the closed sheet, so their state (open sections,
 * typed range ends) survives closing it. They are built once the page is idle (or at once, should
 * the sheet open first): on a phone's first load the hidden panel (about 900 elements) would
 * otherwise be built in the same tasks as the page the visitor came for.
 *
 * On phones a long list needs a way around it (issue 31): "Filters" and the live count sit in a
 * result bar that stays under the top bar (web/index.html .browse-bar), with a way back to the
 * top; a table's sticky header then sits under the bar (--sticky-top).
 */
export function BrowseLayout({ entry, filters, activeFilterCount = 0, showResultsLabel = 'Show results', count, toolbar, banner, children, footer }: BrowseLayoutProps) {
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false)
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }} pb="24" className={wide ? undefined : 'browse-phone'}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {entry.descriptions.medium}
      </Heading>
      <Text color="fg.muted" mb={{ base: '4', md: '6' }} maxW="3xl">
        {entry.descriptions.long}
      </Text>
      {banner && <Box mb="4">{banner}</Box>}
      {!wide && (
        <div className="browse-bar" data-testid="result-bar">
          <FiltersSheet activeFilterCount={activeFilterCount} showResultsLabel={showResultsLabel}>
            {filters}
          </FiltersSheet>
          {count}
          <Button variant="ghost" size="sm" onClick={() => window.scrollTo({ top: 0 })} aria-label="Back to the top" data-testid="back-to-top">
            ↑ Top
          </Button>
        </div>
      )}
      <Flex gap={{ md: '6' }} align="flex-start" direction={{ base: 'column', md: 'row' }}>
        {wide && (
          // Narrow enough that at 1280 px, beside the promo column, a browse table's essential columns fit (web/index.html .filters-column).
          <aside aria-label="Filters" className="filters-column" data-testid="filters">
            {filters}
          </aside>
        )}
        <Box as="section" aria-label="Results" flex="1" minW="0" w="full">
          <Box mb="4">{toolbar(wide ? count : null)}</Box>
          {children}
        </Box>
      </Flex>
      {footer}
    </Container>
  )
}

/** The phone's filters: a "Filters (n)" button and the bottom sheet it opens. */
function FiltersSheet({ activeFilterCount, showResultsLabel, children }: { activeFilterCount: number; showResultsLabel: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const built = useBuiltWhenIdle(open)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
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
  useEffect(() => () => dialogRef.current?.close(), [])

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
      {/* A bottom sheet: full width, nearly full height, above everything; its filters scroll between a header and the count button (web/index.html .filters-sheet). */}
      <dialog ref={dialogRef} id={`${id}-sheet`} aria-labelledby={`${id}-title`} onClose={onClose} data-testid="filters-sheet" className="filters-sheet">
        <div className="filters-sheet-head">
          <Heading as="h2" id={`${id}-title`} size="md">
            Filters
          </Heading>
          <Button ref={closeRef} variant="ghost" minW="44px" minH="44px" onClick={close} aria-label="Close filters">
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
        <div className="filters-sheet-list" data-testid="filters">
          {built && children}
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

/**
 * Whether the sheet's contents are built: from the first time it opens (and from then on, so what
 * was set in them survives closing), or once the page is idle (web/lib/when-page-idle.ts), in a
 * transition, which React renders in slices between the browser's other work, so that the first
 * tap on "Filters" finds them ready.
 */
function useBuiltWhenIdle(open: boolean): boolean {
  const [built, setBuilt] = useState(false)
  // Set while rendering (React's pattern for state that follows a prop): React renders again at
  // once, before committing, so the opening render builds them.
  if (open && !built) setBuilt(true)
  useEffect(() => {
    if (built) return
    return whenPageIdle(() => startTransition(() => setBuilt(true)))
  }, [built])
  return built
}
