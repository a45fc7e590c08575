/** The app itself: web/main.tsx imports it (and shows a message in the boot shell if it cannot). */
import { startTransition, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { App } from './app'
import { scheduleFirstRender, watchPagePending } from './lib/first-render'
import { nextTask } from './lib/next-task'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { setAppSystem } from './theme/provider-system'
import { buildSystemInTasks } from './theme/system-in-tasks'

const queryClient = createQueryClient()

// The first page is resolved (route code and data) before React renders anything, then rendered
// in a transition: React builds it in slices that yield to the browser every few milliseconds,
// instead of in the long synchronous tasks that router state updates would otherwise cause. A
// failed load still renders: the router shows its error screen inside the shell. A page the router
// has stopped waiting for (it shows its loading note) does not hold the shell back: the shell
// renders alone, with the page held out of it (the router's own update when the page arrives is
// synchronous), and the page joins it in a transition (web/lib/first-render.ts).
let started: { root: Root; router: ReturnType<typeof createAppRouter> } | undefined
const firstRender = scheduleFirstRender((pageHeld) => {
  const { root, router } = started!
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} pageHeld={pageHeld} />
      </StrictMode>,
    ),
  )
})

// Start-up runs as separate tasks: evaluating the scripts; creating the router (it matches the
// first location); starting to load the first page's code and data (already on their way: the
// HTML preloads them); building Chakra's system, itself in steps; then creating React's root. On
// a phone each is tens of milliseconds, and one task holding all of them would block input for
// their sum.
async function start() {
  await nextTask()
  const router = createAppRouter(queryClient)
  await nextTask()
  watchPagePending(router.stores.matches, firstRender.pagePending)
  router.load().then(firstRender.pageSettled, (error: unknown) => {
    console.error('The first page failed to load', error)
    firstRender.pageSettled()
  })
  setAppSystem(await buildSystemInTasks())
  await nextTask()
  const root = createRoot(document.getElementById('root')!, {
    onUncaughtError: (error) => console.error('Uncaught error while rendering the app', error),
  })
  started = { root, router }
  await nextTask()
  firstRender.appReady()
}
void start()
