import { Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { clickLatencySource } from '../../lib/click-latency'
import { mouseBrowseOrderRule } from '../../lib/browse-order-rule'
import { messages } from '../../lib/messages'
import { publicEnv } from '../../lib/public-env'
import { whenPageIdle } from '../../lib/when-page-idle'
import { sizeClassRule } from '../../lib/size-class'

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

type OutlineModel = typeof import('../outlines/outline-model')

/**
 * What each shape descriptor does to a generated outline, with the generator's own figures
 * (web/features/outlines/outline-model.ts), so the page cannot drift from it. They load when the page
 * is idle after its first paint: they sit far down the page, and the outline code stays out of its
 * first load (and out of the compare page's preload list).
 */
function OutlineModelList() {
  const [model, setModel] = useState<OutlineModel>()
  useEffect(() => {
    let live = true
    const cancel = whenPageIdle(() => void import('../outlines/outline-model').then((loaded) => live && setModel(loaded), () => undefined))
    return () => {
      live = false
      cancel()
    }
  }, [])
  if (!model) return null
  const { frontWidth, gripWidth, humpPosition, sizeClassBack } = model
  return (
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
          <Text>Every mouse records, for each group of its figures, where they come from. There are five sources:</Text>
          <List.Root gap="2" ps="5">
            <List.Item>
              <strong>Maker:</strong> the maker's own specification (product page, datasheet, announcement or manual). Where published
              figures disagree, we take the maker's and note which figure we did not take.
            </List.Item>
            <List.Item>
              <strong>Review:</strong> a lab review or a press test that states the figure (TechPowerUp's sensor pages, for example), read one mouse at a
              time. A reviewer's own measurement of size or weight does not replace the maker's specification.
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

        <Section id="parts" title="Sensors, switches, encoders and click latency">
          <Text>
            A sensor, switch or scroll-wheel encoder is listed when a source names it: a maker&apos;s datasheet or page, a review or teardown, or BuildCores
            OpenDB, which names the sensor and the switches of most of its mice but gives no figures for them. So many parts have a name and the mice that use
            them, and figures only where a datasheet or review gives them. A maker&apos;s name for a PixArt sensor is shown with the PixArt part where a source
            states it (“Owl-Eye 19K, a PixArt PAW3370”); marketing names such as “PAW3395 Pro” are another name of the same sensor, not a sensor of their own.
          </Text>
          <Text>
            A mouse names its switch only where a source does. Where the source names a family and not the model (“Omron Optical”), the mouse shows the family and
            says the model is not stated; a source that names several switches without saying which buttons they are for links none, and an “unspecified”
            switch links nothing. Few sources name a mouse&apos;s scroll-wheel encoder.
          </Text>
          <Text data-testid="latency-attribution">
            Click latency is measured, not claimed: the {clickLatencySource.name} ({clickLatencySource.version}, <External href={clickLatencySource.licenceUrl}>CC BY 4.0</External>)
            measured the left-button latency of some 50 mice in 2020, each in the mode (wired or wireless) and on the firmware it names. We show its mean over 500
            clicks with the standard deviation, for the mice we could match to the catalogue by hand; lower is better.
          </Text>
        </Section>

        <Section id="checked" title="Figures checked against published pages">
          <Text>
            The mice people compare most are checked figure by figure against a published page: the maker's page or specification sheet first, a lab review
            second. Where a page was checked, the mouse's page says so under the figures it covers, for example “checked against TechPowerUp, November 2026”,
            with a link to the page. A figure that differed was corrected and the change recorded with the old and the new value; where the maker and a review
            disagree, the maker's figure is kept and the mouse's source says which figure was not taken. A figure no page confirms keeps its original source; it is
            never corrected from memory.
          </Text>
          <Text>Checking found errors of a few kinds, which the catalogue now keeps out:</Text>
          <List.Root gap="2" ps="5">
            <List.Item>
              <strong>Sensor generations:</strong> a mouse that came out with one generation of a sensor (Logitech's HERO 16K, for example) and was later built
              with a newer one (HERO 25K) keeps the generation it was sold with when it came out; the newer sensor is not dated back.
            </List.Item>
            <List.Item>
              <strong>DPI</strong> is the highest setting the mouse itself offers, as its maker states it. A sensor's rated maximum is the sensor's figure; where a
              maker caps a mouse below its sensor, the mouse's figure is the cap.
            </List.Item>
            <List.Item>
              <strong>Polling rate</strong> is the highest the mouse reaches with what comes in its box (a 4K or 8K receiver in the box counts). Where a faster
              receiver is sold separately, the mouse's source says so.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="upstream" title="BuildCores OpenDB, and a catalogue that does not depend on it">
          <Text data-testid="opendb-history">
            On 29 June 2026 the BuildCores maintainers removed the mouse figures (dimensions, weight, sensor, DPI, polling rate, size, shape and switches) from
            every mouse record of their database, in a change they named as a clean-up after a data request, without giving a reason. Our import uses the last
            revision published before that change, under the ODC-By licence it was published with, and every figure from it is marked as coming from
            BuildCores OpenDB.
          </Text>
          <Text>
            No single source is one the site cannot do without: the catalogue can be built with any one source left out. Its figures then become “not known”, and
            a mouse left without its size is not published, so that the mouse pages, the sitemaps and the open-data API stay consistent with each other.
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
            {mouseBrowseOrderRule} The browse list opens in this order; sorting by any figure puts the mice without it last, in either direction, and mice
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
            <List.Item data-testid="size-class-rule">Size classes: {sizeClassRule}</List.Item>
            <List.Item>
              “Symmetrical” is a shape; “ambidextrous” means buttons for both hands. A symmetrical shell with side buttons on one side is made for one hand.
            </List.Item>
            <List.Item>
              Each view of a mouse&apos;s outline is either traced by our editors from a real image of the mouse, or generated from its dimensions and shape
              descriptors (or, where no descriptors are known, from its dimensions only); every outline says which, under the drawing.
            </List.Item>
            <List.Item>
              Colour and edition variants of a mouse count once: the catalogue counts distinct mice, not colourways.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="outlines" title="How outlines are drawn">
          <Text>
            No maker publishes outlines, and no openly licensed set of traced outlines exists. Where our editors have traced a view from a real image of the mouse
            (a maker&apos;s orthographic view, or a photo on our printed calibration sheet), that view is drawn from the trace and says “traced from” the image,
            with its licence; the trace is scaled uniformly (from the sheet&apos;s markers or one published dimension, never stretched to fit) and is within 2 % of
            the published dimensions, and it is published with the open data. Every other view is generated, and says “generated from its dimensions and shape
            descriptors” (or from its dimensions only). A generated view is made in a box of the mouse&apos;s exact size, so the length, width and height are
            always right; the descriptors only change the curves inside it, each in a visible way, and two mice with different descriptors never get the same
            outline:
          </Text>
          <OutlineModelList />
          <Text>
            A descriptor that is not known is drawn as the middle of its scale, never guessed. A generated outline is an illustration of the published figures,
            not a measurement of the shell: two mice that share every descriptor share one outline, stretched to their own sizes. On the compare page a generated
            outline is drawn with a dashed line and a traced one with a solid line.
          </Text>
        </Section>

        <Section id="licences" title="Licences and attribution">
          <Text data-testid="odc-by-attribution">
            This catalogue contains information from <External href={openDbUrl}>BuildCores OpenDB</External>, which is made available under the{' '}
            <External href={odcByUrl}>Open Data Commons Attribution License (ODC-By) v1.0</External>. Our catalogue is a database derived from it, with our own
            corrections and additions.
          </Text>
          <Text>
            Click latencies: {clickLatencySource.attribution} (<External href={clickLatencySource.licenceUrl}>{clickLatencySource.licence}</External>).
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

        <Section id="removal" title="Asking for data to be removed">
          <Text data-testid="removal-request">
            If you hold rights in data shown here (a maker, a database or a publisher) and want it removed, write to{' '}
            <ChakraLink href={`mailto:${publicEnv.contactEmail}`} color="brand.fg" textDecoration="underline">
              {publicEnv.contactEmail}
            </ChakraLink>{' '}
            or use the{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to="/contact">contact page</Link>
            </ChakraLink>
            . Say who you are, which data (a source, a mouse or a figure) and on what grounds. Because every figure records its source, we can leave a whole source
            out of the catalogue, or a single figure: what came from it then shows as “not known” on the site and in the open data. We answer every request and
            say what we removed.
          </Text>
        </Section>
      </Stack>
    </DefaultLayout>
  )
}
