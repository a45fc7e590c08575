import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import type { SelectionEntry } from '../../../lib/compare-selection'
import { isPreviewRow } from '../../../lib/preview-session'
import type { CompareKind, FoundEntry } from './compare-kind'

// Loaded with the chips (one chunk): a page shows both once `p` names something.
export { CopyLinkButton } from '../../../components/ui/copy-link-button'

export interface CompareChipsProps<Item> {
  kind: CompareKind<Item>
  entries: readonly SelectionEntry<Item>[]
  chipExtra?: (entry: FoundEntry<Item>) => ReactNode
  onRemove: (index: number) => void
}

/**
 * The items compared, each a chip that removes it; a name that matched nothing says so. Loaded
 * apart from the page, only once `p` names something (./catalogue-compare-page.tsx).
 */
export function CompareChips<Item>({ kind, entries, chipExtra, onRemove }: CompareChipsProps<Item>) {
  if (entries.length === 0) return null
  let foundIndex = 0
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        Comparing
      </Heading>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" data-testid={kind.testIds.chips}>
        {entries.map((entry, index) => {
          const remove = (
            <Button size="2xs" variant="ghost" borderRadius="full" data-remove-button aria-label={`Remove ${entry.kind === 'found' ? entry.name : entry.part}`} onClick={() => onRemove(index)}>
              ✕
            </Button>
          )
          if (entry.kind === 'missing') {
            return (
              <Flex as="li" key={`missing-${entry.part}-${index}`} align="center" gap="2" borderWidth="1px" borderStyle="dashed" borderColor="border.error" borderRadius="full" ps="3" pe="1" py="1" fontSize="sm" data-testid={kind.testIds.missing}>
                <Text as="span">
                  <Text as="span" fontWeight="medium">
                    {entry.part}
                  </Text>
                  <Text as="span" color="fg.error">
                    {' '}
                    not found
                  </Text>
                </Text>
                {remove}
              </Flex>
            )
          }
          const color = kind.colorOf?.(foundIndex++)
          return (
            <Flex as="li" key={`found-${kind.handleOf(entry.item)}`} align="center" gap="2" borderWidth="1px" borderRadius="full" ps="3" pe="1" py="1" fontSize="sm" data-testid={kind.testIds.chip}>
              {color && <Box aria-hidden="true" w="3" h="3" borderRadius="full" bg={color} flexShrink={0} />}
              <Text as="span" fontWeight="medium">
                {entry.name}
              </Text>
              {isPreviewRow(entry.item) && <PreviewMark compact />}
              {chipExtra?.(entry)}
              {remove}
            </Flex>
          )
        })}
      </Flex>
    </Box>
  )
}
