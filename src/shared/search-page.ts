import { SEARCH_PAGE_MAX_CARDS, SEARCH_PAGE_SIZE } from './constants'
import type { SearchAddress } from './search-address'
import {
  nearText,
  readSearch,
  type SearchInput,
  type SearchIssue,
  type SearchSort,
  type SearchValues,
} from './search-params'

/**
 * The search page's state: its address (search-address.ts) read with the one search contract (search-params.ts)
 * leniently: the values that parse are kept, the others are left out and shown to the visitor as issues. The
 * page writes the text as `q` where the API says `query`.
 */
export interface SearchPageSearch {
  q?: string
  type?: string
  minRating?: number
  state?: string
  city?: string
  zip?: string
  /** ZIP code, `lat,lng` or `{city-slug}-{state-slug}`. */
  near?: string
  radius?: number
  sort?: SearchSort
  limit?: number
  offset?: number
}

/** The address's parameters under the contract's names. */
function contractInput(address: SearchAddress): Record<string, unknown> {
  const { q, ...rest } = address
  return { ...rest, query: q }
}

/** The page's names for the contract's values. */
function pageSearchOf(values: SearchValues): SearchPageSearch {
  const { query, near, ...rest } = values
  const out: SearchPageSearch = { ...rest }
  if (query !== undefined) out.q = query
  if (near !== undefined) out.near = nearText(near)
  return out
}

/**
 * The search the page's address asks for, read leniently: the values that parse, and an issue (under the page's
 * names) for each one the page leaves out and tells the visitor about.
 */
export function searchOfAddress(address: SearchAddress): { search: SearchPageSearch; issues: SearchIssue[] } {
  const { values, issues } = readSearch(contractInput(address))
  return {
    search: pageSearchOf(values),
    issues: issues.map((i) => (i.field === 'query' ? { ...i, field: 'q' } : i)),
  }
}

/** The address of a search: its non-empty values as text. */
export function addressOf(search: SearchPageSearch): SearchAddress {
  return Object.fromEntries(Object.entries(cleanSearch(search)).map(([key, value]) => [key, String(value)]))
}

/** `near` as a visitor typed it ("Austin, TX", "78701"), in the address's form, or why it cannot be used. */
export function nearOf(text: string): { near?: string; message?: string } {
  const { values, issues } = readSearch({ near: text })
  return values.near ? { near: nearText(values.near) } : { message: issues[0]?.message }
}

/** Only non-empty values stay in the address (SPEC §2). */
export function cleanSearch(s: SearchPageSearch): SearchPageSearch {
  const out: SearchPageSearch = {}
  if (s.q?.trim()) out.q = s.q.trim()
  if (s.type?.trim()) out.type = s.type.trim()
  if (s.minRating !== undefined) out.minRating = s.minRating
  if (s.state?.trim()) out.state = s.state.trim()
  if (s.city?.trim()) out.city = s.city.trim()
  if (s.zip?.trim()) out.zip = s.zip.trim()
  if (s.near?.trim()) out.near = s.near.trim()
  if (s.radius !== undefined) out.radius = s.radius
  if (s.sort !== undefined) out.sort = s.sort
  if (s.limit !== undefined) out.limit = s.limit
  if (s.offset) out.offset = s.offset
  return out
}

/** The API input for the page's address: only the values it holds, and the page's size (SPEC §5). */
export function searchInputOf(s: SearchPageSearch): SearchInput & { limit: number; offset: number } {
  const { q, limit, offset, ...rest } = cleanSearch(s)
  return {
    ...(q === undefined ? {} : { query: q }),
    ...rest,
    // A page shows at most SEARCH_PAGE_MAX_CARDS cards (its route redirects larger limits).
    limit: Math.min(limit ?? SEARCH_PAGE_SIZE, SEARCH_PAGE_MAX_CARDS),
    offset: offset ?? 0,
  }
}
