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
// A transition lets React render the first page in slices that yield to the browser every few
// milliseconds instead of one long task: a phone stays responsive to taps while the page builds.
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
})
