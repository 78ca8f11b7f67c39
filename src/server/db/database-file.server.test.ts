import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.server'
import { databaseContentProblem, databasePathProblem } from './database-file.server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-file-checks-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const quick = { check: 'quick_check', complete: false } as const
const full = { check: 'integrity_check', complete: true } as const

function migrated(name: string): Database.Database {
  const file = path.join(dir, name)
  openDatabase(file).$client.close()
  return new Database(file)
}

describe('databaseContentProblem', () => {
  it('accepts a new, empty database at start, but not as a backup', () => {
    const db = new Database(':memory:')
    expect(databaseContentProblem(db, 'new.db', quick)).toBeUndefined()
    expect(databaseContentProblem(db, 'new.db', full)).toMatch(/new\.db is an empty database/)
  })

  it('accepts a migrated Arcade Atlas database either way', () => {
    const db = migrated('ours.db')
    expect(databaseContentProblem(db, 'ours.db', quick)).toBeUndefined()
    expect(databaseContentProblem(db, 'ours.db', full)).toBeUndefined()
    db.close()
  })

  it("refuses another application's database, naming its tables", () => {
    const db = new Database(':memory:')
    db.exec('create table notes (body text); create table tags (name text)')
    expect(databaseContentProblem(db, 'notes.db', quick)).toBe(
      "notes.db is not an Arcade Atlas database: it is another application's (tables notes, tags)",
    )
  })

  it('refuses, as a backup, a copy missing one of the tables', () => {
    const db = migrated('partial.db')
    db.exec('drop table affiliate_widgets')
    expect(databaseContentProblem(db, 'partial.db', quick)).toBeUndefined()
    expect(databaseContentProblem(db, 'partial.db', full)).toMatch(/incomplete .*no affiliate_widgets table/)
    db.close()
  })

  it('refuses a database a newer version has migrated', () => {
    const db = migrated('newer.db')
    db.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('future', Date.now() + 1e11)
    expect(databaseContentProblem(db, 'newer.db', quick)).toMatch(/written by a newer version of Arcade Atlas/)
    db.close()
  })
})

describe('databasePathProblem', () => {
  it('creates missing directories and accepts a path with no file yet', () => {
    const file = path.join(dir, 'a', 'b', 'arcades.db')
    expect(databasePathProblem(file)).toBeUndefined()
    expect(fs.statSync(path.dirname(file)).isDirectory()).toBe(true)
  })

  it('refuses a path under a regular file', () => {
    const file = path.join(dir, 'plain.txt')
    fs.writeFileSync(file, 'x')
    expect(databasePathProblem(path.join(file, 'arcades.db'))).toBe(`${file} is not a directory`)
  })
})

describe('openDatabase', () => {
  it("keeps a 4 MB page cache, not better-sqlite3's 16 MB (docs/decisions/0053-memory-under-load.md)", () => {
    const db = openDatabase(path.join(dir, 'cache.db')).$client
    expect(db.pragma('cache_size', { simple: true })).toBe(-4096)
    db.close()
  })
})
