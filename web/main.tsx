import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { installChunkReloadGuard } from './lib/chunk-reload'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

installChunkReloadGuard()
const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const root = createRoot(document.getElementById('root')!, {
  onUncaughtError: (error) => console.error('Uncaught error while rendering the app', error),
})
// The first page is resolved (route code and data) before React renders anything, then rendered
// in a transition: React builds it in slices that yield to the browser every few milliseconds,
// instead of in the long synchronous tasks that router state updates would otherwise cause, so a
// phone stays responsive while the page builds. A failed load still renders: the router shows
// its error screen inside the shell. A slow one does not hold the shell back for more than
// firstRenderWaitMs: then the app renders at once, not as a transition (a transition that
// suspends on the pending page would show nothing at all), and the page follows with its data.
const firstRenderWaitMs = 1000
let rendered = false
function renderApp(inSlices: boolean) {
  if (rendered) return
  rendered = true
  const render = () =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  if (inSlices) startTransition(render)
  else render()
}
router.load().then(
  () => renderApp(true),
  (error: unknown) => {
    console.error('The first page failed to load', error)
    renderApp(true)
  },
)
window.setTimeout(() => renderApp(false), firstRenderWaitMs)
