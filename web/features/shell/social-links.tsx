import { HStack, IconButton } from '@chakra-ui/react'
import { DiscordLogoIcon, XLogoIcon } from '../../components/ui/icons'
import { socialLinks } from '../../lib/constants'

/** X and Discord, opening in a new tab without giving the new page a handle on this one. */
export function SocialLinks() {
  return (
    <HStack gap="1">
      <IconButton asChild variant="ghost" size="sm" aria-label={socialLinks.x.label}>
        <a href={socialLinks.x.url} target="_blank" rel="noopener noreferrer">
          <XLogoIcon />
        </a>
      </IconButton>
      <IconButton asChild variant="ghost" size="sm" aria-label={socialLinks.discord.label}>
        <a href={socialLinks.discord.url} target="_blank" rel="noopener noreferrer">
          <DiscordLogoIcon />
        </a>
      </IconButton>
    </HStack>
  )
}
