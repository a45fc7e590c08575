/** What other features may use of the promos feature: the promo slot the app shell places. */
export { PromoSlot } from './promo-slot'
