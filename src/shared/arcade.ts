import { z } from './zod'
import { SEARCH_LIMIT_MAX } from './constants'
import { SEARCH_ADDRESS_KEYS } from './search-address'
import type { SearchSort } from './constants'
import { completeSearch, SEARCH_FIELDS, type SearchIssue } from './search-params'
import { GAME_KINDS, type GameKind } from './game-kinds'
import { LISTING_STATUSES } from './listing-status'

/** A day and time as the API writes it: ISO 8601 in UTC. */
const isoTime = z.string().describe('ISO 8601 date and time')

/**
 * An arcade as the public API returns it: SPEC §3's stored, snake_case shape plus DECISIONS.md's fields. The
 * schema is the OpenAPI document's (src/server/openapi) and the contract test's; the type is made from it.
 */
export const publicArcadeSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  type: z.string().describe('Comma-separated types; the first is the main one'),
  hours: z.string().describe('The hours as written'),
  opening_hours: z
    .string()
    .nullable()
    .describe("The hours in OpenStreetMap's opening_hours syntax; null when the text could not be read"),
  weekly_hours: z
    .array(z.int())
    .nullable()
    .describe(
      'The regular week as open intervals [start, end, …] in minutes from Monday 00:00 local time; null when it has none',
    ),
  time_zone: z.string().describe('The IANA time zone the hours are read in'),
  description: z.string(),
  image_url: z.string(),
  rating: z.number().min(0).max(5),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  review_count: z.int().min(0),
  price_range: z.string(),
  featured: z.boolean(),
  source: z.enum(['sample', 'admin', 'import']),
  state_code: z.string(),
  state_slug: z.string(),
  city_slug: z.string(),
  game_count: z.int().min(0).describe('How many games it has (games that left aside)'),
  status: z.enum(LISTING_STATUSES).describe('Open, temporarily closed or permanently closed'),
  closed_on: z.string().nullable().describe('The day it closed (YYYY-MM-DD); null while open, or when not known'),
  checked_at: isoTime
    .nullable()
    .describe('When the listing was last checked: a confirmation or an accepted change; null when never'),
  hours_checked_at: isoTime.nullable().describe('When its hours were last checked; null when never'),
  osm_ref: z
    .string()
    .nullable()
    .describe('The OpenStreetMap element it was imported from (node/123), credited on its page; null otherwise'),
  created_at: isoTime,
  updated_at: isoTime,
})
export type PublicArcade = z.output<typeof publicArcadeSchema>

/** A game as a card or list names it, linking to its page (`/games/{slug}`). */
export const gameLinkSchema = z.object({ slug: z.string(), title: z.string() })
export type GameLink = z.output<typeof gameLinkSchema>

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

/** Each issue of a search's rule across fields as a Zod issue on its field. */
function addSearchIssues(issues: SearchIssue[], ctx: z.core.$RefinementCtx) {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })
}

/**
 * The search input of tRPC `public.search` and `GET /api/arcades`: the one contract of src/shared/search-params.ts,
 * strict. Each issue is a Zod issue on its field, so a 400 names the field and the rule like every other input.
 */
export const searchInput = z.object(SEARCH_FIELDS, { error: 'must be search parameters' }).transform((values, ctx) => {
  const { params, issues } = completeSearch(values)
  addSearchIssues(issues, ctx)
  return params
})

/**
 * An arcade in a search centred on a point carries its great-circle distance from it, in miles (one decimal); one
 * found by a game (its title, a short name, or the `game` filter) names the games of its lineup that matched.
 */
const searchExtras = {
  distance_miles: z.number().min(0).optional().describe("Miles from the search's place (a point search only)"),
  matched_games: z.array(gameLinkSchema).optional().describe('The games of its lineup that the search matched'),
}
export const searchArcadeSchema = publicArcadeSchema.extend(searchExtras)
export type SearchArcade = z.output<typeof searchArcadeSchema>

/**
 * What an arcade card and its marker on a results map show. List pages (home, state, city, search) ship these
 * few fields, not whole listings, so their HTML and the data it carries for hydration stay small.
 */
export const arcadeSummarySchema = publicArcadeSchema
  .pick({
    id: true,
    name: true,
    slug: true,
    city: true,
    state_code: true,
    type: true,
    rating: true,
    review_count: true,
    image_url: true,
    source: true,
    weekly_hours: true,
    time_zone: true,
    latitude: true,
    longitude: true,
    status: true,
    closed_on: true,
    checked_at: true,
    hours_checked_at: true,
  })
  .extend(searchExtras)
export type ArcadeSummary = z.output<typeof arcadeSummarySchema>

/** The search page's address as tRPC `public.searchPage` takes it (the contract reads it there, leniently). */
export const searchAddressInput = z.partialRecord(z.enum(SEARCH_ADDRESS_KEYS), z.string().max(500, 'is too long'))

/** docs/decisions/0021-near-me-and-search-contract.md and 0028-words-and-places.md. */
export const searchOriginSchema = z.object({
  label: z.string().describe('"Austin, TX 78701", "Austin, TX"; for coordinates the city of the closest ZIP code'),
  latitude: z.number(),
  longitude: z.number(),
  radius_miles: z.number(),
  alternatives: z
    .array(z.object({ label: z.string(), near: z.string() }))
    .optional()
    .describe('A city name without its state that several states have: the others, largest first, as near values'),
  from_query: z.string().optional().describe('The ZIP code of the search text that became the place'),
})
export type SearchOrigin = z.output<typeof searchOriginSchema>

export const searchResultSchema = z.object({
  arcades: z.array(searchArcadeSchema),
  total: z.int().min(0),
  corrected_query: z
    .string()
    .optional()
    .describe('The corrected words these results are for, when the words as typed found (almost) nothing'),
  origin: searchOriginSchema.optional().describe('Where a point search is centred, and its radius'),
  nearest_beyond: z
    .array(searchArcadeSchema)
    .optional()
    .describe('A point search with nothing within its radius: the closest arcades beyond it, nearest first'),
  game_kinds: z.record(z.enum(GAME_KINDS), z.int()).optional(),
})
export type SearchResult = z.output<typeof searchResultSchema>

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

/**
 * `public.game`'s input: a game's slug and a search of its arcades (near, radius, state… as on /api/arcades), read
 * strictly with the one search contract: each issue is a 400 naming its field.
 */
export const gameArcadesInput = z
  .object(SEARCH_FIELDS)
  .pick({
    near: true,
    radius: true,
    state: true,
    sort: true,
    openNow: true,
    minRating: true,
    type: true,
    limit: true,
    offset: true,
  })
  .extend({ slug: slugText.toLowerCase() })
  .transform(({ slug, ...values }, ctx) => {
    const { params, issues } = completeSearch({ ...values, game: slug })
    addSearchIssues(issues, ctx)
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
