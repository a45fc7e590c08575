import { chakra } from '@chakra-ui/react'
import { mouseTopOutline, type OutlineRow } from './mouse-outline'

/** Pixels per millimetre: every card draws at the same scale, so sizes compare at a glance (a 130 mm mouse and its caption fit the card's 100 px picture). */
const scale = 0.6

/**
 * A small top view of a mouse (the browse cards'): the outline the compare page draws, traced where
 * the catalogue has a trace and generated otherwise, in a light neutral line (a generated one
 * dashed), with a word under it saying which.
 */
export function OutlineThumbnail({ row }: { row: OutlineRow }) {
  const outline = mouseTopOutline(row)
  if (!outline) return null
  const { width: w, length: l } = outline
  return (
    <chakra.figure m="0" display="flex" flexDirection="column" alignItems="center" data-testid="card-outline" data-kind={outline.trace ? 'traced' : 'generated'}>
      <chakra.svg viewBox={`-2 -2 ${w + 4} ${l + 4}`} width={`${(w + 4) * scale}px`} height={`${(l + 4) * scale}px`} aria-hidden="true" focusable="false" color="fg.subtle">
        <path d={outline.path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray={outline.trace ? undefined : '4 2'} />
      </chakra.svg>
      <chakra.figcaption fontSize="2xs" color="fg.muted" lineHeight="10px">
        {outline.trace ? 'Traced outline' : 'Generated outline'}
      </chakra.figcaption>
    </chakra.figure>
  )
}
