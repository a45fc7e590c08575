import { createFileRoute } from '@tanstack/react-router'
import { AffiliatesPage } from '../features/affiliates/affiliates-page'
import { affiliateQueries } from '../features/affiliates/queries'

export const Route = createFileRoute('/affiliates')({
  loader: ({ context }) => context.queryClient.ensureQueryData(affiliateQueries.list()),
  component: AffiliatesPage,
})
