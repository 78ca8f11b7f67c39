/**
 * What a visitor can suggest (issue 20) and the limits of each field, Zod-free so the public report and suggestion
 * pages can read them without loading the schemas (src/shared/report.ts parses with the same numbers).
 * docs/decisions/0041-visitor-reports.md.
 */

/** What a visitor says is wrong with an arcade: its details, a game, a closure, or something else in words. */
export const REPORT_TOPICS = ['edit', 'game', 'temporarily_closed', 'permanently_closed', 'other'] as const
export type ReportTopic = (typeof REPORT_TOPICS)[number]

export const REPORT_TOPIC_LABELS: Record<ReportTopic, string> = {
  edit: 'Hours, phone, website, address or type are wrong',
  game: 'A game arrived, left or is out of order',
  temporarily_closed: 'It is temporarily closed',
  permanently_closed: 'It has closed for good',
  other: 'Something else',
}

/** The arcade's details a visitor can correct, in the form's order. */
export const EDITABLE_FIELDS = ['hours', 'phone', 'website', 'address', 'city', 'zip', 'type'] as const
export type EditableField = (typeof EDITABLE_FIELDS)[number]

export const EDITABLE_FIELD_LABELS: Record<EditableField, string> = {
  hours: 'Hours',
  phone: 'Phone',
  website: 'Website',
  address: 'Street address',
  city: 'City',
  zip: 'ZIP code',
  type: 'Type',
}

/** What happened to a game. */
export const GAME_CHANGES = ['arrived', 'left', 'out_of_order'] as const
export type GameChange = (typeof GAME_CHANGES)[number]

export const GAME_CHANGE_LABELS: Record<GameChange, string> = {
  arrived: 'It arrived',
  left: 'It left',
  out_of_order: 'It is out of order',
}

/** The most characters each field takes (413 for a whole body over REPORT_BODY_MAX_BYTES). */
export const REPORT_LIMITS = {
  hours: 500,
  phone: 40,
  website: 500,
  address: 200,
  city: 100,
  zip: 10,
  type: 100,
  gameTitle: 120,
  name: 200,
  message: 2000,
  email: 254,
  formToken: 200,
  honeypot: 500,
  reason: 500,
} as const

/** The largest body the report and suggestion paths take, form or JSON: far above any honest suggestion. */
export const REPORT_BODY_MAX_BYTES = 16 * 1024

/** The report form of an arcade, and the suggestion form. */
export const reportFormPath = (slug: string) => `/arcade/${slug.toLowerCase()}/report`
export const SUGGEST_PATH = '/suggest'

/** The honeypot field's name: hidden from people, filled by scripts that fill every field. */
export const HONEYPOT_FIELD = 'homepage'

export interface Correction {
  /** The value the form showed the visitor. */
  seen: string
  value: string
}

/** A new arcade as a visitor suggests it (the report's message holds what is there). */
export interface NewArcadeProposal {
  name: string
  address: string
  city: string
  state: string
  zip: string
  type: string | null
  website: string | null
  phone: string | null
}

/** What a stored report proposes, as JSON in its `proposed` column; its shape follows the report's kind. */
export type ReportProposal =
  | { changes: Partial<Record<EditableField, Correction>> }
  | { game: { title: string; slug: string | null; change: GameChange } }
  | { status: 'temporarily_closed' | 'permanently_closed'; closed_on: string | null }
  | Record<string, never>
  | NewArcadeProposal

/** An arcade already in the directory that a suggested new one may be ("Is it one of these?"). */
export interface DuplicateCandidate {
  slug: string
  name: string
  address: string
  city: string
  state_code: string
}

/** A field's message, as 400 answers carry them (`changes.hours.value`: the name of the form's input). */
export interface FieldIssue {
  field: string
  message: string
}
