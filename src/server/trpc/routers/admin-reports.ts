import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import {
  acceptReportInput,
  duplicateReportInput,
  rejectReportInput,
  reportId,
  reportListInput,
} from '../../../shared/admin-report'
import { clientAddressOf } from '../../auth/client-address.server'
import { AcceptRefused, acceptReport } from '../../services/reports/report-accept.server'
import {
  getReport,
  listReports,
  markDuplicate,
  pendingReportCount,
  rejectReport,
  ReportDecided,
  ReportNotFound,
} from '../../services/reports/report-review.server'
import { securityEvent, type SecurityEvent } from '../../log.server'
import { adminProcedure, badInputError, router } from '../init'
import type { Context } from '../context'

/**
 * The administrator's review of visitors' reports (issue 20): `admin.reports.*`, mirrored by `/api/admin/reports…`.
 * An unknown report is a 404, a report already decided a 409; every decision goes to the security log.
 */

/** The service's refusals as answers: 404 and 409. */
export function orReportRefusal<T>(decide: () => T): T {
  try {
    return decide()
  } catch (error) {
    if (error instanceof ReportNotFound) throw new TRPCError({ code: 'NOT_FOUND', message: error.message })
    if (error instanceof ReportDecided) throw new TRPCError({ code: 'CONFLICT', message: error.message })
    if (error instanceof AcceptRefused) throw badInputError(error.path, error.message)
    throw error
  }
}

/** A decision in the security log: who, which report, what (docs/decisions/0016-security-log.md). */
export function logDecision(
  ctx: Pick<Context, 'request'> & { admin: { username: string } },
  event: Extract<SecurityEvent, `report.${string}`>,
  id: number,
  detail: Record<string, unknown> = {},
): void {
  securityEvent(event, { username: ctx.admin.username, address: clientAddressOf(ctx.request), report: id, ...detail })
}

const byId = z.strictObject({ id: reportId })

export const adminReportsRouter = router({
  list: adminProcedure.input(reportListInput).query(({ ctx, input }) => listReports(ctx.db, input)),
  /** How many wait for review: the count beside "Reports" in the admin's navigation. */
  pendingCount: adminProcedure.query(({ ctx }) => ({ count: pendingReportCount(ctx.db) })),
  get: adminProcedure.input(byId).query(({ ctx, input }) => {
    const report = getReport(ctx.db, input.id)
    if (!report) throw new TRPCError({ code: 'NOT_FOUND', message: 'Report not found' })
    return report
  }),
  /**
   * Applies the chosen fields (all it proposes when `fields` is absent) through the one write door: one revision,
   * actor `report`. A new arcade takes `arcade`, the Add Arcade form's values.
   */
  accept: adminProcedure.input(acceptReportInput).mutation(({ ctx, input }) => {
    const report = orReportRefusal(() => acceptReport(ctx.db, ctx.admin, input))
    logDecision(ctx, 'report.accepted', input.id, { fields: report.acceptedFields, revision: report.revisionId })
    return report
  }),
  reject: adminProcedure.input(rejectReportInput).mutation(({ ctx, input }) => {
    const report = orReportRefusal(() => rejectReport(ctx.db, input.id, ctx.admin.id, input.reason))
    logDecision(ctx, 'report.rejected', input.id)
    return report
  }),
  markDuplicate: adminProcedure.input(duplicateReportInput).mutation(({ ctx, input }) => {
    if (input.duplicateOfId === input.id) throw badInputError(['duplicateOfId'], 'must be another report')
    const report = orReportRefusal(() => markDuplicate(ctx.db, input.id, ctx.admin.id, input.duplicateOfId))
    logDecision(ctx, 'report.duplicate', input.id, { duplicateOf: input.duplicateOfId })
    return report
  }),
})
