/** What other features may use of the discounts feature: its query factories. */
export { discountQueries } from './queries'
