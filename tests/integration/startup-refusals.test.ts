import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client.server'
import { loadGameCatalogue } from '../../src/server/db/game-catalogue.server'
import { insertArcades } from '../../src/server/db/seed.server'
import { FIXTURE_ARCADES } from '../support/fixtures'
import { startServer } from '../support/server'

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-startup-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** `npm start` (the built server) with `env`; how it ended and what it printed. */
function start(env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += String(d)))
    child.stderr.on('data', (d) => (output += String(d)))
    // A start that does not stop is a failure too (the server would be listening): end it, then report.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000)
    child.on('exit', (status) => {
      clearTimeout(timer)
      resolve({ status, output })
    })
  })
}

/** A refused start: exit status 1, one message naming `variable`, no stack trace, nothing served. */
async function expectRefused(env: Record<string, string>, variable: string, reason: RegExp) {
  const { status, output } = await start(env)
  expect(status, output).toBe(1)
  expect(output).toContain(`${variable}: `)
  expect(output).toMatch(reason)
  expect(output).not.toMatch(/^\s+at /m)
  expect(output).not.toContain('is listening on')
}

/** A migrated database with the fixture arcades, closed. */
function goodDatabase(name: string): string {
  const file = path.join(dir, name)
  const db = openDatabase(file)
  loadGameCatalogue(db)
  insertArcades(db, FIXTURE_ARCADES, 'sample')
  db.$client.pragma('journal_mode = DELETE')
  db.$client.close()
  return file
}

describe('npm start refuses a database it must not use', () => {
  it('a file with damaged pages', async () => {
    const file = goodDatabase('damaged.db')
    const bytes = fs.readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    // Overwrite the pages after the schema page with noise: the header still says "SQLite".
    for (let i = pageSize * 2; i < bytes.length; i++) bytes[i] = (i * 7919) % 251
    fs.writeFileSync(file, bytes)
    await expectRefused({ DATABASE_PATH: file }, 'DATABASE_PATH', /damaged|not an SQLite database/)
  })

  it('a truncated file', async () => {
    const file = goodDatabase('truncated.db')
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 3))
    await expectRefused({ DATABASE_PATH: file }, 'DATABASE_PATH', /damaged|not an SQLite database/)
  })

  it('a file that is not a database at all', async () => {
    const file = path.join(dir, 'garbage.db')
    fs.writeFileSync(file, 'This is a shopping list, not a database.\n'.repeat(200))
    await expectRefused({ DATABASE_PATH: file }, 'DATABASE_PATH', /is not an SQLite database/)
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^This is a shopping list/)
  })

  it("another application's SQLite database, and leaves it as it was", async () => {
    const file = path.join(dir, 'notes.db')
    const other = new Database(file)
    other.exec("create table notes (id integer primary key, body text); insert into notes (body) values ('keep me')")
    other.close()
    const before = fs.readFileSync(file)
    await expectRefused({ DATABASE_PATH: file }, 'DATABASE_PATH', /is not an Arcade Atlas database.*notes/)
    expect(fs.readFileSync(file).equals(before)).toBe(true)
  })

  it('a zero-length file, unless DATABASE_INIT=1 asks for a new database', async () => {
    const file = path.join(dir, 'empty.db')
    fs.writeFileSync(file, '')
    await expectRefused({ DATABASE_PATH: file }, 'DATABASE_PATH', /zero-length file.*DATABASE_INIT=1/s)
    expect(fs.statSync(file).size).toBe(0)

    const server = await startServer({ DATABASE_PATH: file, DATABASE_INIT: '1' })
    try {
      expect(server.output()).toMatch(/Filled the empty database with \d+ arcades/)
      expect((await fetch(`${server.url}/api/arcades/featured`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  }, 90_000)
})

describe('npm start refuses a bad configuration at once, naming the variable', () => {
  it('an unresolvable HOST', async () => {
    await expectRefused(
      { HOST: 'not-a-host.invalid', DATABASE_PATH: path.join(dir, 'host.db') },
      'HOST',
      /neither an IP address nor a name/,
    )
  })

  it('a HOST that is not an address of this machine', async () => {
    await expectRefused(
      { HOST: '192.0.2.1', DATABASE_PATH: path.join(dir, 'host2.db') },
      'HOST',
      /not an address of this machine/,
    )
  })

  it('a PORT already in use', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as net.AddressInfo).port
    try {
      await expectRefused({ PORT: String(port), DATABASE_PATH: path.join(dir, 'port.db') }, 'PORT', /already in use/)
    } finally {
      blocker.close()
    }
  })

  it.each([
    ['a device', '/dev/null', /a device or other special file/],
    ['a directory', os.tmpdir(), /is a directory/],
    ['a path under a file', '/dev/null/arcades.db', /is not a directory/],
    ['a directory that cannot be created', '/proc/nope/a.db', /cannot create the directory \/proc\/nope/],
  ])('DATABASE_PATH at %s', async (_name, file, reason) => {
    await expectRefused({ DATABASE_PATH: file }, 'DATABASE_PATH', reason)
  })

  it('DATABASE_PATH in a directory the server cannot write to', async () => {
    // Root writes through permission bits; sysfs refuses new files even to root.
    let readOnly = '/sys'
    if (process.getuid?.() !== 0) {
      readOnly = path.join(dir, 'read-only')
      fs.mkdirSync(readOnly, { mode: 0o555 })
    }
    await expectRefused(
      { DATABASE_PATH: path.join(readOnly, 'arcades.db') },
      'DATABASE_PATH',
      /cannot create files in the directory|cannot create the directory/,
    )
  })

  it('a BACKUP_DIR that cannot be created', async () => {
    await expectRefused(
      { BACKUP_DIR: '/proc/nope/backups', DATABASE_PATH: path.join(dir, 'backup-dir.db') },
      'BACKUP_DIR',
      /cannot create the directory/,
    )
  })
})
