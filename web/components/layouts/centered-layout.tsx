import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface CenteredLayoutProps {
  title: string
  description?: string
  headingLevel?: 'h1' | 'h2'
  children?: ReactNode
}

/** A short message in the middle of the page: empty states, confirmations, coming-soon pages. */
export function CenteredLayout({ title, description, headingLevel = 'h1', children }: CenteredLayoutProps) {
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} px={{ base: '4', md: '6' }} textAlign="center">
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

