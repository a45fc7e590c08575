import { Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { mouseBrowseOrder } from '../../lib/browse-order'
import { messages } from '../../lib/messages'
import { publicEnv } from '../../lib/public-env'
import { frontWidth, gripWidth, humpPosition, sizeClassBack } from '../catalogue/public'

export const openDbUrl = 'https://github.com/buildcores/buildcores-open-db'
export const odcByUrl = 'https://opendatacommons.org/licenses/by/1-0/'

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
      {children}
      <Text as="span" srOnly>
        {' '}
        {messages.opensInNewTab}
      </Text>
    </ChakraLink>
  )
}

const percent = (share: number) => `${Math.round(share * 100)} %`
const listOf = (table: Record<string, number>, format: (value: number) => string) =>
  Object.entries(table)
    .map(([key, value]) => `${key.replace(/\s+-\s+/g, ', ')} ${format(value)}`)
    .join('; ')

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/**
 * /about-the-data: where the catalogue's figures come from, the licences (with the ODC-By
 * attribution BuildCores OpenDB asks for), how figures are measured, and how to report an error.
 */
export function AboutTheDataPage() {
  return (
    <DefaultLayout entry={entryFor('/about-the-data')} width="narrow">
      <Stack gap="8">
        <Section id="sources" title="Where the figures come from">
          <Text>Every mouse records, for each group of its figures, where they come from. There are four sources:</Text>
          <List.Root gap="2" ps="5">
            <List.Item>
              <strong>Maker:</strong> the maker's own specification (product page, datasheet, announcement or manual). Where published
              figures disagree, we take the maker's and note which figure we did not take.
            </List.Item>
            <List.Item>
              <strong>BuildCores OpenDB:</strong> most of the catalogue's mice come from the mouse records of <External href={openDbUrl}>BuildCores OpenDB</External>, an
              open database: sizes, weights, sensors, polling rates, maximum DPI, shapes and size classes. We import them with a script that unifies brand spellings,
              merges colour and edition duplicates, matches sensors, leaves out office mice, and corrects or leaves out rows whose figures cannot be right. Every
              figure we change from the database, and every row we leave out, is recorded with its reason.
            </List.Item>
            <List.Item>
              <strong>Teardown:</strong> a documented teardown or review that opened the mouse (mostly for its switches and scroll-wheel encoder).
            </List.Item>
            <List.Item>
              <strong>Our editors:</strong> our own descriptions, such as the shape descriptors (front flare, side curvature, hump placement), the
              hand a mouse is made for and its rests.
            </List.Item>
          </List.Root>
          <Text>
            The groups are: size and weight (with the connection and release date), sensor (with DPI and polling rate), shape, switches and scroll-wheel encoder.
            The compare page lists the source of each group under its figures, and the browse table has a Sources column.
          </Text>
        </Section>

        <Section id="not-known" title="“Not known” means not known">
          <Text>
            A figure that no maker, open database or teardown has published is shown as “{messages.notKnown}”, never as a guess or a default. Most mice from the
            open database have no shape descriptors yet, for example. In the browse filters, each filter on such a figure has a “Not known” option with its count,
            and a filter leaves out the mice that lack the figure only when you use that filter.
          </Text>
        </Section>

        <Section id="browse-order" title="How the mice are listed">
          <Text data-testid="browse-order-rule">
            {mouseBrowseOrder.rule} The browse list opens in this order; sorting by any figure puts the mice without it last, in either direction, and mice
            with the same value follow each other by name.
          </Text>
        </Section>

        <Section id="measuring" title="How figures are measured">
          <List.Root gap="2" ps="5">
            <List.Item>Length from the front to the back, and height from the desk to the highest point, in millimetres.</List.Item>
            <List.Item>
              Width is the maximum width, not the grip width (the narrowest point where the hand holds the mouse), unless a mouse's notes say otherwise.
            </List.Item>
            <List.Item>Weight in grams, without the cable and without optional weights.</List.Item>
            <List.Item>DPI is the mouse's own maximum setting (it can be lower than its sensor's); the polling rate is the highest the mouse offers.</List.Item>
            <List.Item>Release dates are as precise as what is known: a year, a month or a day; never a made-up first of the month.</List.Item>
            <List.Item>
              “Symmetrical” is a shape; “ambidextrous” means buttons for both hands. A symmetrical shell with side buttons on one side is made for one hand.
            </List.Item>
            <List.Item>
              Outlines on the compare page are traced from a view of the mouse, drawn from its dimensions and shape descriptors, or, where no descriptors are known,
              drawn from its dimensions only; each outline says which.
            </List.Item>
            <List.Item>
              Colour and edition variants of a mouse count once: the catalogue counts distinct mice, not colourways.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="outlines" title="How outlines are drawn">
          <Text>
            Few makers publish a traced outline, so most outlines are drawn: from the mouse&apos;s length, width and height, shaped by its shape descriptors where
            they are known. Wherever a drawn outline is shown, it says “outline drawn from dimensions and shape descriptors” (or from the dimensions only). The
            drawing is made in a box of the mouse&apos;s exact size, so the length, width and height are always right; the descriptors only change the curves
            inside it, each in a visible way, and two mice with different descriptors never get the same outline:
          </Text>
          <List.Root gap="2" ps="5" data-testid="outline-model">
            <List.Item>
              <strong>Front flare</strong> sets the width at the front, as a share of the widest point: {listOf(frontWidth, percent)}.
            </List.Item>
            <List.Item>
              <strong>Side curvature</strong> sets the width where the hand grips the sides (45 % of the way back): {listOf(gripWidth, percent)}; seen from
              behind, inward-curved sides also tuck in towards the desk.
            </List.Item>
            <List.Item>
              <strong>Hump placement</strong> sets where the side view is highest, as a share of the length from the front: {listOf(humpPosition, percent)}; seen
              from above, the widest point sits a little behind the hump.
            </List.Item>
            <List.Item>
              <strong>Shape:</strong> a symmetrical mouse is drawn the same on both sides; an ergonomic one bulges on the thumb side, narrows towards the front on
              the ring-finger side and slopes down towards it seen from behind; a hybrid about half as much. A left-handed mouse is drawn mirrored.
            </List.Item>
            <List.Item>
              <strong>Thumb and ring-finger rests</strong> add a ledge on their side.
            </List.Item>
            <List.Item>
              <strong>Size class</strong> (BuildCores OpenDB&apos;s small, medium or large) sets how full the back is, a drawing convention rather than a
              measurement: the back starts to round off {Object.entries(sizeClassBack).map(([size, back]) => `${size} ${percent(back.rounding)}`).join(', ')} of the
              length from the end, and the back edge stands at {Object.entries(sizeClassBack).map(([size, back]) => `${size} ${percent(back.height)}`).join(', ')} of
              the height.
            </List.Item>
            <List.Item>
              <strong>Grip width</strong> (the narrowest point between the sides) is not in the data; side curvature stands in for it.
            </List.Item>
          </List.Root>
          <Text>
            A descriptor that is not known is drawn as the middle of its scale, never guessed. A drawn outline is an illustration of the published figures, not a
            measurement of the shell: two mice that share every descriptor share one outline, stretched to their own sizes.
          </Text>
        </Section>

        <Section id="licences" title="Licences and attribution">
          <Text data-testid="odc-by-attribution">
            This catalogue contains information from <External href={openDbUrl}>BuildCores OpenDB</External>, which is made available under the{' '}
            <External href={odcByUrl}>Open Data Commons Attribution License (ODC-By) v1.0</External>. Our catalogue is a database derived from it, with our own
            corrections and additions.
          </Text>
        </Section>

        <Section id="report" title="Found a wrong figure?">
          <Text>
            Tell us on the{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to="/contact">contact page</Link>
            </ChakraLink>{' '}
            or by email to{' '}
            <ChakraLink href={`mailto:${publicEnv.contactEmail}`} color="brand.fg" textDecoration="underline">
              {publicEnv.contactEmail}
            </ChakraLink>
            : name the mouse and the figure, and where the right one is published if you can. We correct the catalogue and record the reason.
          </Text>
        </Section>
      </Stack>
    </DefaultLayout>
  )
}
