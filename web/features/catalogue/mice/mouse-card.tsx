import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react'
import { memo, type ComponentType, type ReactNode } from 'react'
import type { MouseRow } from '../../../lib/api-types'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import { messages } from '../../../lib/messages'
import { productName } from '../../../lib/product-name'
import { AppLink } from '../ui/app-link'
import { MouseActions } from './mouse-actions'
import { mousePageHref } from './mouse-selection'
import type { ReviewLink } from './mouse-lists'
import { formatDimensions, formatNumber, formatPolling, formatWireless, sensorLabel, traitLabel } from '../../../lib/mouse-format'
import { productImageUrl } from './mouse-image'
import { MouseOutline } from './mouse-outline'

/**
 * A card's height for its width (every card in a grid has it: the grid is windowed arithmetically).
 * Nothing on a card is cut (issue 31): below 320 px wide each detail line may take two lines (the
 * longest in the catalogue do at 220 px, the narrowest card), so those cards are taller.
 */
export const mouseCardHeight = (width: number) => (width < 320 ? 374 : 318)
/** The extra height of a card that shows the fit (a hand is set). */
export const mouseCardFitHeight = 48

export interface MouseCardProps {
  row: MouseRow
  inCompare: boolean
  review?: ReviewLink
  /** The mouse's fit for the visitor's hand (the fit feature's badge), when a hand is set. */
  fit?: ReactNode
  /** The favourite button (the route's slot: the sign-in feature's), in the picture's corner. */
  Favourite?: ComponentType<{ productHandle: string; name: string }>
}

const { notKnown } = messages
const known = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined

function brandLine(row: MouseRow): string {
  return (row.general__brand_names ?? []).join(row.general__brands_separator || ' ')
}

/** One mouse in the browse grid: picture or outline, name, size and weight, shape, sensor, connection, polling; actions. */
export const MouseCard = memo(function MouseCard({ row, inCompare, review, fit, Favourite }: MouseCardProps) {
  const name = productName(row)
  const brand = brandLine(row)
  const image = row.images?.[0]
  const sensor = sensorLabel(row)
  const model = [row.general__model, row.general__variant].filter(Boolean).join(' ')
  return (
    <Flex
      as="article"
      direction="column"
      h="full"
      borderWidth="1px"
      borderColor={inCompare ? 'brand.solid' : 'border'}
      rounded="lg"
      bg="bg.panel"
      p="3"
      gap="1"
      data-testid="mouse-card"
      data-handle={row.general__handle}
      // The name's link covers the card (a click anywhere opens the mouse's page); the buttons sit above it.
      position="relative"
    >
      <Flex h="100px" align="center" justify="center" mb="1" flexShrink={0} overflow="hidden" position="relative">
        {image ? (
          <chakra.img src={productImageUrl(image)} alt="" loading="lazy" decoding="async" maxH="100px" maxW="full" objectFit="contain" />
        ) : (
          <MouseOutline row={row} />
        )}
        {Favourite && (
          <Box position="absolute" top="0" insetEnd="0" zIndex="1">
            <Favourite productHandle={row.general__handle} name={name} />
          </Box>
        )}
      </Flex>
      {/* Two lines hold every model name of the catalogue at the narrowest card; a longer one is cut, its whole name the title. */}
      <Heading as="h3" size="sm" lineHeight="short" title={name} data-may-truncate="">
        <chakra.span display="flex" gap="1" alignItems="center" fontSize="xs" fontWeight="normal" color="fg.muted">
          <chakra.span truncate>{brand || '\u00a0'}</chakra.span>
          {isPreviewRow(row) && <PreviewMark compact />}
        </chakra.span>
        <AppLink
          href={mousePageHref(row)}
          display="block"
          lineClamp={2}
          minH="2.5em"
          color="fg"
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
          _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' }}
          _focusVisible={{ outline: 'none', _after: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
          aria-label={name}
          data-testid="mouse-card-link"
        >
          {model || name}
        </AppLink>
      </Heading>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums">
        {formatDimensions(row)} · {known(row.mouse__weight) ? formatNumber(row.mouse__weight, 'g') : `weight ${notKnown}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {known(row.mouse__shape) ? traitLabel(row.mouse__shape) : `Shape ${notKnown}`} ·{' '}
        {known(row.mouse__hand_compatibility) ? traitLabel(row.mouse__hand_compatibility) : `hand ${notKnown}`} ·{' '}
        {known(row.mouse__wireless) ? formatWireless(row.mouse__wireless) : `connection ${notKnown}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {sensor ?? `Sensor ${notKnown}`} · {known(row.mouse__polling_rate) ? formatPolling(row.mouse__polling_rate) : `polling ${notKnown}`}
      </Text>
      {/* Above the card's whole-card link, like the actions: the fit opens its explanation. */}
      {fit && (
        <Box pt="1" position="relative" zIndex="1">
          {fit}
        </Box>
      )}
      <Box mt="auto" pt="2" position="relative" zIndex="1">
        <MouseActions row={row} inCompare={inCompare} review={review} />
      </Box>
    </Flex>
  )
})
