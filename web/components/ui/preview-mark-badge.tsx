import { chakra } from '@chakra-ui/react'
import { previewNotPublished } from '../../lib/preview-messages'

import { previewColors } from '../../lib/preview-messages'

/**
 * The mark of a test-mode object (SPEC §4) wherever it appears: a card, a table row, a compare
 * column, a promo slide. Compact where space is short: 'Preview', with the full label for
 * assistive technology and on hover.
 */
export default function PreviewMarkBadge({ compact = false }: { compact?: boolean }) {
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      flexShrink={0}
      px="1.5"
      rounded="sm"
      // The preview's own colours, the same in both themes (the banner's): black on amber, 13:1.
      bg={previewColors.background}
      color={previewColors.text}
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1.6"
      whiteSpace="nowrap"
      title={previewNotPublished}
      data-testid="preview-mark"
    >
      {compact ? (
        <>
          Preview<chakra.span srOnly>{previewNotPublished.slice('Preview'.length)}</chakra.span>
        </>
      ) : (
        previewNotPublished
      )}
    </chakra.span>
  )
}
