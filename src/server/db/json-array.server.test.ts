import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { jsonArrayItems, UNREAD } from './json-array.server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-array-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
let files = 0
const items = (text: string) => {
  const file = path.join(dir, `${files++}.json`)
  fs.writeFileSync(file, text)
  return [...jsonArrayItems(file)]
}

describe('jsonArrayItems', () => {
  it('reads the items of an array as JSON.parse does, whatever their layout', () => {
    const value = [{ a: 1, b: 'x, ] } [ "' }, [1, [2, { c: null }]], 'é 👾 \\"', 3.5, true, null, {}]
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2), ` \n${JSON.stringify(value)}\n `])
      expect(items(text)).toEqual(value)
    expect(items('[]')).toEqual([])
    expect(items(' [ ] ')).toEqual([])
  })

  it('reads items across chunk boundaries (a megabyte at a time), multi-byte characters included', () => {
    const value = Array.from({ length: 3000 }, (_, i) => ({ i, text: `é👾 ${'x'.repeat(i % 700)} "q" \\` }))
    expect(items(JSON.stringify(value))).toEqual(value)
  })

  it('reads escaped quotes and backslashes wherever a chunk ends among them', () => {
    // Strings that end in backslashes or hold escaped quotes, placed so that the megabyte's end falls on each of their characters.
    const tails = ['\\', '\\\\', '"', '\\"', 'a\\', '\\\\"']
    // The tails begin 21 characters after the padding does: '[{"pad":"' before it, '","tails":["' after it.
    for (let shift = 0; shift < 48; shift++) {
      const value = [{ pad: 'x'.repeat((1 << 20) - 21 - shift), tails }, tails, 'end']
      expect(items(JSON.stringify(value)), `shift ${shift}`).toEqual(value)
    }
  })

  it('leaves unparsed the items a reader of some of them does not want, and parses the others', () => {
    const file = path.join(dir, `${files++}.json`)
    // The second item is not JSON: only a reader that wants it finds so.
    fs.writeFileSync(file, '[{"a": [1, "]"]}, tru, 3, {"b": "x"}]')
    expect([...jsonArrayItems(file, (index) => index % 2 === 0)]).toEqual([{ a: [1, ']'] }, UNREAD, 3, UNREAD])
    expect(() => [...jsonArrayItems(file, (index) => index === 1)]).toThrow(SyntaxError)
  })

  it('throws a SyntaxError for text that is not JSON', () => {
    for (const text of ['[{"name": ', '[1,]', '[1,,2]', '[1] x', '[1 2]', 'nonsense', ''])
      expect(() => items(text), text).toThrow(SyntaxError)
  })

  it('hands over a value that is not an array as it is, for the caller to refuse', () => {
    expect(items('{"a": 1}')).toEqual([{ a: 1 }])
  })
})
