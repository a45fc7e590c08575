import { Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ArticlesLayout } from '../../components/layouts/articles-layout'
import { CenteredLayout } from '../../components/layouts/centered-layout'
import { entryFor } from '../../components/layouts/default-layout'
import type { ProductCategory } from '../../lib/api-types'
import { reviewQueries } from './queries'
import { reviewCategoryLabels } from '../../lib/article-text'
import { reviewPath, reviewsNewestFirst } from './review-list'

/** Every review (or one category's), newest first: category, date, title and excerpt. */
export function ReviewsPage({ path, category }: { path: '/reviews' | '/mouse/reviews'; category?: ProductCategory }) {
  const { data: reviews } = useSuspenseQuery(reviewQueries.list())
  const articles = reviewsNewestFirst(reviews, category).map((review) => ({
    id: review.slug,
    href: reviewPath(review),
    title: review.title,
    date: review.published_at,
    excerpt: review.excerpt,
    label: reviewCategoryLabels[review.product_category] ?? review.product_category,
  }))
  return (
    <ArticlesLayout
      entry={entryFor(path)}
      articles={articles}
      empty={
        <CenteredLayout title="No reviews yet" headingLevel="h2">
          <Text color="fg.muted">Our first reviews are being written. In the meantime, compare mice by shape and specifications.</Text>
        </CenteredLayout>
      }
    />
  )
}
