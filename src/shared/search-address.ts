/**
 * The search page's address as its route holds it: the known parameters, as the text they are. The route's
 * validateSearch, beforeLoad and head are part of every public page's JavaScript, so they read no more than this;
 * the search contract (search-params.ts, through search-page.ts) reads the values where the page's own code runs.
 */
export const SEARCH_ADDRESS_KEYS = [
  'q',
  'type',
  'minRating',
  'state',
  'city',
  'zip',
  'near',
  'radius',
  'sort',
  'limit',
  'offset',
] as const

export type SearchAddress = Partial<Record<(typeof SEARCH_ADDRESS_KEYS)[number], string>>

/** The search route's validateSearch: each known parameter's text, trimmed; blank ones and others are left out. */
export function readSearchAddress(input: Record<string, unknown>): SearchAddress {
  const out: SearchAddress = {}
  for (const key of SEARCH_ADDRESS_KEYS) {
    const value = input[key]
    if (typeof value === 'string' && value.trim()) out[key] = value.trim()
  }
  return out
}
