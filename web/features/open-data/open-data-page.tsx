import { Box, Code, Heading, Link as ChakraLink, List, Stack, Table, Text } from '@chakra-ui/react'
import { Fragment, useEffect, type ReactNode } from 'react'
import { openDataSchemas, schemaColumns } from '../../../edge/open-data-schema'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { clickLatencySource } from '../../lib/click-latency'
import {
  apiBasePath,
  apiVersion,
  dataLicence,
  licenceAnchor,
  licenceEnvelope,
  listPath,
  metaPath,
  openDataCaching,
  openDataPagePath,
  openDataResourceNames,
  openDataResources,
  openDbSource,
  schemaPath,
  type OpenDataResourceName,
} from './open-data-api'
import { openDataChangelog } from './open-data-changelog'
import { codeExamples, columnType } from './open-data-docs'

const minutes = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`)
/** 'every minute', 'every 5 minutes'. */
const every = (seconds: number) => (seconds === 60 ? 'every minute' : `every ${minutes(seconds)}`)

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" id={`${id}-heading`} size="xl" mb="3" scrollMarginTop="20">
        <Box as="span" id={id} />
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  )
}

function CodeBlock({ code, label, wrap = false }: { code: string; label: string; wrap?: boolean }) {
  // Focusable, so a keyboard can scroll a long line.
  return (
    <Box as="pre" tabIndex={wrap ? undefined : 0} aria-label={label} overflowX="auto" rounded="md" borderWidth="1px" borderColor="border" bg="bg.subtle" p="3" fontSize="sm">
      <Code variant="plain" bg="transparent" p="0" whiteSpace={wrap ? 'pre-wrap' : 'pre'} overflowWrap={wrap ? 'anywhere' : undefined}>
        {code}
      </Code>
    </Box>
  )
}

function ApiLink({ path, children, download, label }: { path: string; children: ReactNode; download?: string; label?: string }) {
  return (
    <ChakraLink href={path} color="brand.fg" download={download} aria-label={label}>
      {children}
    </ChakraLink>
  )
}

function Downloads() {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="open-data-downloads">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Resource</Table.ColumnHeader>
            <Table.ColumnHeader>JSON</Table.ColumnHeader>
            <Table.ColumnHeader>CSV</Table.ColumnHeader>
            <Table.ColumnHeader>Schema</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {openDataResourceNames.map((name) => {
            const label = openDataResources[name].label
            return (
              <Table.Row key={name}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell>
                  <ApiLink path={listPath(name, 'json')} label={`${label} as JSON`}>
                    JSON
                  </ApiLink>
                </Table.Cell>
                <Table.Cell>
                  <ApiLink path={listPath(name, 'csv')} label={`${label} as CSV`} download={`mousecompare-${name}-${apiVersion}.csv`}>
                    CSV
                  </ApiLink>
                </Table.Cell>
                <Table.Cell>
                  <ApiLink path={schemaPath(name)} label={`${label}: JSON Schema`}>
                    Schema
                  </ApiLink>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

function Columns({ resource }: { resource: OpenDataResourceName }) {
  const spec = openDataResources[resource]
  const schema = openDataSchemas[resource]
  const columns = schemaColumns(schema)
  return (
    <Box as="details" borderWidth="1px" rounded="md" px="3" py="2" data-testid={`open-data-columns-${resource}`}>
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        {spec.label}: {columns.length} columns (api.{spec.view})
      </Box>
      <Text mt="2" color="fg.muted" fontSize="sm">
        {spec.description} One item: <Code>{`${apiBasePath}/${resource}/{${spec.handleColumn}}.json`}</Code>.
      </Text>
      <Box as="dl" mt="3" display={{ base: 'block', md: 'grid' }} gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2" fontSize="sm">
        {columns.map((column) => {
          const property = schema.properties[column]!
          return (
            <Fragment key={column}>
              <Box as="dt" fontFamily="mono" fontSize="xs" pt={{ base: '2', md: '0.5' }} overflowWrap="anywhere">
                {column}
              </Box>
              <Box as="dd" color="fg.muted">
                {columnType(property)}
                {property.description ? `. ${property.description}` : ''}
              </Box>
            </Fragment>
          )
        })}
      </Box>
    </Box>
  )
}

/** /open-data: the catalogue's public API, its downloads, schemas, licence and changelog. */
export function OpenDataPage() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const licence = licenceEnvelope(origin)
  const examples = codeExamples(origin)

  // The licence link of every API response points at #licence: the section renders after the
  // browser looked for it, so scroll to it once it is there.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])

  return (
    <DefaultLayout entry={entryFor(openDataPagePath)}>
      <Stack gap="10" maxW="4xl" data-testid="open-data-page">
        <Section id="downloads" title="Downloads">
          <Text>
            The whole catalogue, as the site shows it, in one file per resource. JSON for programs, CSV for spreadsheets. No key, no
            sign-up, any origin may read it from a browser.
          </Text>
          <Downloads />
          <Text>
            What the catalogue holds, how many rows each resource has and when it last changed:{' '}
            <ApiLink path={metaPath}>meta.json</ApiLink>.
          </Text>
        </Section>

        <Section id="endpoints" title="Endpoints">
          <List.Root gap="2" ps="5">
            <List.Item>
              <Code>GET {apiBasePath}/{'{resource}'}.json</Code>: every row, under <Code>data</Code>, with <Code>license</Code>,{' '}
              <Code>count</Code>, <Code>last_change</Code> and the schema's address.
            </List.Item>
            <List.Item>
              <Code>GET {apiBasePath}/{'{resource}'}.csv</Code>: every row as CSV.
            </List.Item>
            <List.Item>
              <Code>GET {apiBasePath}/{'{resource}'}/{'{handle}'}.json</Code>: one row, under <Code>data</Code>. The handle is the
              row's <Code>general__handle</Code> (for brands, <Code>handle</Code>).
            </List.Item>
            <List.Item>
              <Code>GET {apiBasePath}/schema/{'{resource}'}.json</Code>: the JSON Schema of one row.
            </List.Item>
            <List.Item>
              <Code>GET {metaPath}</Code>: licence, versions, each resource's addresses, count and last change, and the changelog.
            </List.Item>
          </List.Root>
          <Text>
            Resources: {openDataResourceNames.map((name, i) => (
              <span key={name}>
                {i > 0 && ', '}
                <Code>{name}</Code>
              </span>
            ))}
            . Column names are exactly those of the database views the site reads (<Code>general__…</Code>, <Code>mouse__…</Code>,{' '}
            <Code>mouse_sensor__…</Code>). There are no query parameters: each list is the whole resource, which is small.
          </Text>
        </Section>

        <Section id="examples" title="Examples">
          {examples.map((example) => (
            <Box key={example.id}>
              <Text fontWeight="semibold" mb="1">
                {example.title}
              </Text>
              <Box data-testid={`example-${example.id}`}>
                <CodeBlock code={example.code} label={example.title} />
              </Box>
            </Box>
          ))}
        </Section>

        <Section id="format" title="Formats">
          <Text>
            <strong>JSON</strong> is UTF-8, one row per line inside <Code>data</Code>. Every row has every column of its schema, in
            the schema's order; a figure nobody has published is <Code>null</Code>, never a guess.
          </Text>
          <Text>
            <strong>CSV</strong> follows RFC 4180: a header row of column names, CRLF line ends, and a field in double quotes when it
            holds a comma, a quote or a line break (quotes doubled). It starts with a UTF-8 byte-order mark so that Excel reads
            names with accents correctly (in Python, open it with <Code>encoding="utf-8-sig"</Code>). An empty field is null;{' '}
            <Code>""</Code> is an empty text. Numbers use a decimal point, booleans are <Code>true</Code>/<Code>false</Code>, and lists
            and objects are written as JSON, for example <Code>["Logitech"]</Code>.
          </Text>
          <Text>
            <strong>Errors</strong> are JSON too: <Code>{'{"error": {"status", "code", "message"}}'}</Code>. A known resource asked for
            in a format it does not come in (<Code>mice.xml</Code>, <Code>mice</Code> without an extension, an item as CSV) or a path
            that is not valid percent-encoding is 400; a version, resource, handle or path that does not exist is 404; methods other
            than GET, HEAD and OPTIONS are 405; when the catalogue cannot be read, 503 with Retry-After.
          </Text>
        </Section>

        <Section id="schemas" title="Schemas">
          <Text>
            Each resource has a JSON Schema (draft 2020-12) of one row, linked from every response (<Code>schema</Code>, and a{' '}
            <Code>Link: rel="describedby"</Code> header). The columns:
          </Text>
          <Stack gap="2">
            {openDataResourceNames.map((name) => (
              <Columns key={name} resource={name} />
            ))}
          </Stack>
        </Section>

        <Section id="freshness" title="Rate of change and caching">
          <Text>
            The catalogue changes when its editors change it (a new mouse, a correction), not on a schedule. The API is made from
            that same catalogue: the server reads it again at most {every(openDataCaching.catalogueRefreshSeconds)}, and
            responses may be cached for {minutes(openDataCaching.maxAgeSeconds)} (
            <Code>Cache-Control: max-age={openDataCaching.maxAgeSeconds}</Code>), and served for up to{' '}
            {minutes(openDataCaching.staleWhileRevalidateSeconds)} more while a cache fetches a fresh copy (
            <Code>stale-while-revalidate</Code>). So a change shows within about {minutes(openDataCaching.catalogueRefreshSeconds + openDataCaching.maxAgeSeconds)}.
          </Text>
          <Text>
            Every response has a strong <Code>ETag</Code>. Send it back in <Code>If-None-Match</Code> and an unchanged resource answers
            304 with no body. Polling more often than every few minutes gains nothing; <Code>last_change</Code> in meta.json is the
            date of the newest edit.
          </Text>
        </Section>

        <Section id="versions" title="Versions and changelog">
          <Text>
            Everything lives under <Code>{apiBasePath}/</Code>. Within {apiVersion}, columns are only ever added (and lists of allowed
            values only grow), so a program written today keeps working: ignore columns and values you do not know. Removing a
            column or changing its type or whether it can be null would come as a new version path, with {apiVersion} kept running.
          </Text>
          <List.Root gap="2" ps="5" data-testid="open-data-changelog">
            {openDataChangelog.map((entry) => (
              <List.Item key={`${entry.date}-${entry.summary}`}>
                <time dateTime={entry.date}>{entry.date}</time> ({entry.version}): {entry.summary}
                {entry.added && entry.added.length > 0 && <> Added columns: {entry.added.map((item) => `${item.resource}.${item.column}`).join(', ')}.</>}
                {entry.addedValues && entry.addedValues.length > 0 && (
                  <> New values: {entry.addedValues.map((item) => `${item.resource}.${item.column} (${item.values.join(', ')})`).join('; ')}.</>
                )}
                {entry.addedFields && entry.addedFields.length > 0 && (
                  <> New fields: {entry.addedFields.map((item) => `${item.resource}.${item.column} (${item.fields.join(', ')})`).join('; ')}.</>
                )}
              </List.Item>
            ))}
          </List.Root>
        </Section>

        <Section id={licenceAnchor} title="Licence and attribution">
          <Text>
            The catalogue is open data under the{' '}
            <ChakraLink href={dataLicence.url} color="brand.fg" rel="license">
              {dataLicence.name}
            </ChakraLink>{' '}
            ({dataLicence.shortName}): you may copy, share, adapt and build on it, commercially too, as long as you say where it comes from.
            Every JSON response carries the same terms in its <Code>license</Code> field, and every response a{' '}
            <Code>Link: rel="license"</Code> header to this section.
          </Text>
          <List.Root gap="2" ps="5">
            <List.Item>
              <strong>Figures imported from {openDbSource.name}</strong> are {dataLicence.shortName}, by{' '}
              <ChakraLink href={openDbSource.url} color="brand.fg">
                {openDbSource.name}
              </ChakraLink>
              . Attribute them to {openDbSource.name}.
            </List.Item>
            <List.Item>
              <strong>Measured click latencies</strong> (<Code>mouse__click_latency</Code>, <Code>mouse__click_latency_ms</Code>) are the{' '}
              {clickLatencySource.name}&apos;s, under{' '}
              <ChakraLink href={clickLatencySource.licenceUrl} color="brand.fg">
                {clickLatencySource.licence}
              </ChakraLink>
              . Attribute them as “{clickLatencySource.attribution}”; each measurement carries that line.
            </List.Item>
            <List.Item>
              <strong>Everything else</strong> (the catalogue as a database, the makers' published specifications and documented
              teardown figures as our editors collect and check them, and the editors' own measurements and shape descriptions) is
              licensed by MouseCompare under {dataLicence.shortName}. Attribute it to MouseCompare with a link to this page.
            </List.Item>
            <List.Item data-testid="traced-outline-licence">
              <strong>Traced outlines</strong> (<Code>mouse__top_view</Code>, <Code>mouse__side_view</Code>,{' '}
              <Code>mouse__back_view</Code>: a view's outline as SVG path data in millimetres, traced by our editors from an image of
              the mouse) are licensed by MouseCompare under {dataLicence.shortName}, like the rest: an open set of mouse outlines to
              reuse. Attribute them to MouseCompare. Each traced view names, in <Code>mouse__outline_source</Code>, the image it was
              traced from and that image's licence (editors trace only images whose licence allows it, such as their own photos on
              the calibration sheet), how its scale was set and how far it is from the published dimensions. A view nobody has traced
              is null; the site then draws an outline generated from the dimensions, which is not part of the data.
            </List.Item>
            <List.Item>
              The licence covers the data in these files. Images are not part of it: the data only names image files, and the images
              outlines were traced from stay under their own licences.
            </List.Item>
          </List.Root>
          <Text>An attribution line that covers both:</Text>
          <CodeBlock code={licence.attribution} label="Attribution line" wrap />
        </Section>
      </Stack>
    </DefaultLayout>
  )
}
