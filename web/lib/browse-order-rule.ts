/**
 * How /mouse/browse orders the mice when it opens (issue 31), in full, as /about-the-data says it:
 * the sort is the release-date sort, newest first (browse-order.ts has the sort control's words);
 * the filter engine puts mice without a value last and breaks ties by name.
 */
export const mouseBrowseOrderRule =
  'Newest first: mice by the date they came out (a date known only to its year counts from that year’s start), then the mice whose release date is not known, by name.'
