/**
 * The parts of a mouse's own page (the compare page with that one mouse, issue 20) that a
 * comparison does not have: similar mice, its reviews and where to buy it. Loaded with that page
 * only (React.lazy in mouse-compare-page.tsx), so the compare page's first load does not grow; reviews
 * and discounts are read after the page shows, and a failed read leaves the rest of it working.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { AppLink, PlainAppLink } from '../catalogue/public'
import { Affiliates } from '../../components/content/affiliates'
import type { DiscountRow, MouseRow, ReviewRow } from '../../lib/api-types'
import { discountPath, reviewPath } from '../../lib/catalogue-paths'
import { messages } from '../../lib/messages'
import { isPreviewRow } from '../../lib/preview-session'
import { productName } from '../../lib/product-name'
import { discountQueries } from '../discounts/public'
import { rankSimilar, targetFromMouse, type RankedMouse } from '../find-similar/public'
import { buildCompareParam } from '../../lib/compare-name'
import { formatNumber } from '../../lib/number-format'
import { reviewQueries } from '../reviews/public'

/** How many similar mice the page lists (the find-similar page has the rest). */
export const similarMiceShown = 5

export interface MouseProductSectionsProps {
  mouse: MouseRow
  mice: readonly MouseRow[]
  /** The `p` that compares this mouse with another (the page's selection plus it). */
  compareWithHref: (other: MouseRow) => string
}

export default function MouseProductSections({ mouse, mice, compareWithHref }: MouseProductSectionsProps) {
  const name = productName(mouse)
  return (
    <>
      <SimilarMice mouse={mouse} mice={mice} compareWithHref={compareWithHref} />
      <MouseReviews mouse={mouse} />
      <WhereToBuy mouse={mouse} name={name} />
    </>
  )
}

/** The mice nearest to this one by the find-similar ranking (its default weights), best first. */
export function similarMiceOf(mouse: MouseRow, mice: readonly MouseRow[], limit = similarMiceShown): Pick<RankedMouse, 'row' | 'similarity' | 'basis' | 'shell'>[] {
  return rankSimilar(mice, targetFromMouse(mouse), { excludeHandle: mouse.general__handle, limit }).filter((ranked) => Number.isFinite(ranked.distance))
}

function SimilarMice({ mouse, mice, compareWithHref }: MouseProductSectionsProps) {
  const similar = useMemo(() => similarMiceOf(mouse, mice), [mouse, mice])
  const name = productName(mouse)
  return (
    <Box as="section" aria-labelledby="similar-mice-heading" data-testid="similar-mice">
      {/* The sections' headings are plain (index.html .plain-heading, as Chakra's heading recipe at
          size lg): they arrive after the page's first render, and the compare page's own headings,
          which brought that recipe's rule in early, are plain too. */}
      <h2 id="similar-mice-heading" className="plain-heading section-heading" data-size="lg">
        Similar mice
      </h2>
      {similar.length === 0 ? (
        <Text color="fg.muted">No mouse in the catalogue is known on enough of the same figures to compare.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" mb="3">
          {similar.map(({ row, similarity, basis, shell }) => {
            const other = productName(row)
            return (
              <Flex as="li" key={row.general__handle} gap="3" align="center" wrap="wrap" data-testid="similar-mouse">
                <AppLink href={`/mouse/compare?p=${buildCompareParam([other])}`} fontWeight="semibold" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" minH="11" display="inline-flex" alignItems="center">
                  {other}
                </AppLink>
                <Text as="span" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {/* The same shell comes first whatever its percentage (the find-similar ranking): said, so the order is explained. */}
                  {shell ? 'Same shell · ' : ''}
                  {similarity}% similar{basis === 'size' ? ' (size and weight only: shape not known)' : ''} · {sizeText(row)}
                </Text>
                {/* Plain (index.html .mouse-action): the similar mice arrive after the page's first
                    render, and Chakra's button recipe's rule (in a layer) inserted then made
                    Chromium restyle and lay out the whole page. */}
                <PlainAppLink href={compareWithHref(row)} aria-label={`Compare ${name} with ${other}`} className="mouse-action similar-mouse-compare" data-variant="outline">
                  Compare
                </PlainAppLink>
              </Flex>
            )
          })}
        </Stack>
      )}
      <AppLink href={`/mouse/find-similar?mouse=${encodeURIComponent(mouse.general__handle)}`} color="brand.fg" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px">
        More mice like the {name}
      </AppLink>
    </Box>
  )
}

/** '125 × 63.5 × 40 mm · 60 g'; a figure that is not known says which it is ('weight not known'). */
export function sizeText(row: Pick<MouseRow, 'mouse__length' | 'mouse__width' | 'mouse__height' | 'mouse__weight'>): string {
  const known = (value: number | null | undefined): value is number => typeof value === 'number'
  const dimensions = [row.mouse__length, row.mouse__width, row.mouse__height]
  const size = dimensions.every(known) ? `${dimensions.map((value) => formatNumber(value, 1)).join(' × ')} mm` : `size ${messages.notKnown}`
  const weight = known(row.mouse__weight) ? `${formatNumber(row.mouse__weight, 1)} g` : `weight ${messages.notKnown}`
  return `${size} · ${weight}`
}

/** Reviews about this mouse (or its family): "Read the review"; reviews that only mention it: "Mentioned in: …". */
export function reviewsOfMouse(reviews: readonly ReviewRow[], handle: string): { about: ReviewRow[]; mentions: ReviewRow[] } {
  const about = reviews.filter((review) => (review.product_handles ?? []).includes(handle))
  const mentions = reviews.filter((review) => !about.includes(review) && (review.mentioned_handles ?? []).includes(handle))
  return { about, mentions }
}

function MouseReviews({ mouse }: { mouse: MouseRow }) {
  const reviews = useQuery(reviewQueries.list())
  if (!reviews.data) return null
  const { about, mentions } = reviewsOfMouse(reviews.data, mouse.general__handle)
  if (about.length === 0 && mentions.length === 0) return null
  return (
    <Box as="section" aria-labelledby="mouse-reviews-heading" data-testid="mouse-reviews">
      <h2 id="mouse-reviews-heading" className="plain-heading section-heading" data-size="lg">
        Review
      </h2>
      <Stack as="ul" listStyleType="none" gap="2">
        {about.map((review) => (
          <li key={review.slug}>
            <AppLink href={reviewPath(review.slug)} color="brand.fg" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px" data-testid="read-the-review">
              Read the review
            </AppLink>
            <Text as="span" color="fg.muted">
              {' '}
              — {review.title}
            </Text>
          </li>
        ))}
        {mentions.map((review) => (
          <li key={review.slug}>
            <AppLink href={reviewPath(review.slug)} color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" data-testid="mentioned-in">
              Mentioned in: {review.title}
            </AppLink>
          </li>
        ))}
      </Stack>
    </Box>
  )
}

/** The discounts of the mouse's brand(s) that are current. */
export function brandDiscounts(discounts: readonly DiscountRow[], mouse: Pick<MouseRow, 'general__brand_handles'>): DiscountRow[] {
  const brands = new Set(mouse.general__brand_handles ?? [])
  return discounts.filter((discount) => discount.brand_handle !== null && brands.has(discount.brand_handle))
}

/** Shops and discounts for the mouse; the section is there only when it has one of them (a page says only what it has). */
function WhereToBuy({ mouse, name }: { mouse: MouseRow; name: string }) {
  const discounts = useQuery(discountQueries.current())
  const offers = discounts.data ? brandDiscounts(discounts.data, mouse) : []
  const hasLinks = (mouse.general__affiliate_links ?? []).some((link) => link && typeof link.url === 'string' && /^https?:\/\//i.test(link.url.trim()))
  if (!hasLinks && offers.length === 0) return null
  return (
    <Box as="section" aria-labelledby="where-to-buy-heading" data-testid="where-to-buy">
      <h2 id="where-to-buy-heading" className="plain-heading section-heading" data-size="lg">
        Where to buy
      </h2>
      <Affiliates links={mouse.general__affiliate_links} productName={name} headingLevel="h3" heading="Shops" preview={isPreviewRow(mouse)} />
      {offers.length > 0 && (
        <Box mt="4">
          <h3 className="plain-heading affiliate-heading" data-size="sm">
            Discounts
          </h3>
          <Stack as="ul" listStyleType="none" gap="2">
            {offers.map((offer) => (
              <Flex as="li" key={offer.handle} gap="2" align="center" wrap="wrap" data-testid="mouse-discount">
                {offer.is_example && (
                  <span className="result-badge" data-size="sm" data-variant="solid" data-palette="gray" data-testid="example-offer">
                    {messages.exampleLabel}
                  </span>
                )}
                <PlainAppLink href={discountPath(offer.handle)} className="plain-link underlined-link discount-link">
                  {offer.title}
                </PlainAppLink>
                {offer.is_example && (
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {offer.code ? messages.exampleDiscount : messages.exampleDiscountLink}
                  </Text>
                )}
              </Flex>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  )
}
