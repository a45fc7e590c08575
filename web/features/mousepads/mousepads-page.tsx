import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { PreviewMark } from '../../components/ui/preview-mark'
import { messages } from '../../lib/messages'
import { findEntry } from '../../lib/navigation'
import { mousepadPreviewRows } from './mousepad-preview'
import { mousepadQueries } from './queries'

const coming = [
  {
    id: 'mousepads-compare',
    points: ['Pads side by side: size, thickness, surface and speed', 'Outlines to scale, with your mouse on top', 'Shareable compare links'],
  },
  {
    id: 'mousepads-browse',
    points: ['Filters for size, thickness, surface and speed', 'Sort by any figure', 'Brand and base material'],
  },
] as const

/**
 * /mousepads: one coming-soon page for the mousepad home, browse and compare entries. The
 * preview of the mousepads already in the catalogue is optional: the page never fails on it.
 */
export function MousepadsPage() {
  const preview = useQuery({ ...mousepadQueries.list(), select: mousepadPreviewRows })
  return (
    <DefaultLayout entry={entryFor('/mousepads')}>
      <Stack gap={{ base: '8', md: '10' }} data-testid="mousepads-coming-soon">
        <HStack gap="3" flexWrap="wrap">
          <Badge size="lg" variant="solid">
            {messages.comingSoon}
          </Badge>
          <Text color="fg.muted">
            Mousepads are coming soon. Until then, compare mice on the mouse pages.
          </Text>
        </HStack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {coming.map(({ id, points }) => {
            const entry = findEntry(id)!
            return (
              <li key={id}>
                <Card.Root variant="outline" height="full">
                  <Card.Body gap="2">
                    <Heading as="h2" size="lg">
                      {entry.descriptions.medium}
                    </Heading>
                    <Text color="fg.muted">{entry.descriptions.long}</Text>
                    <Box as="ul" ps="5" listStyleType="disc">
                      {points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </Box>
                  </Card.Body>
                </Card.Root>
              </li>
            )
          })}
        </SimpleGrid>
        {preview.data && preview.data.length > 0 && (
          <Stack gap="3" as="section" aria-labelledby="mousepads-preview-heading">
            <Heading as="h2" size="lg" id="mousepads-preview-heading">
              A first look
            </Heading>
            <Text color="fg.muted">A few of the mousepads already in the catalogue.</Text>
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-labelledby="mousepads-preview-heading">
              <Table.Root size="sm" data-testid="mousepad-preview">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">Mousepad</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Size</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Thickness</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Surface</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Speed</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {preview.data.map((row) => (
                    <Table.Row key={row.handle}>
                      <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                        {row.name} {row.preview && <PreviewMark compact />}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.size}</Table.Cell>
                      <Table.Cell>{row.thickness}</Table.Cell>
                      <Table.Cell>{row.surface}</Table.Cell>
                      <Table.Cell>{row.speed}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        )}
      </Stack>
    </DefaultLayout>
  )
}
