import { slugify } from '../lib/slug'
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

type Field<T> = (raw: unknown) => { value?: T; message?: string }

/** Text of the address or a JSON input: `?q=78701` may arrive as the number 78701, `?q=true` as a boolean. */
function rawText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim()
  if (typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw))) return String(raw)
  return undefined
}

/** Wraps a rule for non-blank text: blank or absent is "not given", a list or an object is refused. */
function textRule<T>(rule: (text: string) => { value?: T; message?: string }): Field<T> {
  return (raw) => {
    if (raw === undefined || raw === null) return {}
    const text = rawText(raw)
    if (text === undefined) return { message: Array.isArray(raw) ? 'must be given once' : 'must be text' }
    return text === '' ? {} : rule(text)
  }
}

const freeText = (max: number) =>
  textRule((text) => (text.length <= max ? { value: text } : { message: `must be at most ${max} characters` }))

function numberRule(min: number, max: number, whole: boolean, notANumber: string): Field<number> {
  return textRule((text) => {
    const n = Number(text)
    if (!Number.isFinite(n)) return { message: notANumber }
    if (whole && !Number.isInteger(n)) return { message: 'must be a whole number' }
    if (n < min) return { message: `must be at least ${min}` }
    if (n > max) return { message: max === Number.MAX_SAFE_INTEGER ? 'is too large' : `must be at most ${max}` }
    return { value: n }
  })
}

function oneOf<T extends string | number>(options: readonly T[], message: string): Field<T> {
  return textRule((text) => {
    const found = options.find((o) => String(o) === text.toLowerCase())
    return found === undefined ? { message } : { value: found }
  })
}

/** `true` or `false` (SPEC's query-string style, like minRating's numbers). */
const flag: Field<boolean> = textRule((text) =>
  text === 'true' ? { value: true } : text === 'false' ? { value: false } : { message: 'must be true or false' },
)

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

const nearField: Field<NearPlace> = textRule((text) => {
  if (ZIP.test(text)) return { value: { kind: 'zip', zip: text } }
  const point = POINT.exec(text)
  if (point) {
    const latitude = Number(point[1])
    const longitude = Number(point[2])
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
      return { message: 'must have a latitude from -90 to 90 and a longitude from -180 to 180' }
    return { value: { kind: 'point', latitude, longitude } }
  }
  const city = /\d/.test(text) ? undefined : cityPlace(text)
  return city ? { value: city } : { message: NEAR_MESSAGE }
})

/** Every parameter and its rule (SPEC §7's names; `near`, `radius` and `sort` from issue 8, `openNow` and `exact`
 * from issue 9, `game` and `gameKind` from issue 19). */
const SEARCH_FIELDS = {
  query: freeText(200),
  city: freeText(100),
  state: freeText(50),
  zip: textRule((text) => (ZIP.test(text) ? { value: text } : { message: 'must be a 5-digit ZIP code' })),
  type: textRule((text) => {
    const type = text.toLowerCase()
    return /^[a-z0-9 -]{1,40}$/.test(type)
      ? { value: type }
      : { message: 'must be an arcade type such as retro, vr, barcade or pinball' }
  }),
  minRating: numberRule(1, 5, false, 'must be a number from 1 to 5'),
  near: nearField,
  openNow: flag,
  exact: flag,
  game: textRule((text) =>
    text.length <= 120 && GAME_SLUG_PATTERN.test(text.toLowerCase())
      ? { value: text.toLowerCase() }
      : { message: 'must be the slug of a game in the catalogue, such as medieval-madness' },
  ),
  gameKind: oneOf(GAME_KINDS, `must be one of ${GAME_KINDS.join(', ')}`),
  radius: oneOf(SEARCH_RADII, `must be one of ${SEARCH_RADII.join(', ')} (miles)`),
  sort: oneOf(SEARCH_SORTS, `must be one of ${SEARCH_SORTS.join(', ')}`),
  limit: numberRule(1, SEARCH_LIMIT_MAX, true, `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`),
  offset: numberRule(0, Number.MAX_SAFE_INTEGER, true, 'must be a whole number of at least 0'),
} satisfies Record<string, Field<unknown>>

/** The parameters a search was given that parse, without defaults. */
export type SearchValues = {
  [K in keyof typeof SEARCH_FIELDS]?: NonNullable<ReturnType<(typeof SEARCH_FIELDS)[K]>['value']>
}

/** What a client may send: each parameter as text (or a number or boolean where that reads as the same text). */
export type SearchInput = { [K in keyof typeof SEARCH_FIELDS]?: unknown }

/** Reads the parameters a search was given: the values that parse, and an issue for each one that does not. */
export function readSearch(input: Record<string, unknown>): { values: SearchValues; issues: SearchIssue[] } {
  const issues: SearchIssue[] = []
  const values: Record<string, unknown> = {}
  for (const [field, rule] of Object.entries(SEARCH_FIELDS) as [string, Field<unknown>][]) {
    const { value, message } = rule(input[field])
    if (message) issues.push({ field, message })
    else if (value !== undefined) values[field] = value
  }
  if (values.sort === 'distance' && !values.near && !zipInQuery(values.query as string | undefined)) {
    issues.push({ field: 'sort', message: 'distance needs near (a point, a ZIP code or a city)' })
    delete values.sort
  }
  return { values: values as SearchValues, issues }
}

/** A search's parameters with the defaults of those not given; every value that does not parse is an issue. */
export function parseSearchParams(input: Record<string, unknown>): { params: SearchParams; issues: SearchIssue[] } {
  const { values, issues } = readSearch(input)
  const { limit, offset, radius, sort, ...rest } = values
  const params: SearchParams = {
    ...rest,
    radius: radius ?? DEFAULT_RADIUS,
    sort: sort ?? (values.near || zipInQuery(values.query) ? 'distance' : 'relevance'),
    limit: limit ?? SEARCH_PAGE_SIZE,
    offset: offset ?? 0,
  }
  return { params, issues }
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
