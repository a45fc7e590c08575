import { createFileRoute } from '@tanstack/react-router'
import { discountQueries } from '../../features/discounts/queries'
import { DiscountsPage } from '../../features/discounts/discounts-page'

export const Route = createFileRoute('/discounts/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(discountQueries.current()),
  component: DiscountsPage,
})
