import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ColorModeProvider } from './features/shell/color-mode'
import { PageHeldContext } from './features/shell/page-held'
import type { createAppRouter } from './router'
import { getAppSystem } from './theme/provider-system'

/**
 * The providers around the router; main.tsx and the component tests render the same tree.
 * `pageHeld`: the shell only, with the page's loading note in the page's place (app-start, while
 * the first page is on its way).
 */
export function App({ queryClient, router, pageHeld = false }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter>; pageHeld?: boolean }) {
  return (
    <ChakraProvider value={getAppSystem()}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <PageHeldContext value={pageHeld}>
            <RouterProvider router={router} />
          </PageHeldContext>
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
