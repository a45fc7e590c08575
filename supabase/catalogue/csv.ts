/**
 * A small RFC 4180 CSV reader for the vendored OpenDB extract: comma-separated, fields in double
 * quotes may hold commas, quotes ("") and line breaks, lines end in CRLF or LF. The first line
 * names the columns. Pure.
 */

export interface CsvTable {
  columns: string[]
  /** One record per data line, keyed by column name. */
  rows: Record<string, string>[]
  /** 1-based line of each row in the file (for messages). */
  lines: number[]
}

export function parseCsv(text: string): CsvTable {
  const records: { fields: string[]; line: number }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let atFieldStart = true
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"' && atFieldStart) {
      quoted = true
      atFieldStart = false
    } else if (char === ',') {
      fields.push(field)
      field = ''
      atFieldStart = true
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      fields.push(field)
      records.push({ fields, line: recordLine })
      fields = []
      field = ''
      atFieldStart = true
      line++
      recordLine = line
    } else {
      field += char
      atFieldStart = false
    }
  }
  if (quoted) throw new Error(`CSV: a quoted field opened on line ${recordLine} is never closed`)
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ fields, line: recordLine })
  }
  const [header, ...data] = records.filter((record) => !(record.fields.length === 1 && record.fields[0] === ''))
  if (!header) return { columns: [], rows: [], lines: [] }
  const columns = header.fields
  const rows: Record<string, string>[] = []
  const lines: number[] = []
  for (const record of data) {
    if (record.fields.length !== columns.length) {
      throw new Error(`CSV line ${record.line}: ${record.fields.length} fields where the header has ${columns.length}`)
    }
    rows.push(Object.fromEntries(columns.map((column, index) => [column, record.fields[index]!])))
    lines.push(record.line)
  }
  return { columns, rows, lines }
}
