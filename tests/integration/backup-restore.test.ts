import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

const USER = 'backup-admin'
const PASSWORD = 'backup-password-1234'
let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-backup-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** `npm run <script> -- …args` as an operator types it, with `databasePath` as DATABASE_PATH. */
function npmRun(script: string, args: string[], databasePath: string) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_PATH: databasePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += String(d)))
    child.stderr.on('data', (d) => (output += String(d)))
    child.on('exit', (status) => resolve({ status, output }))
  })
}

function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return String(db.pragma('integrity_check', { simple: true }))
  } finally {
    db.close()
  }
}

const slugsIn = (file: string): Set<string> => {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return new Set(db.prepare('select slug from arcades').pluck().all() as string[])
  } finally {
    db.close()
  }
}

/** Adds arcades one after another until `stop()`; `acknowledged` lists the slugs answered 201, in order. */
function keepWriting(server: RunningServer, cookie: string) {
  const acknowledged: string[] = []
  const failures: string[] = []
  let running = true
  const done = (async () => {
    for (let n = 1; running; n++) {
      const res = await fetch(`${server.url}/api/admin/arcades`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          name: `Drill Arcade ${n}`,
          type: 'retro',
          description: 'Written while a backup runs.',
          address: `${n} Snapshot Ave`,
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          rating: 4,
          reviewCount: 0,
          priceRange: '$$',
          hours: 'Daily 10-10',
        }),
      })
      if (res.status === 201) acknowledged.push(((await res.json()) as { slug: string }).slug)
      else failures.push(`${res.status} ${await res.text()}`)
    }
  })()
  return {
    acknowledged,
    failures,
    stop: async () => {
      running = false
      await done
    },
  }
}

describe('backup and restore drill', () => {
  it('a backup taken under concurrent writes holds every write acknowledged before it, and restores', async () => {
    const server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
    const backup = path.join(dir, 'drill.db')
    const restored = path.join(dir, 'restored', 'arcades.db')
    let acknowledgedBefore: string[] = []
    try {
      const writer = keepWriting(server, await signInCookie(server, USER, PASSWORD))
      while (writer.acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20))
      acknowledgedBefore = [...writer.acknowledged]
      const taken = await npmRun('db:backup', [backup], server.databasePath)
      const writtenDuring = writer.acknowledged.length - acknowledgedBefore.length
      await writer.stop()
      expect(writer.failures).toEqual([])
      expect(taken.output).toMatch(
        /Backup written to .*drill\.db: \d+ bytes, \d+ arcades, \d+ widgets; integrity_check ok/,
      )
      expect(taken.status).toBe(0)
      expect(writtenDuring, 'the server kept taking writes while the backup ran').toBeGreaterThan(0)

      expect(integrityOf(backup)).toBe('ok')
      const inBackup = slugsIn(backup)
      for (const slug of acknowledgedBefore) expect(inBackup.has(slug), slug).toBe(true)

      // The running server holds its database: the restore refuses and replaces nothing.
      const before = fs.readFileSync(server.databasePath)
      const refused = await npmRun('db:restore', [backup], server.databasePath)
      expect(refused.status).toBe(1)
      expect(refused.output).toMatch(/is open in another process \(a running server\?\).*Nothing was replaced/)
      expect(fs.readFileSync(server.databasePath).equals(before)).toBe(true)
      expect((await fetch(`${server.url}/api/arcades/featured`)).status).toBe(200)
    } finally {
      await server.stop()
    }

    const restore = await npmRun('db:restore', [backup], restored)
    expect(restore.output).toMatch(
      /Restored .*arcades\.db from .*drill\.db: \d+ arcades, \d+ widgets; integrity_check ok/,
    )
    expect(restore.status).toBe(0)
    expect(integrityOf(restored)).toBe('ok')
    expect(slugsIn(restored)).toEqual(slugsIn(backup))

    const again = await startServer({ DATABASE_PATH: restored })
    try {
      for (const slug of [acknowledgedBefore[0], acknowledgedBefore.at(-1)]) {
        const res = await fetch(`${again.url}/api/arcades/slug/${slug}`)
        expect(res.status, slug).toBe(200)
      }
      expect(again.output()).not.toContain('Filled the empty database')
    } finally {
      await again.stop()
    }
  }, 180_000)

  it('a restore onto a stopped database keeps the one it replaces', async () => {
    const server = await startServer({ BACKUP_DIR: path.join(dir, 'kept') })
    await server.stop()
    const backup = fs.readdirSync(path.join(dir, 'kept')).find((f) => f.endsWith('.db'))!
    const target = path.join(dir, 'live', 'arcades.db')
    const first = await npmRun('db:restore', [path.join(dir, 'kept', backup)], target)
    expect(first.output).not.toContain('kept as')
    expect(first.status, first.output).toBe(0)
    const previous = await npmRun('db:restore', [path.join(dir, 'kept', backup)], target)
    expect(previous.status, previous.output).toBe(0)
    const kept = /kept as (.*before-restore-\S+)\./.exec(previous.output)?.[1]
    expect(kept && integrityOf(kept)).toBe('ok')
    expect(integrityOf(target)).toBe('ok')
  }, 90_000)

  it.each([
    ['a file that is not a database', () => 'not a database\n'.repeat(300), /is not an SQLite database/],
    ['a zero-length file', () => '', /zero-length file/],
    [
      "another application's database",
      (file: string) => {
        const other = new Database(file)
        other.exec('create table notes (body text)')
        other.close()
      },
      /is not an Arcade Atlas database/,
    ],
  ])('refuses to restore %s and replaces nothing', async (_name, make, reason) => {
    const file = path.join(dir, `bad-${Math.random().toString(36).slice(2)}.db`)
    const content = make(file)
    if (typeof content === 'string') fs.writeFileSync(file, content)
    const target = path.join(dir, 'untouched.db')
    fs.writeFileSync(target, 'whatever was here')
    const result = await npmRun('db:restore', [file], target)
    expect(result.status).toBe(1)
    expect(result.output).toMatch(reason)
    expect(result.output).toContain('Nothing was replaced')
    expect(fs.readFileSync(target, 'utf8')).toBe('whatever was here')
  })
})

describe('scheduled backups', () => {
  it('are taken by the server into BACKUP_DIR, checked, and only the newest BACKUP_KEEP are kept', async () => {
    const backups = path.join(dir, 'scheduled')
    fs.mkdirSync(backups)
    fs.writeFileSync(path.join(backups, 'notes.txt'), 'not a backup: never pruned')
    // Every 1.8 seconds, so a few are taken while the test waits.
    const server = await startServer({ BACKUP_DIR: backups, BACKUP_EVERY_HOURS: '0.0005', BACKUP_KEEP: '2' })
    try {
      await expect
        .poll(() => server.output().match(/Backup written to/g)?.length ?? 0, { timeout: 60_000, interval: 200 })
        .toBeGreaterThanOrEqual(3)
    } finally {
      await server.stop()
    }
    const files = fs.readdirSync(backups).sort()
    expect(files.filter((f) => f.endsWith('.db'))).toHaveLength(2)
    expect(files).toContain('notes.txt')
    for (const f of files.filter((name) => name.endsWith('.db'))) expect(integrityOf(path.join(backups, f))).toBe('ok')
    expect(server.output()).not.toContain('Scheduled backup failed')
  }, 120_000)
})
