import { createFileRoute } from '@tanstack/react-router'
import { discountQueries, findCurrentDiscount } from '../../features/discounts/queries'
import { DiscountPage } from '../../features/discounts/discount-page'
import { failRouteCheck } from '../../lib/route-guards'

export const Route = createFileRoute('/discounts/$handle')({
  // An unknown or expired handle is the 404 page ('Page Not Found: /discounts/{handle}').
  loader: async ({ context, params, location }) => {
    const rows = await context.queryClient.ensureQueryData(discountQueries.current())
    if (!findCurrentDiscount(rows, params.handle, new Date())) failRouteCheck(location.pathname)
  },
  component: DiscountRoute,
})

function DiscountRoute() {
  const { handle } = Route.useParams()
  return <DiscountPage handle={handle} path={`/discounts/${handle}`} />
}
