/** How the first render runs: in a transition React builds in slices, or at once. */
export type FirstRenderMode = 'in-slices' | 'at-once'

export interface FirstRender {
  /** The app can render: router, Chakra system and React root are built. */
  appReady(): void
  /** The first page's code and data are in (or failed: the router then shows its error screen). */
  pageSettled(): void
}

/**
 * When and how web/app-start.tsx renders the first page. In slices once both the app and the
 * page are ready, so a phone stays responsive while the page builds. If the page is still on its
 * way `waitMs` after start, at once: the shell shows with the page's loading note instead of a
 * blank screen (a transition that suspends on the pending page would show nothing at all). A
 * start-up that was itself slow (a slow phone) is no reason to render at once: only a page that
 * is not in yet is; rendering at once then holds the main thread for the whole first page.
 */
export function scheduleFirstRender(render: (mode: FirstRenderMode) => void, waitMs: number): FirstRender {
  let appReady = false
  let pageSettled = false
  let waitedTooLong = false
  let rendered = false
  const renderWhenDue = () => {
    if (rendered || !appReady || !(pageSettled || waitedTooLong)) return
    rendered = true
    render(pageSettled ? 'in-slices' : 'at-once')
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
