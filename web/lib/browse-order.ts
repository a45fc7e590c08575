/**
 * The order /mouse/browse opens in (issue 31), in words, for the sort control and /about-the-data:
 * the sort itself is the release-date sort, newest first (web/features/catalogue/mice/browse-search.ts
 * defaultMouseSort), on the release dates the catalogue records (web/lib/mouse-format.ts
 * releaseValue); the filter engine puts mice without a value last and breaks ties by name.
 */
export const mouseBrowseOrder = {
  /** The sort control's words for it (its direction button). */
  newest: '↓ Newest first',
  oldest: '↑ Oldest first',
  /** The rule, where the sort control and /about-the-data show it. */
  rule: 'Newest first: mice by the date they came out (a date known only to its year counts from that year’s start), then the mice whose release date is not known, by name.',
} as const
