import { chakra, Heading, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { AppLink } from '../catalogue/public'

/** One titled part of a text page (about, privacy, terms). */
export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text lineHeight="tall">{children}</Text>
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List.Root gap="2" ps="5" lineHeight="tall">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  )
}

/** A link inside running text: a page of the site (navigates in the app) or an email address. */
export function PageLink({ href, children }: { href: string; children: ReactNode }) {
  if (!href.startsWith('/')) {
    return (
      <chakra.a href={href} color="brand.fg" textDecoration="underline">
        {children}
      </chakra.a>
    )
  }
  return (
    <AppLink href={href} color="brand.fg" textDecoration="underline">
      {children}
    </AppLink>
  )
}
