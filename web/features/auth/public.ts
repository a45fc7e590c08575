/**
 * What other features may use of the optional sign-in: the buttons that save a comparison or a
 * favourite mouse (each renders nothing without Supabase configuration). The sign-in entry and
 * the hand's account sync load on demand, by dynamic import() of their own modules.
 */
export { FavouriteButton } from './favourite-button'
export { SaveComparisonButton } from './save-comparison-button'
