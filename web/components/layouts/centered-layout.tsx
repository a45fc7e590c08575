import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useDocumentMeta } from '../../features/shell/document-meta'

interface CenteredLayoutProps {
  title: string
  description?: string
  /** Sets the document title and description too (off when the block sits inside another page). */
  setsDocumentMeta?: boolean
  headingLevel?: 'h1' | 'h2'
  children?: ReactNode
}

/** A short message in the middle of the page: empty states, confirmations, coming-soon pages. */
export function CenteredLayout({ title, description, setsDocumentMeta = true, headingLevel = 'h1', children }: CenteredLayoutProps) {
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} px={{ base: '4', md: '6' }} textAlign="center">
      {setsDocumentMeta && <DocumentMeta title={title} description={description} />}
      <Stack gap="4" align="center">
        <Heading as={headingLevel} size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
        {children}
      </Stack>
    </Container>
  )
}

function DocumentMeta({ title, description }: { title: string; description?: string }) {
  useDocumentMeta({ title, description })
  return null
}
