import { Box, Text } from '@chakra-ui/react'
import type { AffiliateLink } from '../../lib/api-types'
import { canFollowPreviewLink } from '../../lib/preview-session'
import { ExternalLinkIcon } from '../ui/icons'

/** Only http(s) links are shown: a stored link is data, never trusted to be a URL. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim())

/**
 * "Where to buy": a product's affiliate links, marked as sponsored. Renders nothing without links.
 * A test-mode product's links (`preview`) are shown as text, never followed, unless their host
 * is on VITE_PREVIEW_LINK_HOSTS (SPEC §4 test mode is a preview, not a publishing channel).
 */
export function Affiliates({
  links,
  productName,
  headingLevel = 'h2',
  heading = 'Where to buy',
  preview = false,
}: {
  links: readonly AffiliateLink[] | null
  productName: string
  headingLevel?: 'h2' | 'h3'
  /** The list's heading ('Where to buy' unless a page's own section already says so). */
  heading?: string
  preview?: boolean
}) {
  const shown = (links ?? []).filter((link) => link && typeof link.url === 'string' && isWebLink(link.url))
  if (shown.length === 0) return null
  const HeadingTag = headingLevel
  return (
    <Box as="section" aria-label={`Where to buy ${productName}`} data-testid="affiliates">
      {/* Plain elements (index.html .plain-heading, .affiliate-*, .plain-link): on a review "Where to
          buy" arrives after the first render, and a Chakra recipe's rule inserted then (in a layer)
          made Chromium restyle and lay out the whole page. */}
      <HeadingTag className="plain-heading affiliate-heading" data-size="sm">
        {heading}
      </HeadingTag>
      {/* Plain elements (index.html, .affiliate-list): Chakra's list is a slot recipe, compiled on its first use. */}
      <ul className="affiliate-list">
        {shown.map((link) => (
          <li key={link.url}>
            {preview && !canFollowPreviewLink(link.url.trim()) ? (
              <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="affiliate-link-not-followed">
                {link.url.trim()}
              </Text>
            ) : (
              <a href={link.url.trim()} target="_blank" rel="sponsored noopener noreferrer" className="plain-link affiliate-link">
                {link.label || link.url.trim()}
                <ExternalLinkIcon boxSize="3" aria-hidden="true" />
              </a>
            )}
          </li>
        ))}
      </ul>
    </Box>
  )
}
