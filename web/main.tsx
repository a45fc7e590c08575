import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { installChunkReloadGuard } from './lib/chunk-reload'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

installChunkReloadGuard()
const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!, {
  onUncaughtError: (error) => console.error('Uncaught error while rendering the app', error),
}).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
)
