import { createFileRoute } from '@tanstack/react-router'
import { discountQueries } from '../../features/discounts/queries'
import { DiscountsPage } from '../../features/discounts/discounts-page'
import { navigationHead } from '../../lib/page-head'

export const Route = createFileRoute('/discounts/')({
  head: () => navigationHead('/discounts'),
  loader: ({ context }) => context.queryClient.ensureQueryData(discountQueries.current()),
  component: DiscountsPage,
})
