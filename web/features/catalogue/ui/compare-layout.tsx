import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { NavigationEntry } from '../../../lib/navigation'

interface CompareLayoutProps {
  entry?: NavigationEntry
  /** The names compared (the route's `head` titles the page with them); the heading stays the entry's unless `heading` is given. */
  title?: string
  /** The heading instead of the entry's (e.g. a product page's full product name). */
  heading?: ReactNode
  description?: string
  /** Actions beside the heading (copy link …). */
  actions?: ReactNode
  /** What is being compared and how to change it: the picker and the selected items. */
  selection: ReactNode
  /** The comparisons themselves: overlays, tables. */
  children: ReactNode
}

/** A compare page: heading with actions, the selection, then the comparison sections, full width. */
export function CompareLayout({ entry, title, heading: givenHeading, description, actions, selection, children }: CompareLayoutProps) {
  const heading = givenHeading ?? entry?.descriptions.medium ?? title
  const summary = description ?? entry?.descriptions.long
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Flex gap="4" align={{ base: 'stretch', md: 'flex-start' }} justify="space-between" direction={{ base: 'column', md: 'row' }} mb={{ base: '4', md: '6' }}>
        <Box minW="0">
          {heading && (
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
              {heading}
            </Heading>
          )}
          {summary && (
            <Text color="fg.muted" maxW="3xl">
              {summary}
            </Text>
          )}
        </Box>
        {actions && <Box flexShrink={0}>{actions}</Box>}
      </Flex>
      <Box mb={{ base: '6', md: '8' }}>{selection}</Box>
      <Stack gap={{ base: '8', md: '12' }} minW="0">
        {children}
      </Stack>
    </Container>
  )
}
