import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import {
  importAppendInput,
  importApplyInput,
  importJobInput,
  importRowsInput,
  importStartInput,
  importUploadInput,
} from '../../../shared/import'
import { exportFileName, exportText } from '../../services/data/export.server'
import { ImportConflict } from '../../services/data/import-apply.server'
import {
  appendToImport,
  applyImport,
  discardImport,
  ImportTooLarge,
  importOf,
  importRows,
  ImportFileUnread,
  receiveImport,
  startImport,
} from '../../services/data/import-jobs.server'
import { securityEvent } from '../../log.server'
import { adminProcedure, badInputError, router } from '../init'

/**
 * The directory in and out (issue 21, docs/decisions/0044-export-and-import.md): the export as a stream of text, and
 * an import begun with a file's first piece, checked (the dry run), then applied.
 */

const importNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Import not found' })

/** A state the import is not in, as a 409; a file too large, as a 400 on the piece that made it so. */
function orConflict<T>(work: () => T | undefined, field = 'base64'): T {
  let result: T | undefined
  try {
    result = work()
  } catch (error) {
    if (error instanceof ImportConflict) throw new TRPCError({ code: 'CONFLICT', message: error.message })
    if (error instanceof ImportTooLarge) throw badInputError([field], error.message)
    throw error
  }
  if (result === undefined) throw importNotFound()
  return result
}

export const exportInput = z.strictObject({
  format: z.enum(['csv', 'json'], { error: 'must be csv or json' }),
})

/**
 * The whole directory with its lineups, as CSV or JSON text in chunks (an async iterable: the REST path streams it
 * as a download, a tRPC client reads it with a streaming link).
 */
export const exportProcedure = adminProcedure.input(exportInput).query(({ ctx, input }) => {
  securityEvent('admin.export', { username: ctx.admin.username, format: input.format })
  return {
    fileName: exportFileName(input.format, new Date()),
    contentType: input.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    chunks: exportText(ctx.db, input.format),
  }
})

export const importsRouter = router({
  /** Begins an import with the file's first piece (`more: true`) or all of it. */
  start: adminProcedure
    .input(importStartInput)
    .mutation(({ ctx, input }) =>
      orConflict(() => startImport(ctx.db, ctx.admin, input), input.base64 === undefined ? 'text' : 'base64'),
    ),
  /**
   * Begins an import with the whole file as a stream (the REST path's request body), then its dry run. A file over
   * the limit is a 413, an empty or broken-off one a 400 naming `file`.
   */
  upload: adminProcedure.input(importUploadInput).mutation(async ({ ctx, input }) => {
    try {
      return await receiveImport(ctx.db, ctx.admin, input)
    } catch (error) {
      if (error instanceof ImportTooLarge) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: error.message })
      if (error instanceof ImportFileUnread) throw badInputError(['file'], error.message)
      if (error instanceof ImportConflict) throw new TRPCError({ code: 'CONFLICT', message: error.message })
      throw error
    }
  }),
  /** The next piece; the last (`more: false`) starts the dry run. */
  append: adminProcedure
    .input(importAppendInput)
    .mutation(({ ctx, input }) =>
      orConflict(() => appendToImport(ctx.db, input), input.base64 === undefined ? 'text' : 'base64'),
    ),
  /** Where the import is: uploading, checking (with progress), checked (with counts), applying, applied, failed. */
  get: adminProcedure.input(importJobInput).query(({ input }) => orConflict(() => importOf(input.id))),
  /** A page of the dry run's rows, all or of one outcome. */
  rows: adminProcedure.input(importRowsInput).query(({ input }) => orConflict(() => importRows(input))),
  /** Applies the checked file in one transaction (`apply` is a name tRPC keeps for itself). */
  commit: adminProcedure.input(importApplyInput).mutation(({ ctx, input }) => {
    if (!input.skipRejected) {
      const rejected = importOf(input.id)?.counts.rejected ?? 0
      if (rejected > 0) {
        throw badInputError(
          ['skipRejected'],
          `${rejected} ${rejected === 1 ? 'row is' : 'rows are'} rejected: correct the file, or choose to skip them`,
        )
      }
    }
    const result = orConflict(() => applyImport(ctx.db, input))
    securityEvent('admin.import', { username: ctx.admin.username, id: input.id, fileName: result.fileName })
    return result
  }),
  /** Forgets an import and its file. */
  discard: adminProcedure.input(importJobInput).mutation(({ input }) => {
    orConflict(() => discardImport(input.id) || undefined)
    return { success: true }
  }),
})
