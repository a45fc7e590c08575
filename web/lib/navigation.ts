/**
 * The site's navigation structure (SPEC §2) as data. The top bar, the drawer, page titles,
 * meta descriptions (in the browser and in the worker's HTML for crawlers) and the sitemap's
 * page list all read it, so a page's name is written once.
 */
import { siteName } from './constants'

export interface NavigationDescriptions {
  /** A few words: menu labels and badges. */
  short: string
  /** One line: the page title and heading. */
  medium: string
  /** One or two sentences: the meta description and the page's introduction. */
  long: string
}

export interface NavigationEntry {
  id: string
  /** The page this entry opens; a section that only groups sub-pages has none. */
  path?: string
  descriptions: NavigationDescriptions
  isNew?: boolean
  isComingSoon?: boolean
  isHidden?: boolean
  children?: NavigationEntry[]
}

export const navigation: NavigationEntry[] = [
  {
    id: 'home',
    path: '/',
    descriptions: {
      short: 'Home',
      medium: 'Find, browse and compare gaming mice',
      long: 'Compare gaming mice by shape and specifications: overlay their outlines to scale, filter the whole catalogue, find mice shaped like yours, and compare sensors, switches and scroll-wheel encoders.',
    },
  },
  {
    id: 'mice',
    descriptions: {
      short: 'Mice',
      medium: 'Gaming mice',
      long: 'Compare, browse and find gaming mice by shape and specifications.',
    },
    children: [
      {
        id: 'mice-compare',
        path: '/mouse/compare',
        descriptions: {
          short: 'Compare',
          medium: 'Compare gaming mice shapes and specs',
          long: 'Put gaming mice on top of each other: top, side and back outlines to scale, and every specification side by side with the differences highlighted.',
        },
      },
      {
        id: 'mice-browse',
        path: '/mouse/browse',
        isNew: true,
        descriptions: {
          short: 'Browse',
          medium: 'Browse and filter gaming mice',
          long: 'Filter every gaming mouse by size, weight, shape, hand, sensor, polling rate, connection and more, then sort by any figure.',
        },
      },
      {
        id: 'mice-find-similar',
        path: '/mouse/find-similar',
        descriptions: {
          short: 'Find Similar',
          medium: 'Find mice similar to yours',
          long: 'Pick a mouse you like, or enter the dimensions you want, and get the gaming mice closest to it in size and shape, each with the differences explained.',
        },
      },
      {
        id: 'mice-fit',
        path: '/mouse/fit',
        isNew: true,
        descriptions: {
          short: 'Hand Fit',
          medium: 'Which gaming mice fit your hand',
          long: 'Enter your hand length, breadth and grip: get the ideal mouse size for your hand and the mice that fit it best, each fit explained.',
        },
      },
      {
        id: 'mice-reviews',
        path: '/mouse/reviews',
        descriptions: {
          short: 'Reviews',
          medium: 'Gaming mouse reviews',
          long: 'Our written reviews of gaming mice: shape, build, sensor and who each mouse suits.',
        },
      },
    ],
  },
  {
    id: 'mousepads',
    path: '/mousepads',
    isComingSoon: true,
    descriptions: {
      short: 'Mousepads',
      medium: 'Gaming mousepads',
      long: 'Compare and browse gaming mousepads by size, thickness, surface and speed. Coming soon.',
    },
    children: [
      {
        id: 'mousepads-compare',
        path: '/mousepads',
        isComingSoon: true,
        descriptions: {
          short: 'Compare',
          medium: 'Compare gaming mousepads',
          long: 'Compare gaming mousepads side by side. Coming soon.',
        },
      },
      {
        id: 'mousepads-browse',
        path: '/mousepads',
        isComingSoon: true,
        descriptions: {
          short: 'Browse',
          medium: 'Browse gaming mousepads',
          long: 'Browse and filter gaming mousepads. Coming soon.',
        },
      },
    ],
  },
  {
    id: 'sensors',
    descriptions: {
      short: 'Sensors',
      medium: 'Mouse sensors',
      long: 'Browse and compare gaming mouse sensors by DPI, tracking speed, acceleration and lift-off distance.',
    },
    children: [
      {
        id: 'sensors-compare',
        path: '/mouse/sensors/compare',
        isNew: true,
        descriptions: {
          short: 'Compare',
          medium: 'Compare mouse sensors',
          long: 'Compare gaming mouse sensors side by side: type, DPI, tracking speed, acceleration, lift-off distances and the mice that use them.',
        },
      },
      {
        id: 'sensors-browse',
        path: '/mouse/sensors/browse',
        isNew: true,
        descriptions: {
          short: 'Browse',
          medium: 'Browse mouse sensors',
          long: 'Every gaming mouse sensor with its figures, ranked, and the mice that use it.',
        },
      },
    ],
  },
  {
    id: 'switches',
    descriptions: {
      short: 'Switches',
      medium: 'Mouse switches',
      long: 'Browse and compare gaming mouse switches by type, actuation force, travel and rated lifetime.',
    },
    children: [
      {
        id: 'switches-compare',
        path: '/mouse/switches/compare',
        isNew: true,
        descriptions: {
          short: 'Compare',
          medium: 'Compare mouse switches',
          long: 'Compare gaming mouse switches side by side: type, actuation force, pre-travel, rated lifetime and the mice that use them.',
        },
      },
      {
        id: 'switches-browse',
        path: '/mouse/switches/browse',
        isNew: true,
        descriptions: {
          short: 'Browse',
          medium: 'Browse mouse switches',
          long: 'Every gaming mouse switch with its figures, and the mice that use it.',
        },
      },
    ],
  },
  {
    id: 'encoders',
    descriptions: {
      short: 'Encoders',
      medium: 'Scroll wheel encoders',
      long: 'Browse and compare the scroll-wheel encoders inside gaming mice.',
    },
    children: [
      {
        id: 'encoders-compare',
        path: '/mouse/encoders/compare',
        isNew: true,
        descriptions: {
          short: 'Compare',
          medium: 'Compare scroll wheel encoders',
          long: 'Compare scroll-wheel encoders side by side: brand, height, type, rated lifetime and the mice that use them.',
        },
      },
      {
        id: 'encoders-browse',
        path: '/mouse/encoders/browse',
        isNew: true,
        descriptions: {
          short: 'Browse',
          medium: 'Browse scroll wheel encoders',
          long: 'Every scroll-wheel encoder with its figures, and the mice that use it.',
        },
      },
    ],
  },
  {
    id: 'reviews',
    path: '/reviews',
    descriptions: {
      short: 'Reviews',
      medium: 'Gaming gear reviews',
      long: 'All our written reviews of gaming gear, newest first.',
    },
  },
  {
    id: 'discounts',
    path: '/discounts',
    descriptions: {
      short: 'Discounts',
      medium: 'Gaming gear discounts',
      long: 'Current discount codes and deals on gaming mice and gear, with how much they save and until when.',
    },
  },
  {
    id: 'affiliates',
    path: '/affiliates',
    descriptions: {
      short: 'Affiliates',
      medium: 'Affiliate partners',
      long: 'The shops and brands we partner with. Buying through these affiliate links supports the site at no extra cost to you.',
    },
  },
  {
    id: 'giveaways',
    path: '/giveaways',
    isHidden: true,
    descriptions: {
      short: 'Giveaways',
      medium: 'Gaming gear giveaways',
      long: 'Win gaming mice and gear in our giveaways.',
    },
  },
  {
    id: 'about-the-data',
    path: '/about-the-data',
    descriptions: {
      short: 'About the data',
      medium: 'About the data',
      long: 'Where each figure comes from, the licences, how figures are measured and how to report an error.',
    },
  },
  {
    id: 'contact',
    path: '/contact',
    descriptions: {
      short: 'Contact',
      medium: 'Contact us',
      long: 'How to reach the people behind the site: email, X and Discord.',
    },
  },
  {
    id: 'about',
    path: '/about',
    descriptions: {
      short: 'About',
      medium: 'About MouseCompare',
      long: 'What MouseCompare is, where its figures come from, how it is paid for, and how to reach the people who make it.',
    },
  },
  {
    id: 'privacy',
    path: '/privacy',
    descriptions: {
      short: 'Privacy',
      medium: 'Privacy',
      long: 'What MouseCompare keeps in your browser and, if you sign in, in your account; which cookies there are; and what happens when you follow an affiliate link.',
    },
  },
  {
    id: 'terms',
    path: '/terms',
    descriptions: {
      short: 'Terms',
      medium: 'Terms of use',
      long: 'The terms for using MouseCompare: what the figures are worth, affiliate links and discounts, accounts, and the licence of the catalogue data.',
    },
  },
  {
    id: 'open-data',
    path: '/open-data',
    descriptions: {
      short: 'Open Data',
      medium: 'Open data: the catalogue API and downloads',
      long: 'Every mouse, sensor, switch, encoder and brand in the catalogue as JSON and CSV: a documented, versioned API with schemas, free to reuse with attribution.',
    },
  },
]

/** The ids of the top-level entries the "More" menu groups on the desktop top bar. */
export const moreMenuIds = ['contact', 'discounts', 'affiliates', 'reviews', 'about-the-data', 'open-data'] as const

/**
 * The pages every page's footer links to, in order: what a public site owes its visitors. The
 * footer itself is plain HTML in web/index.html (no script pays for it); a unit test keeps its
 * links equal to these entries' paths.
 */
export const footerLinkIds = ['about', 'about-the-data', 'open-data', 'privacy', 'terms', 'contact'] as const

/** The product sections that get their own top-bar menu. */
export const productSectionIds = ['mice', 'mousepads', 'sensors', 'switches', 'encoders'] as const

export function findEntry(id: string, entries: NavigationEntry[] = navigation): NavigationEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry
    const child = entry.children && findEntry(id, entry.children)
    if (child) return child
  }
  return undefined
}

export function visibleEntries(entries: NavigationEntry[]): NavigationEntry[] {
  return entries.filter((entry) => !entry.isHidden)
}

/** Removes one trailing slash so '/contact/' and '/contact' name the same page. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** SPEC §2: active when the current path equals its path or one of its sub-pages' paths. */
export function isEntryActive(entry: NavigationEntry, currentPath: string): boolean {
  const path = normalizePath(currentPath)
  if (entry.path !== undefined && entry.path === path) return true
  return (entry.children ?? []).some((child) => child.path === path)
}

/**
 * The entry whose page is at `path`, preferring the most specific (a sub-page over the
 * section that shares its path), for titles and meta descriptions.
 */
export function entryForPath(path: string, entries: NavigationEntry[] = navigation): NavigationEntry | undefined {
  const target = normalizePath(path)
  for (const entry of entries) {
    if (entry.path === target && !entry.children) return entry
    const child = entry.children && entryForPath(target, entry.children)
    if (child && !(entry.path === target && child.isComingSoon)) return child
    if (entry.path === target) return entry
  }
  return undefined
}

export function pageTitle(medium: string | undefined): string {
  return medium ? `${medium} | ${siteName}` : siteName
}
