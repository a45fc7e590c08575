import { Box, chakra, Flex, Text } from '@chakra-ui/react'
import { AppLink } from '../../components/catalogue/app-link'
import { siteName } from '../../lib/constants'
import { findEntry, footerLinkIds, type NavigationEntry } from '../../lib/navigation'

const footerEntries = footerLinkIds.map((id) => findEntry(id)).filter((entry): entry is NavigationEntry & { path: string } => entry?.path !== undefined)

/**
 * The footer of every page: the pages a public site owes its visitors (about, where the data comes
 * from, privacy, terms, contact). Each link is a 44 px touch target.
 */
export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" px={{ base: '4', md: '6' }} py="4" data-testid="site-footer">
      <Flex as="nav" aria-label="Site" direction={{ base: 'column', sm: 'row' }} wrap="wrap" columnGap="4" align={{ base: 'stretch', sm: 'center' }}>
        <chakra.ul display="flex" flexWrap="wrap" columnGap="4" listStyleType="none" m="0" p="0">
          {footerEntries.map((entry) => (
            <li key={entry.id}>
              <AppLink href={entry.path} display="inline-flex" alignItems="center" minH="11" minW="11" color="fg.muted" _hover={{ color: 'fg', textDecoration: 'underline' }}>
                {entry.descriptions.short}
              </AppLink>
            </li>
          ))}
        </chakra.ul>
        <Text color="fg.muted" fontSize="sm" ms={{ sm: 'auto' }} py="2">
          © {new Date().getUTCFullYear()} {siteName}
        </Text>
      </Flex>
    </Box>
  )
}
