import { Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { DiscordLogoIcon, XLogoIcon } from '../../components/ui/icons'
import { socialLinks } from '../../lib/constants'
import { publicEnv } from '../../lib/public-env'

export function ContactPage() {
  return (
    <DefaultLayout entry={entryFor('/contact')} width="narrow">
      <Stack gap="6">
        <Text>
          Found a wrong figure, want a mouse added, or have a question about a comparison? Write to us; we read everything and
          correct the catalogue quickly.
        </Text>
        <List.Root gap="3" variant="plain">
          <List.Item>
            <Text as="span" fontWeight="semibold" me="2">
              Email:
            </Text>
            <ChakraLink href={`mailto:${publicEnv.contactEmail}`} color="brand.fg" data-testid="contact-email">
              {publicEnv.contactEmail}
            </ChakraLink>
          </List.Item>
          <List.Item alignItems="center">
            <XLogoIcon me="2" />
            <ChakraLink href={socialLinks.x.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {socialLinks.x.label}
            </ChakraLink>
          </List.Item>
          <List.Item alignItems="center">
            <DiscordLogoIcon me="2" />
            <ChakraLink href={socialLinks.discord.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {socialLinks.discord.label}
            </ChakraLink>
          </List.Item>
        </List.Root>
        <Text color="fg.muted" fontSize="sm">
          For partnerships and affiliate questions, email is best. For quick questions and to suggest mice, join the Discord.
        </Text>
      </Stack>
    </DefaultLayout>
  )
}
