/**
 * What other features may use of the fit feature: the fit model (scores and verdicts), the hand
 * outline and its drawing, the visitor's hand (stored, in the URL, synced with the account) and
 * the `hand=` search parameter.
 */
export {
  createFitScorer,
  fitInputFromMouse,
  orderByFit,
  scoreFit,
  scoreRows,
  verdictFloors,
  verdictFor,
  verdictLabels,
  type FitResult,
  type FitScorer,
  type FitVerdict,
} from './fit-model'
export { generateHandOutline } from './hand-outline'
export { HandOutlineShape } from './hand-outline-svg'
export {
  getStoredHandState,
  setHandAccountMessage,
  startHandAccountSync,
  storeHand,
  subscribeStoredHand,
  useHand,
  useStoredHand,
  type StoredHandState,
} from './hand-store'
export { validateFitSearch } from './fit-search'
export { linkHandValue } from './fit-search'
export { useBrowseFit, type BrowseFitSlots } from './use-browse-fit'
export { loadCompareHand } from './compare-hand-loader'
export { HandDialogButton } from './hand-dialog-button'
