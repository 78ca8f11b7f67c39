import {
  ADMIN_LIST_STATUSES,
  ADMIN_SORTS,
  stateSlugOf,
  TYPE_FILTER_MAX,
  TYPE_FILTER_PATTERN,
} from './admin-list-address'
import { ADMIN_PAGE_SIZE } from './constants'
import { z } from './zod'

/**
 * The admin dashboard's list: what the procedure `admin.arcades.list` (and `GET /api/admin/arcades`) takes, and
 * its rules (admin-list-address.ts holds those the dashboard's address shares; docs/decisions/0031-admin-table.md).
 */

const ADMIN_LIST_MAX = 500
const ADMIN_QUERY_MAX = 200

const sort = z.enum(ADMIN_SORTS, { error: `sort must be one of ${ADMIN_SORTS.join(', ')}` })
const dir = z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' })
const blankIsNone = (v: string | undefined) => (v ? v : undefined)
const state = z
  .string({ error: 'state must be a US state name, code or slug' })
  .trim()
  .optional()
  .transform(blankIsNone)
  .refine((s) => s === undefined || stateSlugOf(s) !== undefined, 'state must be a US state name, code or slug')
  .transform((s) => (s === undefined ? undefined : stateSlugOf(s)))
const type = z
  .string({ error: 'type must be text' })
  .trim()
  .toLowerCase()
  .max(TYPE_FILTER_MAX, `type must be at most ${TYPE_FILTER_MAX} characters`)
  .regex(TYPE_FILTER_PATTERN, 'type must be words of letters a-z and digits, such as "laser tag"')
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
  status: z
    .enum(ADMIN_LIST_STATUSES, { error: `status must be one of ${ADMIN_LIST_STATUSES.join(', ')}` })
    .default('listed'),
})
export type AdminListInput = z.input<typeof adminListInput>
export type AdminList = z.output<typeof adminListInput>
