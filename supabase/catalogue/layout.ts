/**
 * The layout every catalogue data file keeps (supabase/seed/catalogue/FORMAT.md): a JSON array
 * with one row object per line, keys in the order the file's format lists them, so a diff shows
 * exactly the rows that changed. `formatRows` writes it; `layoutProblems` says where a file
 * departs from it. Pure.
 */

export type Row = Record<string, unknown>

/** One row on one line: `{"key": value, …}`, keys in `keyOrder` (unknown keys last, as given). */
export function formatRow(row: Row, keyOrder: readonly string[]): string {
  const rank = new Map(keyOrder.map((key, index) => [key, index]))
  const keys = Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .map((key, index) => ({ key, index }))
    .sort((a, b) => (rank.get(a.key) ?? keyOrder.length + a.index) - (rank.get(b.key) ?? keyOrder.length + b.index))
    .map(({ key }) => key)
  return `{${keys.map((key) => `${JSON.stringify(key)}: ${JSON.stringify(row[key])}`).join(', ')}}`
}

/** The whole file: `[`, one row per line (comma after every row but the last), `]`, newline. */
export function formatRows(rows: readonly Row[], keyOrder: readonly string[]): string {
  if (rows.length === 0) return '[]\n'
  return `[\n${rows.map((row) => formatRow(row, keyOrder)).join(',\n')}\n]\n`
}

export interface LayoutProblem {
  /** 1-based line of the file. */
  line: number
  /** 0-based row, when the line holds one. */
  row?: number
  message: string
}

/**
 * Where `text` (whose rows parsed as `rows`) departs from the canonical layout: the first line
 * that differs, with what it should be. Empty when the file is exactly `formatRows(rows)`.
 */
export function layoutProblems(text: string, rows: readonly Row[], keyOrder: readonly string[]): LayoutProblem[] {
  const expected = formatRows(rows, keyOrder)
  if (text === expected) return []
  const actualLines = text.split('\n')
  const expectedLines = expected.split('\n')
  for (let i = 0; i < Math.max(actualLines.length, expectedLines.length); i++) {
    if (actualLines[i] === expectedLines[i]) continue
    const row = i >= 1 && i <= rows.length ? i - 1 : undefined
    const want = expectedLines[i]
    const message =
      want === undefined
        ? 'unexpected text after the closing ]'
        : row !== undefined
          ? `row ${row} is not in the one-row-per-line layout with keys in the documented order; expected: ${want.length > 160 ? `${want.slice(0, 160)}…` : want}`
          : `expected ${JSON.stringify(want)}`
    return [{ line: i + 1, row, message }]
  }
  return [{ line: 1, message: 'layout differs' }]
}
