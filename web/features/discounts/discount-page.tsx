import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DefaultLayout } from '../../components/layouts/default-layout'
import { failRouteCheck } from '../../lib/route-guards'
import { DiscountDetail } from './discount-card'
import { discountQueries, findCurrentDiscount } from './queries'

/** /discounts/{handle}: one current discount; its title is the page title. */
export function DiscountPage({ handle, path }: { handle: string; path: string }) {
  const { data: discount } = useSuspenseQuery({ ...discountQueries.current(), select: (rows) => findCurrentDiscount(rows, handle, new Date()) })
  // The loader already answered 404 for unknown handles; this covers one that ended while the page was open.
  if (!discount) failRouteCheck(path)
  return (
    <DefaultLayout title={discount.title} description={discount.description} width="narrow">
      <Stack gap="6">
        <DiscountDetail discount={discount} />
        <Text>
          <ChakraLink asChild color="brand.fg">
            <Link to="/discounts">← All discounts</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </DefaultLayout>
  )
}
