import { Stack } from '@chakra-ui/react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { siteName } from '../../lib/constants'
import { useCatalogueFigures } from '../home/public'
import { Paragraph, PageLink, ProseSection } from './prose'

export function AboutPage() {
  const figures = useCatalogueFigures()
  return (
    <DefaultLayout entry={entryFor('/about')} width="narrow">
      <Stack gap="8">
        <ProseSection title="What the site is for">
          <Paragraph>
            {siteName} helps you choose a gaming mouse by the two things that decide whether it suits you: its shape and its
            specifications. You can lay the outlines of several mice over each other to scale, filter the catalogue&apos;s mice by size,
            weight, shape, sensor and more, find the mice closest to one you already like, and compare the sensors, switches and
            scroll-wheel encoders inside them.
            {figures && (
              <span data-testid="catalogue-figures">
                {' '}
                The catalogue holds {figures.mouse} mice, {figures.mouse_sensor} sensors, {figures.mouse_switch} switches and{' '}
                {figures.mouse_scroll_wheel_encoder} scroll-wheel encoders.
              </span>
            )}
          </Paragraph>
        </ProseSection>
        <ProseSection title="Where the figures come from">
          <Paragraph>
            Every figure records its source: the maker&apos;s own specification, the open BuildCores OpenDB database, a documented
            teardown, or our editors. A figure nobody has published is shown as &ldquo;not known&rdquo;, never guessed.{' '}
            <PageLink href="/about-the-data">About the data</PageLink> explains the sources, the licences and how each figure is
            measured; the whole catalogue is also available as <PageLink href="/open-data">open data</PageLink>.
          </Paragraph>
        </ProseSection>
        <ProseSection title="How the site is paid for">
          <Paragraph>
            Some links to shops are affiliate links: if you buy through one, the shop pays us a commission, at no extra cost to you.
            They are marked where they appear and listed on the <PageLink href="/affiliates">affiliates</PageLink> page. Rankings,
            filters and similarity scores come from the figures alone; no brand can pay for a place in them.
          </Paragraph>
        </ProseSection>
        <ProseSection title="Found a mistake?">
          <Paragraph>
            Tell us on the <PageLink href="/contact">contact</PageLink> page, with a link to where the right figure is published if you
            have one. We correct the catalogue and note the source.
          </Paragraph>
        </ProseSection>
      </Stack>
    </DefaultLayout>
  )
}
