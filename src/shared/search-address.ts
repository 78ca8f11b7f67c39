import { slugify } from '../lib/slug'
import { mapViewOf } from './page-view'

/**
 * The search page's address as the browser holds it: the known parameters, as the text they are. The server reads
 * them with the search contract (public.searchPage; search-page.ts), so the contract's code and messages are not
 * part of any page's JavaScript.
 */
export const SEARCH_ADDRESS_KEYS = [
  'q',
  'type',
  'minRating',
  'state',
  'city',
  'zip',
  'near',
  'openNow',
  'exact',
  'game',
  'gameKind',
  'radius',
  'sort',
  'limit',
  'offset',
] as const

export type SearchAddress = Partial<Record<(typeof SEARCH_ADDRESS_KEYS)[number], string>>

/** Each known parameter's text, trimmed; blank ones and others are left out (the route's validateSearch). */
export function readSearchAddress(input: Record<string, unknown>): SearchAddress {
  const out: SearchAddress = {}
  for (const key of SEARCH_ADDRESS_KEYS) {
    const value = input[key]
    if (typeof value === 'string' && value.trim()) out[key] = value.trim()
    // The router reads `?radius=25` as a number and `?openNow=true` as a boolean: both are still the address's text.
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value)
  }
  return out
}

/**
 * What a visitor typed in the near box, as the address writes it: a ZIP code or `lat,lng` as typed, a city as its
 * slug ("Austin, TX" → `austin-tx`, which the server reads as Austin, Texas).
 */
export function nearText(typed: string): string {
  const text = typed.trim()
  return /^[-\d.,\s]+$/.test(text) ? text.replace(/\s+/g, '') : slugify(text)
}

/** The search page's address: the search's parameters and how the results show (`view=map`, else the list). */
export type SearchPageAddress = SearchAddress & { view?: 'map' }

/** The route's validateSearch: the known parameters, and the view. */
export function readSearchPageAddress(input: Record<string, unknown>): SearchPageAddress {
  const view = mapViewOf(input.view)
  return { ...readSearchAddress(input), ...(view && { view }) }
}
