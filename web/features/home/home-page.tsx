import { Badge, Box, Card, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { findEntry, type NavigationEntry } from '../../lib/navigation'
import type { CatalogueFigureTexts } from './catalogue-figure-texts'
import { useCatalogueFigures } from './use-catalogue-figures'

interface Offer {
  entry: NavigationEntry
  /** The catalogue figure the card says, and what it counts. */
  count?: keyof CatalogueFigureTexts
  countLabel?: string
}

function offer(id: string, count?: keyof CatalogueFigureTexts, countLabel?: string): Offer | undefined {
  const entry = findEntry(id)
  return entry && !entry.isHidden ? { entry, count, countLabel } : undefined
}

// Mousepads are "coming soon": their card says so, with no number.
const offers = [
  offer('mice-compare', 'mouse', 'mice'),
  offer('mice-browse', 'mouse', 'mice'),
  offer('mice-find-similar'),
  offer('sensors-browse', 'mouse_sensor', 'sensors'),
  offer('switches-browse', 'mouse_switch', 'switches'),
  offer('encoders-browse', 'mouse_scroll_wheel_encoder', 'scroll wheel encoders'),
  offer('mousepads'),
  offer('reviews'),
  offer('discounts'),
  offer('affiliates'),
].filter((item): item is Offer => item !== undefined)

/**
 * A figure's line, one line high before the figures are read (they load after the first paint), so
 * nothing moves when they arrive.
 */
function FigureLine({ text, testId }: { text: string | null; testId: string }) {
  return (
    <Text fontWeight="semibold" color="brand.fg" minH="1lh" data-testid={testId}>
      {text ?? '\u00a0'}
    </Text>
  )
}

export function HomePage() {
  const home = findEntry('home')!
  const figures = useCatalogueFigures()
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap="4" maxW="3xl" mb={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          {home.descriptions.medium}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {home.descriptions.long}
        </Text>
        <FigureLine testId="catalogue-figure-all" text={figures && `${capitalized(figures.all)} products in one catalogue`} />
      </Stack>
      {/* A plain CSS grid: Chakra's SimpleGrid would add its own and Grid's code to the page's first load. */}
      <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
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
                  {count !== undefined && <FigureLine testId={`catalogue-figure-${entry.id}`} text={figures && `${capitalized(figures[count])} ${countLabel}`} />}
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </li>
        ))}
      </Box>
    </Box>
  )
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
