import fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'

/**
 * CSV as RFC 4180 writes it (issue 21): fields separated by commas, records by CRLF, a field with a comma, quote,
 * line break or surrounding space in double quotes (a quote doubled). Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is written after an apostrophe, which reading takes off
 * again, so an export opened in a spreadsheet runs nothing (OWASP "CSV injection") and still reads back as it was.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/** One field as CSV text: numbers as they are, text guarded against formulas and quoted when it must be. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRecord(values: (string | number | boolean | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}

/** A field as written, without the apostrophe that guarded a formula-like start. */
function unguarded(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field
}

const CHUNK_BYTES = 1 << 20

/**
 * The records of the CSV file at `file`, each an array of its fields, read a megabyte at a time. A byte-order mark
 * is skipped, LF alone ends a record as CRLF does, blank lines are no records. A quote left open at the end throws.
 */
export function* csvRecords(file: string): Generator<string[]> {
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES)
    const decoder = new StringDecoder('utf8')
    let record: string[] = []
    let field = ''
    let quoted = false // inside a quoted field
    let afterQuote = false // a quote inside a quoted field: its end, or the first of a doubled quote
    let fieldStarted = false
    let first = true
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK_BYTES, null)
      let chunk = read > 0 ? decoder.write(buffer.subarray(0, read)) : decoder.end()
      if (first && chunk.length > 0) {
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1)
        first = false
      }
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i]!
        if (quoted) {
          if (afterQuote) {
            afterQuote = false
            if (c === '"') {
              field += '"'
              continue
            }
            quoted = false
            // fall through: the character after the closing quote
          } else if (c === '"') {
            afterQuote = true
            continue
          } else {
            field += c
            continue
          }
        }
        if (c === '"' && !fieldStarted) {
          quoted = true
          fieldStarted = true
          continue
        }
        if (c === ',') {
          record.push(unguarded(field))
          field = ''
          fieldStarted = false
        } else if (c === '\n' || c === '\r') {
          if (c === '\r' && chunk[i + 1] === '\n') i++
          if (fieldStarted || record.length > 0) {
            record.push(unguarded(field))
            yield record
          }
          record = []
          field = ''
          fieldStarted = false
        } else {
          field += c
          fieldStarted = true
        }
      }
      if (read === 0) break
    }
    if (quoted && !afterQuote) throw new SyntaxError('A quoted field is not closed before the end of the file')
    if (fieldStarted || record.length > 0) {
      record.push(unguarded(field))
      yield record
    }
  } finally {
    fs.closeSync(fd)
  }
}
