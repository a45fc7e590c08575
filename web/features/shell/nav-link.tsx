import { Badge } from '@chakra-ui/react'
import { messages } from '../../lib/messages'
import type { NavigationEntry } from '../../lib/navigation'

/** The NEW or coming-soon marker after an entry's label. */
export function EntryBadge({ entry }: { entry: NavigationEntry }) {
  if (entry.isComingSoon) {
    return (
      <Badge size="xs" variant="outline" colorPalette="gray" ms="2">
        {messages.comingSoon}
      </Badge>
    )
  }
  if (entry.isNew) {
    return (
      <Badge size="xs" variant="solid" ms="2">
        {messages.newBadge}
      </Badge>
    )
  }
  return null
}
