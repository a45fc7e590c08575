import { Button, Heading, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { DiscordLogoIcon, XLogoIcon } from '../../components/ui/icons'
import { socialLinks } from '../../lib/constants'
import { messages } from '../../lib/messages'

/**
 * /giveaways, shown only when VITE_GIVEAWAYS_ENABLED is true. There are no giveaway records in
 * the catalogue, so the page explains how giveaways run and where they are announced; it
 * never invents prizes.
 */
export function GiveawaysPage() {
  return (
    <DefaultLayout entry={entryFor('/giveaways')} width="narrow">
      <Stack gap="6" data-testid="giveaways-page">
        <Text>There is no giveaway running right now. Every giveaway is announced on our Discord server and on X first.</Text>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            How our giveaways work
          </Heading>
          <List.Root as="ol" gap="2" ps="5">
            <List.Item>We announce the prize, the dates and the rules on Discord and X.</List.Item>
            <List.Item>Entering is free: follow the steps in the announcement before the closing date.</List.Item>
            <List.Item>Winners are drawn at random after the closing date and contacted through the platform they entered on.</List.Item>
            <List.Item>We never ask for payment, passwords or card details. A message that does is not from us.</List.Item>
          </List.Root>
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild>
            <a href={socialLinks.discord.url} target="_blank" rel="noopener noreferrer">
              <DiscordLogoIcon />
              Join the Discord
              <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={socialLinks.x.url} target="_blank" rel="noopener noreferrer">
              <XLogoIcon />
              Follow on X
              <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
            </a>
          </Button>
        </HStack>
      </Stack>
    </DefaultLayout>
  )
}
