import { z } from './zod'
import { adminArcadeId } from './admin-arcade'
import { CONFIRM_PARTS } from './listing-status'
import { REVISION_ACTORS, REVISION_KINDS } from './revision-kinds'

/**
 * A listing's history as the administrator reads it (issue 20): the fields a revision records, their names on the
 * History panel, the admin answers and the inputs of the history procedures. docs/decisions/0040-listing-history.md.
 */

/**
 * The fields of a listing a person sets (SPEC §3's, the admin form's and the closure), as a revision names them:
 * the database's column names. Derived columns (slugs, state code, the week worked out from the hours) follow
 * from these; stamps and `updated_at` are not part of a version.
 */
export const LISTING_FIELDS = [
  'name',
  'type',
  'description',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'website',
  'hours',
  'opening_hours',
  'time_zone',
  'rating',
  'review_count',
  'price_range',
  'latitude',
  'longitude',
  'image_url',
  'status',
  'closed_on',
] as const
export type ListingField = (typeof LISTING_FIELDS)[number]

/** What the History panel calls each field a revision can name: the listing's, the lineup, the stamps, deletion. */
export const CHANGE_LABELS: Record<string, string> = {
  name: 'Name',
  type: 'Type',
  description: 'Description',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  phone: 'Phone',
  website: 'Website',
  hours: 'Hours',
  opening_hours: 'Opening hours',
  time_zone: 'Time zone',
  rating: 'Rating',
  review_count: 'Review count',
  price_range: 'Price range',
  latitude: 'Latitude',
  longitude: 'Longitude',
  image_url: 'Image URL',
  status: 'Status',
  closed_on: 'Closed on',
  checked_at: 'Listing checked',
  hours_checked_at: 'Hours checked',
  lineup_checked_at: 'Lineup checked',
  deleted_at: 'Deleted',
}

/** A lineup entry as a revision records it (null: the game was not in the lineup). */
export interface RevisionLineupEntry {
  count: number
  price_cents: number | null
  status: string
  status_since: string | null
}

/** One change of a revision: a field from → to, or a game of the lineup (`field` is `lineup:{game slug}`). */
export const adminRevisionChangeSchema = z.object({
  field: z.string(),
  /** The game's title, for a lineup change (its slug when the catalogue no longer has it). */
  game: z.string().optional(),
  from: z.unknown(),
  to: z.unknown(),
})
export type AdminRevisionChange = z.infer<typeof adminRevisionChangeSchema>

/** A revision as the admin API answers it (camelCase). */
export const adminRevisionSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  actor: z.enum(REVISION_ACTORS),
  adminUsername: z.string().nullable(),
  reportId: z.int().nullable(),
  importId: z.int().nullable(),
  kind: z.enum(REVISION_KINDS),
  changes: z.array(adminRevisionChangeSchema),
  revertsId: z.int().nullable(),
})
export type AdminRevision = z.infer<typeof adminRevisionSchema>

/** `admin.arcades.revisions`' answer: a page of the history, newest first, and how many revisions there are. */
export const adminRevisionPageSchema = z.object({ data: z.array(adminRevisionSchema), total: z.int().min(0) })

export const REVISIONS_PAGE_MAX = 100
export const REVISIONS_PAGE_DEFAULT = 20

const revisionId = z.coerce
  .number({ error: 'must be a revision id' })
  .int('must be a whole number')
  .positive('must be positive')

/** `admin.arcades.revisions`: the newest first, `limit` at a time, those older than `before` (a revision id). */
export const revisionsInput = z.strictObject({
  id: adminArcadeId,
  limit: z.coerce
    .number({ error: `must be a whole number from 1 to ${REVISIONS_PAGE_MAX}` })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(REVISIONS_PAGE_MAX, `must be at most ${REVISIONS_PAGE_MAX}`)
    .default(REVISIONS_PAGE_DEFAULT),
  before: revisionId.optional(),
})

/** `admin.arcades.restoreRevision`: bring back the arcade's values as they were right after revision `revision`. */
export const restoreRevisionInput = z.strictObject({ id: adminArcadeId, revision: revisionId })

/** `admin.arcades.confirm`: the parts checked as still right (at least one, each once). */
export const confirmInput = z.strictObject({
  id: adminArcadeId,
  parts: z
    .array(z.enum(CONFIRM_PARTS, { error: `must be one of ${CONFIRM_PARTS.join(', ')}` }))
    .min(1, 'must name at least one part')
    .max(CONFIRM_PARTS.length, `must name at most ${CONFIRM_PARTS.length} parts`)
    .refine((parts) => new Set(parts).size === parts.length, 'must name each part once'),
})
