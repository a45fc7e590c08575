/**
 * What other features may use of the catalogue (lint: a feature imports another only through its
 * public entry). A named list, not everything: the rest of the catalogue is its own business.
 *
 * Importing through it costs nothing: vite.config.ts marks features' modules free of import side
 * effects, so a name taken from here brings its own module only.
 */
export { CatalogueComparePage } from './compare/catalogue-compare-page'
export type { CompareKind, FoundEntry } from './compare/compare-kind'
export { mouseCompareKind } from './compare/mouse-compare-kind'
export { default as CompareResults, type CompareResultsProps, type HandOverlayProps, type ShapeComparisonProps } from './compare/compare-results'
export { compareSearchFor, defaultAlignment } from './compare/compare-state'
export type { CompareSearch } from './compare/compare-search'
export { mouseSpecificationRows } from './compare/mouse-specification-rows'
export { usePickerMatches } from './compare/use-picker-matches'
export { ShapeComparison, type ShapeUnderlay } from './compare/shape-comparison'
export { miceQueries } from './kinds/mouse-queries'
export { sensorQueries } from './kinds/sensor-queries'
export { MouseActions } from './mice/mouse-actions'
export { MouseCompareBar } from './mice/mouse-compare-bar'
export { RecentMice, reviewLinksByHandle, useCompareHandles, useMiceByHandle } from './mice/mouse-lists'
export type { ReviewLink } from './mice/mouse-lists'
export { createTextMatcher, tokenize } from './text-search'
export type { CatalogueConfig, FacetDefinition, SortDefinition } from './filter-engine'
export type { TableColumn } from './ui/sortable-table'
export type { BrowseControls } from './browse/browse-kind'
export { AppLink, PlainAppLink } from './ui/app-link'
export { preloadedLazy } from './ui/preloaded-lazy'
export { FilterSection } from './ui/filter-section'
export { PlainSelect } from './ui/plain-select'
export { SearchInput } from './ui/search-input'
export { keyboardHasFocus } from './ui/selection-focus'
export { formatSpecificationValue } from './ui/specifications'
export { mousePageHref } from './mice/mouse-selection'
