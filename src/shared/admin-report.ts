import { adminArcadeInput } from './admin-arcade'
import { z } from './zod'
import {
  EDITABLE_FIELDS,
  REPORT_LIMITS,
  type EditableField,
  type NewArcadeProposal,
  type ReportProposal,
} from './report-fields'
import { REPORT_STATUSES, type ReportKind, type ReportStatus } from './revision-kinds'

/**
 * The administrator's review of visitors' reports (issue 20, docs/decisions/0041-visitor-reports.md): the queue's
 * shapes (camelCase, like every admin shape) and the decisions' inputs, used by the screens, tRPC and REST alike.
 */

/** A report as the queue lists it. */
export interface AdminReportSummary {
  id: number
  kind: ReportKind
  status: ReportStatus
  /** The arcade it is about; null for a new arcade. */
  arcade: { id: number; name: string; slug: string; city: string; stateCode: string } | null
  /** What it is about, in a few words ("Hours, Phone", "Permanently closed", "New arcade: Pixel Palace"). */
  summary: string
  /** How many sent the same while it was pending. */
  foldCount: number
  createdAt: string
  updatedAt: string
}

/** One line of "what would change": the field, its value today, what the visitor saw, what they propose. */
export interface ProposedChange {
  field: AcceptableField
  label: string
  today: string | null
  seen: string | null
  proposed: string
}

export interface AdminReport extends AdminReportSummary {
  proposed: ReportProposal
  changes: ProposedChange[]
  /** The new arcade a suggestion proposes (to open the Add Arcade form with), else null. */
  newArcade: NewArcadeProposal | null
  message: string | null
  contactEmail: string | null
  decidedAt: string | null
  decidedBy: string | null
  decisionReason: string | null
  acceptedFields: string[] | null
  duplicateOfId: number | null
  revisionId: number | null
}

export const reportId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')

export const reportListInput = z.strictObject({
  status: z.enum(REPORT_STATUSES, { error: `status must be one of ${REPORT_STATUSES.join(', ')}` }).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ReportListQuery = z.output<typeof reportListInput>

/** The fields of an edit an administrator may accept; a closure's `status`, a game's `game`. */
export const ACCEPTABLE_FIELDS = [...EDITABLE_FIELDS, 'status', 'game'] as const
export type AcceptableField = (typeof ACCEPTABLE_FIELDS)[number]

/**
 * Accepting a report: the fields taken (all the report proposes when absent), values the administrator edited
 * (an edit's fields only), or, for a new arcade, the arcade as the Add Arcade form sends it.
 */
export const acceptReportInput = z.strictObject({
  id: reportId,
  fields: z.array(z.enum(ACCEPTABLE_FIELDS)).max(ACCEPTABLE_FIELDS.length).optional(),
  values: z
    .strictObject(
      Object.fromEntries(
        EDITABLE_FIELDS.map((f) => [
          f,
          z
            .string()
            .max(REPORT_LIMITS[f] + 100)
            .optional(),
        ]),
      ) as Record<EditableField, z.ZodOptional<z.ZodString>>,
    )
    .optional(),
  arcade: adminArcadeInput.optional(),
})
export type AcceptReportInput = z.input<typeof acceptReportInput>
export type AcceptReportData = z.output<typeof acceptReportInput>

export const rejectReportInput = z.strictObject({
  id: reportId,
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'Say why it is rejected')
    .max(REPORT_LIMITS.reason, `must be at most ${REPORT_LIMITS.reason} characters`),
})

export const duplicateReportInput = z.strictObject({
  id: reportId,
  duplicateOfId: reportId,
})
