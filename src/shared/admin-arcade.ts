import { PHONE_EXAMPLE, storedPhone } from '../lib/phone'
import { splitTypes } from './arcade-types'
import { z } from './zod'
import { DEFAULT_ARCADE_TYPE, DEFAULT_HOURS, DEFAULT_PRICE_RANGE } from './constants'
import { findState } from './us-states'
import { OPENING_HOURS_MAX, openingHoursProblem } from './opening-hours'
import { isTimeZone, TIME_ZONE_EXAMPLE } from './time-zones'
import { LISTING_STATUSES, type ListingStatus } from './listing-status'
import { calendarDay } from './lineup'

/** SPEC §3 admin (camelCase) view of an arcade. */
export interface AdminArcade {
  id: number
  name: string
  slug: string
  type: string
  description: string
  address: string
  city: string
  state: string
  zipCode: string
  phone: string | null
  website: string | null
  rating: number
  reviewCount: number
  priceRange: string
  hours: string
  /** OpenStreetMap `opening_hours`; null when the hours text could not be read (docs/decisions/0023-…). */
  openingHours: string | null
  /** IANA time zone the hours are read in. */
  timeZone: string
  latitude: number | null
  longitude: number | null
  imageUrl: string
  /** Open or closed, and since when (YYYY-MM-DD), issue 20. */
  status: ListingStatus
  closedOn: string | null
  /** When the listing, its hours and its lineup were last checked (ISO 8601; the lineup's a day), or null. */
  checkedAt: string | null
  hoursCheckedAt: string | null
  lineupCheckedAt: string | null
  /** When it was deleted (it can be restored from the Deleted list), or null. */
  deletedAt: string | null
  /** When the listing last changed (ISO 8601). */
  updatedAt: string
}

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))

/** A US phone number written in any usual way, turned into its one stored form (src/lib/phone.ts). */
export const usPhone = z.string().transform((text, ctx) => {
  const phone = storedPhone(text)
  if (phone) return phone
  ctx.addIssue({ code: 'custom', message: `Phone must be a US phone number such as ${PHONE_EXAMPLE}` })
  return z.NEVER
})

/** Most types one arcade lists, and the longest type (the search page's type filter takes up to 40 characters). */
export const ARCADE_TYPES_MAX = 6
export const ARCADE_TYPE_MAX = 40

/** A type as stored: lowercase words, one space between them ("Laser  Tag" is "laser tag"). */
export function normaliseType(type: string): string {
  return type.trim().toLowerCase().replace(/\s+/g, ' ')
}

/**
 * The comma-separated type list (SPEC §3: the first is the main type), each type normalised, each once. A type
 * is words of letters a–z and digits (hyphens allowed), so it can be searched for and used as a widget tag.
 */
const typeList = z
  .string({ error: 'Type is required' })
  .default(DEFAULT_ARCADE_TYPE)
  .transform((text, ctx) => {
    const types = [...new Set(splitTypes(text).map(normaliseType))]
    const problem =
      types.length === 0
        ? 'Type is required'
        : types.length > ARCADE_TYPES_MAX
          ? `Type lists at most ${ARCADE_TYPES_MAX} types`
          : types.some((t) => t.length > ARCADE_TYPE_MAX)
            ? `Each type must be at most ${ARCADE_TYPE_MAX} characters`
            : types.some((t) => !/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/.test(t))
              ? 'Each type must be words of letters a-z and digits, such as "laser tag"'
              : undefined
    if (problem === undefined) return types.join(',')
    ctx.addIssue({ code: 'custom', message: problem })
    return z.NEVER
  })

/** Numbers or numeric text (SPEC §3); blank means "not set". */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v === undefined ? null : v
      // Only spaces is blank like '', not Number('') = 0 (a real point off the coast of Africa).
      const text = v.trim()
      return text === '' ? null : Number(text)
    },
    z
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be at least -${limit}`)
      .max(limit, `${label} must be at most ${limit}`)
      .transform((n) => Math.round(n * 1e6) / 1e6)
      .nullable(),
  )

/** The day a closure is said to have begun: a real date, not in the future (UTC's today is every US zone's today or later). */
const closedOnDay = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  calendarDay.refine((day) => day <= new Date().toISOString().slice(0, 10), 'must not be in the future').nullish(),
)

const adminArcadeFields = z.object({
  name: required('Name', 200),
  type: typeList,
  description: required('Description', 5000),
  address: required('Address', 300),
  city: required('City', 100),
  state: required('State', 50).refine((s) => findState(s) !== undefined, 'State must be a US state name or code'),
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits'),
  phone: optionalText(40).pipe(usPhone.nullable()),
  website: optionalText(500).pipe(
    z.union([z.null(), z.url({ protocol: /^https?$/, error: 'Website must be a valid URL' })]),
  ),
  rating: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: 'Rating must be a number from 1 to 5' })
      .min(1, 'Rating must be at least 1')
      .max(5, 'Rating must be at most 5')
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Rating must use steps of 0.1'),
  ),
  reviewCount: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Review count must be a number' })
      .int('Review count must be a whole number')
      .min(0, 'Review count must be at least 0'),
  ),
  priceRange: z
    .string()
    .trim()
    .max(10, 'Price range must be at most 10 characters')
    .default(DEFAULT_PRICE_RANGE)
    .transform((v) => v || DEFAULT_PRICE_RANGE),
  hours: z
    .string()
    .trim()
    .max(500, 'Hours must be at most 500 characters')
    .default(DEFAULT_HOURS)
    .transform((v) => v || DEFAULT_HOURS),
  // Blank: read from the hours text when it is in a usual form, else none (the text is shown as written).
  openingHours: z
    .string()
    .trim()
    .max(OPENING_HOURS_MAX, `Opening hours must be at most ${OPENING_HOURS_MAX} characters`)
    .nullish()
    .transform((text, ctx) => {
      if (!text) return null
      const problem = openingHoursProblem(text)
      if (problem === undefined) return text
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }),
  // Blank: from the coordinates, else the state.
  timeZone: z
    .string()
    .trim()
    .nullish()
    .transform((zone) => zone || null)
    .refine(
      (zone) => zone === null || isTimeZone(zone),
      `Time zone must be an IANA time zone such as ${TIME_ZONE_EXAMPLE}`,
    ),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  imageUrl: z
    .string()
    .trim()
    .max(1000, 'Image URL must be at most 1000 characters')
    .default('')
    .refine(
      (v) => v === '' || /^\/(?!\/)\S*$/.test(v) || z.url({ protocol: /^https?$/ }).safeParse(v).success,
      'Image URL must be an http(s) address or a path on this site such as /images/arcade.jpg',
    ),
  // Absent: unchanged (open for a new arcade). Issue 20.
  status: z.enum(LISTING_STATUSES, { error: `Status must be one of ${LISTING_STATUSES.join(', ')}` }).optional(),
  // Blank: not known (a temporary closure), or none (open).
  closedOn: closedOnDay,
})

/** A closure's day goes with its status: none while open, required once closed for good, only with a status. */
function closureRules(data: { status?: ListingStatus; closedOn?: string | null }, ctx: z.RefinementCtx): void {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['closedOn'], message })
  const closedOn = data.closedOn ?? null
  if (data.status === undefined && closedOn !== null) issue('Closed on is set together with a status')
  if (data.status === 'open' && closedOn !== null) issue('Closed on must be empty while the arcade is open')
  if (data.status === 'permanently_closed' && closedOn === null)
    issue('Closed on is required when the arcade is permanently closed')
}

/** The full edited arcade, as the Edit and Add forms send it and the server validates it. */
export const adminArcadeInput = adminArcadeFields.superRefine(closureRules)
export type AdminArcadeInput = z.input<typeof adminArcadeInput>
export type AdminArcadeData = z.output<typeof adminArcadeInput>

export const adminArcadeId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')

/** The Edit form's save: the arcade's id and its fields. */
export const adminArcadeUpdateInput = adminArcadeFields.extend({ id: adminArcadeId }).superRefine(closureRules)

const LOGIN_USERNAME_MAX = 64
const LOGIN_PASSWORD_MAX = 1024

export const loginInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(LOGIN_USERNAME_MAX, `Username must be at most ${LOGIN_USERNAME_MAX} characters`),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(LOGIN_PASSWORD_MAX, `Password must be at most ${LOGIN_PASSWORD_MAX} characters`),
})
