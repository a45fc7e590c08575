export interface FirstRender {
  /** The app can render: router, Chakra system and React root are built. */
  appReady(): void
  /** The router shows the first page's loading note: its matches are in its stores, the page's pending. */
  pagePending(): void
  /** The first page's code and data are in (or failed: the router then shows its error screen). */
  pageSettled(): void
}

/**
 * When web/app-start.tsx renders the first page: `render(false)`, the whole app, once both the app
 * and the page are ready. If the page is still on its way when the router gives up waiting for it
 * (its pending delay, web/router.tsx) and shows its loading note, `render(true)` first: the shell
 * alone, with the page's loading note in the page's place; then `render(false)` when the page is
 * in. Each render is a transition React builds in slices, so a phone stays responsive.
 *
 * Why the shell waits for the router's note and not for a timer of its own: until then the
 * router's stores hold no matches, so a render shows nothing (the boot shell gone, a blank page),
 * and the router's publication of its matches then renders the shell in one synchronous task (a
 * store update always renders synchronously), which a phone spends a quarter of a second on. A
 * start-up that was itself slow (a slow phone) is no reason to render the shell first: only a
 * page that is not in yet is.
 */
export function scheduleFirstRender(render: (pageHeld: boolean) => void): FirstRender {
  let appReady = false
  let pagePending = false
  let pageSettled = false
  let shown: boolean | undefined
  const renderWhenDue = () => {
    if (appReady && (pageSettled || pagePending) && shown !== !pageSettled) render((shown = !pageSettled))
  }
  return {
    appReady() {
      appReady = true
      renderWhenDue()
    },
    pagePending() {
      pagePending = true
      renderWhenDue()
    },
    pageSettled() {
      pageSettled = true
      renderWhenDue()
    },
  }
}

/** One of the router's stores: in a browser an atom with `subscribe`, though the router's types promise only `get`. */
interface RouterStore<T> {
  get(): T
  subscribe?(listener: (value: T) => void): unknown
}

/**
 * Calls `onPending` whenever the router shows a page's loading note (its matches published with
 * one pending). It watches for as long as the page is open: once the first page is in, the
 * schedule above ignores it, and a check of a few matches per navigation costs less than the
 * code to stop. tests/jsdom/first-render-router.test.tsx checks it against the router itself, so
 * an upgrade that changes its stores fails there, not on a phone.
 */
export function watchPagePending(matches: RouterStore<readonly { status: string }[]>, onPending: () => void): void {
  matches.subscribe?.((value) => {
    if (value.some((match) => match.status === 'pending')) onPending()
  })
}
