import { Badge, Box, Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { catalogueCounts } from '../../lib/constants'
import { messages } from '../../lib/messages'
import { findEntry, type NavigationEntry } from '../../lib/navigation'

interface Offer {
  entry: NavigationEntry
  count?: number
  countLabel?: string
}

function offer(id: string, count?: number, countLabel?: string): Offer | undefined {
  const entry = findEntry(id)
  return entry && !entry.isHidden ? { entry, count, countLabel } : undefined
}

const offers = [
  offer('mice-compare', catalogueCounts.mouse, 'mice'),
  offer('mice-browse', catalogueCounts.mouse, 'mice'),
  offer('mice-find-similar'),
  offer('sensors-browse', catalogueCounts.mouse_sensor, 'sensors'),
  offer('switches-browse', catalogueCounts.mouse_switch, 'switches'),
  offer('encoders-browse', catalogueCounts.mouse_scroll_wheel_encoder, 'scroll wheel encoders'),
  offer('mousepads', catalogueCounts.mousepad, 'mousepads'),
  offer('reviews'),
  offer('discounts'),
  offer('affiliates'),
].filter((item): item is Offer => item !== undefined)

export function HomePage() {
  const home = findEntry('home')!
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap="4" maxW="3xl" mb={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          {home.descriptions.medium}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {home.descriptions.long}
        </Text>
        <Text fontSize={{ base: 'md', md: 'lg' }}>
          One catalogue of {messages.moreThan(catalogueCounts.all)} products: {messages.moreThan(catalogueCounts.mouse)} mice,{' '}
          {messages.moreThan(catalogueCounts.mouse_sensor)} sensors, {messages.moreThan(catalogueCounts.mouse_switch)} switches,{' '}
          {messages.moreThan(catalogueCounts.mouse_scroll_wheel_encoder)} scroll wheel encoders and, soon,{' '}
          {messages.moreThan(catalogueCounts.mousepad)} mousepads.
        </Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {offers.map(({ entry, count, countLabel }) => (
          <li key={entry.id}>
            <LinkBox as="article" height="full">
              <Card.Root height="full" variant="outline" _hover={{ borderColor: 'brand.solid' }}>
                <Card.Body gap="2">
                  <Heading as="h2" size="lg">
                    <LinkOverlay asChild>
                      <Link to={entry.path ?? '/'}>{entry.descriptions.medium}</Link>
                    </LinkOverlay>
                    {entry.isNew && (
                      <Badge ms="2" size="xs" variant="solid" verticalAlign="middle">
                        {messages.newBadge}
                      </Badge>
                    )}
                    {entry.isComingSoon && (
                      <Badge ms="2" size="xs" variant="outline" colorPalette="gray" verticalAlign="middle">
                        {messages.comingSoon}
                      </Badge>
                    )}
                  </Heading>
                  <Text color="fg.muted">{entry.descriptions.long}</Text>
                  {count !== undefined && (
                    <Text fontWeight="semibold" color="brand.fg">
                      {messages.moreThan(count)} {countLabel}
                    </Text>
                  )}
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  )
}
