/** What other features may use of the home feature: the catalogue's figures, read after the first paint. */
export { useCatalogueFigures } from './use-catalogue-figures'
