import { SimpleGrid, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import { messages } from '../../lib/messages'
import { DiscountCard } from './discount-card'
import { currentDiscounts } from './discount-logic'
import { discountQueries } from './queries'

/** /discounts: every discount current now (re-checked at render, so one that ended since the read is not offered). */
export function DiscountsPage() {
  const { data: discounts } = useSuspenseQuery({ ...discountQueries.current(), select: (rows) => currentDiscounts(rows, new Date()) })
  return (
    <DefaultLayout entry={entryFor('/discounts')}>
      {discounts.length === 0 ? (
        <Text data-testid="no-discounts">{messages.noDiscounts}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="discount-list">
          {discounts.map((discount) => (
            <li key={discount.handle}>
              <DiscountCard discount={discount} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </DefaultLayout>
  )
}
