export interface FirstRender {
  /** The app can render: router, Chakra system and React root are built. */
  appReady(): void
  /** The first page's code and data are in (or failed: the router then shows its error screen). */
  pageSettled(): void
}

/**
 * When and how web/app-start.tsx renders the first page: `render(false)`, the whole app in a
 * transition React builds in slices, once both the app and the page are ready, so a phone stays
 * responsive while the page builds. If the page is still on its way `waitMs` after start,
 * `render(true)` first: the shell alone, at once, with the page's loading note in the page's place
 * (a transition that suspends on the pending page would show nothing at all); then `render(false)`
 * when the page is in, so the page is never rendered in one synchronous task, which a phone would
 * spend a second on. A start-up that was itself slow (a slow phone) is no reason to render the
 * shell first: only a page that is not in yet is.
 */
export function scheduleFirstRender(render: (pageHeld: boolean) => void, waitMs: number): FirstRender {
  let appReady = false
  let pageSettled = false
  let waitedTooLong = false
  let shown: boolean | undefined
  const renderWhenDue = () => {
    if (appReady && (pageSettled || waitedTooLong) && shown !== !pageSettled) render((shown = !pageSettled))
  }
  setTimeout(() => {
    waitedTooLong = true
    renderWhenDue()
  }, waitMs)
  return {
    appReady() {
      appReady = true
      renderWhenDue()
    },
    pageSettled() {
      pageSettled = true
      renderWhenDue()
    },
  }
}
