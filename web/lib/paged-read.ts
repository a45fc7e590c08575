/**
 * How the site reads a whole api view from Supabase (PostgREST): the one rule the browser's data
 * source (web/lib/data-source.ts, supabase-js) and the worker (edge/catalogue.ts, fetch) share.
 * Pure, so the worker imports it too.
 *
 * A hosted project answers at most its max-rows setting per request (1,000 by default, and an
 * owner may set it lower), silently: a request for 1,000 rows may get 500. So a read asks for
 * pages of `pageRowLimit` rows at offsets 0, n, 2n … where n is what the server actually sent
 * (`offset` = rows read so far), with `Prefer: count=exact` so the answer's Content-Range names
 * the view's total, and stops when it has that many rows, or at an empty page (a server that
 * gives no total, or rows deleted meanwhile). A short page alone never ends a read. A server that
 * ignores the offset (it answers the same first row again) has sent all it will at once: the read
 * ends with what came before. Pages are
 * deterministic because every api view orders by a unique key (and a caller's own order ends
 * with one): supabase/migrations/20261123000100_visibility_rules.sql, rule 4.
 */

/** Rows asked for per request: Supabase's default max-rows (a lower cap just means more pages). */
export const pageRowLimit = 1000

/** A read that goes past this many rows is a server that keeps answering, not a catalogue. */
export const maxPagedRows = 1_000_000

/** The Prefer header value (supabase-js: `select('*', { count: 'exact' })`). */
export const countPreference = 'count=exact'

export interface PageRange {
  /** Rows to skip: the rows read so far. */
  offset: number
  /** Rows asked for (the server may send fewer). */
  limit: number
}

export interface Page<Row> {
  rows: readonly Row[]
  /** The view's total row count from Content-Range, or null when the server did not say. */
  total: number | null
}

export class PagedReadError extends Error {
  override name = 'PagedReadError'
}

/** Reads every page of one view with `readPage`, which makes one request for the given range. */
export async function readAllPages<Row>(readPage: (range: PageRange) => Promise<Page<Row>>): Promise<Row[]> {
  const rows: Row[] = []
  let total: number | null = null
  let previousFirst: string | undefined
  for (;;) {
    if (rows.length >= maxPagedRows) throw new PagedReadError(`more than ${maxPagedRows} rows`)
    const page = await readPage({ offset: rows.length, limit: pageRowLimit })
    if (page.rows.length === 0) return rows
    const first = JSON.stringify(page.rows[0])
    if (first === previousFirst) return rows
    previousFirst = first
    if (page.total !== null) total = page.total
    for (const row of page.rows) rows.push(row)
    if (total !== null && rows.length >= total) return rows
  }
}

/**
 * The total of a Content-Range header as PostgREST writes it: '0-999/2500' → 2500, '*\/0' → 0;
 * '0-999/*' (no count asked) or anything unreadable → null.
 */
export function contentRangeTotal(header: string | null | undefined): number | null {
  const match = /^\s*(?:\d+-\d+|\*)\/(\d+)\s*$/.exec(header ?? '')
  if (!match) return null
  const total = Number(match[1])
  return Number.isSafeInteger(total) ? total : null
}

/** The inclusive `Range: <from>-<to>` PostgREST (and supabase-js `.range()`) speaks for a page. */
export function rangeEnd(range: PageRange): number {
  return range.offset + range.limit - 1
}
