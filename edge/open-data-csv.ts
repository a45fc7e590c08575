/**
 * CSV as RFC 4180 writes it, for the open-data downloads: a header row of column names, one
 * record per row, CRLF after every record, a field quoted when it holds a comma, a double quote,
 * CR or LF (its quotes doubled). The file starts with a UTF-8 byte-order mark, which is how Excel
 * knows to read non-ASCII names as UTF-8 (LibreOffice, Google Sheets and CSV libraries read it too;
 * Python's csv module wants encoding='utf-8-sig').
 *
 * Values: null is an empty field; an empty string is a quoted empty field ("") so the two stay
 * apart; numbers as JSON writes them (decimal point '.'); booleans as true/false; lists and
 * objects as their JSON text (["Logitech","Razer"]), quoted as any field with a comma or quote is.
 * Pure, no Workers APIs.
 */

export const csvByteOrderMark = '\uFEFF'
export const csvLineEnd = '\r\n'

const needsQuotes = /[",\r\n]/

function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}

/** One field. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value === '' ? '""' : needsQuotes.test(value) ? quoted(value) : value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const json = JSON.stringify(value)
  return json === undefined ? '' : needsQuotes.test(json) ? quoted(json) : json
}

/** The whole file: byte-order mark, header, one record per row (columns in the given order). */
export function csvDocument(columns: readonly string[], rows: readonly Readonly<Record<string, unknown>>[]): string {
  const lines: string[] = new Array(rows.length + 1)
  lines[0] = columns.map(csvField).join(',')
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!
    let line = ''
    for (let c = 0; c < columns.length; c++) {
      if (c > 0) line += ','
      line += csvField(row[columns[c]!])
    }
    lines[i + 1] = line
  }
  return csvByteOrderMark + lines.join(csvLineEnd) + csvLineEnd
}
