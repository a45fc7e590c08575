import { Box, Button, chakra, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { MoonIcon, SunIcon } from '../../components/ui/icons'
import { sizes } from '../../lib/constants'
import { messages } from '../../lib/messages'
import { publicEnv } from '../../lib/public-env'
import { findEntry, isEntryActive, visibleEntries, type NavigationEntry } from '../../lib/navigation'
import { useColorMode } from './color-mode'
import { EntryBadge } from './nav-link'

/** SPEC §2: home, the product sections with their sub-pages, reviews, discounts, affiliates, contact; then about the data and open data. */
const drawerEntryIds = ['home', 'mice', 'mousepads', 'sensors', 'switches', 'encoders', 'reviews', 'discounts', 'affiliates', 'about-the-data', 'contact', 'open-data']
const drawerEntries = visibleEntries(drawerEntryIds.map((id) => findEntry(id)).filter((entry) => entry !== undefined))

// Optional sign-in: only when Supabase is configured, and loaded on demand.
const DrawerAuthEntry = publicEnv.supabase ? lazy(() => import('../auth/auth-entry').then((module) => ({ default: module.DrawerAuthEntry }))) : null

const DrawerLink = chakra(Link)

function EntryLink({ entry, currentPath, depth, onNavigate }: { entry: NavigationEntry; currentPath: string; depth: number; onNavigate: () => void }) {
  const current = entry.path !== undefined && entry.path === currentPath
  return (
    <DrawerLink
      to={entry.path ?? '/'}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      display="flex"
      alignItems="center"
      ps={depth === 0 ? '4' : '8'}
      pe="4"
      py="2"
      fontSize={depth === 0 ? 'md' : 'sm'}
      color={current ? 'brand.fg' : 'fg'}
      fontWeight={current ? 'semibold' : 'normal'}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      {depth === 0 ? entry.descriptions.short : entry.descriptions.short}
      <EntryBadge entry={entry} />
    </DrawerLink>
  )
}

export function MobileDrawer({ open, onOpenChange, currentPath }: { open: boolean; onOpenChange: (open: boolean) => void; currentPath: string }) {
  const { theme, toggleTheme } = useColorMode()
  const close = () => onOpenChange(false)
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW={`${sizes.drawerWidthPx}px`}
            w={`${sizes.drawerWidthPx}px`}
            // The focus trap wraps Tab from the last item to the first without scrolling (zag moves focus
            // with preventScroll), which would leave the focused link out of sight in the scrolled list.
            onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest' })}
            data-testid="mobile-drawer"
          >
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <chakra.nav aria-label="Mobile">
                <chakra.ul listStyleType="none">
                  {drawerEntries.map((entry) => {
                    const children = visibleEntries(entry.children ?? [])
                    return (
                      <li key={entry.id}>
                        {children.length > 0 ? (
                          <>
                            <Text
                              px="4"
                              pt="3"
                              pb="1"
                              fontSize="xs"
                              fontWeight="bold"
                              textTransform="uppercase"
                              letterSpacing="wider"
                              color={isEntryActive(entry, currentPath) ? 'brand.fg' : 'fg.muted'}
                            >
                              {entry.descriptions.short}
                              <EntryBadge entry={entry.isComingSoon ? entry : { ...entry, isNew: false }} />
                            </Text>
                            <chakra.ul listStyleType="none">
                              {children.map((child) => (
                                <li key={child.id}>
                                  <EntryLink entry={child} currentPath={currentPath} depth={1} onNavigate={close} />
                                </li>
                              ))}
                            </chakra.ul>
                          </>
                        ) : (
                          <EntryLink entry={entry} currentPath={currentPath} depth={0} onNavigate={close} />
                        )}
                      </li>
                    )
                  })}
                </chakra.ul>
              </chakra.nav>
              <Box px="4" pt="4">
                <Button variant="outline" size="sm" width="full" justifyContent="flex-start" onClick={toggleTheme}>
                  {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
                  {messages.changeTheme}
                </Button>
              </Box>
              {DrawerAuthEntry && (
                <Box px="4" pt="2">
                  <Suspense fallback={null}>
                    <DrawerAuthEntry onNavigate={close} />
                  </Suspense>
                </Box>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
