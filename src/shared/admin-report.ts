import { adminArcadeInput } from './admin-arcade'
import { z } from './zod'
import {
  EDITABLE_FIELDS,
  GAME_CHANGES,
  REPORT_LIMITS,
  type EditableField,
  type NewArcadeProposal,
  type ReportProposal,
} from './report-fields'
import { REPORT_KINDS, REPORT_STATUSES } from './revision-kinds'

/**
 * The administrator's review of visitors' reports (issue 20, docs/decisions/0041-visitor-reports.md): the queue's
 * shapes (camelCase, like every admin shape) and the decisions' inputs, used by the screens, tRPC and REST alike.
 */

/** The fields of an edit an administrator may accept; a closure's `status`, a game's `game`. */
export const ACCEPTABLE_FIELDS = [...EDITABLE_FIELDS, 'status', 'game'] as const
export type AcceptableField = (typeof ACCEPTABLE_FIELDS)[number]

/** A report as the queue lists it. */
export const adminReportSummarySchema = z.object({
  id: z.int(),
  kind: z.enum(REPORT_KINDS),
  status: z.enum(REPORT_STATUSES),
  /** The arcade it is about; null for a new arcade. */
  arcade: z
    .object({ id: z.int(), name: z.string(), slug: z.string(), city: z.string(), stateCode: z.string() })
    .nullable(),
  /** What it is about, in a few words ("Hours, Phone", "Permanently closed", "New arcade: Pixel Palace"). */
  summary: z.string(),
  /** How many sent the same while it was pending. */
  foldCount: z.int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminReportSummary = z.infer<typeof adminReportSummarySchema>

/** `admin.reports.list`'s answer: a page of the queue and how many reports have the status. */
export const adminReportListSchema = z.object({ data: z.array(adminReportSummarySchema), total: z.int().min(0) })

/** A new arcade as a visitor suggests it, checked against report-fields' Zod-free type (the public pages read it). */
const newArcadeProposalSchema: z.ZodType<NewArcadeProposal> = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  type: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
})

/** What a stored report proposes, by its kind (report-fields' ReportProposal). */
const reportProposalSchema: z.ZodType<ReportProposal> = z.union([
  z.object({
    changes: z.partialRecord(z.enum(EDITABLE_FIELDS), z.object({ seen: z.string(), value: z.string() })),
  }),
  z.object({
    game: z.object({ title: z.string(), slug: z.string().nullable(), change: z.enum(GAME_CHANGES) }),
  }),
  z.object({ status: z.enum(['temporarily_closed', 'permanently_closed']), closed_on: z.string().nullable() }),
  newArcadeProposalSchema,
  z.object({}),
])

/** One line of "what would change": the field, its value today, what the visitor saw, what they propose. */
export const proposedChangeSchema = z.object({
  field: z.enum(ACCEPTABLE_FIELDS),
  label: z.string(),
  today: z.string().nullable(),
  seen: z.string().nullable(),
  proposed: z.string(),
})
export type ProposedChange = z.infer<typeof proposedChangeSchema>

/** One report as the review page shows it, and as each decision answers it. */
export const adminReportSchema = adminReportSummarySchema.extend({
  proposed: reportProposalSchema,
  changes: z.array(proposedChangeSchema),
  /** The new arcade a suggestion proposes (to open the Add Arcade form with), else null. */
  newArcade: newArcadeProposalSchema.nullable(),
  message: z.string().nullable(),
  contactEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  acceptedFields: z.array(z.string()).nullable(),
  duplicateOfId: z.int().nullable(),
  revisionId: z.int().nullable(),
})
export type AdminReport = z.infer<typeof adminReportSchema>

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
