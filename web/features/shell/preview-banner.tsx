import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { endPreviewSession, isPreviewQuery } from '../../lib/preview-session'
import { previewColors, previewMessages } from '../../lib/preview-messages'

/** The address to leave a preview for: the page without the test-mode query, as a fresh load. */
export function leavePreviewHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return isPreviewQuery(location.search) ? location.pathname : `${location.pathname}${location.search}${location.hash}`
}

/**
 * Every page of a tab in test mode (SPEC §4) says so, above everything else, at every width:
 * 'Preview — not published', what that means, and a way out. Leaving ends the tab's preview
 * session and loads the page again without the test object (nothing of it stays in memory).
 * Loaded only while a preview is on (web/features/shell/app-shell.tsx).
 */
export default function PreviewBanner() {
  useEffect(() => {
    // Pages in preview are not for search engines (the worker says so in the HTML too, and the root
    // route's head once the head renderer has loaded). Whatever this set up goes when the banner
    // does: a tag of its own would otherwise outlive the preview.
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')
    const meta = existing ?? document.createElement('meta')
    const before = existing?.content
    if (!existing) {
      meta.name = 'robots'
      document.head.append(meta)
    }
    meta.content = 'noindex'
    return () => {
      if (!existing) meta.remove()
      else if (before !== undefined) meta.content = before
    }
  }, [])
  const leave = () => {
    endPreviewSession()
    window.location.assign(leavePreviewHref(window.location))
  }
  return (
    <Box
      as="section"
      aria-labelledby="preview-banner-title"
      data-testid="preview-banner"
      borderBottomWidth="2px"
      style={{ background: previewColors.background, color: previewColors.text, borderColor: previewColors.border }}
    >
      <Flex maxW="8xl" mx="auto" px={{ base: '3', md: '4' }} py="2" gap={{ base: '2', md: '4' }} align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0">
          <chakra.h2 id="preview-banner-title" fontWeight="bold" fontSize="md" lineHeight="1.3">
            {previewMessages.notPublished}
          </chakra.h2>
          <Text fontSize="sm" lineHeight="1.35">
            {previewMessages.bannerText}
          </Text>
        </Box>
        <Button
          size="sm"
          flexShrink={0}
          onClick={leave}
          data-testid="leave-preview"
          // Dark on the amber band, in both themes.
          style={{ background: previewColors.text, color: previewColors.background }}
        >
          {previewMessages.leavePreview}
        </Button>
      </Flex>
    </Box>
  )
}
