import { Stack, Text } from '@chakra-ui/react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { siteName } from '../../lib/constants'
import { publicEnv } from '../../lib/public-env'
import { Paragraph, PageLink, ProseSection } from './prose'

/** Changed whenever what the page says changes. */
export const termsUpdated = '23 November 2026'

export function TermsPage() {
  return (
    <DefaultLayout entry={entryFor('/terms')} width="narrow">
      <Stack gap="8">
        <Text color="fg.muted" fontSize="sm">
          Last updated {termsUpdated}.
        </Text>
        <ProseSection title="Using the site">
          <Paragraph>
            {siteName} is free to use, with or without an account. By using it you agree to these terms. Please do not use the site in a
            way that harms it or its visitors, for example by overloading it with automated requests; if you want the catalogue in bulk,
            use the <PageLink href="/open-data">open data</PageLink> downloads instead of scraping the pages.
          </Paragraph>
        </ProseSection>
        <ProseSection title="What the figures are worth">
          <Paragraph>
            We take every figure from a source we name (the maker, BuildCores OpenDB, a documented teardown or our editors) and correct
            mistakes when we learn of them, but makers change products and published figures can be wrong. The site is information to
            help you choose, provided as it is, without any warranty that a figure is complete or correct. Before you buy, check what
            matters to you with the maker or the shop. <PageLink href="/about-the-data">About the data</PageLink> explains how figures
            are sourced and measured.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Shops, discounts and affiliate links">
          <Paragraph>
            We do not sell anything. Prices, stock and discount terms are set by the shops and brands and can change or end without
            notice; a discount is valid only on the terms the shop gives. Some links are affiliate links: the shop may pay us a
            commission when you buy through them, at no extra cost to you (see <PageLink href="/affiliates">affiliates</PageLink>).
          </Paragraph>
        </ProseSection>
        <ProseSection title="Accounts">
          <Paragraph>
            An account only keeps your saved comparisons, favourites and recently viewed mice. Keep your password to yourself. We may
            close an account that is used to abuse the site. You can ask us to delete your account at any time (see{' '}
            <PageLink href="/privacy">privacy</PageLink>).
          </Paragraph>
        </ProseSection>
        <ProseSection title="Catalogue data and names">
          <Paragraph>
            The catalogue&apos;s figures are open data: you may reuse them under the licences stated on the{' '}
            <PageLink href="/open-data">open data</PageLink> page, with the attribution they ask for, including to BuildCores OpenDB for
            the figures that come from it. Product names, brand names and logos belong to their owners; we use them only to say which
            product a figure describes.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Changes and contact">
          <Paragraph>
            We may update these terms; the date above says when they last changed. Questions:{' '}
            <PageLink href={`mailto:${publicEnv.contactEmail}`}>{publicEnv.contactEmail}</PageLink>, or the{' '}
            <PageLink href="/contact">contact</PageLink> page.
          </Paragraph>
        </ProseSection>
      </Stack>
    </DefaultLayout>
  )
}
