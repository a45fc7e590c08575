import { createFileRoute } from '@tanstack/react-router'
import { MousepadsPage } from '../features/mousepads/mousepads-page'
import { mousepadQueries } from '../features/mousepads/queries'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/mousepads')({
  head: () => navigationHead('/mousepads'),
  // The preview is a bonus on a coming-soon page: prefetch it, but never fail the page on it.
  loader: ({ context }) => context.queryClient.prefetchQuery(mousepadQueries.list()),
  component: MousepadsPage,
})
