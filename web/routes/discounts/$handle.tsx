import { createFileRoute, redirect } from '@tanstack/react-router'
import { discountQueries, findCurrentDiscount } from '../../features/discounts/queries'
import { DiscountPage } from '../../features/discounts/discount-page'
import { discountPath, itemKey } from '../../lib/catalogue-paths'
import { pageHead } from '../../lib/page-head'
import { failRouteCheck } from '../../lib/route-guards'

export const Route = createFileRoute('/discounts/$handle')({
  // An unknown or expired handle is the 404 page ('Page Not Found: /discounts/{handle}'); another
  // spelling of a discount's path (case, escapes) goes to its own (web/lib/catalogue-paths.ts).
  loader: async ({ context, params, location }) => {
    const rows = await context.queryClient.ensureQueryData(discountQueries.current())
    const discount = findCurrentDiscount(rows, itemKey(params.handle), new Date())
    if (!discount) failRouteCheck(location.pathname)
    const canonical = discountPath(discount.handle)
    if (location.pathname !== canonical) throw redirect({ href: canonical + location.searchStr, replace: true })
    return { title: discount.title, description: discount.description }
  },
  head: ({ loaderData }) => pageHead({ title: loaderData?.title, description: loaderData?.description ?? undefined }),
  component: DiscountRoute,
})

function DiscountRoute() {
  const { handle } = Route.useParams()
  return <DiscountPage handle={handle} path={`/discounts/${handle}`} />
}
