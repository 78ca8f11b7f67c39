import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { importSummarySchema } from '../../../shared/import'
import type { ImportFormat } from '../../../shared/open-data'
import type { Db } from '../../db/client.server'
import { arcadeGames, arcades, imports } from '../../db/schema'
import { uniqueSlug } from '../admin-arcades.server'
import type { ImportChecker, RowPlan, RowWrite } from './import-check.server'

/** A request the import's state does not allow now (409), or an apply stopped by a rejected row. */
export class ImportConflict extends Error {}

/** What the administrator chose on the dry run's screen (docs/decisions/0044-export-and-import.md). */
export interface ApplyOptions {
  skipRejected: boolean
  addDuplicates: boolean
}

/** What an applied import wrote, as its `imports` row's summary says. */
export type ImportSummary = z.infer<typeof importSummarySchema>

/**
 * Writes every accepted row of an import inside the transaction the caller opened on `conn` (issue 21). Each row is
 * checked again against the database as the transaction sees it, so what is written is what the rows say now.
 */
export async function writeImportRows(
  conn: Db,
  checker: ImportChecker,
  meta: { admin: { id: number; username: string }; format: ImportFormat; fileName: string },
  options: ApplyOptions,
  forEachRow: (work: (plan: RowPlan) => void) => Promise<void>,
): Promise<ImportSummary & { importId: number }> {
  const importId = Number(
    conn
      .insert(imports)
      .values({ adminId: meta.admin.id, adminUsername: meta.admin.username, format: meta.format, fileName: meta.fileName })
      .run().lastInsertRowid,
  )
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, skippedDuplicates: 0, skippedRejected: 0 }
  const insertGame = conn
    .insert(arcadeGames)
    .values({
      arcadeId: sql.placeholder('arcadeId'),
      gameId: sql.placeholder('gameId'),
      count: sql.placeholder('count'),
      priceCents: sql.placeholder('priceCents'),
      status: sql.placeholder('status'),
      statusSince: sql.placeholder('statusSince'),
    })
    .prepare()
  const slugTaken = conn.select({ id: arcades.id }).from(arcades).where(eq(arcades.slug, sql.placeholder('slug'))).prepare()

  const writeLineup = (arcadeId: number, write: RowWrite) => {
    if (!write.lineup) return
    conn.delete(arcadeGames).where(eq(arcadeGames.arcadeId, arcadeId)).run()
    for (const e of write.lineup) {
      insertGame.run({
        arcadeId,
        gameId: checker.gameId(e.game),
        count: e.count,
        priceCents: e.priceCents,
        status: e.status,
        statusSince: e.statusSince,
      })
    }
  }

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
    if (write.existing) {
      conn
        .update(arcades)
        .set({ ...write.columns, updatedAt: new Date().toISOString() })
        .where(eq(arcades.id, write.existing.id))
        .run()
      writeLineup(write.existing.id, write)
      summary.updated++
      return
    }
    const slug = write.slug && !slugTaken.get({ slug: write.slug }) ? write.slug : uniqueSlug(conn, write.name, write.city)
    const id = Number(conn.insert(arcades).values({ ...write.columns, slug }).run().lastInsertRowid)
    writeLineup(id, write)
    summary.created++
  })
  conn
    .update(imports)
    .set({ summary: JSON.stringify(summary) })
    .where(eq(imports.id, importId))
    .run()
  return { ...summary, importId }
}
