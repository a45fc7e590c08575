import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import { useDocumentMeta } from '../../features/shell/document-meta'
import type { NavigationEntry } from '../../lib/navigation'

export interface BrowseLayoutProps {
  /** Gives the heading, introduction, title and meta description. */
  entry: NavigationEntry
  /** The filter controls (the filters column on wide screens, a collapsible panel on phones). */
  filters: ReactNode
  /** How many filters are in effect (shown on the phone's "Filters" button). */
  activeFilterCount?: number
  /** Above the results: search box, result count, sort, view switch... */
  toolbar?: ReactNode
  /** Between the introduction and the columns (e.g. recently viewed). */
  banner?: ReactNode
  /** The results. */
  children: ReactNode
  /** After everything (e.g. a fixed compare bar). */
  footer?: ReactNode
}

/**
 * The browse page layout (SPEC §2 "browse"): heading and introduction, then a filters column
 * beside the results from 960 px; below that the filters fold into a panel opened by a
 * "Filters (n)" button (a disclosure: aria-expanded/aria-controls, no JavaScript dependency).
 * The filters column scrolls on its own and stays in view while the results scroll.
 */
export function BrowseLayout({ entry, filters, activeFilterCount = 0, toolbar, banner, children, footer }: BrowseLayoutProps) {
  const id = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)
  useDocumentMeta({ title: entry.descriptions.medium, description: entry.descriptions.long })
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }} pb="24">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {entry.descriptions.medium}
      </Heading>
      <Text color="fg.muted" mb={{ base: '4', md: '6' }} maxW="3xl">
        {entry.descriptions.long}
      </Text>
      {banner && <Box mb="4">{banner}</Box>}
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="outline"
        mb="3"
        aria-expanded={filtersOpen}
        aria-controls={`${id}-filters`}
        onClick={() => setFiltersOpen((open) => !open)}
        data-testid="filters-toggle"
      >
        {filtersOpen ? 'Hide filters' : 'Filters'}
        {activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
      </Button>
      <Flex gap="8" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="aside"
          aria-label="Filters"
          id={`${id}-filters`}
          data-open={filtersOpen ? '' : undefined}
          display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }}
          w={{ base: 'full', md: '72' }}
          flexShrink={0}
          position={{ md: 'sticky' }}
          top={{ md: '80px' }}
          maxH={{ md: 'calc(100dvh - 96px)' }}
          overflowY={{ md: 'auto' }}
          pe={{ md: '2' }}
          data-testid="filters"
        >
          {filters}
        </Box>
        <Box as="section" aria-label="Results" flex="1" minW="0" w="full">
          {toolbar && <Box mb="4">{toolbar}</Box>}
          {children}
        </Box>
      </Flex>
      {footer}
    </Container>
  )
}
