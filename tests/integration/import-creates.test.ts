import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { setClock } from '../../src/server/auth/clock.server'
import type { Db } from '../../src/server/db/client.server'
import { admins, arcadeGames, arcades, games, imports, revisionGames, revisions } from '../../src/server/db/schema'
import { uniqueSlug } from '../../src/server/services/admin-arcades.server'
import { ImportChecker, keptRow, plansAgain, type KeptRow } from '../../src/server/services/data/import-check.server'
import { writeImportRows } from '../../src/server/services/data/import-apply.server'
import { fileRows } from '../../src/server/services/data/import-file.server'
import { exportText } from '../../src/server/services/data/export.server'
import { changesFeed, gameFeed } from '../../src/server/services/feeds.server'
import { arcadeRevisions } from '../../src/server/services/listing-history.server'
import { writeListing, type ListingActor } from '../../src/server/services/listing-writes.server'
import { zipNear } from '../../src/server/services/near.server'
import { createTestDb } from '../support/test-db'

/**
 * An import creates its new arcades through `createListing`, with fewer statements than the listing door, from
 * what its dry run kept of each row rather than the admin form's rules run again
 * (docs/decisions/0060-bulk-import-creates.md). The same files imported through the import's own code and through
 * the door arcade by arcade must leave the same database: rows, lineups, revisions and their games, counts, and so
 * the same History and feeds.
 */

const T = Date.UTC(2026, 10, 27, 9, 30)
const SITE = 'https://arcades.example'
const ADMIN = { id: 1, username: 'importer' }
const dirs: string[] = []
const cleanups: (() => void)[] = []
afterEach(() => setClock())
afterAll(() => {
  cleanups.forEach((c) => c())
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }))
})

/** An empty directory (the catalogue of games only), with the administrator who imports. */
function emptyDb(): Db {
  const { db, cleanup } = createTestDb([])
  cleanups.push(cleanup)
  db.insert(admins).values({ username: 'importer', passwordHash: 'x' }).run()
  return db
}

function fileOf(text: string, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-creates-'))
  dirs.push(dir)
  fs.writeFileSync(path.join(dir, name), text)
  return path.join(dir, name)
}

type Format = 'json' | 'overpass'

/**
 * Imports `file` into `db` as the import does: the dry run keeps each new row's write as a line of JSON, then the
 * apply checks each row again from it and writes, in one transaction.
 */
async function imported(db: Db, file: string, format: Format, rebuildIndexes = false) {
  const rowsOf = () => fileRows(file, format, (lat, lng) => zipNear(db, lat, lng))
  const dryRun = new ImportChecker(db)
  const kept = [...rowsOf()].map((row) => JSON.stringify(keptRow(row, dryRun.check(row))))
  const checker = new ImportChecker(db)
  db.$client.exec('BEGIN IMMEDIATE')
  const { summary } = await writeImportRows(
    db,
    checker,
    { admin: ADMIN, format, fileName: 'f' },
    { skipRejected: false, addDuplicates: true, holdBefore: false, rebuildIndexes },
    async (work) => {
      indexesWhileWriting = secondaryIndexes(db)
      const keptRows = kept.map((line) => JSON.parse(line) as KeptRow)
      for (const plan of plansAgain(checker, keptRows, rowsOf())) work(plan)
    },
    async (steps) => [...steps],
  )
  db.$client.exec('COMMIT')
  return summary
}

/** The listing tables' secondary indexes as the schema has them, and what they were while the last import wrote. */
const secondaryIndexes = (db: Db) =>
  db.$client
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql NOT LIKE 'CREATE UNIQUE %' AND tbl_name IN ('arcades', 'arcade_games', 'revisions', 'revision_games') ORDER BY name",
    )
    .all()
let indexesWhileWriting: unknown[] = []

/** Writes each new row of `file` through the listing door, arcade by arcade, with the import as actor. */
function throughTheDoor(db: Db, file: string, format: Format) {
  const checker = new ImportChecker(db)
  db.$client.exec('BEGIN IMMEDIATE')
  const importId = Number(
    db.insert(imports).values({ adminId: ADMIN.id, adminUsername: ADMIN.username, format, fileName: 'f' }).run()
      .lastInsertRowid,
  )
  const actor: ListingActor = { kind: 'import', importId, admin: ADMIN }
  for (const row of fileRows(file, format, (lat, lng) => zipNear(db, lat, lng))) {
    const { write } = checker.check(row)
    if (!write || write.existing) throw new Error('every row of these files is new')
    writeListing(db, actor, undefined, {
      kind: 'create',
      columns: { ...write.columns, slug: write.slug ?? uniqueSlug(db, write.name, write.city) },
      lineup: checker.lineupWrites(write),
      checkedAt: write.checkedAt,
    })
  }
  db.$client.exec('COMMIT')
}

/**
 * Everything a create writes, but the creation times the database stamps itself; the lineup entries and revision
 * games by their keys (an import writes them in the order of their indexes, docs/decisions/0062-import-rows-in-index-order.md).
 */
function state(db: Db) {
  const omit = <T extends { createdAt: string }>(rows: T[]) => rows.map(({ createdAt: _, ...row }) => row)
  return {
    arcades: omit(db.select().from(arcades).all()),
    lineups: omit(db.select().from(arcadeGames).orderBy(arcadeGames.arcadeId, arcadeGames.gameId).all()),
    revisions: db.select().from(revisions).all(),
    revisionGames: db.select().from(revisionGames).orderBy(revisionGames.revisionId, revisionGames.gameId).all(),
    counts: db.select({ id: games.id, arcadeCount: games.arcadeCount }).from(games).all(),
  }
}

/** What people see: each arcade's History, the changes feed, and the feed of each game that arrived somewhere. */
function seen(db: Db) {
  const ids = db.select({ id: arcades.id }).from(arcades).all()
  const arrived = [
    ...new Set(
      db
        .select({ id: revisionGames.gameId })
        .from(revisionGames)
        .all()
        .map((r) => r.id),
    ),
  ]
  const slugs = db.select({ id: games.id, slug: games.slug }).from(games).all()
  return {
    history: ids.map(({ id }) => arcadeRevisions(db, id, { limit: 100 })),
    changes: changesFeed(db, SITE),
    games: arrived.map((id) => gameFeed(db, SITE, slugs.find((g) => g.id === id)!.slug, {})),
  }
}

async function compared(text: string, format: Format, rebuildIndexes = false) {
  const file = fileOf(text, `file.${format}`)
  setClock(() => T)
  const door = emptyDb()
  throughTheDoor(door, file, format)
  const viaImport = emptyDb()
  const summary = await imported(viaImport, file, format, rebuildIndexes)
  expect(summary.created).toBe(viaImport.select().from(arcades).all().length)
  return { door, imported: viaImport }
}

describe('an import’s creates', () => {
  it('write what the listing door writes for an export with lineups (working, out of order, left)', async () => {
    const source = createTestDb()
    let text = ''
    for await (const chunk of exportText(source.db, 'json')) text += chunk
    source.cleanup()
    const { door, imported } = await compared(text, 'json')
    const written = state(imported)
    expect(written.arcades.length).toBeGreaterThan(3)
    expect(written.revisionGames.length).toBeGreaterThan(10)
    expect(written.lineups.some((e) => e.status === 'out_of_order')).toBe(true)
    expect(written).toEqual(state(door))
    expect(seen(imported)).toEqual(seen(door))
  })

  it('write the same with the listing tables’ secondary indexes dropped while they write, then built again as they were', async () => {
    const source = createTestDb()
    let text = ''
    for await (const chunk of exportText(source.db, 'json')) text += chunk
    source.cleanup()
    const { door, imported } = await compared(text, 'json', true)
    expect(indexesWhileWriting).toEqual([])
    expect(secondaryIndexes(door).length).toBeGreaterThan(10)
    expect(secondaryIndexes(imported)).toEqual(secondaryIndexes(door))
    expect(state(imported)).toEqual(state(door))
    expect(seen(imported)).toEqual(seen(door))
  })

  it('write what the listing door writes for OpenStreetMap elements checked on a day of their own', async () => {
    const text = fs.readFileSync(path.join(__dirname, '../fixtures/osm/arcades.overpass.json'), 'utf8')
    const { door, imported } = await compared(text, 'overpass')
    const written = state(imported)
    expect(written.arcades.some((a) => a.checkedAt === '2026-05-01T00:00:00.000Z')).toBe(true)
    expect(written).toEqual(state(door))
    expect(seen(imported)).toEqual(seen(door))
  })
})
