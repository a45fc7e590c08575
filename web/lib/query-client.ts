import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetryQuery } from './data-errors'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes a few times a day; a visit never needs to refetch it.
        staleTime: 10 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
    },
  })
}
