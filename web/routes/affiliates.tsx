import { createFileRoute } from '@tanstack/react-router'
import { AffiliatesPage } from '../features/affiliates/affiliates-page'
import { affiliateQueries } from '../features/affiliates/queries'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/affiliates')({
  head: () => navigationHead('/affiliates'),
  loader: ({ context }) => context.queryClient.ensureQueryData(affiliateQueries.list()),
  component: AffiliatesPage,
})
