import { Badge, Box, Card, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DefaultLayout } from './default-layout'
import { formatArticleDate } from '../../lib/article-text'
import type { NavigationEntry } from '../../lib/navigation'

export interface ArticleSummary {
  id: string
  /** Where the article is (an app path). */
  href: string
  title: string
  /** ISO date. */
  date: string
  excerpt: string
  /** A short label, e.g. the product category. */
  label?: string
}

interface ArticlesLayoutProps {
  entry?: NavigationEntry
  title?: string
  description?: string
  articles: readonly ArticleSummary[]
  /** Shown when there are no articles. */
  empty?: ReactNode
}

/** A list of articles, newest first as given: title, date, label and excerpt, each a link. */
export function ArticlesLayout({ entry, title, description, articles, empty }: ArticlesLayoutProps) {
  return (
    <DefaultLayout entry={entry} title={title} description={description}>
      {articles.length === 0 ? (
        empty
      ) : (
        <Stack as="ol" listStyleType="none" gap="4" maxW="4xl" data-testid="article-list">
          {articles.map((article) => (
            <Box as="li" key={article.id}>
              <LinkBox as="article">
                <Card.Root variant="outline" _hover={{ borderColor: 'brand.solid' }} _focusWithin={{ borderColor: 'brand.solid' }}>
                  <Card.Body gap="2">
                    <Flex gap="3" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
                      {article.label && (
                        <Badge size="sm" variant="subtle" colorPalette="gray">
                          {article.label}
                        </Badge>
                      )}
                      <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
                    </Flex>
                    <Heading as="h2" size="lg">
                      <LinkOverlay asChild>
                        <Link to={article.href}>{article.title}</Link>
                      </LinkOverlay>
                    </Heading>
                    <Text color="fg.muted">{article.excerpt}</Text>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            </Box>
          ))}
        </Stack>
      )}
    </DefaultLayout>
  )
}
