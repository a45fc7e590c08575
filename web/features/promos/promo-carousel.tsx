import { Box, chakra, Flex, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
} from 'react'
import { flushSync } from 'react-dom'
import type { PromoColorRow } from '../../lib/api-types'
import { sizes, timings } from '../../lib/constants'
import { PreviewMark } from '../../components/ui/preview-mark'
import { messages } from '../../lib/messages'
import { previewMessages } from '../../lib/preview-messages'
import { publicEnv } from '../../lib/public-env'
import { activeTestPromo, previewKey } from '../../lib/test-object-store'
import { createCarousel, swipeAction, type TouchPoint } from './carousel-state'
import { backgroundCss, borderCss, type PromoPalette } from './promo-colors'
import { imagePaddingCss, promoImageUrl, promoLink, safeCssFilter, type PromoLink } from './promo-links'
import type { Promo } from './promo-order'
import type { PromoPlacement } from './promo-placement'
import { buildSlides, slidePalette, type Slide } from './promo-slides'
import { pickTextVariant, plainText, renderMarkup, textVariantPx, textVariants, titleFontSizePx, type TextVariant } from './promo-text'
import { promoQueries } from './queries'

/**
 * The rotating promotional banner (SPEC §2, §4, §5). Loaded lazily by promo-slot.tsx. Data comes
 * through React Query without suspense: a failure is logged and leaves the carousel empty (no
 * promos) or in the default colours (no colour records); the page never notices (SPEC §8).
 */
export default function PromoCarousel({ placement, onEmptyChange }: { placement: PromoPlacement; onEmptyChange: (empty: boolean) => void }) {
  const promos = useQuery(promoQueries.available())
  const colors = useQuery(promoQueries.colors())
  useEffect(() => {
    if (promos.error) console.error('Could not load the promos; the carousel stays empty', promos.error)
  }, [promos.error])
  useEffect(() => {
    if (colors.error) console.error('Could not load the promo colours; the carousel keeps the default colours', colors.error)
  }, [colors.error])
  // The test-mode promo (SPEC §4), when this tab is previewing one; its parser loads only then.
  const preview = useQuery({ queryKey: ['preview', 'promo', previewKey()], queryFn: async () => (await activeTestPromo()) ?? null, staleTime: Infinity, retry: false })
  useEffect(() => {
    if (preview.error) console.error('Could not build the previewed promo', preview.error)
  }, [preview.error])
  const testPromo = preview.data ?? null
  // Wait for every read to settle, so the first slide does not flash in the fallback colours.
  const settled = !promos.isPending && !colors.isPending && !preview.isPending
  const slides = useMemo(() => (settled ? buildSlides(promos.data ?? [], testPromo, Math.random) : null), [settled, promos.data, testPromo])
  const empty = slides !== null && slides.length === 0
  useEffect(() => onEmptyChange(empty), [empty, onEmptyChange])
  // React Query hands its data over through useSyncExternalStore, whose updates React renders
  // synchronously: the whole carousel was one task of about 250 ms on a phone, on every page. The
  // deferred copy renders it in a transition React slices, after the update that brought the data.
  const shown = useDeferredValue(slides, null)
  if (!shown || shown.length === 0) return null
  return <CarouselView slides={shown} records={colors.data} placement={placement} />
}

function CarouselView({ slides, records, placement }: { slides: Slide[]; records: PromoColorRow[] | undefined; placement: PromoPlacement }) {
  const [carousel] = useState(() => createCarousel({ count: slides.length }))
  useEffect(() => carousel.setCount(slides.length), [carousel, slides.length])
  useEffect(() => {
    carousel.start()
    return () => carousel.stop()
  }, [carousel])
  const state = useSyncExternalStore(carousel.subscribe, carousel.getSnapshot, carousel.getSnapshot)
  const slide = slides[state.index] ?? slides[0]!
  const palette = slidePalette(slide, records)
  const count = slides.length
  const touchStart = useRef<TouchPoint | null>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') carousel.next('user')
    else if (event.key === 'ArrowLeft') carousel.previous('user')
    else return
    event.preventDefault()
  }
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== 'touch' && carousel.setHovered(true)
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== 'touch' && carousel.setHovered(false)
  // Keyboard focus inside the carousel stops rotation until it leaves (a mouse click on a control
  // does not: the pointer is already pausing it while it hovers).
  const onFocus = (event: FocusEvent) => isKeyboardFocus(event.target) && carousel.setFocused(true)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false)
  }
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch) return
    const action = swipeAction(start, { x: touch.clientX, y: touch.clientY }, window.innerWidth)
    if (action === 'next') carousel.next('user')
    else if (action === 'previous') carousel.previous('user')
  }

  // Only what the visitor asked for is announced; the 12 s rotation stays silent.
  const announcement = state.cause === 'user' ? `${messages.promoSlideLabel(state.index + 1, count)}: ${slideName(slide.promo)}` : ''
  const controls = {
    previous: <ControlButton label={messages.promoPrevious} onClick={() => carousel.previous('user')} icon={<ChevronIcon direction="left" />} />,
    next: <ControlButton label={messages.promoNext} onClick={() => carousel.next('user')} icon={<ChevronIcon direction="right" />} />,
    play: (
      <ControlButton
        label={state.playing ? messages.promoPause : messages.promoPlay}
        onClick={() => carousel.setPlaying(!state.playing)}
        icon={state.playing ? <PauseIcon /> : <PlayIcon />}
        testId="promo-play-pause"
      />
    ),
  }
  const slideProps = {
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': messages.promoSlideLabel(state.index + 1, count),
    'data-testid': 'promo-slide',
    'data-handle': slide.promo.handle,
    'data-color': slide.colorHandle,
    'data-position': state.index,
    ...slideAnimation(state.direction, state.moves),
  } as const
  const regionProps = {
    'aria-roledescription': 'carousel',
    'aria-label': messages.promoCarouselLabel,
    'data-testid': 'promo-carousel',
    'data-placement': placement,
    'data-running': state.running ? '' : undefined,
    'data-navigation-locked': state.locked ? '' : undefined,
    onKeyDown,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    onTouchStart,
    onTouchEnd,
  }
  const live = (
    <Box aria-live="polite" aria-atomic="true" srOnly data-testid="promo-announcement">
      {announcement}
    </Box>
  )

  if (placement === 'column') {
    return (
      <chakra.section {...regionProps} display="flex" flexDirection="column" gap="3" p="4">
        {live}
        <Box key={state.moves} {...slideProps} w={`${sizes.drawerWidthPx}px`}>
          <PromoCard slide={slide} palette={palette} />
        </Box>
        <Flex align="center" justify="space-between" color="fg.muted">
          {controls.previous}
          <chakra.span fontSize="sm" fontVariantNumeric="tabular-nums" aria-hidden="true">
            {state.index + 1} / {count}
          </chakra.span>
          <Flex gap="1">
            {controls.play}
            {controls.next}
          </Flex>
        </Flex>
      </chakra.section>
    )
  }

  return (
    <chakra.section
      {...regionProps}
      h="full"
      overflow="hidden"
      // Under the top bar the banner is closed by a line in its border colour; the phone strip has no border (SPEC §2).
      boxShadow={placement === 'banner' ? 'inset 0 -1px 0 var(--promo-border)' : undefined}
      style={{ background: backgroundCss(palette.main_background, slide.angle), color: palette.main_text, ['--promo-border' as string]: borderCss(palette.border) }}
    >
      {live}
      {/* Spacing by placement, not responsive props: the strip only shows under 600 px, the
          banner above it (promo-slot.tsx), and a responsive prop would bring an @media rule
          (see hoverCss). */}
      <Flex h="full" align="center" gap={placement === 'strip' ? '0.5' : '2'} px={placement === 'strip' ? '1' : '3'} maxW="8xl" mx="auto">
        {controls.previous}
        <Box key={state.moves} {...slideProps} flex="1" minW="0" h="full">
          <PromoStripContent slide={slide} palette={palette} withButton={placement === 'banner'} />
        </Box>
        {controls.play}
        {controls.next}
      </Flex>
    </chakra.section>
  )
}

/** An example promo's words (issue 31): what every placement shows, and what its link says to assistive technology. */
const exampleText = { mark: 'Example', note: 'an example, not a real offer' } as const

/** The mark of an example promo: on the strip and banner a tag, in the column card its side tab. */
function ExampleMark({ vertical = false }: { vertical?: boolean }) {
  return (
    <chakra.span
      flexShrink={0}
      px="1.5"
      py={vertical ? '2' : '0.5'}
      rounded="sm"
      borderWidth="1.5px"
      borderColor="currentColor"
      fontSize="11px"
      fontWeight="800"
      letterSpacing="0.14em"
      lineHeight="1"
      textTransform="uppercase"
      style={vertical ? { writingMode: 'vertical-rl', transform: 'rotate(180deg)' } : undefined}
      data-testid="promo-example"
    >
      {exampleText.mark}
      <chakra.span srOnly>: {exampleText.note}</chakra.span>
    </chakra.span>
  )
}

/** The phone strip and the banner: picture, horizontal text and, where there is room, the button. */
function PromoStripContent({ slide, palette, withButton }: { slide: Slide; palette: PromoPalette; withButton: boolean }) {
  const { promo } = slide
  const link = promoLink(promo)
  const buttonText = promo.button_text.join(' ')
  const textLines = promo.horizontal_text.length > 0 ? promo.horizontal_text : promo.title_text
  return (
    <PromoAnchor link={link} display="flex" alignItems="center" gap="2.5" h="full" minW="0" px="1" rounded="md" focusRing="inside">
      {promo.preview && <PreviewMark compact />}
      {promo.example && <ExampleMark />}
      <PromoImage promo={promo} boxPx={44} />
      <HorizontalText lines={textLines} />
      {link?.kind === 'not-followed' && <NotFollowedLink href={link.href} compact />}
      {withButton && buttonText && link?.kind !== 'not-followed' && (
        <chakra.span
          flexShrink={0}
          display="inline-flex"
          alignItems="center"
          h="9"
          px="4"
          rounded="full"
          fontWeight="800"
          fontSize="19px"
          lineHeight="1"
          whiteSpace="nowrap"
          overflow="hidden"
          textOverflow="ellipsis"
          // SPEC §9's button width: a longer text is cut, whole in its title.
          title={plainText(buttonText)}
          data-may-truncate=""
          style={{ maxWidth: sizes.promoButtonMaxWidthPx, background: backgroundCss(palette.button_background, slide.angle), color: palette.button_text }}
        >
          {renderMarkup(buttonText)}
        </chakra.span>
      )}
    </PromoAnchor>
  )
}

/** The column's card: picture, title, text and button, with the vertical text as a side tab. */
function PromoCard({ slide, palette }: { slide: Slide; palette: PromoPalette }) {
  const { promo } = slide
  const link = promoLink(promo)
  const buttonText = promo.button_text.join(' ')
  // An example says so on its side tab, whatever its own vertical text says.
  const verticalText = promo.example ? '' : promo.vertical_text.join(' ')
  return (
    <Box
      position="relative"
      display="flex"
      flexDirection="column"
      gap="3"
      // A steady height, so the controls below do not jump from slide to slide.
      minH="392px"
      rounded="2xl"
      borderWidth="1px"
      overflow="hidden"
      p="15px"
      boxShadow="md"
      style={{ background: backgroundCss(palette.main_background, slide.angle), color: palette.main_text, borderColor: borderCss(palette.border) }}
    >
      {promo.example && (
        <Box position="absolute" top="15px" insetStart="15px" zIndex="1" display="flex">
          <ExampleMark vertical />
        </Box>
      )}
      {verticalText && (
        <chakra.span
          position="absolute"
          top="15px"
          insetStart="15px"
          zIndex="1"
          px="1"
          py="2"
          rounded="sm"
          borderWidth="1.5px"
          borderColor="currentColor"
          fontSize="11px"
          fontWeight="800"
          letterSpacing="0.14em"
          lineHeight="1"
          style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}
          data-testid="promo-vertical-text"
        >
          {renderMarkup(verticalText)}
        </chakra.span>
      )}
      {promo.preview && (
        <Box position="absolute" top="15px" insetEnd="15px" zIndex="1">
          <PreviewMark />
        </Box>
      )}
      <Flex justify="center" h="180px">
        <PromoImage promo={promo} boxPx={180} />
      </Flex>
      {promo.title_text.length > 0 && (
        <chakra.p
          fontWeight="500"
          lineHeight="1.1"
          letterSpacing="-0.01em"
          overflowWrap="anywhere"
          css={{ '& strong': { fontWeight: '800' } }}
          style={{ fontSize: titleFontSizePx(promo.title_text) }}
          data-testid="promo-title"
        >
          {promo.title_text.map((line, index) => (
            <chakra.span key={index} display="block">
              {renderMarkup(line)}
            </chakra.span>
          ))}
        </chakra.p>
      )}
      {promo.horizontal_text.length > 0 && (
        <chakra.p fontSize="sm" lineHeight="1.35" opacity="0.92">
          {renderMarkup(promo.horizontal_text.join(' '))}
        </chakra.p>
      )}
      {link?.kind === 'not-followed' && <NotFollowedLink href={link.href} />}
      {link && link.kind !== 'not-followed' && buttonText && (
        <PromoAnchor
          link={link}
          display="flex"
          alignItems="center"
          justifyContent="center"
          gap="2"
          w="full"
          minH="11"
          px="4"
          mt="auto"
          rounded="full"
          fontWeight="800"
          fontSize="19px"
          lineHeight="1.1"
          textAlign="center"
          transition="filter 0.15s"
          css={hoverCss({ filter: 'brightness(1.08)' })}
          focusRing="outside"
          // The whole card is the button's target; the button stays the one link.
          _before={{ content: '""', position: 'absolute', inset: '0' }}
          style={{ maxWidth: sizes.promoButtonMaxWidthPx, background: backgroundCss(palette.button_background, slide.angle), color: palette.button_text }}
        >
          {renderMarkup(buttonText)}
        </PromoAnchor>
      )}
    </Box>
  )
}

type AnchorProps = Omit<HTMLChakraProps<'a'>, 'href' | 'target' | 'rel'> & { link: PromoLink | null; children: ReactNode }

/**
 * SPEC §3 links: internal ones navigate inside the app (a real href, so middle-click and copy
 * work), external ones (advertisers) open in a new tab without an opener or referrer, marked
 * sponsored. No link: no anchor.
 */
function PromoAnchor({ link, children, ...props }: AnchorProps) {
  const router = useRouter()
  if (!link || link.kind === 'not-followed') return <chakra.div {...(props as HTMLChakraProps<'div'>)}>{children}</chakra.div>
  if (link.kind === 'external') {
    return (
      <chakra.a href={link.href} target="_blank" rel="sponsored noopener noreferrer" {...props}>
        {children}
        <chakra.span srOnly>{` ${messages.opensInNewTab}`}</chakra.span>
      </chakra.a>
    )
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href: link.href })
  }
  return (
    <chakra.a href={link.href} onClick={onClick} {...props}>
      {children}
    </chakra.a>
  )
}

/**
 * A preview's external link, shown as text and never followed (SPEC §4 Test mode is a preview,
 * not a publishing channel): the reader sees where it would go, nothing takes them there.
 */
function NotFollowedLink({ href, compact = false }: { href: string; compact?: boolean }) {
  return (
    <chakra.span
      display="block"
      minW="0"
      flexShrink={compact ? 1 : undefined}
      maxW={compact ? '40%' : undefined}
      fontSize="xs"
      lineHeight="1.3"
      fontFamily="mono"
      truncate={compact}
      overflowWrap={compact ? undefined : 'anywhere'}
      title={href}
      data-may-truncate={compact ? '' : undefined}
      data-testid="promo-link-not-followed"
    >
      {compact ? href : `${previewMessages.linkNotFollowed} ${href}`}
    </chakra.span>
  )
}

function PromoImage({ promo, boxPx }: { promo: Promo; boxPx: number }) {
  const src = promoImageUrl(promo.img, publicEnv.supabase)
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  if (!src || failed) return boxPx < 64 ? null : <Box w={`${boxPx}px`} h={`${boxPx}px`} flexShrink={0} />
  // img_padding is given for the 256 px picture; it shrinks with it.
  const style: CSSProperties = {
    padding: imagePaddingCss(promo.img_padding, boxPx / sizes.promoImagePx),
    filter: safeCssFilter(promo.img_filter),
    objectFit: 'contain',
  }
  return (
    <chakra.img
      src={src}
      alt=""
      width={boxPx}
      height={boxPx}
      w={`${boxPx}px`}
      h={`${boxPx}px`}
      flexShrink={0}
      boxSizing="border-box"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      style={style}
    />
  )
}

/**
 * SPEC §4: the horizontal text in the largest variant that fits on one line in its container,
 * measured when it is first laid out or its text changes, and again 500 ms after the window stops
 * resizing. The small variant may wrap to a second line.
 */
function HorizontalText({ lines }: { lines: string[] }) {
  const text = lines.join(' ')
  const container = useRef<HTMLDivElement>(null)
  const measures = useRef<Partial<Record<TextVariant, HTMLSpanElement | null>>>({})
  const [variant, setVariant] = useState<TextVariant>('large')
  const check = useCallback(() => {
    const box = container.current
    if (box) setVariant(pickTextVariant((option) => measures.current[option]?.offsetWidth ?? 0, box.clientWidth))
  }, [])
  // Measured when the browser reports the hidden copies' size, not in a layout effect: reading a
  // width inside the commit forced the whole page's layout into the commit's task (60 ms of it on
  // a phone). A resize observer reports right after the browser's own layout, before it paints, and
  // on every change of a copy's width, that is of the text; flushSync applies the variant before
  // that paint. (Chromium counts the text's re-centring as a layout shift of about 0.001 on a
  // phone; promos.e2e.ts allows 0.01.) The resize listener too is added in the commit: the
  // carousel renders in a transition, whose passive effects run a task later, and a resize in
  // between would go unnoticed.
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => flushSync(check))
    for (const measure of Object.values(measures.current)) if (measure) observer.observe(measure)
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(check, timings.resizeDebounceMs)
    }
    window.addEventListener('resize', onResize)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [check])
  const content = renderMarkup(text)
  return (
    // SPEC §4: the smallest variant may still be cut after two lines; then the whole text is the title.
    <Box ref={container} position="relative" flex="1" minW="0" data-testid="promo-horizontal-text" data-variant={variant} title={plainText(text)} data-may-truncate="">
      <chakra.span display="block" fontWeight="600" lineHeight="1.2" lineClamp={variant === 'small' ? 2 : 1} style={{ fontSize: textVariantPx[variant] }}>
        {content}
      </chakra.span>
      <Box aria-hidden="true" position="absolute" top="0" insetStart="0" visibility="hidden" pointerEvents="none" whiteSpace="nowrap" fontWeight="600">
        {textVariants.map((option) => (
          <chakra.span
            key={option}
            ref={(element: HTMLSpanElement | null) => {
              measures.current[option] = element
            }}
            display="block"
            w="max-content"
            style={{ fontSize: textVariantPx[option] }}
          >
            {content}
          </chakra.span>
        ))}
      </Box>
    </Box>
  )
}

function ControlButton({ label, onClick, icon, testId }: { label: string; onClick: () => void; icon: ReactNode; testId?: string }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      w="8"
      h="8"
      rounded="full"
      color="inherit"
      bg="transparent"
      cursor="pointer"
      transition="background 0.15s"
      css={hoverCss({ bg: 'color-mix(in srgb, currentColor 14%, transparent)' })}
      focusRing="inside"
      focusRingColor="currentColor"
    >
      {icon}
    </chakra.button>
  )
}

const iconProps = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...iconProps}>
      <path d={direction === 'left' ? 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z' : 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z'} />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path d="M8 5.14v13.72L19 12z" />
    </svg>
  )
}

/**
 * The carousel mounts after the page has rendered, and every rule it brings then is inserted into
 * a live stylesheet. A plain class rule restyles only its own elements, but a rule inside @media
 * or @layer makes Chromium restyle and lay out the whole page again: measured on the compare page,
 * 603 elements restyled and all 997 boxes laid out, about 50 ms of a phone's main thread. So the
 * carousel uses no Chakra conditions that compile to @media (`_hover` is `@media (hover: hover)`,
 * `_motionReduce`, responsive values) and no recipes (`@layer recipes`); the media queries are
 * asked in script instead, with the same meaning.
 */
function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

/** `_hover` without the @media wrapper: hover styles only where the device can hover. */
function hoverCss(styles: SystemStyleObject): SystemStyleObject {
  return matchesMedia('(hover: hover)') ? { '&:is(:hover, [data-hover])': styles } : {}
}

/** Slides slide in from the side they come from; with reduced motion they just appear. */
function slideAnimation(direction: -1 | 0 | 1, moves: number) {
  if (moves === 0 || matchesMedia('(prefers-reduced-motion: reduce)')) return {}
  return {
    animationName: direction < 0 ? 'slide-from-left, fade-in' : 'slide-from-right, fade-in',
    animationDuration: '320ms',
    animationTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
    css: { '--slide-from-left-distance': '28px', '--slide-from-right-distance': '28px' },
  }
}

function slideName(promo: Promo): string {
  const lines = promo.title_text.length > 0 ? promo.title_text : promo.horizontal_text
  return lines.map(plainText).join(' ') + (promo.example ? ` (${exampleText.note})` : '')
}

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible')
  } catch {
    return true
  }
}
