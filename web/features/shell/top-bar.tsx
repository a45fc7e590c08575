import { Box, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { MenuIcon } from '../../components/ui/icons'
import { siteName } from '../../lib/constants'
import { publicEnv } from '../../lib/public-env'
import { findEntry, moreMenuIds, productSectionIds, visibleEntries, type NavigationEntry } from '../../lib/navigation'
import { SectionMenu } from './section-menu'
import { SocialLinks } from './social-links'
import { ThemeToggle } from './theme-toggle'

const productSections = productSectionIds
  .map((id) => findEntry(id))
  .filter((entry): entry is NavigationEntry => entry !== undefined && !entry.isHidden)
// Optional sign-in: only when Supabase is configured, and loaded on demand (no auth code otherwise).
const AuthEntry = publicEnv.supabase ? lazy(() => import('../auth/auth-entry')) : null

const moreEntries = visibleEntries(moreMenuIds.map((id) => findEntry(id)).filter((entry) => entry !== undefined))

export function useCurrentPath(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}

export function TopBar({ onOpenDrawer, onPrepareDrawer }: { onOpenDrawer: () => void; onPrepareDrawer?: () => void }) {
  const currentPath = useCurrentPath()
  return (
    // Plain CSS (web/index.html .site-bar, .site-nav): the same rules draw the boot shell's bar, so the two match by construction.
    <header className="site-bar">
      <nav aria-label="Main" className="site-nav">
        <ChakraLink asChild fontWeight="bold" fontSize="lg" me="4" _hover={{ textDecoration: 'none' }}>
          <Link to="/">
            <Text as="span" color="brand.fg">
              Mouse
            </Text>
            Compare
            <Text as="span" srOnly>
              {` ${siteName} home`}
            </Text>
          </Link>
        </ChakraLink>
        <div className="desktop-nav" data-testid="desktop-nav">
          {productSections.map((section) => (
            <SectionMenu
              key={section.id}
              label={section.descriptions.short}
              items={visibleEntries(section.children ?? [])}
              activeWhen={[section]}
              currentPath={currentPath}
            />
          ))}
          <SectionMenu label="More" items={moreEntries} activeWhen={moreEntries} currentPath={currentPath} />
        </div>
        <HStack gap="1" ms="auto">
          <Box display={{ base: 'none', md: 'flex' }}>
            <SocialLinks />
          </Box>
          {AuthEntry && (
            <Suspense fallback={null}>
              <AuthEntry />
            </Suspense>
          )}
          <ThemeToggle />
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            size="sm"
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={onOpenDrawer}
            onPointerEnter={onPrepareDrawer}
            onPointerDown={onPrepareDrawer}
            onFocus={onPrepareDrawer}
            data-testid="drawer-button"
          >
            <MenuIcon />
          </IconButton>
        </HStack>
      </nav>
    </header>
  )
}
