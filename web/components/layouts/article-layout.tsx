import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface ArticleLayoutProps {
  title: string
  /** Byline: author, date, category. */
  meta?: ReactNode
  /** Beside the article on wide screens, after it on phones (a specification box …). */
  aside?: ReactNode
  children: ReactNode
}

/** One article: title, byline, a readable column of text and an optional aside. */
export function ArticleLayout({ title, meta, aside, children }: ArticleLayoutProps) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: aside ? 'minmax(0, 1fr) 20rem' : 'minmax(0, 1fr)' }} gap={{ base: '8', md: '10' }} alignItems="start">
        <Box as="article" minW="0" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
            {title}
          </Heading>
          {meta && (
            <Text as="div" color="fg.muted" fontSize="sm" mb={{ base: '6', md: '8' }}>
              {meta}
            </Text>
          )}
          {children}
        </Box>
        {aside && (
          <Box as="aside" minW="0" position={{ md: 'sticky' }} top={{ md: '24' }}>
            {aside}
          </Box>
        )}
      </Grid>
    </Container>
  )
}
