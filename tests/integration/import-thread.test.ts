import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admins, arcades, imports } from '../../src/server/db/schema'
import type { KeptRow } from '../../src/server/services/data/import-check.server'
import { fileRows } from '../../src/server/services/data/import-file.server'
import { applyOnThread, type ApplyThread } from '../../src/server/services/data/import-worker.server'
import { setUpAdminTestDb } from '../support/admin-caller'

/**
 * An import's apply on its own thread (docs/decisions/0067-import-apply-thread.md): its transaction is the thread's
 * until the serving thread says commit or not; meanwhile the serving connection reads what is committed, and the
 * pieces of the new search index the thread sends are read from the transaction's rows.
 */

const { db } = setUpAdminTestDb('thread-admin', 'thread admin password', () => Date.now())
const row = {
  address: '9 Elm St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  rating: 4,
  type: 'retro',
  description: 'Twenty cabinets.',
}
let dir = ''
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-thread-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The apply of a file of new arcades so named, on its thread. */
function start(names: string[], progress: number[] = [], { rebuildIndexes = false, lastRow = {} } = {}) {
  const file = path.join(dir, `${names[0]}.json`)
  const kept = path.join(dir, `${names[0]}.kept`)
  fs.writeFileSync(
    file,
    JSON.stringify(names.map((name, i) => ({ ...row, name, ...(i === names.length - 1 ? lastRow : {}) }))),
  )
  // Each row kept as the file has it, as a dry run keeps a row it did not find new: each is checked whole.
  const keptRows = [...fileRows(file, 'json', () => undefined)].map((fileRow) =>
    JSON.stringify({ fileRow } satisfies KeptRow),
  )
  fs.writeFileSync(kept, keptRows.map((line) => `${line}\n`).join(''))
  const admin = db().select({ id: admins.id, username: admins.username }).from(admins).get()!
  return applyOnThread(
    {
      database: db().$client.name,
      file,
      kept: [kept],
      format: 'json',
      fileName: 'file.json',
      admin,
      options: { skipRejected: false, addDuplicates: true, holdBefore: false, rebuildIndexes },
    },
    (rows) => progress.push(rows),
  )
}

/** Which of `names` the pieces of the new search index the thread sent hold, waiting for them as a build does. */
async function indexed(thread: ApplyThread, names: string[]): Promise<string[]> {
  const found: string[] = []
  for (const piece of thread.indexPieces) {
    if (piece instanceof Promise) await piece
    else if ('arcades' in piece) found.push(...piece.arcades.map((a) => a.name).filter((name) => names.includes(name)))
  }
  return found.sort()
}

const named = (reader: Pick<ReturnType<typeof db>, 'select'>, names: string[]) =>
  reader
    .select({ name: arcades.name })
    .from(arcades)
    .where(inArray(arcades.name, names))
    .all()
    .map((r) => r.name)
    .sort()

describe('the apply’s thread', () => {
  it('keeps its rows to its transaction until the commit, and sends the new index’s pieces from its view', async () => {
    const names = ['Threaded Arcade One', 'Threaded Arcade Two']
    const progress: number[] = []
    const thread = start(names, progress)
    const { summary } = await thread.written
    expect(summary).toMatchObject({ created: 2, updated: 0 })
    expect(progress.at(-1)).toBe(2)
    // The serving connection reads what is committed; the index's pieces are read in the transaction.
    expect(named(db(), names)).toEqual([])
    expect(await indexed(thread, names)).toEqual(names)
    await thread.commit()
    expect(named(db(), names)).toEqual(names)
    expect(db().select().from(imports).all()).toHaveLength(1)
  })

  it('leaves nothing of its transaction when rolled back', async () => {
    const names = ['Rolled Back Arcade']
    const importsBefore = db().select().from(imports).all().length
    const thread = start(names)
    await thread.written
    expect(await indexed(thread, names)).toEqual(names)
    await thread.rollback()
    expect(named(db(), names)).toEqual([])
    expect(db().select().from(imports).all()).toHaveLength(importsBefore)
    // The write lock is free again.
    db().$client.exec('BEGIN IMMEDIATE')
    db().$client.exec('ROLLBACK')
  })

  it('ends the index’s pieces with its failure, so that a build waiting for them stops', async () => {
    const thread = start(['Failed Thread Arcade', 'Failed Thread Arcade Two'], [], { lastRow: { rating: 9 } })
    await expect(indexed(thread, [])).rejects.toThrow('Row 2 is rejected; nothing was applied')
    await expect(thread.written).rejects.toThrow('Row 2 is rejected; nothing was applied')
  })

  it('puts the indexes it dropped back when a rejected row stops it', async () => {
    const schema = () => db().$client.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all()
    const before = schema()
    const names = ['Indexed Arcade One', 'Indexed Arcade Two']
    const thread = start(names, [], { rebuildIndexes: true, lastRow: { rating: 9 } })
    await expect(thread.written).rejects.toThrow('Row 2 is rejected; nothing was applied')
    expect(schema()).toEqual(before)
    expect(named(db(), names)).toEqual([])
  })
})
