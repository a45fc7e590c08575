import { createMemoryHistory } from '@tanstack/react-router'
import { act, render, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { App } from '../../web/app'
import { loadHeadContent } from '../../web/features/shell/head-content'
import { createAppRouter } from '../../web/router'

/** Renders the real route tree at `path` with memory history and a fresh, non-retrying QueryClient. */
export async function renderApp(path: string) {
  // In the app the head renderer loads when the browser is idle after the first paint; here it is
  // there from the first render, so a test can read the document's title as soon as the page shows.
  await loadHeadContent()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history)
  const view = render(<App queryClient={queryClient} router={router} />)
  await act(() => router.load())
  return { ...view, router, queryClient, history }
}

/**
 * Waits until a results grid has drawn its cards: they follow the grid's own commit, once its
 * width is measured (web/features/catalogue/ui/virtual-grid.tsx), as they do in a browser.
 */
export async function gridDrawn() {
  await waitFor(() => {
    if (document.querySelector('[data-testid="virtual-grid"] > [role="listitem"]:empty')) throw new Error('the grid has not drawn its cards yet')
  })
}
