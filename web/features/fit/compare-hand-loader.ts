/**
 * The compare page's hand overlay (./compare-hand.tsx), by dynamic import: the page loads it only
 * when a hand may be set, so it stays out of the compare page's first load.
 */
export const loadCompareHand = () => import('./compare-hand')
