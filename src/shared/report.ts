import { usPhone } from './admin-arcade'
import { findState } from './us-states'
import { z } from './zod'
import {
  EDITABLE_FIELDS,
  GAME_CHANGES,
  HONEYPOT_FIELD,
  REPORT_TOPICS,
  REPORT_LIMITS as MAX,
  type Correction,
  type DuplicateCandidate,
  type EditableField,
} from './report-fields'

/**
 * The visitor's report on an arcade and suggestion of a new one (issue 20), as the JSON API takes them and as the
 * plain HTML forms are read (`reportFromForm`, `suggestionFromForm`: the same schemas, so the same rules).
 * docs/decisions/0041-visitor-reports.md.
 */

/** C0 controls and DEL: never part of what a person types. A line takes none; text keeps tabs and line breaks. */
const LINE_CONTROLS = /[\u0000-\u001f\u007f]/
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const CONTROL_MESSAGE = 'must not contain control characters'

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !LINE_CONTROLS.test(v), CONTROL_MESSAGE)

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !TEXT_CONTROLS.test(v), CONTROL_MESSAGE)

const requiredLine = (max: number, label: string) => line(max).refine((v) => v !== '', `${label} is required`)

/** Blank is "not given". */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(schema.optional())

const email = optional(line(MAX.email).pipe(z.email('must be an e-mail address')))
const webAddress = z.url({ protocol: /^https?$/, error: 'must be a web address such as https://example.com' })
const day = z.iso.date('must be a date such as 2026-11-27')

/** What the proposed value of each field must be; blank means "remove it" for phone and website only. */
const PROPOSED: Record<EditableField, z.ZodType<string, string>> = {
  hours: requiredLine(MAX.hours, 'Hours'),
  phone: line(MAX.phone).pipe(z.union([z.literal(''), usPhone])),
  website: line(MAX.website).pipe(z.union([z.literal(''), webAddress])),
  address: requiredLine(MAX.address, 'Street address'),
  city: requiredLine(MAX.city, 'City'),
  zip: line(MAX.zip).regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits'),
  type: requiredLine(MAX.type, 'Type'),
}

/**
 * The corrections: each field the form showed (`seen`) and what the visitor says it should be (`value`). A field
 * left as it was is no correction (compared as typed, before the value is put in its stored form); each changed
 * value must keep its field's rule.
 */
const changes = z
  .strictObject(
    Object.fromEntries(
      EDITABLE_FIELDS.map((f) => [
        f,
        z.strictObject({ seen: text(Math.max(MAX[f], MAX.hours)), value: z.string().max(MAX[f] + 100) }).optional(),
      ]),
    ),
  )
  .transform((all, ctx) => {
    const out: Partial<Record<EditableField, Correction>> = {}
    for (const field of EDITABLE_FIELDS) {
      const c = all[field] as { seen: string; value: string } | undefined
      if (!c || c.value.trim() === c.seen.trim()) continue
      const value = PROPOSED[field].safeParse(c.value)
      if (value.success) out[field] = { seen: c.seen, value: value.data }
      else
        for (const i of value.error.issues) ctx.addIssue({ code: 'custom', path: [field, 'value'], message: i.message })
    }
    if (Object.keys(out).length === 0 && ctx.issues.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Change at least one of the details' })
    }
    return out
  })

const common = {
  arcade_slug: requiredLine(MAX.name, 'arcade_slug'),
  message: optional(text(MAX.message)),
  contact_email: email,
  form_token: requiredLine(MAX.formToken, 'form_token'),
  [HONEYPOT_FIELD]: z.string().max(MAX.honeypot, `must be at most ${MAX.honeypot} characters`).optional(),
}

/** `POST /api/reports`, `public.reports.submit`: what is wrong with an arcade. */
export const reportInput = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ ...common, kind: z.literal('edit'), changes }),
      z.strictObject({
        ...common,
        kind: z.literal('game'),
        game: z.strictObject({ title: requiredLine(MAX.gameTitle, 'Game'), change: z.enum(GAME_CHANGES) }),
      }),
      z.strictObject({ ...common, kind: z.literal('temporarily_closed') }),
      z.strictObject({ ...common, kind: z.literal('permanently_closed'), closed_on: optional(day) }),
      z.strictObject({ ...common, kind: z.literal('other') }),
    ],
    { error: `kind must be one of ${REPORT_TOPICS.join(', ')}` },
  )
  .superRefine((r, ctx) => {
    if (r.kind === 'other' && !r.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'Say in words what is wrong' })
    }
  })
export type ReportInput = z.output<typeof reportInput>

/** `POST /api/suggestions`, `public.suggestions.submit`: an arcade the directory does not have yet. */
export const suggestionInput = z.strictObject({
  name: requiredLine(MAX.name, 'Name'),
  address: requiredLine(MAX.address, 'Street address'),
  city: requiredLine(MAX.city, 'City'),
  state: requiredLine(50, 'State').refine(
    (s) => s === '' || findState(s) !== undefined,
    'State must be a US state name or code',
  ),
  zip: line(MAX.zip).regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  type: optional(line(MAX.type)),
  website: optional(line(MAX.website).pipe(webAddress)),
  phone: optional(line(MAX.phone).pipe(usPhone)),
  /** What is there: games, prices, anything a visitor knows. */
  message: optional(text(MAX.message)),
  contact_email: email,
  form_token: requiredLine(MAX.formToken, 'form_token'),
  /** Sent after seeing the possible duplicates: "none of these, it is new". */
  confirmed_new: z.boolean().optional(),
  [HONEYPOT_FIELD]: z.string().max(MAX.honeypot, `must be at most ${MAX.honeypot} characters`).optional(),
})
export type SuggestionInput = z.output<typeof suggestionInput>

/** The answer to a report or suggestion taken in (202): nothing public changes until an administrator accepts it. */
export const reportReceivedSchema = z.object({ received: z.literal(true) })

/** An arcade already in the directory that a suggested new one may be (report-fields' Zod-free type). */
const duplicateCandidateSchema: z.ZodType<DuplicateCandidate> = z.object({
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state_code: z.string(),
})

/** The answer to a suggestion: received (202), or arcades it may be (200), nothing stored until `confirmed_new`. */
export const suggestionAnswerSchema = z.union([
  reportReceivedSchema,
  z.object({ received: z.literal(false), possible_duplicates: z.array(duplicateCandidateSchema) }),
])
