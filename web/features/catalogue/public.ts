/**
 * What other features may use of the catalogue (lint: a feature imports another only through its
 * public entry). A named list, not everything: the rest of the catalogue is its own business.
 *
 * Not yet imported through: measured on 2026-11-24, importing these names from here instead of
 * their modules made the build group the catalogue's shared pieces differently and grew the first
 * loads of /, /mouse/browse and /mouse/compare by 0.1-0.2 KB gzip each (bench:ci fails). The
 * importers (auth, fit, reviews, about-the-data, site-pages, find-similar) still name the modules
 * below directly; switching them needs the chunking fixed first (see the kinds report, issue 21).
 */
export { mouseSpecificationRows } from './compare/mouse-specification-rows'
export { frontWidth, generateSilhouette, gripWidth, humpPosition, sizeClassBack } from './compare/silhouette'
export type { SilhouetteInput } from './compare/silhouette'
export { miceQueries } from './kinds/mouse-queries'
export { sensorQueries } from './kinds/sensor-queries'
export { MouseActions } from './mice/mouse-actions'
export { MouseCompareBar, RecentMice, reviewLinksByHandle, useCompareHandles, useMiceByHandle } from './mice/mouse-lists'
export type { ReviewLink } from './mice/mouse-lists'
export { createTextMatcher, tokenize } from './text-search'
export { AppLink } from './ui/app-link'
export { FilterSection } from './ui/filter-section'
export { PlainSelect } from './ui/plain-select'
export { SearchInput } from './ui/search-input'
export { keyboardHasFocus } from './ui/selection-focus'
export { formatSpecificationValue } from './ui/specifications'
export { mousePageHref } from './mice/mouse-selection'
