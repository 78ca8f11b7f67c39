import { z } from './zod'
import { SEARCH_LIMIT_MAX } from './constants'
import { SEARCH_ADDRESS_KEYS } from './search-address'
import type { SearchSort } from './constants'
import { parseSearchParams, type SearchInput, type SearchIssue } from './search-params'
import type { WeekHours } from './week-hours'
import type { GameKind } from './game-kinds'
import type { ListingStatus } from './listing-status'

/** An arcade as the public API returns it: SPEC §3's stored, snake_case shape plus DECISIONS.md's fields. */
export interface PublicArcade {
  id: number
  name: string
  slug: string
  address: string
  city: string
  state: string
  zip: string
  phone: string | null
  website: string | null
  type: string
  /** The hours as written; `opening_hours` is their OpenStreetMap form, null when the text could not be read. */
  hours: string
  opening_hours: string | null
  /** The regular week worked out from `opening_hours` (src/shared/week-hours.ts), null when it has none. */
  weekly_hours: WeekHours | null
  /** The IANA time zone the hours are read in. */
  time_zone: string
  description: string
  image_url: string
  rating: number
  latitude: number | null
  longitude: number | null
  review_count: number
  price_range: string
  featured: boolean
  source: 'sample' | 'admin' | 'import'
  state_code: string
  state_slug: string
  city_slug: string
  /** How many games it has (its lineup, games that left aside; issue 19). */
  game_count: number
  /** Open or closed, and the day it closed (YYYY-MM-DD; null while open, or when not known). Issue 20. */
  status: ListingStatus
  closed_on: string | null
  /** When the listing, and its hours, were last checked: a confirmation or an accepted change (ISO 8601), or null. */
  checked_at: string | null
  hours_checked_at: string | null
  created_at: string
  updated_at: string
}

/**
 * What an arcade card and its marker on a results map show. List pages (home, state, city, search) ship these
 * few fields, not whole listings, so their HTML and the data it carries for hydration stay small.
 */
export type ArcadeSummary = Pick<
  PublicArcade,
  | 'id'
  | 'name'
  | 'slug'
  | 'city'
  | 'state_code'
  | 'type'
  | 'rating'
  | 'review_count'
  | 'image_url'
  | 'source'
  | 'weekly_hours'
  | 'time_zone'
  | 'latitude'
  | 'longitude'
  | 'status'
  | 'closed_on'
  | 'checked_at'
  | 'hours_checked_at'
> & { distance_miles?: number; matched_games?: GameLink[] }

/** A game as a card or list names it, linking to its page (`/games/{slug}`). */
export interface GameLink {
  slug: string
  title: string
}

/** How many arcades have a game of each kind (a search's "Has games" filter). */
export type GameKindCounts = Record<GameKind, number>

/** Query-string values arrive as text; blank means absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const limitField = (defaultValue: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(SEARCH_LIMIT_MAX, `must be at most ${SEARCH_LIMIT_MAX}`)
      .default(defaultValue),
  )

const offsetField = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of at least 0' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(Number.MAX_SAFE_INTEGER, 'is too large')
      .default(0),
  )

/**
 * The search input of tRPC `public.search` and `GET /api/arcades`: the one contract of src/shared/search-params.ts,
 * strict. Each issue is a Zod issue on its field, so a 400 names the field and the rule like every other input.
 */
export const searchInput = z
  .custom<SearchInput>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'must be search parameters')
  .transform((raw, ctx) => {
    const { params, issues } = parseSearchParams(raw as Record<string, unknown>)
    for (const i of issues) ctx.issues.push({ code: 'custom', path: [i.field], message: i.message, input: raw })
    return params
  })

/**
 * An arcade in a search centred on a point carries its great-circle distance from it, in miles (one decimal); one
 * found by a game (its title, a short name, or the `game` filter) names the games of its lineup that matched.
 */
export type SearchArcade = PublicArcade & { distance_miles?: number; matched_games?: GameLink[] }

/** The search page's address as tRPC `public.searchPage` takes it (the contract reads it there, leniently). */
export const searchAddressInput = z.partialRecord(z.enum(SEARCH_ADDRESS_KEYS), z.string().max(500, 'is too long'))

/** docs/decisions/0021-near-me-and-search-contract.md and 0028-words-and-places.md. */
export interface SearchOrigin {
  /** "Austin, TX 78701", "Austin, TX"; for coordinates the city of the closest ZIP code. */
  label: string
  latitude: number
  longitude: number
  radius_miles: number
  /** A city name without its state that several states have: the others, largest first, as `near` values. */
  alternatives?: { label: string; near: string }[]
  /** The ZIP code of the search text that became the place (`query=retro 78701`, no `near`). */
  from_query?: string
}

export interface SearchResult {
  arcades: SearchArcade[]
  total: number
  /** The corrected words these results are for, when the words as typed found (almost) nothing. */
  corrected_query?: string
  /** Where a point search (`near`, or a ZIP code typed in the text) is centred, and its radius. */
  origin?: SearchOrigin
  /**
   * A point search with nothing within its radius: the closest arcades beyond it that match the other filters,
   * nearest first (at most NEAREST_BEYOND_COUNT).
   */
  nearest_beyond?: SearchArcade[]
  /** The search page's: how many of the results (the kind filter aside) have a game of each kind. */
  game_kinds?: GameKindCounts
}

/**
 * An arcade as a search's map draws it (public.searchMap): where it is, what type it is, and what its marker's card
 * names. A map of 2,000 results carries these few fields, not cards.
 */
export type MapArcade = Pick<
  PublicArcade,
  'id' | 'slug' | 'name' | 'type' | 'city' | 'state_code' | 'latitude' | 'longitude'
>

/** Every result of a search for its map (up to SEARCH_MAP_MAX_POINTS, in the search's order), and how many there are. */
export interface SearchMapData {
  arcades: MapArcade[]
  total: number
}

/** A search page's answer: the result, what of its address it could not use, and the order and page it used. */
export interface SearchPageData extends SearchResult {
  issues: SearchIssue[]
  /** The game of the `game` filter, by its title (the filter's chip). */
  game?: GameLink
  sort: SearchSort
  radius: number
  limit: number
  offset: number
}

const slugText = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters')

export const arcadeSlugInput = z.object({ slug: slugText })

/** The parameters of a search the arcades of one game (`public.game`, `GET /api/games/{slug}`) take. */
const GAME_ARCADES_KEYS = [
  'near',
  'radius',
  'state',
  'sort',
  'openNow',
  'minRating',
  'type',
  'limit',
  'offset',
] as const

/**
 * `public.game`'s input: a game's slug and a search of its arcades (near, radius, state… as on /api/arcades), read
 * strictly with the one search contract: each issue is a 400 naming its field.
 */
export const gameArcadesInput = z
  .custom<Record<string, unknown>>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'must be parameters',
  )
  .transform((raw, ctx) => {
    const slug = typeof raw.slug === 'string' ? raw.slug.trim().toLowerCase() : ''
    if (!slug || slug.length > 200)
      ctx.issues.push({ code: 'custom', path: ['slug'], message: 'is required', input: raw })
    const given = Object.fromEntries(GAME_ARCADES_KEYS.map((key) => [key, raw[key]]))
    const { params, issues } = parseSearchParams({ ...given, game: slug })
    for (const i of issues) ctx.issues.push({ code: 'custom', path: [i.field], message: i.message, input: raw })
    return { slug, params }
  })

/** A game page's address (/games/{slug}?near=&radius=&state=): read leniently like the search page's. */
export const gamePageInput = z.object({
  slug: slugText,
  near: z.string().max(200, 'is too long').optional(),
  radius: z.string().max(10, 'is too long').optional(),
  state: z.string().max(50, 'is too long').optional(),
})
export const stateInput = z.object({ state: slugText })
export const cityInput = z.object({ state: slugText, city: slugText })

/** Which page of a paged directory page (1 is the first; the address leaves it out). */
const pageNumber = z.coerce
  .number({ error: 'must be a whole number of at least 1' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100_000, 'is too large')
  .default(1)
export const statePageInput = stateInput.extend({ page: pageNumber })
export const cityPageInput = cityInput.extend({ page: pageNumber })

/** Paging for the state and city lists of the REST API: bounded like search, larger default page. */
export const LIST_PAGE_SIZE = 500
const listPage = { limit: limitField(LIST_PAGE_SIZE), offset: offsetField() }
export const stateListInput = stateInput.extend(listPage)
export const cityListInput = cityInput.extend(listPage)
