/**
 * What other code may use of the find-similar feature: the similarity ranking (a mouse page's
 * "similar mice") and the page's heading and introduction (the worker writes them into the HTML).
 * Pure: the worker imports this.
 */
export { rankSimilar, targetFromMouse, type RankedMouse } from './similarity'
export { findSimilarHeading, findSimilarIntro } from './find-similar-text'
