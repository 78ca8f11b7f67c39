import { ADMIN_PAGE_SIZE } from './constants'
import { findState } from './us-states'
import { z } from './zod'

/**
 * The admin dashboard's list: what the procedure `admin.arcades.list` (and `GET /api/admin/arcades`) takes, and
 * the part of it the dashboard keeps in its address (docs/decisions/0031-admin-table.md).
 */

/** The table's sortable columns, in the order they are shown. */
export const ADMIN_SORTS = ['name', 'city', 'state', 'type', 'rating', 'updated'] as const
export type AdminSort = (typeof ADMIN_SORTS)[number]
export type SortDirection = 'asc' | 'desc'

/** Where a first click on a column starts: text A to Z, numbers and dates highest and newest first. */
export const FIRST_DIRECTION: Record<AdminSort, SortDirection> = {
  name: 'asc',
  city: 'asc',
  state: 'asc',
  type: 'asc',
  rating: 'desc',
  updated: 'desc',
}

const ADMIN_LIST_MAX = 500
const ADMIN_QUERY_MAX = 200
const TYPE_FILTER_MAX = 40

const sort = z.enum(ADMIN_SORTS, { error: `sort must be one of ${ADMIN_SORTS.join(', ')}` })
const dir = z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' })
const blankIsNone = (v: string | undefined) => (v ? v : undefined)
const state = z
  .string({ error: 'state must be a US state name, code or slug' })
  .trim()
  .optional()
  .transform(blankIsNone)
  .refine((s) => s === undefined || findState(s) !== undefined, 'state must be a US state name, code or slug')
  // One spelling per state (its slug), so `TX`, `Texas` and `texas` are one address and one cache entry.
  .transform((s) => (s === undefined ? undefined : findState(s)!.slug))
const type = z
  .string({ error: 'type must be text' })
  .trim()
  .toLowerCase()
  .max(TYPE_FILTER_MAX, `type must be at most ${TYPE_FILTER_MAX} characters`)
  .regex(/^(?:[a-z0-9]+(?:[ -][a-z0-9]+)*)?$/, 'type must be words of letters a-z and digits, such as "laser tag"')
  .optional()
  .transform(blankIsNone)

export const adminListInput = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(ADMIN_LIST_MAX, `limit must be at most ${ADMIN_LIST_MAX}`)
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, 'offset must be at least 0').default(0),
  query: z
    .string()
    .trim()
    .max(ADMIN_QUERY_MAX, `query must be at most ${ADMIN_QUERY_MAX} characters`)
    .optional()
    .transform(blankIsNone),
  /** Absent: the search's own order (relevance with a query). */
  sort: sort.optional(),
  /** Absent: the column's first direction (FIRST_DIRECTION). */
  dir: dir.optional(),
  state,
  type,
})
export type AdminListInput = z.input<typeof adminListInput>
export type AdminList = z.output<typeof adminListInput>

/**
 * The dashboard's address (`/admin?sort=rating&dir=desc&state=texas&type=retro`): the same rules, read leniently,
 * so an edited or outdated address shows the list without the value it cannot use instead of an error.
 */
export const adminListAddress = z.object({
  sort: sort.optional().catch(undefined),
  dir: dir.optional().catch(undefined),
  state: state.catch(undefined),
  type: type.catch(undefined),
})
export type AdminListAddress = Partial<z.output<typeof adminListAddress>>
