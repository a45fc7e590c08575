import { chakra } from '@chakra-ui/react'
import type { MouseRow } from '../../../lib/api-types'

/** Pixels per millimetre: every card draws at the same scale, so sizes compare at a glance. */
const scale = 0.72

/**
 * A light, neutral top-view outline of a mouse drawn from its length and width (and shape), for
 * cards without an image. Not the compare page's to-scale silhouettes: one path, no data files.
 */
export function MouseOutline({ row }: { row: Pick<MouseRow, 'mouse__length' | 'mouse__width' | 'mouse__shape'> }) {
  const length = typeof row.mouse__length === 'number' && row.mouse__length > 0 ? row.mouse__length : 120
  const width = typeof row.mouse__width === 'number' && row.mouse__width > 0 ? row.mouse__width : 62
  const ergonomic = row.mouse__shape === 'ergonomic'
  // Front narrower than the back; ergonomic shells lean to the right.
  const front = width * (ergonomic ? 0.78 : 0.84)
  const lean = ergonomic ? width * 0.08 : 0
  const w = width
  const l = length
  const fx = (w - front) / 2
  const path = [
    `M ${fx + lean} ${l * 0.12}`,
    `C ${fx + lean} ${-l * 0.02}, ${w - fx + lean} ${-l * 0.02}, ${w - fx + lean} ${l * 0.12}`,
    `C ${w} ${l * 0.4}, ${w} ${l * 0.62}, ${w * 0.94} ${l * 0.8}`,
    `C ${w * 0.85} ${l * 1.02}, ${w * 0.15} ${l * 1.02}, ${w * 0.06} ${l * 0.8}`,
    `C 0 ${l * 0.62}, 0 ${l * 0.4}, ${fx + lean} ${l * 0.12}`,
    'Z',
  ].join(' ')
  return (
    <chakra.svg
      viewBox={`-2 -2 ${w + 4} ${l + 4}`}
      width={`${(w + 4) * scale}px`}
      height={`${(l + 4) * scale}px`}
      aria-hidden="true"
      focusable="false"
      color="fg.subtle"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={`M ${w / 2 + lean / 2} ${l * 0.03} L ${w / 2 + lean / 3} ${l * 0.38}`} stroke="currentColor" strokeWidth="1" />
    </chakra.svg>
  )
}
