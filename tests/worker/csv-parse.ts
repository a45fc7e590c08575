/**
 * A strict RFC 4180 reader for the tests: records end with CRLF, a field is either plain (no
 * quote, comma, CR or LF in it) or wholly in double quotes with quotes doubled. Anything else
 * throws, so output that a lenient reader would guess its way through fails here.
 */
export interface CsvField {
  text: string
  /** Whether it was written in quotes: "" (an empty text) and nothing (null) differ. */
  quoted: boolean
}

export function parseCsv(text: string): CsvField[][] {
  const records: CsvField[][] = []
  let record: CsvField[] = []
  let i = 0
  const fail = (problem: string) => {
    throw new Error(`CSV, record ${records.length + 1}, at ${i}: ${problem}`)
  }
  while (i < text.length) {
    let field: CsvField
    if (text[i] === '"') {
      let value = ''
      i++
      for (;;) {
        if (i >= text.length) fail('a quoted field does not end')
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"'
            i += 2
            continue
          }
          i++
          break
        }
        value += text[i++]
      }
      field = { text: value, quoted: true }
    } else {
      let end = i
      while (end < text.length && text[end] !== ',' && text[end] !== '\r' && text[end] !== '\n') {
        if (text[end] === '"') fail('a quote inside a plain field')
        end++
      }
      field = { text: text.slice(i, end), quoted: false }
      i = end
    }
    record.push(field)
    if (text[i] === ',') {
      i++
      if (i >= text.length) fail('the file ends after a comma')
      continue
    }
    if (text[i] === '\r' && text[i + 1] === '\n') {
      i += 2
      records.push(record)
      record = []
      continue
    }
    fail(i >= text.length ? 'the last record does not end with CRLF' : `unexpected ${JSON.stringify(text[i])} after a field`)
  }
  if (record.length > 0) fail('an unfinished record')
  return records
}
