/**
 * The embedded snapshot's file format (web/lib/snapshot-files.ts): an api view's rows with each
 * column named once, `{"columns": [...], "rows": [[...], ...]}`, instead of PostgREST's array of
 * objects that repeats every column name in every row. Pure; the build writes it
 * (scripts/catalogue-snapshot-plugin.ts) and every snapshot reader unpacks it (web/lib/data-source.ts
 * with rowsOfPackedLines, edge/catalogue.ts with rowsOfBody) into the rows PostgREST would have answered.
 *
 * Why: api.mice was 3.4 MB as objects (1,364 rows of 73 columns) and is 1.0 MB packed (129 → 95 KB
 * gzipped). A browser decodes a response's whole text on the page's main thread before parsing it,
 * and one character outside ASCII makes that text two bytes a character: Chromium here took
 * 230–380 ms to read the old file with `response.json()` (bench/README.md, "A packed snapshot").
 * So the body is also written in ASCII (`\u` escapes), which JSON reads back unchanged.
 *
 * And one row a line (packedText): still one JSON value for every reader, but the site parses it a
 * row at a time in short tasks (rowsOfPackedLines). `response.json()` parsed api.mouse_list in the one
 * task that finished its download: 30–70 ms at full speed here, a long task on any phone.
 */

export interface PackedRows {
  columns: string[]
  rows: unknown[][]
}

/**
 * Rows (objects with the same columns, as an api view exports them) as one packed value, the columns
 * in the rows' order. With `sparseLast`, the columns that hold a value in more rows come first and
 * each row ends at its last value: a reader takes a short row's missing columns as null, and the
 * site's reader builds every row on the view's row of nulls (rowOf), so its rows keep the view's
 * column order whatever the file's. api.mouse_list has 73 columns, a fifth of them null in every
 * row: 758 KB as the view orders them, 540 KB so (bench/README.md, "Thirty-fifth session").
 */
export function packRows(rows: readonly Record<string, unknown>[], { sparseLast = false } = {}): PackedRows {
  let columns: string[] = []
  const seen = new Set<string>()
  for (const row of rows) {
    for (const column of Object.keys(row)) {
      if (!seen.has(column)) {
        seen.add(column)
        columns.push(column)
      }
    }
  }
  if (sparseLast) {
    const held = new Map(columns.map((column) => [column, rows.filter((row) => row[column] != null).length]))
    columns = columns.toSorted((a, b) => held.get(b)! - held.get(a)!)
  }
  const packed = rows.map((row) => columns.map((column) => row[column] ?? null))
  if (sparseLast) for (const values of packed) while (values.length > 0 && values.at(-1) === null) values.pop()
  return { columns, rows: packed }
}

/** JSON with every character outside ASCII written as a `\u` escape: the same value, one byte a character. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * A packed value as a file's text: the columns on the first line (`{"columns":[...],"rows":[`),
 * then each row on a line of its own (the rows' commas end their lines), then `]}`. ASCII, and a
 * line never breaks inside a value: JSON writes a newline in a string as `\n`.
 */
export function packedText({ columns, rows }: PackedRows): string {
  return `${asciiJson({ columns, rows: [] }).slice(0, -2)}\n${rows.map(asciiJson).join(',\n')}\n]}`
}

/** An exported view's JSON (an array of row objects) as the snapshot file's body. */
export function packedViewBody(exported: string, options?: { sparseLast?: boolean }): string {
  const rows: unknown = JSON.parse(exported)
  if (!Array.isArray(rows)) throw new Error('an exported view is a JSON array of rows')
  return packedText(packRows(rows as Record<string, unknown>[], options))
}

/**
 * Every exported view (name → its JSON, as supabase/pglite.ts exportApiViews gives them) as its
 * file's body; the views `sparseLast` names with their emptiest columns last (packRows).
 */
export function packedViews(exported: Record<string, string>, sparseLast: (view: string) => boolean = () => false): Record<string, string> {
  return Object.fromEntries(Object.entries(exported).map(([view, body]) => [view, packedViewBody(body, { sparseLast: sparseLast(view) })]))
}

/**
 * A view's rows from a response body: PostgREST's array as it is, a packed body unpacked into the
 * same objects (its columns in its order), anything else null. A packed row that is not an array
 * becomes null, which the caller drops as it drops any broken row; a short row's missing columns
 * are null. The worker reads the snapshot with it (edge/catalogue.ts); the site row by row
 * (rowsOfPackedLines). Each row is built on `template` (rowOf).
 */
export function rowsOfBody(body: unknown, template: Readonly<Record<string, unknown>> = {}): unknown[] | null {
  if (Array.isArray(body)) return body
  const { columns, rows } = (body ?? {}) as Partial<PackedRows>
  if (!Array.isArray(columns) || !Array.isArray(rows)) return null
  return rows.map((values) => rowOf(columns, values, template))
}

/**
 * One packed row, built on a copy of `template` (the site's reader gives a row of nulls in the
 * view's column order: web/lib/data-source.ts nullRow), then its values set: the keys are the
 * template's and then the file's others, in one object shape, in one pass. Building an empty
 * object key by key and then laying it over the nulls (two passes, and a shape change at every key)
 * took 127–177 ms for api.mice at a 4× CPU slowdown in Chromium, cold, this 27–76 ms
 * (bench/README.md, "Ninth session"). Null for values that are not an array (a broken row).
 */
function rowOf(columns: readonly string[], values: unknown, template: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  if (!Array.isArray(values)) return null
  const row: Record<string, unknown> = { ...template }
  columns.forEach((column, index) => (row[column] = values[index] ?? null))
  return row
}

/**
 * A packed file's rows from its lines (its text split at "\n"), as rowsOfBody gives them, each built
 * on a copy of `template`, parsed a line at a time: a step per row, for finishStepsInSlices to run
 * in short tasks. Throws for text not laid out as packedText writes it, or a line that is not JSON.
 */
export function* rowsOfPackedLines(lines: readonly string[], template: Readonly<Record<string, unknown>>): Generator<void, unknown[]> {
  const last = lines.length - 1
  // A header without its columns throws at its first row (rowOf: only an array has forEach).
  const { columns } = JSON.parse(last > 1 && lines[last] === ']}' ? `${lines[0]}]}` : '') as PackedRows
  const rows: unknown[] = []
  for (let index = 1; index < last; index++) {
    const line = lines[index]!
    if (line) rows.push(rowOf(columns, JSON.parse(index < last - 1 ? line.slice(0, -1) : line), template))
    yield
  }
  return rows
}
