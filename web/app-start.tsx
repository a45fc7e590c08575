/** The app itself: web/main.tsx imports it (and shows a message in the boot shell if it cannot). */
import { startTransition, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { App } from './app'
import { nextTask } from './lib/next-task'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { getAppSystem } from './theme/provider-system'

const queryClient = createQueryClient()

// The first page is resolved (route code and data) before React renders anything, then rendered
// in a transition: React builds it in slices that yield to the browser every few milliseconds,
// instead of in the long synchronous tasks that router state updates would otherwise cause, so a
// phone stays responsive while the page builds. A failed load still renders: the router shows
// its error screen inside the shell. A slow one does not hold the shell back for more than
// firstRenderWaitMs: then the app renders at once, not as a transition (a transition that
// suspends on the pending page would show nothing at all), and the page follows with its data.
const firstRenderWaitMs = 1000
let started: { root: Root; router: ReturnType<typeof createAppRouter> } | undefined
let waitedTooLong = false
let rendered = false
function renderApp(inSlices: boolean) {
  if (rendered || !started) return
  rendered = true
  const { root, router } = started
  const render = () =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  if (inSlices) startTransition(render)
  else render()
}
window.setTimeout(() => {
  waitedTooLong = true
  renderApp(false)
}, firstRenderWaitMs)

// Start-up runs as separate tasks: evaluating the scripts; creating the router, which starts
// loading the first page's code and data; then building Chakra's system. On a phone each is
// tens of milliseconds, and one task holding all of them would block input for their sum.
async function start() {
  await nextTask()
  const router = createAppRouter(queryClient)
  const firstPage = router.load()
  await nextTask()
  getAppSystem()
  const root = createRoot(document.getElementById('root')!, {
    onUncaughtError: (error) => console.error('Uncaught error while rendering the app', error),
  })
  started = { root, router }
  await nextTask()
  if (waitedTooLong) renderApp(false)
  firstPage.then(
    () => renderApp(true),
    (error: unknown) => {
      console.error('The first page failed to load', error)
      renderApp(true)
    },
  )
}
void start()
