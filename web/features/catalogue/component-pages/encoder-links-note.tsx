import { Text } from '@chakra-ui/react'
import type { EncoderRow } from '../../../lib/api-types'
import { formatNumber } from '../../../lib/number-format'

/**
 * The encoders page says how far its mouse links go: a mouse is linked to its encoder only where a
 * source names it, and few do, so the counts are not a list of what every mouse uses.
 */
export function EncoderLinksNote({ rows }: { rows: readonly EncoderRow[] }) {
  const linked = rows.reduce((sum, row) => sum + (row.mouse_scroll_wheel_encoder__mice_count ?? 0), 0)
  return (
    <Text fontSize="sm" color="fg.muted" maxW="prose" mb="3" data-testid="encoder-links-note">
      A mouse is linked to its encoder only where a maker, a teardown or an open database names it, and few do:{' '}
      {linked === 0 ? 'no mouse in the catalogue is linked to one yet' : `${formatNumber(linked)} ${linked === 1 ? 'mouse is' : 'mice are'} linked so far`}. The mice counts below are
      not a list of what every mouse uses.
    </Text>
  )
}
