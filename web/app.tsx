import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ColorModeProvider } from './features/shell/color-mode'
import type { createAppRouter } from './router'
import { getAppSystem } from './theme/provider-system'

/** The providers around the router; main.tsx and the component tests render the same tree. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <ChakraProvider value={getAppSystem()}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
