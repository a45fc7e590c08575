/** User-facing texts quoted by SPEC.md, in one place so tests and UI cannot drift. */
export const messages = {
  pageNotFoundAt: (path: string) => `Page not found: ${path}`,
  routeNotFoundAt: (fullPath: string) => `Page Not Found: ${fullPath}`,
  notFoundTitle: 'Page not found',
  notFoundHint: 'Please go back to the home page',
  goHome: 'Go home',
  errorTitle: 'An error has occurred',
  errorHint: 'Please try again later or visit the product backup version',
  tryAgain: 'Try again',
  backupLink: 'Visit the backup version',
  statusCodeLabel: 'Status code:',
  errorMessageLabel: 'Error message:',
  changeTheme: 'Change theme',
  comingSoon: 'Coming soon',
  newBadge: 'NEW',
  moreThan: (count: number) => `more than ${count.toLocaleString('en-US')}`,
} as const
