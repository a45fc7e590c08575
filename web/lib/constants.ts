/** Business constants from SPEC.md §9, in one place so UI, worker and tests cannot drift. */

export const siteName = 'MouseCompare'

export const themeTokens = {
  primaryLight: '#1A72E9',
  primaryDark: '#0080FE',
  darkBackground: '#0a0a0a',
  breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' },
} as const

export const compareNameSeparator = '-vs.-'

export const timings = {
  promoAutoAdvanceMs: 12_000,
  navigationLockMs: 500,
  resizeDebounceMs: 500,
  hoverMenuCloseDelayMs: 100,
  chunkReloadGuardMs: 10_000,
  notificationCloseMs: 4_000,
  notificationCollapseMs: 300,
} as const

export const sizes = {
  promoImagePx: 256,
  promoTitleMaxPx: 54,
  promoTitleMinPx: 10,
  promoButtonMaxWidthPx: 226,
  promoStripHeightPx: 56,
  drawerWidthPx: 256,
  swipeThresholdPx: 16,
  swipeEdgeZonePx: 25,
} as const

/** Social profiles linked from the top bar and the contact page. */
export const socialLinks = {
  x: { label: 'MouseCompare on X', url: 'https://x.com/mousecompare' },
  discord: { label: 'MouseCompare on Discord', url: 'https://discord.gg/mousecompare' },
} as const
