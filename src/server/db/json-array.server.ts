import fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'

const CHUNK_BYTES = 1 << 20
const WHITESPACE = /\s/
const [QUOTE, BACKSLASH, COMMA, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [...'"\\,{}[]'].map((c) =>
  c.charCodeAt(0),
)

/** How many backslashes stand right before `end`, not counting any before `from`. */
function backslashesBefore(text: string, end: number, from: number): number {
  let run = 0
  while (end - run > from && text.charCodeAt(end - run - 1) === BACKSLASH) run++
  return run
}

/** Where the string being read from `from` (inside it, not escaped there) closes in `text`, or -1 past its end. */
function closingQuote(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    if (backslashesBefore(text, quote, from) % 2 === 0) return quote
  }
  return -1
}

/** What `jsonArrayItems` yields for an item it was asked to leave unparsed. */
export const UNREAD = Symbol('unread item')

/**
 * The items of the JSON array in `file`, parsed one at a time while the file is read a megabyte at a time, so a
 * large file never sits in memory whole. Invalid JSON throws a SyntaxError, as JSON.parse does; a file that holds
 * valid JSON but no array yields that value as it is (the caller's schema then says it is not a list). An item
 * whose index (from 0) `wanted` refuses is yielded as UNREAD, not parsed: a thread of many reading its share of
 * the items (its syntax then goes unchecked there).
 */
export function* jsonArrayItems(file: string, wanted?: (index: number) => boolean): Generator<unknown> {
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES)
    const decoder = new StringDecoder('utf8')
    // Where the reading is: before '[', before an item (`needItem` after a comma), inside one, or after ']'.
    let state: 'start' | 'between' | 'item' | 'end' = 'start'
    let needItem = false
    let text = '' // the item read so far, from earlier chunks
    let depth = 0
    let inString = false
    let escaped = false
    let index = 0
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK_BYTES, null)
      const chunk = read > 0 ? decoder.write(buffer.subarray(0, read)) : decoder.end()
      let itemStart = 0
      for (let i = 0; i < chunk.length; i++) {
        if (state === 'item') {
          if (inString) {
            // To the string's closing quote in one search: a quote after an odd run of backslashes is escaped.
            if (escaped) {
              escaped = false
              continue
            }
            const quote = closingQuote(chunk, i)
            if (quote < 0) {
              escaped = backslashesBefore(chunk, chunk.length, i) % 2 === 1
              i = chunk.length
            } else {
              inString = false
              i = quote
            }
            continue
          }
          const c = chunk.charCodeAt(i)
          if (c === QUOTE) inString = true
          else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
          else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) depth--
          else if (depth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
            yield !wanted || wanted(index) ? JSON.parse(text + chunk.slice(itemStart, i)) : UNREAD
            index++
            text = ''
            state = c === COMMA ? 'between' : 'end'
            needItem = c === COMMA
          }
          continue
        }
        const c = chunk[i]!
        if (WHITESPACE.test(c)) continue
        if (state === 'start') {
          if (c !== '[') {
            // Not an array: the whole value, read as JSON.parse reads it (a syntax error, or a value to refuse).
            yield JSON.parse(fs.readFileSync(file, 'utf8'))
            return
          }
          state = 'between'
        } else if (state === 'between' && c === ']' && !needItem) state = 'end'
        else if (state === 'between') {
          state = 'item'
          itemStart = i
          depth = 0
          i-- // read the item's first character as part of it
        } else throw new SyntaxError(`Unexpected non-whitespace character after JSON in ${file}`)
      }
      if (state === 'item') text += chunk.slice(itemStart)
      if (read === 0) break
    }
    if (state !== 'end') throw new SyntaxError(`Unexpected end of JSON input in ${file}`)
  } finally {
    fs.closeSync(fd)
  }
}
