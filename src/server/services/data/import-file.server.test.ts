import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ImportFormat } from '../../../shared/open-data'
import { fileRows } from './import-file.server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-file-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const names = ['Alpha Tokens', 'Beta Tokens', 'Gamma Tokens', 'Delta Tokens', 'Epsilon Tokens', 'Zeta Tokens', 'Eta Tokens']
const texts: [ImportFormat, string][] = [
  ['json', JSON.stringify(names.map((name) => ({ name, city: 'Dallas', state: 'TX' })))],
  ['csv', `name,city,state\r\n${names.map((name) => `${name},Dallas,TX`).join('\r\n')}\r\n`],
  ['overpass', fs.readFileSync(path.join(__dirname, '../../../../tests/fixtures/osm/arcades.overpass.json'), 'utf8')],
]

describe('fileRows', () => {
  it.each(texts)('reads a share of the rows of a %s file: the rows a reading of them all gives, under the same numbers', (format, text) => {
    const file = path.join(dir, `rows.${format}`)
    fs.writeFileSync(file, text)
    const all = [...fileRows(file, format, () => undefined)]
    expect(all.length).toBeGreaterThanOrEqual(3)
    const shares = [0, 1, 2].map((share) => [...fileRows(file, format, () => undefined, { share, shares: 3 })])
    shares.forEach((rows, share) => expect(rows.map((r) => (r.row - 1) % 3)).toEqual(rows.map(() => share)))
    expect(shares.flat().sort((a, b) => a.row - b.row)).toEqual(all)
  })
})
