import { createIcon } from '@chakra-ui/react'

/** Inline SVG icons: a handful of paths instead of an icon library in the bundle. */

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  viewBox: '0 0 24 24',
  d: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
})

export const SunIcon = createIcon({
  displayName: 'SunIcon',
  viewBox: '0 0 24 24',
  d: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1.5 3h-3L12 2zm0 20-1.5-3h3L12 22zM2 12l3-1.5v3L2 12zm20 0-3 1.5v-3L22 12zM4.93 4.93l3.18 1.06-2.12 2.12-1.06-3.18zm14.14 14.14-3.18-1.06 2.12-2.12 1.06 3.18zM4.93 19.07l1.06-3.18 2.12 2.12-3.18 1.06zM19.07 4.93l-1.06 3.18-2.12-2.12 3.18-1.06z',
})

export const MoonIcon = createIcon({
  displayName: 'MoonIcon',
  viewBox: '0 0 24 24',
  d: 'M12.3 2a9.9 9.9 0 0 0 0 20 10 10 0 0 0 9.7-7.6A8 8 0 0 1 12.3 2z',
})

export const XLogoIcon = createIcon({
  displayName: 'XLogoIcon',
  viewBox: '0 0 24 24',
  d: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z',
})

export const DiscordLogoIcon = createIcon({
  displayName: 'DiscordLogoIcon',
  viewBox: '0 0 24 24',
  d: 'M20.32 4.37A19.8 19.8 0 0 0 15.4 2.8a13.8 13.8 0 0 0-.63 1.3 18.3 18.3 0 0 0-5.5 0 12.6 12.6 0 0 0-.64-1.3 19.7 19.7 0 0 0-4.93 1.57C.59 9.1-.26 13.71.16 18.26a19.9 19.9 0 0 0 6.04 3.05c.49-.66.92-1.36 1.3-2.1a12.9 12.9 0 0 1-2.04-.98l.5-.39a14.2 14.2 0 0 0 12.08 0l.5.39c-.65.39-1.34.72-2.05.98.38.74.81 1.44 1.3 2.1a19.8 19.8 0 0 0 6.05-3.05c.5-5.28-.84-9.85-3.52-13.89zM8.02 15.46c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42 2.17 1.09 2.15 2.42c0 1.33-.95 2.42-2.15 2.42zm7.96 0c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42 2.17 1.09 2.15 2.42c0 1.33-.94 2.42-2.15 2.42z',
})

export const ExternalLinkIcon = createIcon({
  displayName: 'ExternalLinkIcon',
  viewBox: '0 0 24 24',
  d: 'M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
})
