import { ADMIN_PAGE_SIZE } from './constants'
import { findState } from './us-states'

/**
 * The admin dashboard's address (`/admin?sort=rating&dir=desc&state=texas&type=retro`), read without Zod: the
 * route reads it in every page's JavaScript (the router's route tree), where the schemas must not go
 * (tests/integration/budget.test.ts). The list procedure's schema (admin-list.ts) uses the same rules.
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

/**
 * Which arcades the list shows: those listed (searched like the public search), those closed for good, or those
 * deleted (the Deleted list, where they can be restored). Issue 20.
 */
export const ADMIN_LIST_STATUSES = ['listed', 'permanently_closed', 'deleted'] as const
export type AdminListStatus = (typeof ADMIN_LIST_STATUSES)[number]

export const TYPE_FILTER_MAX = 40
/** A type filter: words of letters a-z and digits, such as "laser tag". */
export const TYPE_FILTER_PATTERN = /^(?:[a-z0-9]+(?:[ -][a-z0-9]+)*)?$/

export const isAdminSort = (value: unknown): value is AdminSort => ADMIN_SORTS.includes(value as AdminSort)

/** One spelling per state (its slug), so `TX`, `Texas` and `texas` are one address and one cache entry. */
export const stateSlugOf = (value: string) => findState(value)?.slug

export interface AdminListAddress {
  sort?: AdminSort
  dir?: SortDirection
  state?: string
  type?: string
  /** Absent: the listed arcades; deleted ones have their own screen (/admin/deleted). */
  status?: 'permanently_closed'
}

/** The address, leniently: a value the list cannot use is left out (an edited or outdated address), never an error. */
export function readAdminListAddress(search: Record<string, unknown>): AdminListAddress {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const state = text(search.state) && stateSlugOf(text(search.state))
  const type = text(search.type).toLowerCase()
  const usableType = type && type.length <= TYPE_FILTER_MAX && TYPE_FILTER_PATTERN.test(type) ? type : undefined
  return {
    ...(isAdminSort(search.sort) && { sort: search.sort }),
    ...((search.dir === 'asc' || search.dir === 'desc') && { dir: search.dir }),
    ...(state && { state }),
    ...(usableType && { type: usableType }),
    ...(search.status === 'permanently_closed' && { status: search.status }),
  }
}

/** The list procedure's input for one page of the dashboard at `address`, with the search text `query`. */
export function adminListQueryInput(address: AdminListAddress, query: string, page: number) {
  return {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
    query: query || undefined,
    ...(address.sort ? { sort: address.sort, dir: address.dir ?? FIRST_DIRECTION[address.sort] } : {}),
    state: address.state,
    type: address.type,
    status: address.status,
  }
}
