import fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'

const CHUNK_BYTES = 1 << 20
const WHITESPACE = /\s/

/**
 * The items of the JSON array in `file`, parsed one at a time while the file is read a megabyte at a time, so a
 * large file never sits in memory whole. Invalid JSON throws a SyntaxError, as JSON.parse does; a file that holds
 * valid JSON but no array yields that value as it is (the caller's schema then says it is not a list).
 */
export function* jsonArrayItems(file: string): Generator<unknown> {
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
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK_BYTES, null)
      const chunk = read > 0 ? decoder.write(buffer.subarray(0, read)) : decoder.end()
      let itemStart = 0
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i]!
        if (state === 'item') {
          if (inString) {
            if (escaped) escaped = false
            else if (c === '\\') escaped = true
            else if (c === '"') inString = false
          } else if (c === '"') inString = true
          else if (c === '{' || c === '[') depth++
          else if ((c === '}' || c === ']') && depth > 0) depth--
          else if (depth === 0 && (c === ',' || c === ']')) {
            yield JSON.parse(text + chunk.slice(itemStart, i))
            text = ''
            state = c === ',' ? 'between' : 'end'
            needItem = c === ','
          }
          continue
        }
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
