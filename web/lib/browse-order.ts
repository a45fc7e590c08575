/**
 * The order /mouse/browse opens in (issue 31), in the sort control's words: the release-date sort,
 * newest first (web/features/catalogue/mice/browse-search.ts defaultMouseSort), on the release dates
 * the catalogue records (web/lib/mouse-format.ts releaseValue). The rule in full is
 * browse-order-rule.ts, on /about-the-data (kept apart: the browse page's first load carries only
 * these words).
 */
export const mouseBrowseOrder = {
  /** The sort control's words for it (its direction button). */
  newest: '↓ Newest first',
  oldest: '↑ Oldest first',
} as const
