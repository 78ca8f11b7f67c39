import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { WRITE_TRANSACTION } from '../../db/busy.server'
import type { Db } from '../../db/client.server'
import { admins, arcades, reports, type ArcadeRow, type ReportRow } from '../../db/schema'
import { SQL_NOW } from '../../db/schema/sql-now'
import { phoneDisplay } from '../../../lib/phone'
import type { AdminReport, AdminReportSummary, ProposedChange, ReportListQuery } from '../../../shared/admin-report'
import {
  EDITABLE_FIELD_LABELS,
  EDITABLE_FIELDS,
  GAME_CHANGE_LABELS,
  type Correction,
  type EditableField,
  type GameChange,
  type NewArcadeProposal,
  type ReportProposal,
} from '../../../shared/report-fields'
import { LISTING_STATUS_LABELS, type ListingStatus } from '../../../shared/listing-status'
import type { ReportKind, ReportStatus } from '../../../shared/revision-kinds'

/**
 * The administrator's queue of visitors' reports (issue 20, docs/decisions/0041-visitor-reports.md): list, read,
 * reject, mark as duplicate. Accepting one changes the listing through the one write door (report-accept.server.ts).
 * A decided report is never decided again (ReportDecided, a 409).
 */

export class ReportNotFound extends Error {}
export class ReportDecided extends Error {
  constructor() {
    super('This report has already been decided')
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const summaryColumns = {
  report: reports,
  arcade: { id: arcades.id, name: arcades.name, slug: arcades.slug, city: arcades.city, stateCode: arcades.stateCode },
}

function parsedProposal(row: ReportRow): ReportProposal {
  return JSON.parse(row.proposed) as ReportProposal
}

/** An edit's corrections, a game's change, a closure, or a new arcade, as the report proposes them. */
export function proposalOf(row: ReportRow) {
  const p = parsedProposal(row) as Record<string, unknown>
  return {
    changes: (row.kind === 'edit' ? p.changes : {}) as Partial<Record<EditableField, Correction>>,
    game: (row.kind === 'game' ? p.game : null) as { title: string; slug: string | null; change: GameChange } | null,
    closure: (row.kind === 'closure' ? p : null) as {
      status: Exclude<ListingStatus, 'open'>
      closed_on: string | null
    } | null,
    newArcade: (row.kind === 'new_arcade' ? p : null) as NewArcadeProposal | null,
  }
}

function summaryOf(row: ReportRow): string {
  const p = proposalOf(row)
  switch (row.kind as ReportKind) {
    case 'edit':
      return EDITABLE_FIELDS.filter((f) => p.changes[f])
        .map((f) => EDITABLE_FIELD_LABELS[f])
        .join(', ')
    case 'game':
      return `${p.game!.title}: ${GAME_CHANGE_LABELS[p.game!.change].toLowerCase()}`
    case 'closure':
      return LISTING_STATUS_LABELS[p.closure!.status]
    case 'new_arcade':
      return `New arcade: ${p.newArcade!.name}`
    case 'other':
      return 'Something else'
  }
}

function toSummary(report: ReportRow, arcade: AdminReportSummary['arcade']): AdminReportSummary {
  return {
    id: report.id,
    kind: report.kind as ReportKind,
    status: report.status as ReportStatus,
    arcade,
    summary: summaryOf(report),
    foldCount: report.foldCount,
    createdAt: report.createdAt,
    updatedAt: report.updatedAt,
  }
}

/** Today's value of an edit's field, as the report form showed it. */
function todayOf(arcade: ArcadeRow, field: EditableField): string {
  if (field === 'phone') return phoneDisplay(arcade.phone)?.national ?? arcade.phone ?? ''
  return (arcade[field] as string | null) ?? ''
}

/** Field by field: what would change, beside today's value and the value the visitor saw. */
function changesOf(row: ReportRow, arcade: ArcadeRow | undefined): ProposedChange[] {
  const p = proposalOf(row)
  if (row.kind === 'edit' && arcade) {
    return EDITABLE_FIELDS.flatMap((field) => {
      const c = p.changes[field]
      if (!c) return []
      return [
        { field, label: EDITABLE_FIELD_LABELS[field], today: todayOf(arcade, field), seen: c.seen, proposed: c.value },
      ]
    })
  }
  if (p.closure && arcade) {
    const closedOn = p.closure.closed_on ? ` (since ${p.closure.closed_on})` : ''
    const today = `${LISTING_STATUS_LABELS[arcade.status]}${arcade.closedOn ? ` (since ${arcade.closedOn})` : ''}`
    return [
      {
        field: 'status',
        label: 'Status',
        today,
        seen: null,
        proposed: `${LISTING_STATUS_LABELS[p.closure.status]}${closedOn}`,
      },
    ]
  }
  if (p.game) {
    const known = p.game.slug ? '' : ' (not in the catalogue)'
    return [
      {
        field: 'game',
        label: 'Game',
        today: null,
        seen: null,
        proposed: `${p.game.title}${known}: ${GAME_CHANGE_LABELS[p.game.change].toLowerCase()}`,
      },
    ]
  }
  return []
}

const byStatus = (status: ReportStatus): SQL | undefined => eq(reports.status, status)

/** A page of the queue: pending oldest first (the order they came in), decided ones newest first. */
export function listReports(db: Db, input: ReportListQuery): { data: AdminReportSummary[]; total: number } {
  const where = byStatus(input.status)
  const rows = db
    .select(summaryColumns)
    .from(reports)
    .leftJoin(arcades, eq(arcades.id, reports.arcadeId))
    .where(where)
    .orderBy(input.status === 'pending' ? reports.id : desc(reports.decidedAt), desc(reports.id))
    .limit(input.limit)
    .offset(input.offset)
    .all()
  const total = db.select({ n: count() }).from(reports).where(where).get()?.n ?? 0
  return { data: rows.map((r) => toSummary(r.report, r.arcade)), total }
}

/** How many reports wait for review (the count in the admin's navigation). */
export function pendingReportCount(db: Db): number {
  return db.select({ n: count() }).from(reports).where(eq(reports.status, 'pending')).get()?.n ?? 0
}

export function getReport(db: Db | Tx, id: number): AdminReport | undefined {
  const row = db
    .select({ report: reports, arcade: arcades, decidedBy: admins.username })
    .from(reports)
    .leftJoin(arcades, eq(arcades.id, reports.arcadeId))
    .leftJoin(admins, eq(admins.id, reports.decidedByAdminId))
    .where(eq(reports.id, id))
    .get()
  if (!row) return undefined
  const { report, arcade } = row
  const brief = arcade && {
    id: arcade.id,
    name: arcade.name,
    slug: arcade.slug,
    city: arcade.city,
    stateCode: arcade.stateCode,
  }
  return {
    ...toSummary(report, brief),
    proposed: parsedProposal(report),
    changes: changesOf(report, arcade ?? undefined),
    newArcade: proposalOf(report).newArcade,
    message: report.message,
    contactEmail: report.contactEmail,
    decidedAt: report.decidedAt,
    decidedBy: row.decidedBy,
    decisionReason: report.decisionReason,
    acceptedFields: report.acceptedFields === null ? null : (JSON.parse(report.acceptedFields) as string[]),
    duplicateOfId: report.duplicateOfId,
    revisionId: report.revisionId,
  }
}

/** The pending report `id` inside a write transaction, or ReportNotFound / ReportDecided. */
export function pendingReport(tx: Tx, id: number): ReportRow {
  const row = tx.select().from(reports).where(eq(reports.id, id)).get()
  if (!row) throw new ReportNotFound('Report not found')
  if (row.status !== 'pending') throw new ReportDecided()
  return row
}

/** Marks the pending report `id` decided with `fields`, in the open transaction; false if another decided it first. */
export function decide(tx: Tx, id: number, adminId: number, fields: Partial<ReportRow>): void {
  const done = tx
    .update(reports)
    .set({ ...fields, decidedAt: SQL_NOW, decidedByAdminId: adminId, updatedAt: SQL_NOW })
    .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
    .run()
  if (done.changes !== 1) throw new ReportDecided()
}

export function rejectReport(db: Db, id: number, adminId: number, reason: string): AdminReport {
  return db.transaction((tx) => {
    pendingReport(tx, id)
    decide(tx, id, adminId, { status: 'rejected', decisionReason: reason })
    return getReport(tx, id)!
  }, WRITE_TRANSACTION)
}

/** Marks `id` a duplicate of `duplicateOfId` (any other report, decided or not). */
export function markDuplicate(db: Db, id: number, adminId: number, duplicateOfId: number): AdminReport {
  return db.transaction((tx) => {
    pendingReport(tx, id)
    if (!tx.select({ id: reports.id }).from(reports).where(eq(reports.id, duplicateOfId)).get()) {
      throw new ReportNotFound(`Report ${duplicateOfId} not found`)
    }
    decide(tx, id, adminId, { status: 'duplicate', duplicateOfId })
    return getReport(tx, id)!
  }, WRITE_TRANSACTION)
}
