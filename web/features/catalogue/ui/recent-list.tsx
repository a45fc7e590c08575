import { Box, Flex, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface RecentItem {
  id: string
  label: string
}

export interface RecentListProps {
  items: readonly RecentItem[]
  title?: string
  /** Renders one item's link (a router Link or an AppLink), given its label. */
  renderLink: (item: RecentItem) => ReactNode
}

/** "Recently viewed": a row of links to items the visitor looked at before. Renders nothing when empty. */
export function RecentList({ items, title = 'Recently viewed', renderLink }: RecentListProps) {
  if (items.length === 0) return null
  return (
    <Box as="nav" aria-label={title} data-testid="recent-list">
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="span" fontSize="sm" color="fg.muted" fontWeight="semibold">
          {title}:
        </Text>
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {items.map((item) => (
            <li key={item.id}>{renderLink(item)}</li>
          ))}
        </Flex>
      </Flex>
    </Box>
  )
}
