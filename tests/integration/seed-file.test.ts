import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_ARCADES, fixtureArcade } from '../support/fixtures'
import { startServer, type RunningServer } from '../support/server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-seed-file-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function writeJson(name: string, content: unknown): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

describe('SEED_FILE', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ SEED_FILE: writeJson('fixture.json', FIXTURE_ARCADES) })
  })
  afterAll(() => server?.stop())

  it('fills an empty database from that file instead of the sample directory', async () => {
    const res = await fetch(`${server.url}/api/arcades?limit=100`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { arcades: { name: string }[]; total: number }
    expect(body.total).toBe(FIXTURE_ARCADES.length)
    expect(body.arcades.map((a) => a.name).sort()).toEqual(FIXTURE_ARCADES.map((a) => a.name).sort())
    expect(server.output()).toContain(`Filled the empty database with ${FIXTURE_ARCADES.length} arcades`)
  })
})

describe('a SEED_FILE that cannot be used', () => {
  function start(seedFile: string) {
    return spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        PORT: '0',
        DATABASE_PATH: path.join(dir, `${path.basename(seedFile)}.db`),
        SEED_FILE: seedFile,
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
  }

  it.each([
    ['missing', () => path.join(dir, 'no-such-file.json'), 'no file at'],
    ['not JSON', () => writeJson('broken.json', '[{"name": '), 'is not valid JSON'],
    [
      'not arcades',
      () => writeJson('bad-zip.json', [fixtureArcade({ name: 'X', city: 'Houston', state: 'Texas', zip: 'ten' })]),
      '0.zip',
    ],
    [
      'an unknown state',
      () => writeJson('bad-state.json', [fixtureArcade({ name: 'X', city: 'Gotham', state: 'Atlantis' })]),
      'Unknown state',
    ],
  ])('stops the start when the file is %s, naming SEED_FILE', (_case, file, reason) => {
    const result = start(file())
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain('SEED_FILE:')
    expect(result.stderr).toContain(reason)
  })
})
