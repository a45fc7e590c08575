import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { ExternalLinkIcon } from '../../components/ui/icons'
import type { AffiliatePartnerRow } from '../../lib/api-types'
import { messages } from '../../lib/messages'
import { listedPartners, partnerHost, partnerInitials, partnerUrl } from './affiliate-logic'
import { affiliateQueries } from './queries'

/** /affiliates: the partners, and a plain statement that these are affiliate links. */
export function AffiliatesPage() {
  const { data: partners } = useSuspenseQuery({ ...affiliateQueries.list(), select: listedPartners })
  const onlyExamples = partners.length > 0 && partners.every((partner) => partner.is_example)
  return (
    <DefaultLayout entry={entryFor('/affiliates')}>
      <Stack gap="6">
        <Box
          as="aside"
          aria-label="Affiliate disclosure"
          data-testid="affiliate-disclosure"
          borderWidth="1px"
          borderColor="brand.muted"
          borderStartWidth="4px"
          borderStartColor="brand.solid"
          bg="brand.subtle"
          rounded="md"
          px="4"
          py="3"
          maxW="3xl"
        >
          {/* Demo partners are not real partnerships: the page says so instead of claiming affiliate links. */}
          {onlyExamples ? (
            <>
              <Text fontWeight="semibold" mb="1">
                These partners are examples
              </Text>
              <Text data-testid="example-partners-note">{messages.examplePartners}</Text>
            </>
          ) : (
            <>
              <Text fontWeight="semibold" mb="1">
                These are affiliate links
              </Text>
              <Text>{messages.affiliateDisclosure}</Text>
              {partners.some((partner) => partner.is_example) && (
                <Text mt="2" fontWeight="semibold" data-testid="example-partners-note">
                  {messages.examplePartners}
                </Text>
              )}
            </>
          )}
        </Box>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="affiliate-list">
          {partners.map((partner) => (
            <li key={partner.handle}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </DefaultLayout>
  )
}

function PartnerCard({ partner }: { partner: AffiliatePartnerRow }) {
  return (
    <Card.Root variant="outline" height="full" data-testid="affiliate-card">
      <Card.Body gap="3">
        <HStack gap="3" align="center">
          <Box
            aria-hidden
            flexShrink={0}
            boxSize="12"
            rounded="lg"
            bg="brand.solid"
            color="brand.contrast"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontWeight="black"
            fontSize="lg"
          >
            {partnerInitials(partner.name)}
          </Box>
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md">
              {partner.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {partnerHost(partner)}
            </Text>
          </Stack>
          {partner.is_example ? (
            <Badge ms="auto" variant="solid" colorPalette="gray" alignSelf="flex-start" data-testid="example-badge">
              {messages.exampleLabel}
            </Badge>
          ) : (
            partner.is_sponsored && (
              <Badge ms="auto" variant="outline" colorPalette="gray" alignSelf="flex-start">
                Sponsored
              </Badge>
            )
          )}
        </HStack>
        <Text color="fg.muted">{partner.description}</Text>
        <Button asChild variant="outline" size="sm" alignSelf="flex-start" mt="auto">
          <a href={partnerUrl(partner)} target="_blank" rel={partner.is_example ? 'noopener noreferrer' : 'sponsored noopener noreferrer'}>
            Visit {partner.name}
            <ExternalLinkIcon />
            <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
          </a>
        </Button>
      </Card.Body>
    </Card.Root>
  )
}
