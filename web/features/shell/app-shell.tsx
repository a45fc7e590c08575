import { Box, chakra, Flex } from '@chakra-ui/react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { isPreviewActive } from '../../lib/preview-session'
import { PromoSlot } from '../promos/public'
import { TopBar, useCurrentPath } from './top-bar'

// The drawer (a dialog with focus trap) is only for phones and only after a tap: its code loads
// on first open, or earlier when the menu button is hovered or touched, not with the first page.
const loadMobileDrawer = () => import('./mobile-drawer')
const MobileDrawer = lazy(() => loadMobileDrawer().then((module) => ({ default: module.MobileDrawer })))
// Test mode's banner: only in a tab that is previewing a test object (SPEC §4), so only then loaded.
const PreviewBanner = lazy(() => import('./preview-banner'))

export function AppShell({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const currentPath = useCurrentPath()
  return (
    <Flex direction="column" minH="100dvh">
      <chakra.a
        href="#main"
        position="absolute"
        insetStart="2"
        top="-12"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </chakra.a>
      {isPreviewActive() && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      {/* The promo carousel (SPEC §2): a strip above the bar on phones, a banner under it on
          tablets, a column beside the page on wide screens. Each slot reserves its own space. */}
      <PromoSlot placement="strip" />
      <TopBar
        onOpenDrawer={() => {
          setDrawerWanted(true)
          setDrawerOpen(true)
        }}
        onPrepareDrawer={() => void loadMobileDrawer()}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} currentPath={currentPath} />
        </Suspense>
      )}
      <PromoSlot placement="banner" />
      <Flex flex="1" align="stretch">
        <Box as="main" id="main" flex="1" minW="0" tabIndex={-1} _focus={{ outline: 'none' }}>
          {children}
        </Box>
        <PromoSlot placement="column" />
      </Flex>
    </Flex>
  )
}
