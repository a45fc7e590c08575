import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface FindSimilarLayoutProps {
  /** Page heading (also the document title). */
  title: string
  /** Introduction (also the meta description). */
  description: string
  /** Choose the reference: a search for a product, or target figures. */
  target: ReactNode
  /** Weights and tolerances (collapsible content is up to the caller). */
  settings?: ReactNode
  /** Between the introduction and the columns (e.g. recently viewed). */
  banner?: ReactNode
  /** The ranked results. */
  children: ReactNode
  footer?: ReactNode
}

/**
 * The find-similar layout (SPEC §2): heading and introduction, then the reference and the
 * settings in a column beside the ranked results from 960 px, stacked above them on phones.
 */
export function FindSimilarLayout({ title, description, target, settings, banner, children, footer }: FindSimilarLayoutProps) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }} pb="24">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" mb={{ base: '4', md: '6' }} maxW="3xl">
        {description}
      </Text>
      {banner && <Box mb="4">{banner}</Box>}
      <Flex gap="8" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <Box as="aside" aria-label="Reference and settings" w={{ base: 'full', md: '80' }} flexShrink={0} display="flex" flexDirection="column" gap="4">
          {target}
          {settings}
        </Box>
        <Box as="section" aria-label="Similar products" flex="1" minW="0" w="full">
          {children}
        </Box>
      </Flex>
      {footer}
    </Container>
  )
}
