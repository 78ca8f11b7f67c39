import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { checkpointInBackground } from './checkpoint.server'

describe('checkpointInBackground', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpoint-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('copies the WAL a connection left unchecked into the database file, from a thread of its own, the serving connection’s own checkpoint off meanwhile', async () => {
    const file = path.join(dir, 'wal.db')
    const sqlite = new Database(file)
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('wal_autocheckpoint = 0')
    sqlite.exec('CREATE TABLE t (x TEXT)')
    const insert = sqlite.prepare('INSERT INTO t VALUES (?)')
    sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run(`row ${i} `.repeat(20))
    })()
    const serving = new Database(file)
    expect(serving.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
    const checkpoint = checkpointInBackground(serving)
    // The serving connection's next write does not copy the WAL itself while the thread does.
    expect(serving.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
    const done = await checkpoint
    expect(serving.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
    serving.close()
    expect(done.busy).toBe(0)
    expect(done.log).toBeGreaterThan(50)
    expect(done.checkpointed).toBe(done.log)
    // The rows are in the database file itself: a copy of it without the WAL holds them.
    const copy = path.join(dir, 'copy.db')
    fs.copyFileSync(file, copy)
    sqlite.close()
    const copied = new Database(copy, { readonly: true })
    expect(copied.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2000 })
    copied.close()
  })
})
