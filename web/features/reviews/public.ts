/** What other features may use of the reviews feature: its query factories. */
export { reviewQueries } from './queries'
