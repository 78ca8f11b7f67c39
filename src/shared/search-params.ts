import { slugify } from '../lib/slug'
import { z } from './zod'
import { GAME_KINDS, GAME_SLUG_PATTERN, type GameKind } from './game-kinds'
import {
  DEFAULT_RADIUS,
  SEARCH_LIMIT_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_RADII,
  SEARCH_SORTS,
  type SearchSort,
} from './constants'

/**
 * The one definition of a search's parameters (docs/decisions/0021-near-me-and-search-contract.md). tRPC
 * `public.search` and `GET /api/arcades` read their input with parseSearchParams strictly (src/shared/arcade.ts wraps
 * it in their Zod input: any issue is a 400 naming the field); the search page's address is read with it leniently
 * (search-page.ts, on the server: the values that parse are used, the issues shown). A new parameter is one more
 * entry of SEARCH_FIELDS.
 */

/** Where a point search is centred: coordinates, a ZIP code's centre, or a city's (`austin-texas`). */
export type NearPlace =
  { kind: 'point'; latitude: number; longitude: number } | { kind: 'zip'; zip: string } | { kind: 'city'; key: string }

export interface SearchParams {
  query?: string
  type?: string
  minRating?: number
  state?: string
  city?: string
  zip?: string
  near?: NearPlace
  /** Only arcades open at the request's instant, on their own clocks (src/server/services/open-now.server.ts). */
  openNow?: boolean
  /** The words as typed, never a corrected spelling (docs/decisions/0024-typo-tolerance-and-suggestions.md). */
  exact?: boolean
  /** Only arcades with this game (its catalogue slug; issue 19), working copies first. */
  game?: string
  /** Only arcades with a game of this kind ("has pinball"). */
  gameKind?: GameKind
  /** Miles from `near`; DEFAULT_RADIUS when not given (unused without `near`). */
  radius: number
  sort: SearchSort
  limit: number
  offset: number
}

/** A value that broke its field's rule: the API's 400 names it, the page shows it. */
export interface SearchIssue {
  field: string
  message: string
}

/**
 * A parameter as the address or a JSON input brings it, before its rule: text is trimmed, blank or absent is "not
 * given" (undefined), a number or boolean reads as its text (`?q=78701` may arrive as 78701), and a list (a repeated
 * key) or an object is an issue. `lower` reads the text case-insensitively.
 */
function paramText(raw: unknown, ctx: z.core.$RefinementCtx, lower = false): string | undefined {
  if (raw === undefined || raw === null) return undefined
  let text: string | undefined
  if (typeof raw === 'string') text = raw.trim()
  else if (typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw))) text = String(raw)
  if (text === undefined) {
    ctx.addIssue({ code: 'custom', message: Array.isArray(raw) ? 'must be given once' : 'must be text', input: raw })
    return undefined
  }
  if (text === '') return undefined
  return lower ? text.toLowerCase() : text
}

/** A search parameter: its rule is `schema`, read from the parameter's text (see paramText). */
const param = <T extends z.ZodType>(schema: T, lower = false) =>
  z.preprocess((raw, ctx) => paramText(raw, ctx, lower), schema.optional())

const freeText = (max: number) => param(z.string().max(max, `must be at most ${max} characters`))

const wholeNumber = (min: number, max: number, notANumber: string) =>
  param(
    z.coerce
      .number({ error: notANumber })
      .refine(Number.isInteger, { message: 'must be a whole number', abort: true })
      .min(min, `must be at least ${min}`)
      .max(max, max === Number.MAX_SAFE_INTEGER ? 'is too large' : `must be at most ${max}`),
  )

/** One of `options`, case-insensitive; its value is the option (a number for numeric options). */
function oneOf<const T extends string | number>(options: readonly T[], message: string) {
  const texts = options.map(String) as [string, ...string[]]
  return param(
    z.enum(texts, { error: message }).transform((text) => options.find((o) => String(o) === text)!),
    true,
  )
}

/** `true` or `false` (SPEC's query-string style, like minRating's numbers). */
const flag = () => param(z.enum(['true', 'false'], { error: 'must be true or false' }).transform((t) => t === 'true'))

const ZIP = /^\d{5}$/
const POINT = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/

/**
 * A city as `{city-slug}-{state-slug}` (`austin-texas`). What a visitor types ("Austin, TX") is the same once written
 * as a slug: the server, which knows the cities, reads a state code at the end as its state.
 */
function cityPlace(text: string): NearPlace | undefined {
  const key = slugify(text)
  // A city alone ("springfield") is a place too: the server picks the largest of that name and offers the others.
  return key ? { kind: 'city', key } : undefined
}

const NEAR_MESSAGE = 'must be "latitude,longitude", a 5-digit ZIP code or a city and its state such as austin-texas'

function nearPlace(text: string, ctx: z.core.$RefinementCtx): NearPlace {
  if (ZIP.test(text)) return { kind: 'zip', zip: text }
  const point = POINT.exec(text)
  if (point) {
    const latitude = Number(point[1])
    const longitude = Number(point[2])
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { kind: 'point', latitude, longitude }
    ctx.addIssue({ code: 'custom', message: 'must have a latitude from -90 to 90 and a longitude from -180 to 180' })
    return z.NEVER
  }
  const city = /\d/.test(text) ? undefined : cityPlace(text)
  if (city) return city
  ctx.addIssue({ code: 'custom', message: NEAR_MESSAGE })
  return z.NEVER
}

/**
 * Every parameter and its rule (SPEC §7's names; `near`, `radius` and `sort` from issue 8, `openNow` and `exact`
 * from issue 9, `game` and `gameKind` from issue 19), as Zod schemas: the API's input and its OpenAPI document
 * (src/server/openapi) are made from them.
 */
export const SEARCH_FIELDS = {
  query: freeText(200).describe('Words of the name, city, state or ZIP code; a 5-digit ZIP code is also a place'),
  city: freeText(100).describe('A city name'),
  state: freeText(50).describe('A US state: name, code or slug'),
  zip: param(z.string().regex(ZIP, 'must be a 5-digit ZIP code')).describe('A 5-digit ZIP code'),
  type: param(
    z
      .string()
      .regex(/^[A-Za-z0-9 -]{1,40}$/, 'must be an arcade type such as retro, vr, barcade or pinball')
      .toLowerCase(),
  ).describe('An arcade type such as retro, vr, barcade or pinball'),
  minRating: param(
    z.coerce.number({ error: 'must be a number from 1 to 5' }).min(1, 'must be at least 1').max(5, 'must be at most 5'),
  ).describe('The lowest rating, 1 to 5'),
  near: param(z.string().transform(nearPlace)).describe(
    'Where to centre the search: "latitude,longitude", a 5-digit ZIP code, or a city and its state (austin-texas)',
  ),
  openNow: flag().describe('Only arcades open now, on their own clocks'),
  exact: flag().describe('The words as typed, without spelling correction'),
  game: param(
    z
      .string()
      .max(120, 'must be the slug of a game in the catalogue, such as medieval-madness')
      .regex(GAME_SLUG_PATTERN, 'must be the slug of a game in the catalogue, such as medieval-madness'),
    true,
  ).describe('Only arcades with this game (its catalogue slug), working copies first'),
  gameKind: oneOf(GAME_KINDS, `must be one of ${GAME_KINDS.join(', ')}`).describe(
    'Only arcades with a game of this kind',
  ),
  radius: oneOf(SEARCH_RADII, `must be one of ${SEARCH_RADII.join(', ')} (miles)`).describe(
    `Miles from near (default ${DEFAULT_RADIUS})`,
  ),
  sort: oneOf(SEARCH_SORTS, `must be one of ${SEARCH_SORTS.join(', ')}`).describe(
    'The order: relevance by default, distance with a place',
  ),
  limit: wholeNumber(1, SEARCH_LIMIT_MAX, `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`).describe(
    `How many arcades (default ${SEARCH_PAGE_SIZE})`,
  ),
  offset: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'must be a whole number of at least 0').describe('How many to skip'),
}

/** The parameters a search was given that parse, without defaults. */
export type SearchValues = {
  [K in keyof typeof SEARCH_FIELDS]?: NonNullable<z.output<(typeof SEARCH_FIELDS)[K]>>
}

/** What a client may send: each parameter as text (or a number or boolean where that reads as the same text). */
export type SearchInput = { [K in keyof typeof SEARCH_FIELDS]?: unknown }

/**
 * A search's parameters from the values that parsed: the defaults of those not given, and the one rule across
 * fields (a distance order needs a place), whose issue drops the order.
 */
export function completeSearch(given: SearchValues): { params: SearchParams; issues: SearchIssue[] } {
  const { limit, offset, radius, sort, ...rest } = given
  const place = given.near !== undefined || zipInQuery(given.query) !== undefined
  const issues =
    sort === 'distance' && !place
      ? [{ field: 'sort', message: 'distance needs near (a point, a ZIP code or a city)' }]
      : []
  const params: SearchParams = {
    ...rest,
    radius: radius ?? DEFAULT_RADIUS,
    sort: (issues.length === 0 ? sort : undefined) ?? (place ? 'distance' : 'relevance'),
    limit: limit ?? SEARCH_PAGE_SIZE,
    offset: offset ?? 0,
  }
  return { params, issues }
}

/**
 * A search's parameters read leniently: the values that parse, with the defaults of the others, and an issue for
 * each value that does not parse.
 */
export function parseSearchParams(input: Record<string, unknown>): { params: SearchParams; issues: SearchIssue[] } {
  const issues: SearchIssue[] = []
  const values: Record<string, unknown> = {}
  for (const [field, rule] of Object.entries(SEARCH_FIELDS)) {
    const result = rule.safeParse(input[field])
    if (!result.success) issues.push({ field, message: result.error.issues[0]!.message })
    else if (result.data !== undefined) values[field] = result.data
  }
  const complete = completeSearch(values as SearchValues)
  return { params: complete.params, issues: [...issues, ...complete.issues] }
}

/**
 * A 5-digit word of the text: typed in the search box, it is a place ("retro 78701" searches near 78701, nearest
 * first) when the server knows that ZIP code and the search has no `near` (docs/decisions/0028-words-and-places.md).
 */
export function zipInQuery(query: string | undefined): string | undefined {
  return query?.match(/(?:^|[^\p{L}\p{N}])(\d{5})(?![\p{L}\p{N}])/u)?.[1]
}

/** `near` as the address writes it (ZIP, `lat,lng` or the city's slug). */
export function nearText(near: NearPlace): string {
  if (near.kind === 'zip') return near.zip
  if (near.kind === 'city') return near.key
  return `${near.latitude},${near.longitude}`
}
