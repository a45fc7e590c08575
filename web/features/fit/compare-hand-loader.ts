/**
 * The compare page's hand overlay (./compare-hand.tsx) and hand dialog (./hand-dialog.tsx), by
 * dynamic import: the page loads the overlay only when a hand may be set and the dialog when it is
 * opened, so both stay out of the compare page's first load.
 */
export const loadCompareHand = () => import('./compare-hand')
export const loadHandDialog = () => import('./hand-dialog')
