import { SEARCH_LIMIT_MAX, SEARCH_PAGE_MAX_CARDS, SEARCH_PAGE_SIZE } from './constants'
import { mapViewOf } from './page-view'

/**
 * The search page's address is its state. Read by the route's validateSearch, which is part of every public page's
 * JavaScript, so it is a few plain functions rather than a schema library: values that do not parse are dropped,
 * never fatal.
 */
export interface SearchPageSearch {
  q?: string
  type?: string
  minRating?: number
  state?: string
  city?: string
  limit?: number
  offset?: number
  view?: 'map'
}

/**
 * Free text from the address, trimmed, at most `max` characters. The router may hand over `?q=78701` as the
 * number 78701 and `?q=true` as a boolean: both are still the visitor's text.
 */
function addressText(value: unknown, max: number): string | undefined {
  const ok =
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  if (!ok) return undefined
  const text = String(value).trim()
  return text.length <= max ? text : undefined
}

/** A number from the address (numeric text or a number), finite, within [min, max]; whole when `int`. */
function addressNumber(value: unknown, min: number, max: number, int: boolean): number | undefined {
  if (value === undefined) return undefined
  let n: number
  try {
    n = Number(value)
  } catch {
    return undefined
  }
  if (!Number.isFinite(n) || n < min || n > max) return undefined
  return int && !Number.isSafeInteger(n) ? undefined : n
}

const TYPE_PATTERN = /^[a-z0-9 -]{1,40}$/

function arcadeType(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const type = value.trim().toLowerCase()
  return TYPE_PATTERN.test(type) ? type : undefined
}

/** The search page's validateSearch: the known values that parse; everything else is dropped. */
export function parseSearchPageSearch(input: Record<string, unknown>): SearchPageSearch {
  const parsed: SearchPageSearch = {
    q: addressText(input.q, 200),
    type: arcadeType(input.type),
    minRating: addressNumber(input.minRating, 1, 5, false),
    state: addressText(input.state, 50),
    city: addressText(input.city, 100),
    limit: addressNumber(input.limit, 1, SEARCH_LIMIT_MAX, true),
    offset: addressNumber(input.offset, 0, Number.MAX_SAFE_INTEGER, true),
    view: mapViewOf(input.view),
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))
}

/** Only non-empty values stay in the address (SPEC §2). */
export function cleanSearch(s: SearchPageSearch): SearchPageSearch {
  const out: SearchPageSearch = {}
  if (s.q?.trim()) out.q = s.q.trim()
  if (s.type?.trim()) out.type = s.type.trim()
  if (s.minRating !== undefined) out.minRating = s.minRating
  if (s.state?.trim()) out.state = s.state.trim()
  if (s.city?.trim()) out.city = s.city.trim()
  if (s.limit !== undefined) out.limit = s.limit
  if (s.offset) out.offset = s.offset
  if (s.view === 'map') out.view = s.view
  return out
}

/** The API input for the page's address: trimmed, only non-empty values (SPEC §5). */
export function searchInputOf(s: SearchPageSearch) {
  const c = cleanSearch(s)
  return {
    query: c.q,
    type: c.type,
    minRating: c.minRating,
    state: c.state,
    city: c.city,
    // A page shows at most SEARCH_PAGE_MAX_CARDS cards (its route redirects larger limits).
    limit: Math.min(c.limit ?? SEARCH_PAGE_SIZE, SEARCH_PAGE_MAX_CARDS),
    offset: c.offset ?? 0,
  }
}
