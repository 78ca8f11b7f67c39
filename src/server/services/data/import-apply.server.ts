import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { importSummarySchema } from '../../../shared/import'
import type { ImportFormat } from '../../../shared/open-data'
import type { Db } from '../../db/client.server'
import { arcades, imports, type ArcadeRow } from '../../db/schema'
import { uniqueSlug } from '../admin-arcades.server'
import {
  createListing,
  deferLineupCounts,
  unwrittenRows,
  settleLineupCounts,
  suspendLineupTriggers,
  suspendSecondaryIndexes,
  writeUnwrittenRows,
  writeListing,
  type ListingActor, type ListingWrite } from '../listing-writes.server'
import type { ImportChecker, RowPlan } from './import-check.server'

/** A request the import's state does not allow now (409), or an apply stopped by a rejected row. */
export class ImportConflict extends Error {}

/**
 * The most lineup entries of created arcades held before they are written (about 200 arcades' worth, a few ms of
 * writes): in batches of 100 arcades or more they cost as much as into a table without the game's index
 * (docs/decisions/0062-import-rows-in-index-order.md).
 */
const UNWRITTEN_ROWS_MAX = 5000

/** What the administrator chose on the dry run's screen (docs/decisions/0044-export-and-import.md). */
export interface ApplyOptions {
  skipRejected: boolean
  addDuplicates: boolean
}

/**
 * Whether an import that writes `planned` arcades into a directory of `existing` drops the listing tables' secondary
 * indexes and builds them again after its rows. Each arcade written saves about 130 µs without them; building them
 * again costs about 43 µs per arcade the directory then holds; so it pays from about half as many arcades written
 * as the directory held (docs/decisions/0069-import-indexes-rebuilt.md).
 */
export const rebuildsIndexes = (planned: number, existing: number) => planned > 0 && planned * 2 >= existing

/** What an applied import wrote, as its `imports` row's summary says. */
export type ImportSummary = z.infer<typeof importSummarySchema>

/**
 * A write as held until the commit: the arcade and the games of its lineup before or after (for the lineup counts)
 * and, when the caches are to hear of each arcade as of an edit (a small import), its row before and whether its
 * lineup changed. A large import's caches hear of a change of everything (docs/decisions/0054-bulk-import.md), so
 * nothing more of its rows is held: the rows after and their revisions were several KB a row, and the importing
 * server reached 907 MB at 100,000 rows.
 */
export interface HeldWrite {
  id: number
  games: number[]
  /** A create's: its game count was written with it. */
  counted?: boolean
  before?: ArcadeRow
  lineupChanged?: boolean
}

/**
 * Writes every accepted row of an import inside the transaction the caller opened on `conn` (issue 21), each through
 * the listing door with the import as its actor. Each row is checked again against the database as the transaction
 * sees it, so what is written is what the rows say now. Answers the summary and the writes, with each one's row
 * before when `holdBefore` (the caches are to hear of each arcade after the commit). `rowsWritten` runs once every
 * row is written, before the dropped indexes are made again and the lineups counted.
 */
export async function writeImportRows(
  conn: Db,
  checker: ImportChecker,
  meta: { admin: { id: number; username: string }; format: ImportFormat; fileName: string },
  options: ApplyOptions & { holdBefore: boolean; rebuildIndexes: boolean },
  forEachRow: (work: (plan: RowPlan) => void) => Promise<void>,
  forEachStep: (steps: Generator<void>) => Promise<unknown>,
  rowsWritten: () => void = () => {},
): Promise<{ summary: ImportSummary & { importId: number }; writes: HeldWrite[] }> {
  const importId = Number(
    conn
      .insert(imports)
      .values({ adminId: meta.admin.id, adminUsername: meta.admin.username, format: meta.format, fileName: meta.fileName })
      .run().lastInsertRowid,
  )
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, skippedDuplicates: 0, skippedRejected: 0 }
  // The lineup counts are worked out once at the end, for what the import touched.
  deferLineupCounts(conn)
  const restoreTriggers = suspendLineupTriggers(conn.$client)
  const restoreIndexes = options.rebuildIndexes ? suspendSecondaryIndexes(conn.$client) : undefined
  const writes: HeldWrite[] = []
  const held = ({ before, after, games, lineupChanged }: ListingWrite): HeldWrite =>
    options.holdBefore ? { id: after.id, games, before, lineupChanged } : { id: after.id, games }
  const actor: ListingActor = { kind: 'import', importId, admin: meta.admin }
  // The creates' lineup entries and revision games, written UNWRITTEN_ROWS_MAX at a time in their tables' and indexes' order.
  const unwritten = unwrittenRows(options.rebuildIndexes ? 'key' : 'game')
  // A row naming an arcade this import created reads that arcade's lineup as written.
  checker.beforeLineupRead = (id) => {
    if (id >= (unwritten.firstArcadeId ?? Infinity)) writeUnwrittenRows(conn, unwritten)
  }
  const slugTaken = conn.select({ id: arcades.id }).from(arcades).where(eq(arcades.slug, sql.placeholder('slug'))).prepare()

  await forEachRow(({ result, write }) => {
    if (result.outcome === 'rejected') {
      if (!options.skipRejected) throw new ImportConflict(`Row ${result.row} is rejected; nothing was applied`)
      summary.skippedRejected++
      return
    }
    if (result.outcome === 'unchanged') {
      summary.unchanged++
      return
    }
    if (result.outcome === 'duplicate' && !options.addDuplicates) {
      summary.skippedDuplicates++
      return
    }
    if (!write) return
    // Through the listing door: one revision per arcade created or changed, by this import.
    const checkedAt = write.checkedAt
    if (write.existing) {
      const newer = checkedAt !== undefined && (write.existing.checkedAt ?? '') < checkedAt
      const done = writeListing(conn, actor, write.existing.id, {
        kind: 'update',
        columns: write.columns,
        lineup: checker.lineupWrites(write),
        checkedAt,
        // A newer check of the element with nothing else to change is a confirmation.
        confirm: newer ? ['listing'] : [],
      })
      if (done?.written) writes.push(held(done))
      summary.updated++
      return
    }
    const slug = write.slug && !slugTaken.get({ slug: write.slug }) ? write.slug : uniqueSlug(conn, write.name, write.city)
    // A create writes what the door writes, with fewer statements (docs/decisions/0060-bulk-import-creates.md).
    const created = createListing(
      conn,
      actor,
      { columns: { ...write.columns, slug }, lineup: checker.lineupWrites(write), checkedAt, changes: write.created?.changes },
      unwritten,
    )
    if (unwritten.entries.length >= UNWRITTEN_ROWS_MAX) writeUnwrittenRows(conn, unwritten)
    writes.push(options.holdBefore ? { ...created, lineupChanged: created.games.length > 0 } : created)
    summary.created++
  })
  writeUnwrittenRows(conn, unwritten)
  // Every row is as it will be committed; what follows writes only indexes, counts and the summary.
  rowsWritten()
  // The counts read the lineups by game.
  restoreIndexes?.()
  await forEachStep(settleLineupCounts(conn, writes))
  restoreTriggers()
  conn
    .update(imports)
    .set({ summary: JSON.stringify(summary) })
    .where(eq(imports.id, importId))
    .run()
  return { summary: { ...summary, importId }, writes }
}
