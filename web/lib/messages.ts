/** User-facing texts quoted by SPEC.md, in one place so tests and UI cannot drift. */
export const messages = {
  pageNotFoundAt: (path: string) => `Page not found: ${path}`,
  routeNotFoundAt: (fullPath: string) => `Page Not Found: ${fullPath}`,
  notFoundTitle: 'Page not found',
  notFoundHint: 'Please go back to the home page',
  goHome: 'Go home',
  pageLoading: 'Loading…',
  errorTitle: 'An error has occurred',
  errorHint: 'Please try again later or visit the product backup version',
  tryAgain: 'Try again',
  backupLink: 'Visit the backup version',
  statusCodeLabel: 'Status code:',
  errorMessageLabel: 'Error message:',
  changeTheme: 'Change theme',
  comingSoon: 'Coming soon',
  newBadge: 'NEW',
  /** What the site shows for a figure nobody has published: never a default. */
  notKnown: 'not known',
  // Promo carousel (SPEC §4); labels for assistive technology.
  promoCarouselLabel: 'Promotions',
  promoSlideLabel: (position: number, count: number) => `${position} of ${count}`,
  promoPrevious: 'Previous promotion',
  promoNext: 'Next promotion',
  promoPause: 'Pause promotions',
  promoPlay: 'Play promotions',
  // Discounts, affiliates and the other content pages (not quoted by the spec; shared with tests).
  copyCode: 'Copy code',
  codeCopied: 'Copied',
  codeSelected: 'Code selected: press Ctrl+C (⌘C on a Mac) to copy it',
  noDiscounts: 'There are no current discounts. Check back soon.',
  affiliateDisclosure:
    'The links on this page are affiliate links: if you buy something after following one, we may earn a commission, at no extra cost to you. It never changes what we measure or recommend.',
  opensInNewTab: '(opens in a new tab)',
  exampleLabel: 'Example',
  exampleDiscount: 'From the demo catalogue, not a real offer: this code will not work.',
  exampleDiscountLink: 'From the demo catalogue, not a real offer: no discount applies through this link.',
  discountThroughLink: 'No code needed: the discount applies through this link.',
  examplePartners:
    'The partners below are examples from the demo catalogue: MouseCompare has no affiliate or sponsorship agreement with them, and their links are plain links.',
} as const

// The texts of the optional sign-in (SPEC §5 validation, §8 auth errors) are in ./auth-messages.ts,
// a module of their own so that a build without Supabase never downloads them.
