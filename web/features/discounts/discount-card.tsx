import { Badge, Button, Card, Link as ChakraLink, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { ExternalLinkIcon } from '../../components/ui/icons'
import type { DiscountRow } from '../../lib/api-types'
import { messages } from '../../lib/messages'
import { CopyCode } from './copy-code'
import { dealLinkLabel, safeExternalUrl, validityText, validUntilDate } from './discount-logic'

/** The amount, e.g. "12%" over "off". */
function Amount({ amount, size }: { amount: string; size: 'md' | 'lg' }) {
  return (
    <Stack gap="0" align="flex-end" flexShrink={0} textAlign="end">
      <Text fontSize={size === 'lg' ? '5xl' : '3xl'} fontWeight="black" lineHeight="1" color="brand.fg">
        {amount}
      </Text>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        off
      </Text>
    </Stack>
  )
}

export function Validity({ discount }: { discount: DiscountRow }) {
  const date = validUntilDate(discount)
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="discount-validity">
      {date ? <time dateTime={date}>{validityText(discount)}</time> : validityText(discount)}
    </Text>
  )
}

/**
 * Says so when a discount is not a real offer (the demo catalogue's): no invented code or amount
 * may pass for a real one.
 */
export function ExampleNote({ discount }: { discount: DiscountRow }) {
  if (!discount.is_example) return null
  const text = discount.code ? messages.exampleDiscount : messages.exampleDiscountLink
  return (
    <Text fontSize="sm" fontWeight="semibold" data-testid="example-note">
      <Badge variant="solid" colorPalette="gray" me="2">
        {messages.exampleLabel}
      </Badge>
      {text}
    </Text>
  )
}

/** The outbound link to the shop: a new tab, no opener; marked sponsored when it is a real deal link. */
export function DealLink({ discount, size = 'sm' }: { discount: DiscountRow; size?: 'sm' | 'md' }) {
  const url = safeExternalUrl(discount.link_url)
  if (!url) return null
  return (
    <Button asChild size={size} variant={discount.code ? 'outline' : 'solid'}>
      <a href={url} target="_blank" rel={discount.is_example ? 'noopener noreferrer' : 'sponsored noopener noreferrer'}>
        {dealLinkLabel(discount)}
        <ExternalLinkIcon />
        <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
      </a>
    </Button>
  )
}

/** One discount in the list: brand, amount, title (links to its page), code or link, validity. */
export function DiscountCard({ discount }: { discount: DiscountRow }) {
  return (
    <Card.Root variant="outline" height="full" data-testid="discount-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="1" minW="0">
            {discount.brand_name && (
              <Badge variant="subtle" colorPalette="gray" alignSelf="flex-start">
                {discount.brand_name}
              </Badge>
            )}
            <Heading as="h2" size="md">
              <ChakraLink asChild color="fg" textDecoration="underline" textDecorationColor="border.emphasized" textUnderlineOffset="3px" _hover={{ color: 'brand.fg' }}>
                <Link to="/discounts/$handle" params={{ handle: discount.handle }}>
                  {discount.title}
                </Link>
              </ChakraLink>
            </Heading>
          </Stack>
          <Amount amount={discount.amount} size="md" />
        </HStack>
        <Text color="fg.muted">{discount.description}</Text>
        <ExampleNote discount={discount} />
        {discount.code && <CopyCode code={discount.code} />}
        <HStack justify="space-between" align="center" gap="3" flexWrap="wrap" mt="auto">
          <Validity discount={discount} />
          <DealLink discount={discount} />
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

/** The discount page's main block: the same facts, larger. */
export function DiscountDetail({ discount }: { discount: DiscountRow }) {
  return (
    <Card.Root variant="outline" data-testid="discount-detail">
      <Card.Body gap="5">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="2" minW="0">
            {discount.brand_name && (
              <Text fontWeight="semibold" fontSize="lg">
                {discount.brand_name}
              </Text>
            )}
            <Validity discount={discount} />
          </Stack>
          <Amount amount={discount.amount} size="lg" />
        </HStack>
        {discount.code ? (
          <Stack gap="1">
            <ExampleNote discount={discount} />
            <Text fontWeight="semibold">{discount.is_example ? 'Example code:' : 'Use this code at checkout:'}</Text>
            <CopyCode code={discount.code} size="lg" />
          </Stack>
        ) : discount.is_example ? (
          <ExampleNote discount={discount} />
        ) : (
          <Text>{messages.discountThroughLink}</Text>
        )}
        <HStack>
          <DealLink discount={discount} size="md" />
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
