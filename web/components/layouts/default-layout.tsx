import { Box, Container, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { entryForPath, type NavigationEntry } from '../../lib/navigation'

interface DefaultLayoutProps {
  /** The navigation entry this page belongs to: its descriptions give title, heading and intro. */
  entry?: NavigationEntry
  title?: string
  description?: string
  intro?: ReactNode
  children: ReactNode
  width?: 'narrow' | 'wide'
}

/** The standard page: heading, introduction and content, with the document title and description set. */
export function DefaultLayout({ entry, title, description, intro, children, width = 'wide' }: DefaultLayoutProps) {
  const heading = title ?? entry?.descriptions.medium
  const summary = description ?? entry?.descriptions.long
  return (
    <Container maxW={width === 'wide' ? '7xl' : '3xl'} py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {heading && (
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
          {heading}
        </Heading>
      )}
      {(intro ?? summary) && (
        <Text color="fg.muted" mb={{ base: '6', md: '8' }} maxW="3xl">
          {intro ?? summary}
        </Text>
      )}
      <Box>{children}</Box>
    </Container>
  )
}

export function entryFor(path: string): NavigationEntry {
  const entry = entryForPath(path)
  if (!entry) throw new Error(`No navigation entry for ${path}`)
  return entry
}
