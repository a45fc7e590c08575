import { Stack, Text } from '@chakra-ui/react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { publicEnv } from '../../lib/public-env'
import { Bullets, Paragraph, PageLink, ProseSection } from './prose'

/** Changed whenever what the page says changes. */
export const privacyUpdated = '23 November 2026'

export function PrivacyPage() {
  return (
    <DefaultLayout entry={entryFor('/privacy')} width="narrow">
      <Stack gap="8">
        <Text color="fg.muted" fontSize="sm">
          Last updated {privacyUpdated}.
        </Text>
        <ProseSection title="In short">
          <Paragraph>
            You can use every page without an account. The site keeps a few preferences and lists in your own browser so it can
            remember them; it runs no advertising or analytics trackers and sets no cookies of its own. If you choose to sign in, your
            saved comparisons, favourite mice, recently viewed mice and your hand size (if you entered one) are kept in your account so they follow you to other devices.
          </Paragraph>
        </ProseSection>
        <ProseSection title="What is kept in your browser">
          <Paragraph>
            These are stored in your browser&apos;s local storage for this site. They never leave your device unless you sign in (see
            below), and you can delete them at any time by clearing this site&apos;s data in your browser&apos;s settings.
          </Paragraph>
          <Bullets
            items={[
              'Your colour theme (light or dark).',
              'The mice, sensors, switches and encoders you recently viewed or compared, so you can go back to them.',
              'The items you are gathering to compare next.',
              'How you like the browse page (cards or table) and whether outlines are highlighted on the compare page.',
              'Your saved comparisons and favourite mice while you are signed out.',
              'Your hand size (hand length, hand breadth and grip), if you enter it for the fit score, and the unit you entered it in.',
            ]}
          />
        </ProseSection>
        <ProseSection title="Your hand size">
          <Paragraph>
            The hand size you enter on the <PageLink href="/mouse/fit">fit page</PageLink> (hand length, hand breadth and grip) is
            stored in this browser so the fit scores stay on the pages that use them. When you are signed in it is also stored in your
            account, so it follows you to your other devices; only your own signed-in account can read it. A hand size in a link you
            share (the <code>hand=</code> part of the address) is shown to whoever opens the link, but is not stored on their device.
          </Paragraph>
          <Paragraph>
            To clear it, choose &ldquo;Clear my hand&rdquo; on the <PageLink href="/mouse/fit">fit page</PageLink>: this removes it
            from this browser and, when you are signed in, from your account. Clearing this site&apos;s data in your browser&apos;s settings also
            removes it from this browser.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Cookies">
          <Paragraph>
            The site sets no cookies. If you sign in, your sign-in session is kept in your browser&apos;s local storage by the sign-in
            library, not in a cookie, and removed when you sign out.
          </Paragraph>
        </ProseSection>
        <ProseSection title="If you sign in">
          <Paragraph>
            Signing in is optional. Accounts are provided by Supabase, the database and sign-in service the site runs on. Your account
            holds the email address or phone number you signed up with, and the saved comparisons, favourite mice, recently viewed
            mice and hand size you keep there. Each of these rows can be read and changed only by your own signed-in account (the database enforces
            it). To have your account and everything in it deleted, write to us at the address below.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Hosting and server logs">
          <Paragraph>
            The site is served by Cloudflare. Like any web host, Cloudflare processes your IP address and the pages you request in
            order to deliver the site and protect it from abuse. We do not build profiles of visitors.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Affiliate links and other sites">
          <Paragraph>
            Some links to shops are affiliate links (see <PageLink href="/affiliates">affiliates</PageLink>). When you follow one, the
            shop may set its own cookies so that it can credit us if you buy something; from then on the shop&apos;s own privacy policy
            applies. The same goes for any other site we link to, and for X and Discord.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Questions and requests">
          <Paragraph>
            For any question about your data, or to have it deleted, email{' '}
            <PageLink href={`mailto:${publicEnv.contactEmail}`}>{publicEnv.contactEmail}</PageLink> or use the{' '}
            <PageLink href="/contact">contact</PageLink> page.
          </Paragraph>
        </ProseSection>
      </Stack>
    </DefaultLayout>
  )
}
