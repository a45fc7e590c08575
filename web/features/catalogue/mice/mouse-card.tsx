import { memo, type ComponentType, type ReactNode } from 'react'
import type { MouseRow } from '../../../lib/api-types'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import { messages } from '../../../lib/messages'
import { productName } from '../../../lib/product-name'
import { PlainAppLink } from '../ui/app-link'
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
  // Plain elements styled by web/index.html (.mouse-card): a browse page draws a dozen cards at
  // a time and redraws them as it scrolls, and each Chakra element resolved its styles at run time;
  // the buttons keep the theme's recipe. The name's link covers the card (a click anywhere opens
  // the mouse's page); the favourite, the fit and the actions sit above it.
  return (
    <article className="mouse-card" data-in-compare={inCompare ? '' : undefined} data-testid="mouse-card" data-handle={row.general__handle}>
      <div className="mouse-card-picture">
        {image ? <img src={productImageUrl(image)} alt="" loading="lazy" decoding="async" /> : <MouseOutline row={row} />}
        {Favourite && (
          <div className="mouse-card-favourite">
            <Favourite productHandle={row.general__handle} name={name} />
          </div>
        )}
      </div>
      {/* Two lines hold every model name of the catalogue at the narrowest card; a longer one is cut, its whole name the title. */}
      <h3 title={name} data-may-truncate="">
        <span className="mouse-card-brand">
          <span>{brand || '\u00a0'}</span>
          {isPreviewRow(row) && <PreviewMark compact />}
        </span>
        <PlainAppLink href={mousePageHref(row)} aria-label={name} data-testid="mouse-card-link">
          {model || name}
        </PlainAppLink>
      </h3>
      <p className="mouse-card-figures">
        {formatDimensions(row)} · {known(row.mouse__weight) ? formatNumber(row.mouse__weight, 'g') : `weight ${notKnown}`}
      </p>
      <p>
        {known(row.mouse__shape) ? traitLabel(row.mouse__shape) : `Shape ${notKnown}`} ·{' '}
        {known(row.mouse__hand_compatibility) ? traitLabel(row.mouse__hand_compatibility) : `hand ${notKnown}`} ·{' '}
        {known(row.mouse__wireless) ? formatWireless(row.mouse__wireless) : `connection ${notKnown}`}
      </p>
      <p>
        {sensor ?? `Sensor ${notKnown}`} · {known(row.mouse__polling_rate) ? formatPolling(row.mouse__polling_rate) : `polling ${notKnown}`}
      </p>
      {/* Above the card's whole-card link, like the actions: the fit opens its explanation. */}
      {fit && <div className="mouse-card-fit">{fit}</div>}
      <div className="mouse-card-actions">
        <MouseActions row={row} inCompare={inCompare} review={review} />
      </div>
    </article>
  )
})
